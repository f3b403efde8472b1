// @vitest-environment happy-dom
import { renderToString } from "composa/server";
import { render } from "composa/testing";
import { expect, it } from "vitest";
import { Avatar, Signup } from "./react-attributes.js";

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
