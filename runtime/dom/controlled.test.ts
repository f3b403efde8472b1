// @vitest-environment happy-dom
/**
 * Controlled form elements in happy-dom (the Chromium suite,
 * test/browser/forms.test.ts, does the same with real keyboard and mouse):
 * after an event the live value is the composed one, now or after the pass
 * the handler caused; a value the state follows is never written again.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { flush } from "../recomposer.js";
import { mutableStateOf } from "../state/index.js";
import { renderHost } from "./test/host.js";

let container: HTMLElement;

beforeEach(() => {
  flush();
  document.body.innerHTML = "";
  container = document.createElement("div");
  document.body.append(container);
});

/** The user types: the browser has changed the value when `input` fires. */
function typeInto(input: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  // Through the prototype's setter: the user's edit is not a write that spyWrites counts.
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(input) as object, "value")!.set!.call(input, value);
  input.dispatchEvent(new Event("input", { bubbles: true }));
}

/** Counts writes of `name` on `el` (the caret moves on each one). */
function spyWrites(el: Element, name: string) {
  const writes = vi.fn();
  const proto = Object.getPrototypeOf(el) as object;
  const desc = Object.getOwnPropertyDescriptor(proto, name)!;
  Object.defineProperty(el, name, {
    get: () => desc.get!.call(el),
    set: (v: unknown) => (writes(v), desc.set!.call(el, v)),
    configurable: true,
  });
  return writes;
}

