import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

// The webpack loader that leaves out of React Router what the app never uses (webpack.config.js):
// applied to the installed React Router, and to a version whose code it does not know.
const unusedComponents = createRequire(__filename)('./unused-components.cjs') as (source: string) => string;

const dir = path.resolve(__dirname, '../../node_modules/react-router/dist/production');
const routerModule = fs
  .readdirSync(dir)
  .map((f) => path.join(dir, f))
  .find((f) => f.endsWith('.mjs') && fs.readFileSync(f, 'utf8').includes('function createRouter(init) {'))!;
const source = fs.readFileSync(routerModule, 'utf8');

test('fetchers, route actions, lazy routes, patched routes, instrumentations and view transitions are left unreachable', () => {
  const out = unusedComponents(source);
  expect(out).toMatch(/async function fetch2\(\) \{\n\s*throw new Error/);
  expect(out).toMatch(/async function handleAction\(\) \{\n\s*throw new Error/);
  expect(out).toMatch(/function loadLazyRoute\(route\) \{\n\s*if \(route\.lazy\) throw new Error/);
  expect(out).not.toContain('init.patchRoutesOnNavigation');
  expect(out).not.toContain('if (init.instrumentations)');
  expect(out).not.toContain('|| parseHydrationData()');
  expect(out).not.toContain('if (!viewTransitionOpts || !isViewTransitionAvailable)');
  expect(out).not.toContain('createElement(RSCErrorHandler');
  // What the app does use stays: navigations run the loaders, links and blockers are there.
  expect(out).toContain('async function handleLoaders(');
  expect(out).toContain('function useBlocker(');
});

test('a React Router whose code changed stops the build instead of being patched blindly', () => {
  const changed = source.replace('async function fetch2(key, routeId, href, opts) {', 'async function fetch2(key, routeId, href, options) {');
  expect(() => unusedComponents(changed)).toThrow(/unused-components/);
});
