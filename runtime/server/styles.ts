/**
 * The stylesheet a server page needs in its `<head>`: the DOM kit's default
 * look (runtime/dom/kit/shared.ts), which the browser path injects on first
 * use. A server-rendered page that uses kit components would otherwise show
 * unstyled until hydration; with it, hydration finds the stylesheet there
 * and adds none (`ensureKitStyles`).
 */
import { KIT_CSS, KIT_STYLE_ATTRIBUTE } from "../dom/kit/shared.js";

// Written raw inside <style>: it must not hold its own end tag (the CSS is the kit's own, fixed).
const KIT_STYLE = `<style ${KIT_STYLE_ATTRIBUTE}>${KIT_CSS}</style>`;
if (KIT_CSS.toLowerCase().includes("</style"))
  throw new Error("Composa internal error: KIT_CSS ends its <style>");

/**
 * The `<style>` elements composa's own components need, for the page's
 * `<head>`: the same string for every page (it does not depend on a render),
 * so it may be computed once. Apps that use no kit component
 * (`Row`, `Column`, `Box`, `Checkbox`...) need not call it.
 *
 * @example
 * import { renderStyles, renderToString } from "composa/server";
 * const page = `<!doctype html><head>${renderStyles()}</head><body><div id="app">${renderToString(App)}</div></body>`;
 */
export function renderStyles(): string {
  return KIT_STYLE;
}