describe("controlled value", () => {
  it("a handler that refuses the edit: the input shows the state at once", () => {
    const text = mutableStateOf("12");
    renderHost(container, "input", () => ({
      value: text.value,
      onInput: (e: Event) => {
        const v = (e.currentTarget as HTMLInputElement).value;
        if (/^\d*$/.test(v)) text.value = v;
      },
    }));
    const input = container.querySelector("input")!;
    typeInto(input, "12x");
    expect(input.value).toBe("12");
    typeInto(input, "123");
    flush();
    expect(input.value).toBe("123");
    expect(text.value).toBe("123");
  });

  it("a value the state follows is not written again (caret kept)", () => {
    const text = mutableStateOf("hello");
    renderHost(container, "input", () => ({
      value: text.value,
      onInput: (e: Event) => (text.value = (e.currentTarget as HTMLInputElement).value),
    }));
    const input = container.querySelector("input")!;
    const writes = spyWrites(input, "value");
    typeInto(input, "helXlo");
    flush();
    expect(writes).not.toHaveBeenCalled();
    expect(input.value).toBe("helXlo");
  });

  it("a value the handler transforms keeps the caret with the text around it, in a focused field", () => {
    const text = mutableStateOf("ABC");
    renderHost(container, "input", () => ({
      value: text.value,
      onInput: (e: Event) => {
        const v = (e.currentTarget as HTMLInputElement).value;
        // upper case, six characters at most, digits refused, and never empty
        if (v !== "") text.value = v.replace(/\d/g, "").toUpperCase().slice(0, 6);
      },
    }));
    const input = container.querySelector("input")!;
    /** The user types so that the field holds `value` with the caret at `caret`. */
    const typeAt = (value: string, caret: number) => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!.call(input, value);
      input.setSelectionRange(caret, caret);
      input.dispatchEvent(new Event("input", { bubbles: true }));
      return [input.value, input.selectionStart, input.selectionEnd];
    };
    input.focus();
    // upper-cased in the middle: the caret stays after the typed letter
    expect(typeAt("AxBC", 2)).toEqual(["AXBC", 2, 2]);
    // a refused digit before the caret: the text after it is the same, so is its distance from the end
    expect(typeAt("AX7BC", 3)).toEqual(["AXBC", 2, 2]);
    // cut to six from the end: the text before the caret is the same (but for case)
    expect(typeAt("AXBCDE", 6)).toEqual(["AXBCDE", 6, 6]);
    expect(typeAt("AXyBCDE", 3)).toEqual(["AXYBCD", 3, 3]);
    // an edit refused whole (everything selected and deleted): the caret at the end, as React leaves it
    expect(typeAt("", 0)).toEqual(["AXYBCD", 6, 6]);
    input.blur();
    // not focused: nothing to keep (the platform's caret rule applies)
    const selections = vi.spyOn(input, "setSelectionRange");
    text.value = "Q";
    flush();
    expect(input.value).toBe("Q");
    expect(selections).not.toHaveBeenCalled();
  });

  it('"" → "milk" → "" between two passes: the pass sees no change, the input is emptied all the same', () => {
    const draft = mutableStateOf("");
    const todos: string[] = [];
    renderHost(container, "input", () => ({
      value: draft.value,
      onInput: (e: Event) => (draft.value = (e.currentTarget as HTMLInputElement).value),
      onKeyDown: (e: KeyboardEvent) => {
        if (e.key === "Enter") {
          todos.push(draft.value);
          draft.value = "";
        }
      },
    }));
    const input = container.querySelector("input")!;
    typeInto(input, "milk");
    input.dispatchEvent(new KeyboardEvent("keydown", { key: "Enter", bubbles: true }));
    flush();
    expect(todos).toEqual(["milk"]);
    expect(input.value).toBe("");
  });

  it("typing fast: each edit's pass is applied with it, so a refused character never swallows the next one", () => {
    const text = mutableStateOf("");
    renderHost(container, "input", () => ({
      value: text.value,
      onInput: (e: Event) => {
        const v = (e.currentTarget as HTMLInputElement).value;
        if (/^\d*$/.test(v)) text.value = v;
      },
    }));
    const input = container.querySelector("input")!;
    // No frame between the keystrokes: "1" accepted, "x" refused, "2" accepted.
    for (const key of ["1", "x", "2"]) typeInto(input, input.value + key);
    expect(input.value).toBe("12");
    expect(text.value).toBe("12");
  });

  it("after another event whose handler wrote state: put back once that pass is applied, even if the pass saw no change", () => {
    const draft = mutableStateOf("");
    renderHost(container, "input", () => ({
      value: draft.value,
      onKeyDown: () => {
        draft.value = "scratch"; // invalidates...
        draft.value = ""; // ...and ends where the last pass left it
      },
    }));
    const input = container.querySelector("input")!;
    // Text that came with no input event (as some autofill does).
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!.call(input, "autofilled");
    input.dispatchEvent(new KeyboardEvent("keydown", { key: "Enter", bubbles: true }));
    expect(input.value).toBe("autofilled"); // the pass has not run yet
    flush();
    expect(input.value).toBe("");
  });

  it("a read-only controlled input (no handler) is put back; an uncontrolled one is left alone", () => {
    renderHost(container, "div", () => ({}), [
      { tag: "input", props: () => ({ value: "fixed" }) },
      { tag: "input", props: () => ({ name: "free" }) },
      { tag: "textarea", props: () => ({ value: "notes" }) },
    ]);
    const [fixed, free] = [...container.querySelectorAll("input")];
    const area = container.querySelector("textarea")!;
    typeInto(fixed!, "fixedX");
    typeInto(free!, "anything");
    typeInto(area, "notes!");
    expect(fixed!.value).toBe("fixed");
    expect(free!.value).toBe("anything");
    expect(area.value).toBe("notes");
  });

  it("value={undefined} gives up control", () => {
    const value = mutableStateOf<string | undefined>("a");
    renderHost(container, "input", () => ({ value: value.value }));
    const input = container.querySelector("input")!;
    value.value = undefined;
    flush();
    expect(input.value).toBe("a"); // left as it was, as React leaves it
    typeInto(input, "typed");
    expect(input.value).toBe("typed");
  });

  it("a number input keeps the user's spelling of the same number", () => {
    const n = mutableStateOf(1.5);
    renderHost(container, "input", () => ({
      type: "number",
      value: n.value,
      onInput: (e: Event) => {
        const v = (e.currentTarget as HTMLInputElement).valueAsNumber;
        if (!Number.isNaN(v)) n.value = v;
      },
    }));
    const input = container.querySelector("input")!;
    typeInto(input, "1.50");
    flush();
    expect(input.value).toBe("1.50");
    typeInto(input, "2");
    flush();
    expect(input.value).toBe("2");
  });

  it("an IME composition keeps its text while it composes; the transformed state shows once it commits", () => {
    const text = mutableStateOf("ab");
    renderHost(container, "input", () => ({
      value: text.value,
      onChange: (e: Event) => (text.value = (e.currentTarget as HTMLInputElement).value.toUpperCase()),
    }));
    const input = container.querySelector("input")!;
    // What Chromium dispatches for "仮名" typed with a Japanese input method: the input's
    // `isComposing` edits come between compositionstart and compositionend.
    const compose = (value: string) => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!.call(input, value);
      input.dispatchEvent(new InputEvent("input", { bubbles: true, isComposing: true, data: value }));
    };
    input.dispatchEvent(new CompositionEvent("compositionstart", { bubbles: true }));
    compose("abk");
    flush();
    compose("abかn");
    flush();
    // The state follows each edit; the field stays the input method's ("ABK" would end the composition).
    expect([input.value, text.value]).toEqual(["abかn", "ABかN"]);
    compose("ab仮名");
    input.dispatchEvent(new CompositionEvent("compositionend", { bubbles: true, data: "仮名" }));
    expect([input.value, text.value]).toEqual(["AB仮名", "AB仮名"]);
    typeInto(input, "AB仮名x");
    expect([input.value, text.value]).toEqual(["AB仮名X", "AB仮名X"]);
  });
});

