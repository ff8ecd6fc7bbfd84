// Lint rules, including the one-way imports of ARCHITECTURE.md: domain <- server, domain <- client.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import importPlugin from 'eslint-plugin-import';

const restrict = (patterns) => ['error', { patterns: patterns.map(([group, message]) => ({ group, message })) }];

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', 'src/**/*.gen.ts', 'src/**/*.tmp.ts', 'src/server/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/no-require-imports': 'off',
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
  {
    files: ['src/server/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict([[['**/client/**', 'react', 'react-dom', '@reduxjs/*'], 'The server never imports client code.']]),
    },
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
