// Server code generation: openapi.yaml -> src/server/openapi/contract.gen.ts, the request and answer
// types of every operation (committed, never edited by hand). Part of `npm run codegen`; a test
// fails while the committed file is stale.
const fs = require('node:fs');
const path = require('node:path');
const { pathToFileURL } = require('node:url');
const { default: openapiTS, astToString } = require('openapi-typescript');

const root = path.resolve(__dirname, '..');
const output = process.env.CODEGEN_SERVER_OUTPUT_FILE || path.join(root, 'src/server/openapi/contract.gen.ts');
const header = '// Generated from openapi.yaml by `npm run codegen` (scripts/codegen-server.cjs): do not edit.\n\n';

openapiTS(pathToFileURL(path.join(root, 'openapi.yaml')))
  .then((ast) => fs.writeFileSync(output, header + astToString(ast)))
  .catch((e) => {
    console.error(e);
    process.exit(1);
  });
