// @vitest-environment happy-dom
// `currentTarget` during a delegated walk (events.ts): the element whose handler
// runs, through one shared getter. A getter closing over each walk was kept by
// V8 in the descriptor arrays events share, and with it the last handled
// element and its detached tree (test/browser/load.ts counted them now and then).
import { beforeEach, expect, it } from "vitest";
import { freshDom } from "./test/fresh-dom.js";
import { DomApplier } from "./applier.js";

let root: HTMLElement;
let applier: DomApplier;

beforeEach(() => ({ root, applier } = freshDom()));

it("is each handler's element, read through one getter shared by every walk, and gone after the walk", () => {
  const outer = applier.createNode("div", root) as HTMLElement;
  root.appendChild(outer);
  const inner = applier.createNode("button", outer) as HTMLElement;
  outer.appendChild(inner);
  const seen: [string, EventTarget | null][] = [];
  const getters = new Set<unknown>();
  const record = (name: string) => (e: Event) => {
    seen.push([name, e.currentTarget]);
    getters.add(Object.getOwnPropertyDescriptor(e, "currentTarget")?.get);
  };
  applier.setProperty(outer, "onClick", record("outer"), undefined);
  applier.setProperty(inner, "onClick", record("inner"), undefined);
  const first = new MouseEvent("click", { bubbles: true });
  inner.dispatchEvent(first);
  inner.dispatchEvent(new MouseEvent("click", { bubbles: true }));
  outer.dispatchEvent(new Event("click", { bubbles: true }));
  expect(seen).toEqual([
    ["inner", inner],
    ["outer", outer],
    ["inner", inner],
    ["outer", outer],
    ["outer", outer],
  ]);
  expect(getters.size).toBe(1);
  expect([...getters][0]).toBeTypeOf("function");
  expect(Object.getOwnPropertyDescriptor(first, "currentTarget")).toBeUndefined();
});
