// What test/browser/web-components.test.ts loads into its page (window.WC).
export { render } from "composa/dom";
export { flush } from "composa";
export { Settings, submitted } from "./apps.jsx";
