/**
 * Everyday pages (test/browser/ssr-apps/everyday.tsx) against their React
 * twins (everyday-react.ts): composa/server's `renderToString` and
 * react-dom/server's give the same document once parsed. Both are parsed by
 * one HTML parser (happy-dom's) and compared node by node, which leaves out
 * what is spelling, not content:
 *
 * - comments: React separates adjacent texts with `<!-- -->`, Composa with
 *   `<!---->` and before a text given late (docs/server-rendering.md,
 *   "Markers"); neither is content, and the parser merges the texts around
 *   them the same way (compared merged);
 * - `<br/>` vs `<br>`, `charSet` vs `charset`, `disabled=""` vs `disabled`,
 *   attribute order: the parser reads each pair the same;
 * - ids from React's `useId` (`«R…»`) and Composa's `rememberId` (`_s0`):
 *   each page's ids are numbered in order of appearance, in `id`, `for` and
 *   `aria-*` alike, so that what refers to what is compared, not the
 *   spelling;
 * - React 19's document metadata: its `renderToString` moves a `<title>`,
 *   `<meta>` or `<link>` written inside a component to the front of its
 *   output, and adds a `<link rel="preload" as="image">` before the markup
 *   for an image that is not `loading="lazy"`. Composa writes elements
 *   where they are (a root layout writes its metadata in its `<head>`, as
 *   Layout does); these pages keep to what both write alike.
 */
import { Window } from "happy-dom";
import { createElement, type FunctionComponent } from "react";
import { renderToString as reactRenderToString } from "react-dom/server";
import { expect, it } from "vitest";
import { renderToString } from "composa/server";
import { all, everydayCases } from "../browser/ssr-apps/cases.js";
import * as react from "../browser/ssr-apps/everyday-react.js";

const window = new Window();

/** Attributes whose values are ids (or lists of them). */
const ID_ATTRIBUTES = new Set([
  "id",
  "for",
  "aria-describedby",
  "aria-labelledby",
  "aria-controls",
  "headers",
]);

/** `html` parsed (as a document if it is one, else in a `<template>`), as a comparable string. */
function parsed(html: string): string {
  const document = window.document;
  let root: Node;
  if (html.startsWith("<html")) root = new window.DOMParser().parseFromString(html, "text/html") as never;
  else {
    const template = document.createElement("template");
    template.innerHTML = html;
    root = template.content as never;
  }
  const ids = new Map<string, string>();
  const idOf = (value: string) =>
    value
      .split(" ")
      .map((id) => {
        if (!ids.has(id)) ids.set(id, `id${ids.size}`);
        return ids.get(id)!;
      })
      .join(" ");
  const out: string[] = [];
  let text = "";
  const flushText = () => {
    if (text !== "") out.push(JSON.stringify(text));
    text = "";
  };
  const walk = (node: Node) => {
    for (let child = node.firstChild; child !== null; child = child.nextSibling) {
      if (child.nodeType === 3) text += (child as Text).data;
      if (child.nodeType !== 1) continue;
      flushText();
      const el = child as Element;
      const attrs = el
        .getAttributeNames()
        .sort()
        .map((name) => {
          const value = el.getAttribute(name)!;
          return `${name}=${JSON.stringify(ID_ATTRIBUTES.has(name) ? idOf(value) : value)}`;
        });
      out.push(`<${el.localName}${attrs.map((a) => " " + a).join("")}>`);
      walk(el.localName === "template" ? (el as HTMLTemplateElement).content : el);
      flushText();
      out.push(`</${el.localName}>`);
    }
  };
  walk(root);
  flushText();
  return out.join("\n");
}

const reactPages = react as unknown as Record<string, FunctionComponent<object>>;

it("every everyday page has a React twin, and there are 15 pages or more", () => {
  const ids = new Set(everydayCases.map(([id]) => id));
  expect(ids.size).toBeGreaterThanOrEqual(15);
  for (const id of ids) expect(typeof reactPages[id], id).toBe("function");
});

for (const [id, props] of everydayCases) {
  it(`${id} ${JSON.stringify(props).slice(0, 80)}: the same document as react-dom/server's`, () => {
    const ours = renderToString(all[id]!, props);
    const theirs = reactRenderToString(createElement(reactPages[id]!, props));
    expect(parsed(ours)).toBe(parsed(theirs));
  });
}
