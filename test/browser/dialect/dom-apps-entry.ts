// What test/browser/dom-apps.test.ts loads into its page (window.DomApps): the
// runtime and React-style apps of test/apps/, compiled by composa/vite.
export { render } from "composa/dom";
export { flush } from "composa";
export { ComboBox, picks } from "../../apps/combobox.jsx";
export { Hovers, log as pointerLog } from "../../apps/pointer.jsx";
export { Settings, closes } from "../../apps/modal.jsx";
export { closedRoots, defineRating } from "../../apps/shadow-widget.jsx";
