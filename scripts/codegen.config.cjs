// RTK Query code generation: openapi.yaml -> src/client/api/generated.gen.ts (committed, never edited by hand).
// Run `npm run codegen` after changing openapi.yaml; a test fails while the committed file is stale.
/** @type {import('@rtk-query/codegen-openapi').ConfigFile} */
module.exports = {
  schemaFile: '../openapi.yaml',
  apiFile: '../src/client/api/emptyApi.ts',
  apiImport: 'emptyApi',
  outputFile: process.env.CODEGEN_OUTPUT_FILE || '../src/client/api/generated.gen.ts',
  exportName: 'generatedApi',
  hooks: { queries: true, lazyQueries: true, mutations: true },
  tag: false,
};
