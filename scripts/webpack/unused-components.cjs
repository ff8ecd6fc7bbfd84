// A webpack loader for React Router's production build (webpack.config.js). Its components and
// contexts are made at the top of its one large module (`var Form = React.forwardRef(...)`, then
// `Form.displayName = "Form"`): calls and assignments a minifier must keep, with everything they
// reach, whether the app uses them or not (forms, fetchers, prefetch links, server components).
// This marks those calls pure and drops the display names (read only by React's developer
// tools), so webpack's tree shaking leaves out what no page imports.
module.exports = function unusedComponents(source) {
  return source
    .replace(/^[A-Za-z_$][\w$]*\.displayName = "[^"\n]*";$/gm, '')
    .replace(/^(var [A-Za-z_$][\w$]* = )(React\d*\.(?:forwardRef|createContext|memo)\()/gm, '$1/* @__PURE__ */ $2');
};
