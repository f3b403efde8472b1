// What test/browser/form-edges.test.ts loads into its page (window.Edges): the
// runtime and the apps of test/apps/form-edges.tsx and element-edges.tsx,
// compiled by composa/vite.
export { render } from "composa/dom";
export { flush, mutableStateOf } from "composa";
export { AsyncField, Editable, ImeField, Password } from "../../apps/form-edges.jsx";
export { Elements } from "../../apps/element-edges.jsx";
