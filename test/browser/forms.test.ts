/**
 * Controlled form elements in real Chromium, driven by Playwright's keyboard
 * and mouse (real input events, no property writes): after an event and the
 * pass it caused, each element with a value / checked / selected prop shows
 * the composed state (DESIGN.md "The dialect", point 5). The fixtures are
 * dialect programs compiled by composa/vite (dialect/forms.tsx).
 */
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { openHarness, type Harness } from "./load.js";

// `window.Forms` in the page: another realm, typed loosely.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- fixtures looked up by name
declare const Forms: any;

let h: Harness;

beforeAll(async () => {
  h = await openHarness(fileURLToPath(new URL("./dialect/forms-entry.ts", import.meta.url)), "Forms");
}, 60_000);

afterAll(async () => {
  await h?.close();
});

/** Renders fixture `name` afresh into #app, its states in `window.probe`. */
async function show(name: string, props: Record<string, unknown> = {}): Promise<void> {
  await h.page.evaluate(
    ([name, props]) => {
      // Not `window.app`: that is the #app element (named access).
      const w = window as unknown as { shown?: { dispose(): void }; probe: Record<string, unknown> };
      w.shown?.dispose();
      w.probe = {};
      w.shown = Forms.render(Forms[name as string], document.getElementById("app"), {
        ...(props as object),
        probe: w.probe,
      });
    },
    [name, props] as const,
  );
}

/** Runs the pending pass (as the next frame would) and reads a live property and a state. */
async function settled(
  selector: string,
  property: string,
  state?: string,
): Promise<{ live: unknown; state: unknown }> {
  return h.page.evaluate(
    ([selector, property, state]) => {
      Forms.flush();
      const el = document.querySelector(selector!) as unknown as Record<string, unknown>;
      const probe = (window as unknown as { probe: Record<string, { value: unknown }> }).probe;
      return { live: el[property!], state: state ? probe[state]!.value : undefined };
    },
    [selector, property, state] as const,
  );
}

const live = (selector: string, property: string) =>
  h.page.evaluate(([s, p]) => (document.querySelector(s!) as unknown as Record<string, unknown>)[p!], [
    selector,
    property,
  ] as const);

beforeEach(async () => {
  await h.page.evaluate(() => Forms.releaseFrames());
});

describe("the three drift cases (Chromium, real keyboard and mouse)", () => {
  it("a digits-only filter that refuses 'x' leaves '12', not '12x'", async () => {
    await show("DigitsField");
    await h.page.click("input.digits");
    await h.page.keyboard.type("12x");
    expect(await live("input.digits", "value")).toBe("12"); // as soon as the input event is handled
    expect(await settled("input.digits", "value", "text")).toEqual({ live: "12", state: "12" });
    await h.page.keyboard.type("3y4");
    expect(await settled("input.digits", "value", "text")).toEqual({ live: "1234", state: "1234" });
  });

  it("a checkbox whose onChange writes nothing stays unchecked; one whose handler writes follows", async () => {
    await show("Checkboxes");
    await h.page.click("input.stubborn");
    expect(await live("input.stubborn", "checked")).toBe(false);
    expect(await settled("input.stubborn", "checked", "stubborn")).toEqual({ live: false, state: false });
    await h.page.click("input.willing");
    expect(await settled("input.willing", "checked", "willing")).toEqual({ live: true, state: true });
  });

  it('typing then Enter between two passes ("" → "milk" → "") leaves an empty box', async () => {
    await show("TodoEntry");
    await h.page.click("input.draft");
    await h.page.evaluate(() => Forms.holdFrames()); // no frame between the keystrokes and Enter
    await h.page.keyboard.type("milk");
    await h.page.keyboard.press("Enter");
    await h.page.evaluate(() => Forms.releaseFrames());
    expect(await settled("input.draft", "value", "draft")).toEqual({ live: "", state: "" });
    expect(
      await h.page.evaluate(() => [...document.querySelectorAll("li")].map((li) => li.textContent)),
    ).toEqual(["milk"]);
  });

  it("fill then press, as end-to-end tests do, 20 times: always an empty box", async () => {
    await show("TodoEntry");
    for (let i = 0; i < 20; i++) {
      await h.page.fill("input.draft", `item ${i}`);
      await h.page.press("input.draft", "Enter");
      expect(await settled("input.draft", "value", "draft")).toEqual({ live: "", state: "" });
    }
    expect(await h.page.evaluate(() => document.querySelectorAll("li").length)).toBe(20);
  });
});

