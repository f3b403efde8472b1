// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Composer } from "../../composer.js";
import { render } from "../render.js";
import { flush } from "../../recomposer.js";
import { mutableStateOf } from "../../state/index.js";
import { Box, Button, Checkbox, Column, KitStyles, Row, Text, TextField } from "./index.js";

type C = Composer<Node>;
let container: HTMLElement;

beforeEach(() => {
  document.head.innerHTML = "";
  document.body.innerHTML = "";
  container = document.createElement("div");
  document.body.append(container);
});

/** Render a compiled-shape root lambda `body($c)` with `props`. */
function show<P extends object>(body: (props: P, $c: C) => void, props: P) {
  function Root(p: P, $c: C) {
    $c.startRestartGroup(0x1);
    body(p, $c);
    $c.endRestartGroup()?.updateScope(Root, p, 1);
  }
  return render(Root as unknown as (props: P) => void, container, props);
}

describe("Text", () => {
  it("renders a span with kit and user classes, text updated in place", () => {
    const body = (p: { t: string }, $c: C) => Text({ text: p.t, class: ["big", { on: true }] }, $c, 0);
    show(body, { t: "one" });
    expect(container.innerHTML).toBe('<span class="composa-text big on">one</span>');
    const node = container.firstChild!.firstChild;
    show(body, { t: "two" });
    expect(container.firstChild!.firstChild).toBe(node);
    expect(container.textContent).toBe("two");
  });

  it("escapes hostile text", () => {
    show((_: object, $c: C) => Text({ text: "<img src=x onerror=alert(1)>" }, $c, 0), {});
    expect(container.querySelector("img")).toBeNull();
    expect(container.textContent).toBe("<img src=x onerror=alert(1)>");
  });
});

describe("Button", () => {
  it("calls onClick; a new handler on recomposition adds no listener (clicks are delegated to the container)", () => {
    const calls: string[] = [];
    const add = vi.spyOn(HTMLElement.prototype, "addEventListener");
    const body = (p: { n: number }, $c: C) =>
      Button({ text: "+", onClick: () => calls.push(`click ${p.n}`) }, $c, 0);
    show(body, { n: 1 });
    const button = container.querySelector("button")!;
    expect(button.getAttribute("type")).toBe("button");
    expect(button.className).toBe("composa-button");
    button.click();
    show(body, { n: 2 });
    button.click();
    expect(calls).toEqual(["click 1", "click 2"]);
    const clickListenersOn = (target: Element) =>
      add.mock.calls.filter(([type], i) => type === "click" && add.mock.contexts[i] === target);
    expect(clickListenersOn(button)).toHaveLength(0);
    expect(clickListenersOn(container)).toHaveLength(2); // bubble phase, and capture for non-bubbling dispatches
    add.mockRestore();
  });
});

describe("Row, Column, Box", () => {
  it("wrap their children in a classed div and inject the kit stylesheet once", () => {
    show(
      (_: object, $c: C) =>
        Column(
          {
            class: "form",
            children: (_: unknown, $c: C) => {
              Row({ children: (_: unknown, $c: C) => Text({ text: "a" }, $c, 0) }, $c, 0);
              Box({ children: "plain" }, $c, 0);
            },
          },
          $c,
          0,
        ),
      {},
    );
    expect(container.innerHTML).toBe(
      '<div class="composa-column form"><div class="composa-row"><span class="composa-text">a</span></div><div class="composa-box">plain</div></div>',
    );
    expect(document.querySelectorAll("style[data-composa-kit]")).toHaveLength(1);
    const other = document.createElement("div");
    document.body.append(other);
    render(((_: object, $c: C) => Row({}, $c, 0)) as unknown as (p: object) => void, other);
    expect(document.querySelectorAll("style[data-composa-kit]")).toHaveLength(1);
  });
});

