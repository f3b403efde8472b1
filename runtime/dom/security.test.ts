// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { freshDom } from "./test/fresh-dom.js";
import { DomApplier, SVG_NS } from "./applier.js";
import { HOSTILE_TEXT, HOSTILE_URLS } from "./test/hostile.js";

let root: HTMLElement;
let applier: DomApplier;
let warn: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  ({ root, applier } = freshDom());
  warn = vi.spyOn(console, "warn").mockImplementation(() => {});
});
afterEach(() => warn.mockRestore());

function make(tag: string, parent: Node = root): Element {
  const el = applier.createNode(tag, parent) as Element;
  parent.appendChild(el);
  return el;
}

const URL_CASES: Array<[tag: string, attr: string]> = [
  ["a", "href"],
  ["a", "HREF"],
  ["iframe", "src"],
  ["img", "src"],
  ["form", "action"],
  ["button", "formaction"],
  ["button", "formAction"],
  ["video", "poster"],
];

describe("URL attributes", () => {
  for (const [tag, attr] of URL_CASES) {
    it.each(HOSTILE_URLS.filter((u) => !(tag === "img" && /^data:/i.test(u))))(
      `<${tag} ${attr}=%j> is refused`,
      (url) => {
        const el = make(tag);
        applier.setProperty(el, attr, url, undefined);
        expect(el.hasAttribute(attr)).toBe(false);
        expect(warn).toHaveBeenCalledTimes(1);
      },
    );
  }

  it("removes a previous safe value when the new one is refused", () => {
    const a = make("a");
    applier.setProperty(a, "href", "/ok", undefined);
    expect(a.getAttribute("href")).toBe("/ok");
    applier.setProperty(a, "href", "JaVaScRiPt:alert(1)", "/ok");
    expect(a.hasAttribute("href")).toBe(false);
  });

  it("accepts ordinary URLs and data: images", () => {
    const a = make("a");
    applier.setProperty(a, "href", "https://example.com/?q=a:b", undefined);
    expect(a.getAttribute("href")).toBe("https://example.com/?q=a:b");
    const img = make("img");
    applier.setProperty(img, "src", "data:image/png;base64,AAAA", undefined);
    expect(img.getAttribute("src")).toBe("data:image/png;base64,AAAA");
    expect(warn).not.toHaveBeenCalled();
  });

  it("screens SVG href, xlink:href and animation targets", () => {
    const svg = make("svg");
    const link = make("a", svg);
    const use = make("use", svg);
    const set = make("set", link);
    const image = make("image", svg);
    applier.setProperty(link, "href", "javascript:alert(1)", undefined);
    applier.setProperty(link, "xlink:href", "java\tscript:alert(1)", undefined);
    applier.setProperty(use, "href", "data:image/svg+xml,<svg onload=alert(1)>", undefined);
    applier.setProperty(set, "attributeName", "href", undefined);
    applier.setProperty(set, "to", "javascript:alert(1)", undefined);
    expect(link.hasAttribute("href")).toBe(false);
    expect(link.hasAttributeNS("http://www.w3.org/1999/xlink", "href")).toBe(false);
    expect(use.hasAttribute("href")).toBe(false);
    expect(set.hasAttribute("to")).toBe(false);
    applier.setProperty(image, "href", "data:image/png;base64,AAAA", undefined);
    applier.setProperty(link, "xlink:href", "#frag", undefined);
    expect(image.getAttribute("href")).toBe("data:image/png;base64,AAAA");
    expect(link.getAttributeNS("http://www.w3.org/1999/xlink", "href")).toBe("#frag");
    expect(svg.namespaceURI).toBe(SVG_NS);
  });
});

describe("hostile strings", () => {
  it.each(HOSTILE_TEXT)("%j stays text in attributes and text nodes", (text) => {
    const div = make("div");
    applier.setProperty(div, "title", text, undefined);
    applier.setProperty(div, "data-x", text, undefined);
    applier.setProperty(div, "class", text, undefined);
    applier.setProperty(div, "style", { "--x": text }, undefined);
    const input = make("input");
    applier.setProperty(input, "value", text, undefined);
    const t = applier.createText(text);
    div.appendChild(t);
    expect(div.getAttribute("title")).toBe(text);
    expect(div.getAttribute("data-x")).toBe(text);
    expect((input as HTMLInputElement).value).toBe(text);
    expect(div.textContent).toBe(text);
    expect(root.querySelectorAll("img, script, svg").length).toBe(0);
    applier.setText(t, `${text}!`);
    expect(root.querySelectorAll("img, script, svg").length).toBe(0);
  });
});
