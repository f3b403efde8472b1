/**
 * `unsafeInnerHTML`, the one raw-HTML door of the property setter (props.ts),
 * reached once installed (features.ts, install.ts's installInnerHtml).
 */
import { reportError } from "./report.js";

/**
 * `unsafeInnerHTML`: a `TrustedHTML` goes in as it is; a string too, except
 * on a page that requires Trusted Types, where the browser refuses it and
 * this says why (the element is left empty).
 */
export function setInnerHtml(el: Element, value: unknown): void {
  if (value === null || value === undefined || value === false) {
    el.textContent = ""; // not innerHTML: under Trusted Types even "" is refused there
    return;
  }
  const html = isTrustedHtml(value) ? (value as string) : String(value);
  try {
    el.innerHTML = html;
  } catch (error) {
    el.textContent = "";
    reportError(
      new TypeError(
        `composa: unsafeInnerHTML on <${el.localName}> was given a string, and this page requires Trusted Types ` +
          "(require-trusted-types-for 'script'): pass a TrustedHTML from your own policy, " +
          "trustedTypes.createPolicy(name, { createHTML }).createHTML(html)",
        { cause: error },
      ),
    );
  }
}

function isTrustedHtml(value: unknown): boolean {
  const TrustedHTML = (globalThis as { TrustedHTML?: abstract new () => object }).TrustedHTML;
  return typeof TrustedHTML === "function" && value instanceof TrustedHTML;
}
