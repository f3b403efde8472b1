// What test/browser/portal-events.test.ts loads into its page (window.Portals).
export { render } from "composa/dom";
export { flush } from "composa";
export { log, ModalApp } from "./portal-events.jsx";