describe("controlled defaults", () => {
  it('an input\'s `value` attribute follows the state, "" included, as React and the server write it', () => {
    const text = mutableStateOf("");
    renderHost(container, "input", () => ({ value: text.value, onChange: () => {} }));
    const input = container.querySelector("input")!;
    expect(input.getAttribute("value")).toBe("");
    text.value = "ab";
    flush();
    expect(input.getAttribute("value")).toBe("ab");
    text.value = "";
    flush();
    expect(input.getAttribute("value")).toBe("");
  });
});

describe("edits after an await", () => {
  it("a state the handler wrote after an await is shown before the next edit lands (no character lost)", async () => {
    const text = mutableStateOf("");
    renderHost(container, "input", () => ({
      value: text.value,
      onChange: async (e: Event) => {
        const v = (e.currentTarget as HTMLInputElement).value;
        await Promise.resolve(); // a validation, a debounce
        text.value = v;
      },
    }));
    const input = container.querySelector("input")!;
    // A key as the browser applies it: `beforeinput`, then the character at the end of what the field shows.
    const key = (c: string) => {
      input.dispatchEvent(new InputEvent("beforeinput", { bubbles: true, cancelable: true, data: c }));
      input.value += c;
      input.dispatchEvent(new InputEvent("input", { bubbles: true, data: c }));
    };
    for (const c of "abc") {
      key(c);
      await Promise.resolve(); // the handler's write, and no frame before the next key
      await Promise.resolve();
    }
    flush();
    expect([input.value, text.value]).toEqual(["abc", "abc"]);
  });
});

