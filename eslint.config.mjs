// Lint rules, including the one-way imports: domain <- server, domain <- client.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import importPlugin from 'eslint-plugin-import';
import fs from 'node:fs';

const restrict = (patterns) => ['error', { patterns: patterns.map(([group, message]) => ({ group, message })) }];

// --- The client's one-way imports (issue 12; bulletproof-react's zones) -----------------------
// app/ assembles everything; a feature imports shared folders only (no other feature, not app/);
// the shared folders (api, components, session, utils) import no feature and not app/.
// A piece two features need lives in a shared folder. No import cycles anywhere in src/client.
const clientFeatures = fs.readdirSync('src/client/features', { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
const clientShared = ['api', 'components', 'session', 'utils'].map((d) => `./src/client/${d}`);
const clientZones = [
  ...clientFeatures.map((f) => ({
    target: `./src/client/features/${f}`,
    from: './src/client/features',
    except: [`./${f}`],
    message: 'A feature does not import another feature: move the shared piece to components/, utils/ or session/.',
  })),
  { target: './src/client/features', from: './src/client/app', message: 'A feature does not import app/ (app/ imports features).' },
  { target: clientShared, from: ['./src/client/features', './src/client/app'], message: 'Shared folders import no feature and not app/.' },
];
const clientImports = {
  plugins: { import: importPlugin },
  settings: {
    'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
  },
};

// What server files may not import: client code anywhere; another module's files but its service
// (module files); HTTP (services, repositories, views and the standings engine: they throw the
// refusals of outcomes.ts, and the routes pick the status); the database (routes: they call
// their module's service).
const serverZones = ({ module = false, rules = false, routes = false } = {}) => [
  [['**/client/**', 'react', 'react-dom', '@reduxjs/*'], 'The server never imports client code.'],
  ...(module ? [[['../*/*', '!../*/*.service', '!../../**'], 'A module imports another module only through its service (<module>.service.ts).']] : []),
  ...(rules ? [[['**/http', '**/http/*', 'fastify', '@fastify/*'], 'Services know no HTTP: throw a refusal from outcomes.ts; the routes turn it into a status.']] : []),
  ...(routes ? [[['**/db', '**/db/*', 'drizzle-orm', 'drizzle-orm/*'], "Routes do not read the database: call the module's service."]] : []),
];

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', 'src/**/*.gen.ts', 'src/**/*.tmp.ts', 'src/server/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/no-require-imports': 'off',
      // Every hand-written source file stays short enough to read whole: 300 physical lines,
      // blank lines and comments included (generated *.gen.ts files are ignored above).
      'max-lines': ['error', { max: 300, skipBlankLines: false, skipComments: false }],
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': restrict([
        [['**/server/**', 'node:*', 'fastify', 'drizzle-orm', 'drizzle-orm/*'], 'The client never imports server code.'],
      ]),
    },
  },
  {
    files: ['src/client/**/*.test.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.jest, ...globals.node } },
  },
  {
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict([
        [['**/server/**', '**/client/**', 'node:*', 'react', 'react-dom', 'fastify', 'drizzle-orm', 'drizzle-orm/*', '@reduxjs/*'], 'src/domain holds pure rules: no I/O and no framework imports.'],
      ]),
    },
  },
  // --- The server's zones (docs/architecture.md): a module per resource under src/server/modules,
  // each with routes (HTTP), services (rules), repositories (queries) and views (answers).
  {
    files: ['src/server/**/*.ts'],
    rules: { 'no-restricted-imports': restrict(serverZones()) },
  },
  {
    files: ['src/server/modules/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-imports': restrict(serverZones({ module: true })) },
  },
  {
    files: ['src/server/modules/**/*.service.ts', 'src/server/modules/**/*.repository.ts', 'src/server/modules/**/*.views.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-imports': restrict(serverZones({ module: true, rules: true })) },
  },
  {
    files: ['src/server/standings/**/*.ts', 'src/server/outcomes.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-imports': restrict(serverZones({ rules: true })) },
  },
  {
    files: ['src/server/modules/**/*.routes.ts'],
    rules: { 'no-restricted-imports': restrict(serverZones({ module: true, routes: true })) },
  },
  // The client's one-way imports and no cycles (see clientZones above). Tests may import app/
  // (they build a store to render a page), but not another feature.
  {
    files: ['src/client/**/*.{ts,tsx}'],
    ...clientImports,
    rules: { 'import/no-cycle': 'error', 'import/no-restricted-paths': ['error', { zones: clientZones }] },
  },
  {
    files: ['src/client/**/*.test.{ts,tsx}', 'src/client/test/**'],
    ...clientImports,
    rules: { 'import/no-restricted-paths': ['error', { zones: clientZones.filter((z) => z.from !== './src/client/app' && !z.from.includes?.('./src/client/app')) }] },
  },
  // --- Server and scripts: no import cycles (one-way imports: routes -> services -> db; manage.ts
  // -> manage-commands.ts -> manage-command.ts). The client's zones are a block of their own.
  {
    files: ['src/server/**/*.ts', 'src/domain/**/*.ts', 'scripts/**/*.ts'],
    plugins: { import: importPlugin },
    settings: {
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import/ignore': ['node_modules'],
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.cjs', '.mjs'] } },
    },
    rules: { 'import/no-cycle': ['error', { ignoreExternal: true }] },
  },
  // --- end of the server and scripts block.
  { files: ['**/*.test.{ts,tsx}', 'e2e/**/*.ts'], languageOptions: { globals: { ...globals.jest } } },
  { files: ['**/*.cjs', 'webpack.config.js'], languageOptions: { sourceType: 'commonjs' } },
);
