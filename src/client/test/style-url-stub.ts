// A stylesheet's address in tests (`import url from './x.css?url'`): none, so nothing is loaded.
export default '';
