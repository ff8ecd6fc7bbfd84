// `import url from './x.css?url'`: the address of the stylesheet, emitted as a file of its own (webpack.config.js).
declare module '*.css?url' {
  const url: string;
  export default url;
}
