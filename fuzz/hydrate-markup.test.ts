// @vitest-environment happy-dom
/**
 * The markup the hydrate fuzz compares (fuzz/hydrate.ts): the `<!---->`
 * separators hydration keeps dropped (a `<!--t-->` is not: hydration replaces
 * it by its empty text, so one left is a difference), each text node's start shown, `style` read through the CSSOM (its declarations in name order), in
 * `innerHTML`'s escaping.
 */
import { expect, it } from "vitest";
import { withoutMarkers, withTexts } from "./hydrate.js";

it("marks texts, drops separators only from the live side, escapes like innerHTML", () => {
  const root = document.createElement("div");
  root.innerHTML =
    '<ul title="a&amp;&quot;b"><!----><li style="color:red">a &amp; &lt;b&gt; \u00a0x<br><img src="q"></li><!--t--><!--k-->tx</ul>';
  root.querySelector("li")!.append(document.createTextNode(""), document.createTextNode("z>"));
  const li =
    '<li style="color: red"><!--|-->a &amp; &lt;b&gt; &nbsp;x<br><img src="q"><!--|--><!--|-->z&gt;</li>';
  expect(withoutMarkers(root)).toBe(`<ul title="a&amp;&quot;b">${li}<!--t--><!--k--><!--|-->tx</ul>`);
  expect(withTexts(root)).toBe(`<ul title="a&amp;&quot;b"><!---->${li}<!--t--><!--k--><!--|-->tx</ul>`);
});
