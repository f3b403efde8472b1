// What test/browser/widgets.test.ts loads into its page (window.Widgets): the
// runtime and the widget apps of test/apps/widgets.tsx, compiled by composa/vite.
export { render } from "composa/dom";
export { flush, mutableStateOf } from "composa";
export { Accordion, CityPicker, Price, Settings, Uploads } from "../../apps/widgets.jsx";
