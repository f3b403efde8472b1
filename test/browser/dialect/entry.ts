// What the dialect Chromium tests load into their page (window.Dialect): the
// runtime entry points and the fixtures, compiled by composa/vite.
export { render } from "composa/dom";
export { flushBindings } from "composa/internal";
export { flush, mutableStateOf } from "composa";
export { HOSTILE_TEXT, HOSTILE_URLS } from "../../../runtime/dom/test/hostile.js";
export { MidApp } from "./mid-app.jsx";
export { KeyedList } from "./keyed-list.jsx";
export { Hostile } from "./hostile.jsx";
export { LazyFixture, LazyRowFixture } from "./lazy-list.jsx";