describe("uncontrolled defaults", () => {
  it("a default given when the field is made is its value from then on: a later default moves only the default, as in React", () => {
    const initial = mutableStateOf("ab");
    renderHost(container, "input", () => ({ defaultValue: initial.value }));
    renderHost(container.appendChild(document.createElement("p")), "textarea", () => ({
      defaultValue: initial.value,
    }));
    renderHost(container.appendChild(document.createElement("p")), "input", () => ({
      type: "checkbox",
      defaultChecked: initial.value.length > 2,
    }));
    const [input, box] = container.querySelectorAll("input");
    const area = container.querySelector("textarea")!;
    expect([input!.value, area.value, box!.checked]).toEqual(["ab", "ab", false]);
    initial.value = "abc"; // the user touched none of them
    flush();
    expect([input!.value, area.value, box!.checked]).toEqual(["ab", "ab", false]);
    expect([input!.defaultValue, area.defaultValue, box!.defaultChecked]).toEqual(["abc", "abc", true]);
  });

  it("an empty first default writes nothing: a default that arrives later (loaded data) shows, as in React", () => {
    const loaded = mutableStateOf("");
    renderHost(container, "input", () => ({ defaultValue: loaded.value }));
    const input = container.querySelector("input")!;
    loaded.value = "Ada";
    flush();
    expect(input.value).toBe("Ada");
  });
});

