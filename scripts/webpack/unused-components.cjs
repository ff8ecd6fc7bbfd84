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
const PREFETCH = 'function usePrefetchBehavior(prefetch, theirElementProps) {';
const LINK_RETURN = /return shouldPrefetch && !isAbsolute \? \/\* @__PURE__ \*\/ React\d*\.createElement\(React\d*\.Fragment, null, link, \/\* @__PURE__ \*\/ React\d*\.createElement\(PrefetchPageLinks, \{ page: href \}\)\) : link;/;

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
  return out;
};
