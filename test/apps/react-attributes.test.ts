// @vitest-environment happy-dom
import { hydrate } from "composa/dom";
import { renderToString } from "composa/server";
import { render } from "composa/testing";
import { expect, it, vi } from "vitest";
import { Avatar, Signup, Toggle } from "./react-attributes.js";

function attributes(root: ParentNode, selector: string): Record<string, string> {
  const el = root.querySelector(selector)!;
  return Object.fromEntries([...el.attributes].map((a) => [a.name, a.value]));
}

it("React's spellings reach the DOM as HTML spells them; translate and autocorrect say yes/no, on/off", () => {
  const { container, rerender } = render(Signup, { translated: false });
  expect(attributes(container, "input")).toEqual({
    name: "q",
    list: "words",
    spellcheck: "false",
    autocapitalize: "none",
    autocorrect: "off",
  });
  expect(attributes(container, "form")).toEqual({
    id: "signup",
    enctype: "multipart/form-data",
    autocomplete: "off",
  });
  expect(attributes(container, "button")).toEqual({ form: "signup", type: "submit", popovertarget: "tip" });
  expect(attributes(container, "p")).toEqual({ translate: "no" });
  expect(attributes(container, "iframe")).toEqual({
    sandbox: "allow-scripts",
    allowfullscreen: "",
    title: "frame",
  });
  expect(attributes(container, "img")).toEqual({ srcset: "a.png 1x, b.png 2x", alt: "" });
  const options = [...container.querySelectorAll("option")].map((o) => o.selected);
  expect(options).toEqual([true, false, true]);
  rerender({ translated: true });
  expect(attributes(container, "p")).toEqual({ translate: "yes" });
  expect(container.querySelector("input")!.getAttribute("autocorrect")).toBe("on");
});

it("the server writes the same attributes", () => {
  const html = renderToString(Signup, { translated: false });
  expect(html).toContain('<p translate="no">');
  expect(html).toContain('autocorrect="off"');
  expect(html).toContain('spellcheck="false"');
  expect(html).toContain('<button form="signup" type="submit" popovertarget="tip">');
  expect(renderToString(Signup, { translated: true })).toContain('<p translate="yes">');
});

it("focusable says false, an empty src is absent, React's suppress* directives write nothing", () => {
  const { container, rerender } = render(Avatar, { photo: "", seen: "now" });
  expect(attributes(container, "svg")).toEqual({
    viewBox: "0 0 16 16",
    "aria-hidden": "true",
    focusable: "false",
  });
  expect(attributes(container, "img")).toEqual({ alt: "" });
  expect(attributes(container, "time")).toEqual({});
  expect(attributes(container, "p")).toEqual({ contenteditable: "true" });
  rerender({ photo: "me.png", seen: "now" });
  expect(attributes(container, "img")).toEqual({ src: "me.png", alt: "" });
  rerender({ photo: "", seen: "now" });
  expect(attributes(container, "img")).toEqual({ alt: "" });

  const html = renderToString(Avatar, { photo: "", seen: "now" });
  expect(html).toContain('focusable="false"');
  expect(html).toContain("<img alt>");
  expect(html).not.toContain("suppress");
});

it("`true` on an attribute that takes a word or a number (`tabIndex={true}`) is left out, as React does, in the DOM, on the server and at hydration", () => {
  const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
  const rest: Record<string, unknown> = { tabIndex: true, title: true, "aria-label": "power" };
  const { container, rerender } = render(Toggle, { on: true, rest });
  const shown = { role: "switch", "aria-checked": "true", "data-on": "true", "aria-label": "power" };
  expect(attributes(container, "div")).toEqual(shown);
  expect(attributes(container, "a")).toEqual({ href: "report.csv", download: "" });
  expect(attributes(container, "x-chip")).toEqual({ active: "" }); // React writes it on a custom element
  expect(warn.mock.calls.map(([m]) => String(m))).toEqual([
    expect.stringMatching(/left out tabIndex=\{true\}: the attribute takes a word or a number/),
    expect.stringMatching(/left out title=\{true\}/),
  ]);
  // a number given later is written, and `true` again removes it
  rerender({ on: true, rest: { ...rest, tabIndex: 0 } });
  expect(container.querySelector("div")!.getAttribute("tabindex")).toBe("0");
  rerender({ on: false, rest });
  expect(attributes(container, "div")).toEqual({
    role: "switch",
    "aria-checked": "false",
    "data-on": "false",
    hidden: "",
    "aria-label": "power",
  });
  expect(attributes(container, "a")).toEqual({ href: "report.csv" });

  const html = renderToString(Toggle, { on: true, rest });
  expect(html).toContain('<div role="switch" aria-checked="true" data-on="true" aria-label="power">');
  expect(html).not.toContain("tabindex");
  expect(html).not.toContain("title");
  expect(html).toContain('<a href="report.csv" download>');
  expect(html).toContain("<x-chip active>");
  const server = document.body.appendChild(document.createElement("div"));
  server.innerHTML = html;
  const before = [...server.querySelectorAll("*")];
  warn.mockClear();
  const composition = hydrate(Toggle, server, { on: true, rest });
  expect(warn.mock.calls.filter(([m]) => /mismatch|hydrat/i.test(String(m)))).toEqual([]);
  expect([...server.querySelectorAll("*")]).toEqual(before);
  expect(attributes(server, "div")).toEqual(shown);
  expect(attributes(server, "x-chip")).toEqual({ active: "" });
  composition.dispose();
  server.remove();
  warn.mockRestore();
});
