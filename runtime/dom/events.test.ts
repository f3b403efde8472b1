// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from "vitest";
import { freshDom } from "./test/fresh-dom.js";
import { DomApplier } from "./applier.js";
import { parseEventName } from "./events.js";
import { peekRecord } from "./record.js";

let root: HTMLElement;
let applier: DomApplier;

beforeEach(() => ({ root, applier } = freshDom()));

function make(tag: string, parent: Node = root): HTMLElement {
  const el = applier.createNode(tag, parent) as HTMLElement;
  parent.appendChild(el);
  return el;
}

describe("event names", () => {
  it.each([
    ["onClick", "click", false],
    ["onDoubleClick", "dblclick", false],
    ["onKeyDownCapture", "keydown", true],
    ["onPointerDown", "pointerdown", false],
    ["onGotPointerCapture", "gotpointercapture", false],
    ["onLostPointerCaptureCapture", "lostpointercapture", true],
    ["on:my-Event", "my-Event", false],
    ["onclick", "click", false],
  ] as const)("%s -> %s (capture %s)", (name, type, capture) => {
    expect(parseEventName(name)).toMatchObject({ type, capture });
  });
});

describe("events", () => {
  it("delegates a bubbling event: one listener pair at the root, none per element, however often handlers change", () => {
    const rootAdd = vi.spyOn(root, "addEventListener");
    const buttons = [make("button"), make("button"), make("button")];
    const elementAdd = buttons.map((button) => vi.spyOn(button, "addEventListener"));
    const elementRemove = buttons.map((button) => vi.spyOn(button, "removeEventListener"));
    const calls: string[] = [];
    const previous: unknown[] = [undefined, undefined, undefined];
    for (let i = 0; i < 3; i++) {
      buttons.forEach((button, b) => {
        const handler = () => calls.push(`b${b} h${i}`);
        applier.setProperty(button, "onClick", handler, previous[b]);
        previous[b] = handler;
      });
      buttons[i]!.click();
    }
    expect(calls).toEqual(["b0 h0", "b1 h1", "b2 h2"]);
    expect(rootAdd.mock.calls.map(([type, , capture]) => `${type} ${capture}`)).toEqual([
      "click false",
      "click true",
    ]);
    for (const add of elementAdd) expect(add).not.toHaveBeenCalled();

    applier.setProperty(buttons[0]!, "onClick", null, previous[0]);
    buttons[0]!.click();
    expect(calls).toHaveLength(3);
    for (const remove of elementRemove) expect(remove).not.toHaveBeenCalled();
  });

  it("delegated handlers run from the target up; stopPropagation stops the walk and native listeners above the root", () => {
    const outer = make("div");
    const inner = make("button", outer);
    const order: string[] = [];
    const above = vi.fn();
    document.body.addEventListener("click", above);
    applier.setProperty(outer, "onClick", () => order.push("outer"), undefined);
    applier.setProperty(inner, "onClick", () => order.push("inner"), undefined);
    inner.click();
    expect(order).toEqual(["inner", "outer"]);
    expect(above).toHaveBeenCalledTimes(1);

    order.length = 0;
    applier.setProperty(
      inner,
      "onClick",
      (e: Event) => {
        order.push("inner stops");
        e.stopPropagation();
      },
      undefined,
    );
    inner.click();
    expect(order).toEqual(["inner stops"]);
    expect(above).toHaveBeenCalledTimes(1);
    document.body.removeEventListener("click", above);
  });

  it("a non-bubbling dispatch of a delegated type reaches the target's handler only", () => {
    const outer = make("div");
    const input = make("input", outer);
    const calls: string[] = [];
    applier.setProperty(outer, "onInput", () => calls.push("outer"), undefined);
    applier.setProperty(input, "onInput", () => calls.push("input"), undefined);
    input.dispatchEvent(new Event("input"));
    expect(calls).toEqual(["input"]);
    input.dispatchEvent(new Event("input", { bubbles: true }));
    expect(calls).toEqual(["input", "input", "outer"]);
  });

  it("a delegated handler that throws is reported, and the handlers above it still run", () => {
    const outer = make("div");
    const inner = make("button", outer);
    const reported: unknown[] = [];
    vi.stubGlobal("reportError", (error: unknown) => reported.push(error));
    const outerClick = vi.fn();
    applier.setProperty(outer, "onClick", outerClick, undefined);
    applier.setProperty(
      inner,
      "onClick",
      () => {
        throw new Error("boom");
      },
      undefined,
    );
    inner.click();
    vi.unstubAllGlobals();
    expect(String(reported[0])).toContain("boom");
    expect(outerClick).toHaveBeenCalledTimes(1);
  });

  it("a composition rendered inside another's element: each root calls its own handlers, once, innermost first", () => {
    const host = make("div");
    const inner = new DomApplier(host);
    const button = inner.createNode("button", host) as HTMLElement;
    host.appendChild(button);
    const calls: string[] = [];
    applier.setProperty(host, "onClick", () => calls.push("outer host"), undefined);
    inner.setProperty(button, "onClick", () => calls.push("inner button"), undefined);
    applier.setProperty(host, "onInput", () => calls.push("outer input"), undefined);
    inner.setProperty(button, "onInput", () => calls.push("inner input"), undefined);
    button.click();
    expect(calls).toEqual(["inner button", "outer host"]);
    calls.length = 0;
    button.dispatchEvent(new Event("input")); // does not bubble: the target's own root only
    expect(calls).toEqual(["inner input"]);
  });

  it("events that do not bubble listen on their element", () => {
    const input = make("input");
    const add = vi.spyOn(input, "addEventListener");
    const scroll = vi.fn();
    applier.setProperty(input, "onScroll", scroll, undefined);
    expect(add.mock.calls.map(([type]) => type)).toEqual(["scroll"]);
    input.dispatchEvent(new Event("scroll"));
    expect(scroll).toHaveBeenCalledTimes(1);
  });

  it("keeps the handlers of one element apart: each event and phase has its own, removed alone", () => {
    const input = make("input");
    const calls: string[] = [];
    const handlers = {
      onClick: () => calls.push("click"),
      onClickCapture: () => calls.push("click capture"),
      onKeyDown: () => calls.push("keydown"),
      onFocus: () => calls.push("focus"),
    };
    for (const [name, handler] of Object.entries(handlers))
      applier.setProperty(input, name, handler, undefined);
    input.click();
    input.dispatchEvent(new KeyboardEvent("keydown"));
    expect(calls).toEqual(["click capture", "click", "keydown"]);

    calls.length = 0;
    applier.setProperty(input, "onClickCapture", undefined, handlers.onClickCapture);
    applier.setProperty(input, "onKeyDown", () => calls.push("keydown 2"), handlers.onKeyDown);
    input.click();
    input.dispatchEvent(new KeyboardEvent("keydown"));
    input.dispatchEvent(new FocusEvent("focus"));
    expect(calls).toEqual(["click", "keydown 2", "focus"]);

    calls.length = 0;
    applier.setProperty(input, "onClickCapture", () => calls.push("click capture 2"), undefined);
    input.click();
    expect(calls).toEqual(["click capture 2", "click"]);
  });

  it("passes the event with currentTarget and this set to the element (currentTarget native again after)", () => {
    const button = make("button");
    let seen: unknown;
    let self: unknown;
    let event: Event | undefined;
    applier.setProperty(
      button,
      "onClick",
      function (this: unknown, e: Event) {
        seen = e.currentTarget;
        self = this;
        event = e;
      },
      undefined,
    );
    button.click();
    expect(seen).toBe(button);
    expect(self).toBe(button);
    expect(Object.getOwnPropertyDescriptor(event!, "currentTarget")).toBeUndefined();
  });

  it("listens in the capture phase for a Capture suffix", () => {
    const outer = make("div");
    const inner = make("button", outer);
    const order: string[] = [];
    applier.setProperty(outer, "onClick", () => order.push("outer bubble"), undefined);
    applier.setProperty(outer, "onClickCapture", () => order.push("outer capture"), undefined);
    applier.setProperty(inner, "onClick", () => order.push("inner"), undefined);
    inner.click();
    expect(order).toEqual(["outer capture", "inner", "outer bubble"]);
  });

  it("stopPropagation in a handler keeps an outer handler from running", () => {
    const outer = make("div");
    const inner = make("button", outer);
    const outerClick = vi.fn();
    applier.setProperty(outer, "onClick", outerClick, undefined);
    applier.setProperty(inner, "onClick", (e: Event) => e.stopPropagation(), undefined);
    inner.click();
    expect(outerClick).not.toHaveBeenCalled();
  });

  it("maps onDoubleClick to dblclick", () => {
    const div = make("div");
    const handler = vi.fn();
    applier.setProperty(div, "onDoubleClick", handler, undefined);
    div.dispatchEvent(new MouseEvent("dblclick", { bubbles: true }));
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it("refuses string handlers and never writes an on* attribute", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const img = make("img");
    applier.setProperty(img, "onError", "alert(1)", undefined);
    applier.setProperty(img, "onerror", "alert(1)", undefined);
    expect(img.hasAttribute("onerror")).toBe(false);
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });

  it("drops every handler when the element is released: it never calls one again", () => {
    const outer = make("div");
    const inner = make("button", outer);
    const remove = vi.spyOn(inner, "removeEventListener");
    const click = vi.fn();
    const keyDown = vi.fn();
    applier.setProperty(inner, "onClick", click, undefined);
    applier.setProperty(inner, "onKeyDownCapture", keyDown, undefined);
    applier.remove(0, 1);
    applier.onRelease(outer);
    applier.onRelease(inner); // the Composer reports every node of the subtree
    // No DOM call per listener (a released table row would cost two): the handlers are gone.
    expect(remove).not.toHaveBeenCalled();
    expect(peekRecord(inner)).toMatchObject({ key: undefined, handler: undefined });
    inner.dispatchEvent(new KeyboardEvent("keydown"));
    expect(keyDown).not.toHaveBeenCalled();
    inner.click();
    expect(click).not.toHaveBeenCalled();
  });

  it("keeps only the handler on an element that needs nothing else: no list, no ref, binding or form state fields", () => {
    // Two per row of a table: their record is four fields, the rest made on first need (record.ts).
    const link = make("a");
    const select = () => {};
    applier.setProperty(link, "onClick", select, undefined);
    applier.setProperty(link, "class", "x", undefined);
    const record = peekRecord(link)!;
    expect(Object.keys(record)).toEqual(["key", "handler", "delegatedTo", "extras"]);
    expect(record.handler).toBe(select);
    expect(record.extras).toBeUndefined();
    applier.setProperty(link, "title", () => "deferred", undefined);
    expect(record.extras?.bindings?.title).toBeDefined();
  });

  it("an `on:` handler (the empty event type) and a second handler live together", () => {
    const button = make("button");
    const calls: string[] = [];
    applier.setProperty(button, "on:", () => calls.push("empty"), undefined);
    applier.setProperty(button, "onClick", () => calls.push("click"), undefined);
    button.click();
    expect(calls).toEqual(["click"]);
  });

  it("an element's first handler and its others are found, replaced and removed alike", () => {
    const button = make("button");
    const calls: string[] = [];
    applier.setProperty(button, "onClick", () => calls.push("click 1"), undefined);
    applier.setProperty(button, "onMouseDown", () => calls.push("down"), undefined);
    applier.setProperty(button, "onClickCapture", () => calls.push("capture"), undefined);
    button.dispatchEvent(new MouseEvent("mousedown", { bubbles: true }));
    button.click();
    expect(calls).toEqual(["down", "capture", "click 1"]);
    applier.setProperty(button, "onClick", () => calls.push("click 2"), undefined);
    button.click();
    expect(calls.slice(3)).toEqual(["capture", "click 2"]);
    applier.setProperty(button, "onClick", null, undefined); // the first goes, the others stay
    applier.setProperty(button, "onClickCapture", null, undefined);
    button.click();
    button.dispatchEvent(new MouseEvent("mousedown", { bubbles: true }));
    expect(calls.slice(5)).toEqual(["down"]);
    applier.setProperty(button, "onClick", () => calls.push("click 3"), undefined);
    button.click();
    expect(calls.slice(6)).toEqual(["click 3"]);
  });
});

describe("React's SyntheticEvent members", () => {
  it("nativeEvent, persist(), isDefaultPrevented() and isPropagationStopped() answer for the native event, delegated or not", () => {
    const form = make("form");
    const input = make("input", form);
    const seen: unknown[] = [];
    applier.setProperty(
      input,
      "onKeyDown",
      (e: KeyboardEvent & { nativeEvent: KeyboardEvent; persist(): void; isDefaultPrevented(): boolean }) => {
        e.persist();
        seen.push(e.nativeEvent === e, e.nativeEvent.isComposing, e.isDefaultPrevented());
        e.preventDefault();
        seen.push(e.isDefaultPrevented());
      },
      undefined,
    );
    applier.setProperty(
      form,
      "onKeyDownCapture",
      (e: Event & { isPropagationStopped(): boolean }) => seen.push(`capture ${e.isPropagationStopped()}`),
      undefined,
    );
    applier.setProperty(
      form,
      "onKeyDown",
      (e: Event & { isPropagationStopped(): boolean }) => seen.push(`form ${e.isPropagationStopped()}`),
      undefined,
    );
    const event = new KeyboardEvent("keydown", { key: "Enter", bubbles: true, cancelable: true });
    input.dispatchEvent(event);
    expect(seen).toEqual(["capture false", true, false, false, true, "form false"]);
    applier.setProperty(input, "onKeyDown", (e: Event) => e.stopPropagation(), undefined);
    applier.setProperty(
      input,
      "onKeyUp",
      (e: Event & { isPropagationStopped(): boolean }) => (
        e.stopPropagation(),
        seen.push(e.isPropagationStopped())
      ),
      undefined,
    );
    seen.length = 0;
    input.dispatchEvent(new KeyboardEvent("keyup", { bubbles: true }));
    expect(seen).toEqual([true]);
    // the platform's Event is left as it is: another event nobody handled has none of them
    expect("nativeEvent" in new Event("keydown")).toBe(false);
  });
});