describe("TextField", () => {
  it("its own attributes win over the same names in the rest, also when only the rest changes", () => {
    // `className` is not one of TextField's props: it reaches the input with the rest, before the kit's class.
    const body = (p: { cls: string; max: number }, $c: C) =>
      TextField({ value: "5", type: "number", className: p.cls, max: p.max } as never, $c, 0);
    show(body, { cls: "a", max: 9 });
    const input = container.querySelector("input")!;
    expect([input.className, input.type, input.max]).toEqual(["composa-textfield", "number", "9"]);
    show(body, { cls: "b", max: 8 });
    expect([input.className, input.type, input.max]).toEqual(["composa-textfield", "number", "8"]);
  });

  it("reports edits and keeps the caret when the state catches up", () => {
    const value = mutableStateOf("hello");
    const onValueChange = (v: string) => (value.value = v);
    const body = (_: object, $c: C) =>
      TextField({ value: value.value, onValueChange, placeholder: "Name" }, $c, 0);
    show(body, {});
    const input = container.querySelector("input")!;
    expect(input.value).toBe("hello");
    expect(input.placeholder).toBe("Name");
    // The user types "X" at position 4.
    input.focus();
    input.value = "hellXo";
    input.setSelectionRange(5, 5);
    const set = vi.fn();
    const proto = Object.getPrototypeOf(input) as object;
    const desc = Object.getOwnPropertyDescriptor(proto, "value")!;
    Object.defineProperty(input, "value", {
      get: () => desc.get!.call(input),
      set: (v: string) => (set(v), desc.set!.call(input, v)),
      configurable: true,
    });
    input.dispatchEvent(new Event("input", { bubbles: true }));
    expect(value.value).toBe("hellXo");
    flush(); // recomposition with the new state, then the controlled value is asserted
    expect(set).not.toHaveBeenCalled();
    expect(input.selectionStart).toBe(5);
    value.value = "reset"; // a programmatic change is written
    flush();
    expect(set).toHaveBeenCalledWith("reset");
  });
  it("reports a value a `change` brings (testing-library's fireEvent.change, autofill) as <input onChange> does, once", () => {
    const value = mutableStateOf("");
    const seen: string[] = [];
    const onChange = vi.fn();
    const onValueChange = (v: string) => (seen.push(v), (value.value = v));
    show((_: object, $c: C) => TextField({ value: value.value, onValueChange, onChange }, $c, 0), {});
    const input = container.querySelector("input")!;
    input.value = "autofilled";
    input.dispatchEvent(new Event("change", { bubbles: true }));
    expect(seen).toEqual(["autofilled"]);
    expect(onChange).toHaveBeenCalledTimes(1); // the user's own onChange, before onValueChange
    flush();
    expect(input.value).toBe("autofilled");
    // A typed edit, then the blur's `change` with the same text: one report.
    input.value = "autofilled!";
    input.dispatchEvent(new Event("input", { bubbles: true }));
    input.dispatchEvent(new Event("change", { bubbles: true }));
    expect(seen).toEqual(["autofilled", "autofilled!"]);
  });
});

describe("Checkbox", () => {
  it("reports checked changes and shows its label only when given", () => {
    const changes: boolean[] = [];
    const onCheckedChange = (v: boolean) => void changes.push(v);
    const body = (p: { checked: boolean; label?: string }, $c: C) =>
      Checkbox({ checked: p.checked, onCheckedChange, label: p.label }, $c, 0);
    show(body, { checked: false, label: "Done" });
    const input = container.querySelector("input")!;
    expect(container.querySelector("label")!.className).toBe("composa-checkbox");
    expect(container.textContent).toBe("Done");
    input.click();
    expect(changes).toEqual([true]);
    show(body, { checked: true });
    expect(input.checked).toBe(true);
    expect(container.querySelector("span")).toBeNull();
    expect(container.querySelector("input")).toBe(input);
  });
});

describe("KitStyles", () => {
  it("is the kit's stylesheet: the kit's composables after it add none of their own", () => {
    // A document of its own: the kit styles each document once.
    const doc = document.implementation.createHTMLDocument("kit");
    container = doc.createElement("div");
    doc.body.append(container);
    show((_: object, $c: C) => {
      KitStyles({}, $c, 0);
      Row({ children: "r" }, $c, 0);
    }, {});
    const styles = doc.querySelectorAll("style[data-composa-kit]");
    expect(styles.length).toBe(1);
    expect(styles[0]!.parentNode).toBe(container);
    expect(styles[0]!.textContent).toContain(".composa-row");
  });
});
