/**
 * `composa/server`: an app's first composition as HTML, in plain Node (no
 * DOM library); `hydrate` (`composa/dom`) adopts it in the browser.
 *
 * @example
 * import { renderToString } from "composa/server";
 * import { App } from "./app.js";
 * const page = `<!doctype html><div id="app">${renderToString(App, { name: "web" })}</div>`;
 */
export { renderToString, renderToStream, type RenderOptions, type RenderStream } from "./render.js";
export { renderStyles } from "./styles.js";