describe("each form element (Chromium)", () => {
  beforeEach(async () => {
    await show("FormElements");
  });

  it("<textarea value>: a refused character is taken back, accepted ones stay", async () => {
    await h.page.click("textarea.notes");
    await h.page.keyboard.press("End");
    await h.page.keyboard.type(" there!");
    expect(await settled("textarea.notes", "value", "notes")).toEqual({
      live: "hi there",
      state: "hi there",
    });
    await h.page.keyboard.type("!"); // refused with no pass pending: the state does not change at all
    expect(await settled("textarea.notes", "value", "notes")).toEqual({
      live: "hi there",
      state: "hi there",
    });
  });

  it("<select value>: a refused option is taken back (keyboard)", async () => {
    await h.page.focus("select.choice");
    await h.page.keyboard.press("ArrowDown"); // b: accepted
    expect(await settled("select.choice", "value", "choice")).toEqual({ live: "b", state: "b" });
    await h.page.keyboard.press("ArrowDown"); // c: refused
    expect(await settled("select.choice", "value", "choice")).toEqual({ live: "b", state: "b" });
  });

  it("<option selected> in a multiple select: a refused choice is taken back (mouse)", async () => {
    const selected = () =>
      h.page.evaluate(() =>
        [...document.querySelectorAll<HTMLOptionElement>("select.picks option")].map((o) => o.selected),
      );
    await h.page.click("select.picks option[value=c]");
    await h.page.evaluate(() => Forms.flush());
    expect(await selected()).toEqual([true, false, false]);
    await h.page.click("select.picks option[value=b]");
    await h.page.evaluate(() => Forms.flush());
    expect(await selected()).toEqual([false, true, false]);
  });

  it("radio group: a refused radio is taken back and the checked one stays checked; an accepted one moves", async () => {
    const checked = () =>
      h.page.evaluate(() =>
        ["a", "b", "c"].map((v) => (document.querySelector(`input.radio-${v}`) as HTMLInputElement).checked),
      );
    await h.page.click("input.radio-c");
    expect(await checked()).toEqual([true, false, false]);
    await h.page.click("input.radio-b");
    await h.page.evaluate(() => Forms.flush());
    expect(await checked()).toEqual([false, true, false]);
  });

  it('<input type="number">: the clamped value replaces what was typed', async () => {
    await h.page.click("input.amount");
    await h.page.keyboard.press("ControlOrMeta+A");
    await h.page.keyboard.type("42");
    expect(await settled("input.amount", "value", "amount")).toEqual({ live: "10", state: 10 });
    await h.page.keyboard.type("5"); // 105, clamped to 10 again: the state does not change at all
    expect(await settled("input.amount", "value", "amount")).toEqual({ live: "10", state: 10 });
  });

  it("the kit's TextField: refuses spaces; passes name and aria-label through", async () => {
    await h.page.click("input.word");
    await h.page.keyboard.type("a b c");
    expect(await settled("input.word", "value", "word")).toEqual({ live: "abc", state: "abc" });
    await h.page.keyboard.type(" "); // refused with no pass pending
    expect(await settled("input.word", "value", "word")).toEqual({ live: "abc", state: "abc" });
    expect(
      await h.page.evaluate(() => [
        document.querySelector("input.word")!.getAttribute("name"),
        document.querySelector("input.word")!.getAttribute("aria-label"),
      ]),
    ).toEqual(["word", "One word"]);
  });

  it("the kit's Checkbox: refuses to be unchecked; passes id through", async () => {
    await h.page.click("#agree");
    expect(await settled("#agree", "checked", "agreed")).toEqual({ live: true, state: true });
    expect(await h.page.evaluate(() => document.querySelector("label.agree input")!.id)).toBe("agree");
  });
});