describe("controlled checked and selected", () => {
  it("a checkbox whose onChange writes nothing stays as the state says", () => {
    const done = mutableStateOf(false);
    const seen: boolean[] = [];
    renderHost(container, "input", () => ({
      type: "checkbox",
      checked: done.value,
      onChange: (e: Event) => void seen.push((e.currentTarget as HTMLInputElement).checked),
    }));
    const box = container.querySelector("input")!;
    box.click();
    expect(seen).toEqual([true]); // the handler saw the user's click
    expect(box.checked).toBe(false);
  });

  it("a tri-state checkbox whose onChange keeps the state: checked and indeterminate are both put back", () => {
    // "Select all" of a list where some are selected: the app refuses the click (or writes the same state).
    const all = mutableStateOf<"none" | "some" | "all">("some");
    renderHost(container, "input", () => ({
      type: "checkbox",
      checked: all.value === "all",
      indeterminate: all.value === "some",
      onChange: () => (all.value = all.value),
    }));
    const box = container.querySelector("input")!;
    expect([box.checked, box.indeterminate]).toEqual([false, true]);
    box.click(); // the browser clears indeterminate and checks the box
    expect([box.checked, box.indeterminate]).toEqual([false, true]);
    flush();
    expect([box.checked, box.indeterminate]).toEqual([false, true]);
    all.value = "all"; // what the app does say is shown
    flush();
    expect([box.checked, box.indeterminate]).toEqual([true, false]);
    box.click();
    expect([box.checked, box.indeterminate]).toEqual([true, false]);
  });

  it("indeterminate without a controlled checked is the user's to change, as the checkbox is", () => {
    renderHost(container, "input", () => ({ type: "checkbox", indeterminate: true, onChange: () => {} }));
    const box = container.querySelector("input")!;
    box.click();
    expect([box.checked, box.indeterminate]).toEqual([true, false]);
  });

  it("a radio group whose handler writes nothing keeps its checked radio", () => {
    const pick = mutableStateOf("a");
    const radio = (v: string) => ({
      tag: "input",
      props: () => ({ type: "radio", name: "g", value: v, checked: pick.value === v, onChange: () => {} }),
    });
    renderHost(container, "form", () => ({}), [radio("a"), radio("b")]);
    const [a, b] = [...container.querySelectorAll("input")];
    b!.click();
    expect([a!.checked, b!.checked]).toEqual([true, false]);
  });

  it("a radio group whose handler accepts shows the new choice after the pass", () => {
    const pick = mutableStateOf("a");
    const radio = (v: string) => ({
      tag: "input",
      props: () => ({
        type: "radio",
        name: "g",
        value: v,
        checked: pick.value === v,
        onChange: () => (pick.value = v),
      }),
    });
    renderHost(container, "form", () => ({}), [radio("a"), radio("b")]);
    const [a, b] = [...container.querySelectorAll("input")];
    b!.click();
    flush();
    expect([a!.checked, b!.checked]).toEqual([false, true]);
  });

  it("a select's value and its options' selected are put back", () => {
    const choice = mutableStateOf("b");
    renderHost(container, "select", () => ({ value: choice.value, onChange: () => {} }), [
      { tag: "option", props: () => ({ value: "a" }) },
      { tag: "option", props: () => ({ value: "b" }) },
    ]);
    const select = container.querySelector("select")!;
    expect(select.value).toBe("b");
    select.value = "a";
    select.dispatchEvent(new Event("change", { bubbles: true }));
    expect(select.value).toBe("b");

    container.remove();
    container = document.createElement("div");
    document.body.append(container);
    renderHost(container, "select", () => ({ multiple: true }), [
      { tag: "option", props: () => ({ value: "x", selected: true }) },
      { tag: "option", props: () => ({ value: "y", selected: false }) },
    ]);
    const [x, y] = [...container.querySelectorAll("option")];
    x!.selected = false;
    y!.selected = true;
    container.querySelector("select")!.dispatchEvent(new Event("change", { bubbles: true }));
    expect([x!.selected, y!.selected]).toEqual([true, false]);
  });

  it("a select whose value no option has shows its first enabled option, as React's does", () => {
    const city = mutableStateOf("Rome");
    renderHost(container, "select", () => ({ value: city.value, onChange: () => {} }), [
      { tag: "option", props: () => ({ value: "", disabled: true }) },
      { tag: "option", props: () => ({ value: "Lyon" }) },
      { tag: "option", props: () => ({ value: "Nice" }) },
    ]);
    const select = container.querySelector("select")!;
    expect([select.selectedIndex, select.value]).toEqual([1, "Lyon"]);
    city.value = "Nice";
    flush();
    expect(select.value).toBe("Nice");
    city.value = "Paris";
    flush();
    expect(select.value).toBe("Lyon");
  });

  it("a select's value={undefined} gives up control and keeps the option chosen", () => {
    const value = mutableStateOf<string | undefined>("b");
    renderHost(container, "select", () => ({ value: value.value }), [
      { tag: "option", props: () => ({ value: "a" }) },
      { tag: "option", props: () => ({ value: "b" }) },
    ]);
    const select = container.querySelector("select")!;
    expect(select.value).toBe("b");
    value.value = undefined;
    flush();
    expect(select.value).toBe("b");
    select.value = "a";
    select.dispatchEvent(new Event("change", { bubbles: true }));
    flush();
    expect(select.value).toBe("a");
  });

  it("a select's defaultValue selects its option and leaves the select uncontrolled", () => {
    renderHost(container, "select", () => ({ defaultValue: "b" }), [
      { tag: "option", props: () => ({ value: "a" }) },
      { tag: "option", props: () => ({ value: "b" }) },
    ]);
    const select = container.querySelector("select")!;
    expect(select.value).toBe("b");
    expect(select.hasAttribute("defaultvalue")).toBe(false);
    select.value = "a";
    select.dispatchEvent(new Event("change", { bubbles: true }));
    flush();
    expect(select.value).toBe("a");
  });

  it("a select's defaultValue is the option form.reset() goes back to, single or multiple", () => {
    const form = container.appendChild(document.createElement("form"));
    renderHost(form, "select", () => ({ defaultValue: "b" }), [
      { tag: "option", props: () => ({ value: "a" }) },
      { tag: "option", props: () => ({ value: "b" }) },
    ]);
    const multiple = container.appendChild(document.createElement("form"));
    renderHost(multiple, "select", () => ({ multiple: true, defaultValue: ["a", "c"] }), [
      { tag: "option", props: () => ({ value: "a" }) },
      { tag: "option", props: () => ({ value: "b" }) },
      { tag: "option", props: () => ({ value: "c" }) },
    ]);
    const select = form.querySelector("select")!;
    select.value = "a";
    form.reset();
    expect(select.value).toBe("b");
    // The defaults are the options' `selected` attributes (happy-dom's reset leaves a multiple select as it is).
    const many = multiple.querySelector("select")!;
    expect([...many.options].filter((o) => o.hasAttribute("selected")).map((o) => o.value)).toEqual([
      "a",
      "c",
    ]);
  });
});
