// The API the app uses: the generated endpoints with their cache tags (tags.ts).
export * from './generated.gen';
export { api } from './tags';
