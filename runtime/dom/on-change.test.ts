// @vitest-environment happy-dom
/**
 * `onChange` of a text field (`<textarea>`, an `<input>` one types into) runs
 * at each edit, as React's does: `value={v} onChange={(e) => (v = …)}`, the
 * most common controlled input there is, follows the typing. Elsewhere (a
 * checkbox, a radio, a select) `onChange` is the platform's `change`.
 */
import { beforeEach, expect, it } from "vitest";
import { flush } from "../recomposer.js";
import { mutableStateOf } from "../state/index.js";
import { renderHost } from "./test/host.js";

let container: HTMLElement;

beforeEach(() => {
  flush();
  document.body.innerHTML = "";
  container = document.body.appendChild(document.createElement("div"));
});

function type(el: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  el.value = value;
  el.dispatchEvent(new Event("input", { bubbles: true }));
}

for (const [tag, attrs] of [
  ["input", {}],
  ["input", { type: "email" }],
  ["input", { type: "number" }],
  ["textarea", {}],
] as const)
  it(`a controlled <${tag}${"type" in attrs ? ` type=${attrs.type}` : ""}> with onChange follows the typing`, () => {
    const text = mutableStateOf("");
    const seen: string[] = [];
    renderHost(container, tag, () => ({
      ...attrs,
      value: text.value,
      onChange: (e: Event) => {
        seen.push((e.currentTarget as HTMLInputElement).value);
        text.value = (e.currentTarget as HTMLInputElement).value;
      },
    }));
    const el = container.querySelector<HTMLInputElement>(tag)!;
    type(el, "1");
    type(el, "12");
    expect(el.value).toBe("12");
    expect(text.value).toBe("12");
    // The platform's `change` (at blur) reports no second edit.
    el.dispatchEvent(new Event("change", { bubbles: true }));
    expect(seen).toEqual(["1", "12"]);
  });

it("a change that brings a value no edit reported runs onChange (testing-library's fireEvent.change, autofill)", () => {
  const text = mutableStateOf("");
  const seen: string[] = [];
  renderHost(container, "input", () => ({
    value: text.value,
    onChange: (e: Event) => {
      seen.push((e.currentTarget as HTMLInputElement).value);
      text.value = (e.currentTarget as HTMLInputElement).value;
    },
  }));
  const el = container.querySelector("input")!;
  // As fireEvent.change(el, { target: { value: "hello" } }) does: set the value, then `change`.
  el.value = "hello";
  el.dispatchEvent(new Event("change", { bubbles: true }));
  expect(seen).toEqual(["hello"]);
  flush();
  expect(el.value).toBe("hello");
  // Typing, then the blur's `change` of the value typed last: one report per edit.
  type(el, "hello!");
  el.dispatchEvent(new Event("change", { bubbles: true }));
  expect(seen).toEqual(["hello", "hello!"]);
});

it("onInput and onChange both run at each edit, onInput first; an ancestor's onChange too", () => {
  const seen: string[] = [];
  renderHost(container, "form", () => ({ onChange: () => seen.push("form change") }), [
    {
      tag: "input",
      props: () => ({ onInput: () => seen.push("input"), onChange: () => seen.push("change") }),
    },
  ]);
  type(container.querySelector("input")!, "a");
  expect(seen).toEqual(["input", "change", "form change"]);
});

it("a checkbox's and a select's onChange stay the platform's change", () => {
  const seen: string[] = [];
  renderHost(container, "input", () => ({ type: "checkbox", onChange: () => seen.push("change") }));
  const box = container.querySelector("input")!;
  box.dispatchEvent(new Event("input", { bubbles: true }));
  expect(seen).toEqual([]);
  box.click();
  expect(seen).toEqual(["change"]);
});

it("an edit that leaves the value as it was runs no onChange, as React's value tracking decides", () => {
  const seen: string[] = [];
  renderHost(container, "input", () => ({
    type: "number",
    onInput: () => seen.push("input"),
    onChange: (e: Event) => seen.push(`change ${(e.currentTarget as HTMLInputElement).value}`),
  }));
  const el = container.querySelector("input")!;
  // The browser's edit: `beforeinput`, the value changes (or not), `input`.
  const edit = (value: string) => {
    el.dispatchEvent(new InputEvent("beforeinput", { bubbles: true, cancelable: true }));
    el.value = value;
    el.dispatchEvent(new InputEvent("input", { bubbles: true }));
  };
  edit(""); // "-" typed into an empty number input: its value stays ""
  expect(seen).toEqual(["input"]);
  edit("2");
  expect(seen).toEqual(["input", "input", "change 2"]);
  // A lone `input` (fireEvent.input) has no `beforeinput`: it is compared with the value last known.
  el.dispatchEvent(new Event("input", { bubbles: true }));
  expect(seen).toEqual(["input", "input", "change 2", "input"]);
  el.value = "3";
  el.dispatchEvent(new Event("input", { bubbles: true }));
  expect(seen).toEqual(["input", "input", "change 2", "input", "input", "change 3"]);
});

it("a script's write announced by a lone input after typing runs onChange (fireEvent.input, autofill), and the field shows it", () => {
  const text = mutableStateOf("");
  const seen: string[] = [];
  renderHost(container, "input", () => ({
    value: text.value,
    onChange: (e: Event) => {
      seen.push((e.currentTarget as HTMLInputElement).value);
      text.value = (e.currentTarget as HTMLInputElement).value;
    },
  }));
  const el = container.querySelector("input")!;
  // Typed: `beforeinput` holds "" and the edit brings "a".
  el.dispatchEvent(new InputEvent("beforeinput", { bubbles: true, cancelable: true }));
  el.value = "a";
  el.dispatchEvent(new InputEvent("input", { bubbles: true }));
  // Cleared by a script: the value is the one before the typing, but not the one last known.
  el.value = "";
  el.dispatchEvent(new Event("input", { bubbles: true }));
  expect(seen).toEqual(["a", ""]);
  expect(text.value).toBe("");
  expect(el.value).toBe("");
});

it("a value the composition wrote after the last edit (a state set after an await) is no edit at the blur's change", () => {
  const text = mutableStateOf("");
  const seen: string[] = [];
  renderHost(container, "input", () => ({
    value: text.value,
    onChange: (e: Event) => seen.push((e.currentTarget as HTMLInputElement).value),
  }));
  const el = container.querySelector("input")!;
  type(el, "a"); // refused for now: the state follows later
  expect(el.value).toBe("");
  text.value = "a";
  flush();
  expect(el.value).toBe("a");
  el.dispatchEvent(new Event("change", { bubbles: true }));
  expect(seen).toEqual(["a"]);
});
