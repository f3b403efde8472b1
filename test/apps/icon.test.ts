// @vitest-environment happy-dom
import { hydrate } from "composa/dom";
import { renderToString } from "composa/server";
import { render } from "composa/testing";
import { expect, it, vi } from "vitest";
import { markup } from "./fresh.js";
import { Icon } from "./icon.js";

const expected = (w: number, href: string | null) =>
  `<svg fill="none" height="24" stroke-width="${w}" stroke="currentColor" viewBox="0 0 24 24" width="24">` +
  '<path d="M5 12h14" stroke-linecap="round" stroke-linejoin="round"></path>' +
  '<circle cx="12" cy="12" fill-opacity="0.5" r="10" stroke-dasharray="4 2"></circle>' +
  '<text font-size="8" text-anchor="middle" x="12" y="12">i</text>' +
  `<use${href === null ? "" : ` xlink:href="${href}"`}></use></svg>`;

it("React's camelCase SVG attributes are written as SVG spells them", () => {
  const { container, rerender } = render(Icon, { size: 24, stroke: 2, href: "#dot" });
  expect(markup(container.firstChild!)).toBe(expected(2, "#dot"));
  expect(container.querySelector("use")!.getAttributeNS("http://www.w3.org/1999/xlink", "href")).toBe("#dot");
  rerender({ size: 24, stroke: 1.5, href: "javascript:alert(1)" }); // screened as any URL
  expect(markup(container.firstChild!)).toBe(expected(1.5, null));
});

it("server markup spells them the same, and hydrates without a mismatch", () => {
  const html = renderToString(Icon, { size: 24, stroke: 2, href: "#dot" });
  expect(html).toContain('stroke-width="2"');
  expect(html).toContain('xlink:href="#dot"');
  const container = document.body.appendChild(document.createElement("div"));
  container.innerHTML = html;
  const svg = container.firstChild;
  const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
  const composition = hydrate(Icon, container, { size: 24, stroke: 2, href: "#dot" });
  expect(warn).not.toHaveBeenCalled();
  warn.mockRestore();
  expect(container.firstChild).toBe(svg);
  expect(markup(container.firstChild!)).toBe(expected(2, "#dot"));
  composition.dispose();
  container.remove();
});
