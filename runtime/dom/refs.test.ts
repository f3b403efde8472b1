// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from "vitest";
import { mutableStateOf, type StateObject } from "../state/index.js";
import { freshDom } from "./test/fresh-dom.js";
import { DomApplier } from "./applier.js";
import { Binding, flushBindings } from "./binding.js";

let root: HTMLElement;
let applier: DomApplier;

beforeEach(() => ({ root, applier } = freshDom()));

describe("ref", () => {
  it("is called once the element is attached, at the end of the pass", () => {
    const seen: Array<[Element | null, boolean]> = [];
    const div = applier.createNode("div", root) as HTMLElement;
    applier.setProperty(
      div,
      "ref",
      (el: Element | null) => void seen.push([el, el?.isConnected ?? false]),
      undefined,
    );
    applier.insert(0, div);
    expect(seen).toEqual([]);
    applier.onEndChanges();
    expect(seen).toEqual([[div, true]]);
    applier.onEndChanges();
    expect(seen).toHaveLength(1);
  });

  it("runs the returned cleanup when the element leaves", () => {
    const log: string[] = [];
    const div = applier.createNode("div", root) as HTMLElement;
    applier.setProperty(div, "ref", () => () => log.push("cleanup"), undefined);
    applier.insert(0, div);
    applier.onEndChanges();
    applier.remove(0, 1);
    applier.onRelease(div);
    applier.onRelease(div);
    expect(log).toEqual(["cleanup"]);
  });

  it("calls a ref without cleanup with null when the element leaves", () => {
    const ref = vi.fn();
    const outer = applier.createNode("div", root) as HTMLElement;
    const inner = applier.createNode("span", outer) as HTMLElement;
    applier.setProperty(inner, "ref", ref, undefined);
    outer.append(inner);
    applier.insert(0, outer);
    applier.onEndChanges();
    applier.remove(0, 1);
    applier.onRelease(outer);
    applier.onRelease(inner); // the Composer reports every node of the subtree
    expect(ref.mock.calls).toEqual([[inner], [null]]);
  });

  it("detaches the old ref before attaching a new one", () => {
    const log: string[] = [];
    const div = applier.createNode("div", root) as HTMLElement;
    const first = (el: Element | null) => void log.push(`first ${el ? "el" : "null"}`);
    const second = (el: Element | null) => {
      log.push(`second ${el ? "el" : "null"}`);
      return () => log.push("second cleanup");
    };
    applier.setProperty(div, "ref", first, undefined);
    applier.insert(0, div);
    applier.onEndChanges();
    applier.setProperty(div, "ref", second, first);
    applier.onEndChanges();
    applier.setProperty(div, "ref", null, second);
    applier.onEndChanges();
    expect(log).toEqual(["first el", "first null", "second el", "second cleanup"]);
  });

  it("is never called for an element released before the pass ended", () => {
    const ref = vi.fn();
    const div = applier.createNode("div", root) as HTMLElement;
    applier.setProperty(div, "ref", ref, undefined);
    applier.onRelease(div);
    applier.onEndChanges();
    expect(ref).not.toHaveBeenCalled();
  });
});

describe("deferred bindings", () => {
  it("update only their property when the state they read changes", () => {
    const x = mutableStateOf(0);
    const div = applier.createNode("div", root) as HTMLElement;
    applier.setProperty(div, "title", "static", undefined);
    const style = () => ({ transform: `translateX(${x.value}px)`, color: "red" });
    applier.setProperty(div, "style", style, undefined);
    expect(div.style.transform).toBe("translateX(0px)");
    div.style.color = "blue"; // unchanged keys are not rewritten by the diff
    x.value = 5;
    expect(div.style.transform).toBe("translateX(0px)"); // batched until the flush
    flushBindings();
    expect(div.style.transform).toBe("translateX(5px)");
    expect(div.style.color).toBe("blue");
    expect(div.getAttribute("title")).toBe("static");
  });

  it("tell devtools which states their last evaluation read", () => {
    const on = mutableStateOf(true);
    const a = mutableStateOf("a");
    const b = mutableStateOf("b");
    const div = applier.createNode("div", root) as HTMLElement;
    applier.setProperty(div, "title", () => (on.value ? a.value : b.value), undefined);
    const binding = [...(on as unknown as StateObject).readers][0] as Binding;
    expect(binding.reads).toEqual([on, a]);
    on.value = false;
    flushBindings();
    expect(binding.reads).toEqual([on, b]);
  });

  it("batch several writes into one DOM write per binding", () => {
    const n = mutableStateOf(1);
    const div = applier.createNode("div", root) as HTMLElement;
    let evaluations = 0;
    applier.setProperty(div, "class", () => (evaluations++, `n${n.value}`), undefined);
    n.value = 2;
    n.value = 3;
    flushBindings();
    expect(evaluations).toBe(2);
    expect(div.className).toBe("n3");
  });

  it("switch functions, fall back to plain values and stop tracking on release", () => {
    const a = mutableStateOf("a");
    const b = mutableStateOf("b");
    const readers = (state: unknown) => (state as StateObject).readers;
    const div = applier.createNode("div", root) as HTMLElement;
    const fa = () => a.value;
    const fb = () => b.value;
    applier.setProperty(div, "data-v", fa, undefined);
    expect(div.getAttribute("data-v")).toBe("a");
    applier.setProperty(div, "data-v", fb, fa);
    expect(div.getAttribute("data-v")).toBe("b");
    expect(readers(a).size).toBe(0);
    expect(readers(b).size).toBe(1);
    expect([...readers(b)][0]).toBeInstanceOf(Binding); // devtools tell bindings from scopes
    applier.setProperty(div, "data-v", "plain", fb);
    expect(div.getAttribute("data-v")).toBe("plain");
    expect(readers(b).size).toBe(0);
    applier.setProperty(div, "aria-label", () => a.value, undefined);
    expect(readers(a).size).toBe(1);
    applier.onRelease(div);
    expect(readers(a).size).toBe(0);
    a.value = "z";
    flushBindings();
    expect(div.getAttribute("aria-label")).toBe("a");
  });

  it("diff a style object against the plain value it replaces", () => {
    const div = applier.createNode("div", root) as HTMLElement;
    applier.setProperty(div, "style", { color: "red", margin: "1px" }, undefined);
    applier.setProperty(div, "style", () => ({ color: "green" }), { color: "red", margin: "1px" });
    expect(div.style.color).toBe("green");
    expect(div.style.margin).toBe("");
  });

  it("report an evaluation error and keep the last good value", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const boom = mutableStateOf(false);
    const div = applier.createNode("div", root) as HTMLElement;
    applier.setProperty(
      div,
      "title",
      () => {
        if (boom.value) throw new Error("bad binding");
        return "ok";
      },
      undefined,
    );
    boom.value = true;
    expect(() => flushBindings()).not.toThrow();
    expect(div.getAttribute("title")).toBe("ok");
    error.mockRestore();
  });
});

describe("deferred text", () => {
  it("a text node's property is its text, so a binding updates it in place", () => {
    const n = mutableStateOf(1);
    const text = applier.createText("");
    applier.insert(0, text);
    applier.setProperty(text, "data", () => n.value, undefined);
    expect(root.textContent).toBe("1");
    n.value = 2;
    flushBindings();
    expect(root.firstChild).toBe(text);
    expect(root.textContent).toBe("2");
    applier.setProperty(text, "data", null, undefined);
    expect(root.textContent).toBe("");
  });
});
