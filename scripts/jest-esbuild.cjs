// Jest's transform of the TypeScript sources and tests: esbuild (which already compiles the server
// for `npm start`) turns each file into CommonJS on its own, with no type checking (`npm run
// typecheck` does that), as ts-jest did with isolatedModules, several times quicker. Jest keeps
// each answer in its cache under the key made here.
const { createHash } = require('node:crypto');
const fs = require('node:fs');
const { transformSync, version } = require('esbuild');

// What the answer depends on besides the file: esbuild's version and this transform's own text.
const self = createHash('sha256').update(version).update(fs.readFileSync(__filename)).digest('hex');

// The tsconfig.json settings that change the JavaScript esbuild writes (classes' fields are
// defined, as ES2022 does; JSX by React's automatic runtime).
const tsconfigRaw = { compilerOptions: { target: 'ES2022', useDefineForClassFields: true, jsx: 'react-jsx' } };

module.exports = {
  getCacheKey(source, filename) {
    return createHash('sha256').update(self).update('\0').update(filename).update('\0').update(source).digest('hex');
  },
  process(source, filename) {
    const { code, map } = transformSync(source, {
      loader: filename.endsWith('.tsx') ? 'tsx' : 'ts',
      format: 'cjs',
      target: 'node20',
      sourcemap: 'external',
      sourcefile: filename,
      tsconfigRaw,
      // `import()` becomes a `require` as well (as TypeScript's CommonJS output does): left as it
      // is, Jest would load the module as an ES module, whose default export is the whole module.
      supported: { 'dynamic-import': false },
    });
    return { code, map };
  },
};
