// A webpack loader for React Router's production build (webpack.config.js). Its components and
// contexts are made at the top of its one large module (`var Form = React.forwardRef(...)`, then
// `Form.displayName = "Form"`): calls and assignments a minifier must keep, with everything they
// reach, whether the app uses them or not (forms, fetchers, prefetch links, server components).
// This marks those calls pure and drops the display names (read only by React's developer
// tools), so webpack's tree shaking leaves out what no page imports.
//
// It also leaves out links' prefetching, which only framework mode does: outside it (this app's
// data router) `<Link prefetch>` never prefetches (usePrefetchBehavior answers "no" when there is
// no framework context), yet every Link carries the code of the prefetch links, the route
// manifest's lookups and the server components' variant. Here usePrefetchBehavior gives that
// same answer at once, and Link draws its anchor alone (what it does when that answer is "no"),
// so none of it is bundled.
//
// Two options of createRouter that the app never sets go too: `instrumentations` (hooks around
// every navigation and loader, for observability tools) and the hydration data a server-rendered
// page leaves in `window.__staticRouterHydrationData` (this app draws in the browser only, and
// passes no hydrationData), and `patchRoutesOnNavigation` (routes discovered while navigating:
// every route of this app is known from the start). The code that handles them is then
// unreachable and left out. So is the error boundary's handling of server components' errors
// (the error boundary's context is React Router's server-components router, never this app's).
// Fetchers too (`router.fetch`: useFetcher, and useSubmit or <Form> with a fetcher key, none of
// which the app uses): the router's fetch throws, and the code that loads and submits through a
// fetcher is left out.
const FETCH = 'async function fetch2(key, routeId, href, opts) {';
// And route actions: a navigation that submits a form (useSubmit, <Form method="post">; the app's
// forms call the API instead) would call the route's action. Here that throws.
const ACTION = 'async function handleAction(request, location, submission, matches, historyAction, scopedContext, isFogOfWar, initialHydration, opts = {}) {';
// And routes' `lazy` (a route's definition loaded on first use; the app's routes load their
// pages in their loaders instead): a route with `lazy` throws.
const LAZY_ROUTE = 'function loadLazyRoute(route, type, manifest, mapRouteProperties2, lazyRoutePropertiesToSkip) {';
const LAZY_PROPERTY = 'var loadLazyRouteProperty = ({';
const NO_LAZY = 'if (route.lazy) throw new Error("This app has no lazy route definitions (scripts/webpack/unused-components.cjs)");';
// And view transitions (`viewTransition` on a link or navigation, which the app never sets): the
// router provider applies every update as it does without one, and NavLink never marks one.
const VIEW_TRANSITION = 'if (!viewTransitionOpts || !isViewTransitionAvailable) {';
const NAVLINK_TRANSITION = 'useViewTransitionState(path) && viewTransition === true;';
const PATCH_ROUTES = 'init.patchRoutesOnNavigation';
const RSC_DIGEST = 'if (this.context && typeof error === "object" && error && "digest" in error';
const RSC_HANDLER = /if \(this\.context\) \{\n\s*return \/\* @__PURE__ \*\/ React\d*\.createElement\(RSCErrorHandler, \{ error \}, result\);\n\s*\}/;
const PREFETCH = 'function usePrefetchBehavior(prefetch, theirElementProps) {';
const INSTRUMENTED = 'if (init.instrumentations) {';
const HYDRATION = 'hydrationData: opts?.hydrationData || parseHydrationData(),';

/** Replaces every `find` in `text`, which must occur exactly `count` times (else this React Router
 *  version changed the code: check what it does before adapting this loader). */
function replaceExactly(text, find, replacement, count) {
  const found = text.split(find).length - 1;
  if (found !== count) throw new Error(`unused-components: expected ${count} of "${find}" in React Router, found ${found}`);
  return text.split(find).join(replacement);
}
const LINK_RETURN = /return shouldPrefetch && !isAbsolute \? \/\* @__PURE__ \*\/ React\d*\.createElement\(React\d*\.Fragment, null, link, \/\* @__PURE__ \*\/ React\d*\.createElement\(PrefetchPageLinks, \{ page: href \}\)\) : link;/;

// An async function of React Router that throws `message` instead: its body stays under another
// name, never called, so the minifier leaves it out.
const throwing = (header, message) =>
  header.replace(
    /^async function (\w+)\(/,
    (_, name) => `async function ${name}() {\n    throw new Error("${message} (scripts/webpack/unused-components.cjs)");\n  }\n  async function unused_${name}(`,
  );

module.exports = function unusedComponents(source) {
  let out = source
    .replace(/^[A-Za-z_$][\w$]*\.displayName = "[^"\n]*";$/gm, '')
    .replace(/^(var [A-Za-z_$][\w$]* = )(React\d*\.(?:forwardRef|createContext|memo)\()/gm, '$1/* @__PURE__ */ $2');
  if (out.includes('function usePrefetchBehavior(')) {
    // A newer React Router that changed the function: check what it does before adapting this.
    if (!out.includes(PREFETCH) || !LINK_RETURN.test(out)) throw new Error('unused-components: Link or usePrefetchBehavior changed in this React Router version');
    out = out
      .replace(PREFETCH, 'function usePrefetchBehavior() {\n  return [false, null, {}];\n}\nfunction frameworkPrefetchBehavior(prefetch, theirElementProps) {')
      .replace(LINK_RETURN, 'return link;');
  }
  if (out.includes('function createRouter(init) {')) {
    out = replaceExactly(out, INSTRUMENTED, 'if (false) {', 2);
    out = replaceExactly(out, HYDRATION, 'hydrationData: opts?.hydrationData,', 2);
    out = replaceExactly(out, PATCH_ROUTES, '(void 0)', 6);
    out = replaceExactly(out, FETCH, throwing(FETCH, 'This app does not use fetchers'), 1);
    out = replaceExactly(
      out,
      LAZY_ROUTE,
      `function loadLazyRoute(route) {\n  ${NO_LAZY}\n  return { lazyRoutePromise: void 0, lazyHandlerPromise: void 0 };\n}\nfunction unusedLoadLazyRoute(route, type, manifest, mapRouteProperties2, lazyRoutePropertiesToSkip) {`,
      1,
    );
    out = replaceExactly(out, LAZY_PROPERTY, `var loadLazyRouteProperty = ({ route }) => {\n  ${NO_LAZY}\n};\nvar unusedLoadLazyRouteProperty = ({`, 1);
    out = replaceExactly(out, VIEW_TRANSITION, 'if (true) {', 1);
    out = replaceExactly(out, NAVLINK_TRANSITION, 'false;', 1);
    out = replaceExactly(out, ACTION, throwing(ACTION, 'This app has no route actions'), 1);
    out = replaceExactly(out, RSC_DIGEST, 'if (false && typeof error === "object" && error && "digest" in error', 1);
    if (!RSC_HANDLER.test(out)) throw new Error('unused-components: the error boundary changed in this React Router version');
    out = out.replace(RSC_HANDLER, '');
  }
  return out;
};