describe("typing (Chromium)", () => {
  it("in the middle of a controlled input keeps the caret, through the passes", async () => {
    await show("FreeField", { initial: "hello world" });
    await h.page.click("input.free");
    await h.page.keyboard.press("Home");
    for (let i = 0; i < 5; i++) await h.page.keyboard.press("ArrowRight");
    await h.page.keyboard.type("XYZ");
    const state = await h.page.evaluate(() => {
      Forms.flush();
      const input = document.querySelector("input.free") as HTMLInputElement;
      const probe = (window as unknown as { probe: { text: { value: string } } }).probe;
      return {
        value: input.value,
        caret: [input.selectionStart, input.selectionEnd],
        state: probe.text.value,
      };
    });
    expect(state).toEqual({ value: "helloXYZ world", caret: [8, 8], state: "helloXYZ world" });
  });

  it("a value the handler transforms (upper case, six characters at most) keeps the caret where the user typed", async () => {
    await show("CodeField");
    await h.page.click("input.code");
    await h.page.keyboard.type("abcd");
    await h.page.keyboard.press("Home");
    await h.page.keyboard.press("ArrowRight");
    await h.page.keyboard.type("x");
    const caret = () =>
      h.page.evaluate(() => {
        const input = document.querySelector("input.code") as HTMLInputElement;
        return [input.value, input.selectionStart, input.selectionEnd];
      });
    expect(await caret()).toEqual(["AXBCD", 2, 2]);
    await h.page.keyboard.type("y");
    expect(await caret()).toEqual(["AXYBCD", 3, 3]);
    await h.page.keyboard.type("z"); // a seventh character is cut from the end; the caret stays after "Z"
    expect(await caret()).toEqual(["AXYZBC", 4, 4]);
    await h.page.keyboard.press("End");
    await h.page.keyboard.press("Backspace");
    await h.page.keyboard.press("ArrowLeft");
    await h.page.keyboard.type("q");
    expect(await caret()).toEqual(["AXYZQB", 5, 5]);
  });

  it("a filter that refuses a character typed in the middle leaves the caret where it was", async () => {
    await show("DigitsField");
    await h.page.click("input.digits");
    await h.page.keyboard.type("1234");
    await h.page.keyboard.press("ArrowLeft");
    await h.page.keyboard.press("ArrowLeft");
    await h.page.keyboard.type("x");
    const state = await h.page.evaluate(() => {
      const input = document.querySelector("input.digits") as HTMLInputElement;
      return [input.value, input.selectionStart, input.selectionEnd];
    });
    expect(state).toEqual(["1234", 2, 2]);
  });

  it("200 characters typed fast all arrive, in order, in the input and the state", async () => {
    await show("FreeField", { initial: "" });
    await h.page.click("input.free");
    const text = Array.from(
      { length: 200 },
      (_, i) => "abcdefghij klmnopqrstuvwxyz0123456789"[(i * 7) % 37],
    ).join("");
    await h.page.keyboard.type(text);
    const state = await h.page.evaluate(() => {
      Forms.flush();
      const input = document.querySelector("input.free") as HTMLInputElement;
      return {
        value: input.value,
        caret: input.selectionStart,
        state: (window as unknown as { probe: { text: { value: string } } }).probe.text.value,
      };
    });
    expect(state).toEqual({ value: text, caret: 200, state: text });
  });

  it("value + onChange, the React way: each key arrives through onChange, the caret stays", async () => {
    await show("ReactField");
    await h.page.click("textarea.react");
    await h.page.keyboard.type("ab c");
    await h.page.keyboard.press("ArrowLeft");
    await h.page.keyboard.type("d");
    expect(await live("textarea.react", "value")).toBe("ab dc");
    expect(await live("textarea.react", "selectionStart")).toBe(4);
    await h.page.keyboard.press("Tab"); // the platform's change at blur reports nothing new
    expect(await settled("textarea.react", "value", "text")).toEqual({ live: "ab dc", state: "ab dc" });
  });
});

describe("onFocus / onBlur bubble, as React's (Chromium, real clicks and Tab)", () => {
  it("a form's onFocus follows its fields; a field's own handler runs once, after the capture handlers", async () => {
    await show("FocusForm");
    const log = () =>
      h.page.evaluate(() => {
        Forms.flush();
        const probe = (window as unknown as { probe: { log: string[] } }).probe;
        return { log: probe.log.splice(0), output: document.querySelector("output")!.textContent };
      });
    await h.page.click("input[name=first]");
    expect(await log()).toEqual({
      log: ["form capture first", "first focus", "form focus first"],
      output: "first",
    });
    await h.page.keyboard.press("Tab");
    expect(await log()).toEqual({
      log: ["first blur", "form blur first", "form capture second", "form focus second"],
      output: "second",
    });
    await h.page.click("output");
    expect(await log()).toEqual({ log: ["form blur second"], output: "" });
    // A dispatched focus (testing-library's fireEvent.focus) reaches the target's handler only.
    await h.page.evaluate(() =>
      document.querySelector("input[name=first]")!.dispatchEvent(new FocusEvent("focus")),
    );
    expect(await log()).toEqual({ log: ["first focus"], output: "" });
  });
});
