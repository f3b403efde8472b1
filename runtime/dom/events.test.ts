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
  it("keeps one listener while the handler changes", () => {
    const button = make("button");
    const add = vi.spyOn(button, "addEventListener");
    const remove = vi.spyOn(button, "removeEventListener");
    const calls: string[] = [];
    let previous: unknown;
    for (let i = 0; i < 5; i++) {
      const handler = () => calls.push(`h${i}`);
      applier.setProperty(button, "onClick", handler, previous);
      previous = handler;
      button.click();
    }
    expect(calls).toEqual(["h0", "h1", "h2", "h3", "h4"]);
    expect(add).toHaveBeenCalledTimes(1);
    expect(remove).not.toHaveBeenCalled();

    applier.setProperty(button, "onClick", null, previous);
    expect(remove).toHaveBeenCalledTimes(1);
    button.click();
    expect(calls).toHaveLength(5);
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
    for (const [name, handler] of Object.entries(handlers)) applier.setProperty(input, name, handler, undefined);
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

  it("passes the event with currentTarget and this set to the element", () => {
    const button = make("button");
    let seen: unknown;
    let self: unknown;
    applier.setProperty(
      button,
      "onClick",
      function (this: unknown, e: Event) {
        seen = e.currentTarget;
        self = this;
      },
      undefined,
    );
    button.click();
    expect(seen).toBe(button);
    expect(self).toBe(button);
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

  it("keeps stopPropagation's native meaning (no delegation)", () => {
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
    expect(peekRecord(inner)!.on).toBeUndefined();
    inner.dispatchEvent(new KeyboardEvent("keydown"));
    expect(keyDown).not.toHaveBeenCalled();
    inner.click();
    expect(click).not.toHaveBeenCalled();
  });
});
