/**
 * Form fields and elements in real Chromium, for what happy-dom does not
 * model: IME composition (CDP's Input.imeSetComposition), a caret in a
 * contentEditable, focus and caret across a type change, popovers,
 * `<details>`, `<dialog>` closed by its form, hover order, a wheel handler's
 * preventDefault.
 */
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, expect, it } from "vitest";
import { openHarness, type Harness } from "./load.js";

// `window.Edges` and the apps' states in the page: another realm, typed loosely.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- apps looked up by name
declare const Edges: any;
declare const states: Record<string, { value: unknown }>;
declare const log: string[];

let h: Harness;

beforeAll(async () => {
  h = await openHarness(fileURLToPath(new URL("./dialect/form-edges-entry.ts", import.meta.url)), "Edges");
}, 60_000);

afterAll(async () => {
  await h?.close();
});

/** Renders app `name` afresh into #app with these states (`window.states`) and a fresh `window.log`. */
async function show(name: string, initial: Record<string, unknown> = {}): Promise<void> {
  await h.page.evaluate(
    ([name, initial]) => {
      const w = window as unknown as { shown?: { dispose(): void }; states: unknown; log: string[] };
      w.shown?.dispose();
      const made = Object.fromEntries(
        Object.entries(initial as object).map(([k, v]) => [k, Edges.mutableStateOf(v)]),
      );
      w.states = made;
      w.log = [];
      w.shown = Edges.render(Edges[name as string], document.getElementById("app"), { ...made, log: w.log });
    },
    [name, initial] as const,
  );
}

/** After the pending pass (as the next frame would run it): a live property of `selector` and the states. */
function read(selector: string, property: string) {
  return h.page.evaluate(
    ([selector, property]) => {
      Edges.flush();
      const el = document.querySelector(selector!) as unknown as Record<string, unknown>;
      const values = Object.fromEntries(Object.entries(states).map(([k, s]) => [k, s.value]));
      return { live: el[property!], states: values };
    },
    [selector, property] as const,
  );
}

const takeLog = () => h.page.evaluate(() => (Edges.flush(), log.splice(0)));
const frame = () => h.page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));

it("IME: a field whose handler upper-cases keeps the input method's text while it composes, then shows the state", async () => {
  await show("ImeField", { text: "ab" });
  await h.page.focus("input");
  await h.page.keyboard.press("End");
  // "仮名" typed with a Japanese input method: k → かn → かな, committed as 仮名.
  for (const text of ["k", "かn", "かな"]) {
    await h.cdp.send("Input.imeSetComposition", {
      text,
      selectionStart: text.length,
      selectionEnd: text.length,
    });
    await frame(); // the pass of each edit runs (and must not end the composition)
  }
  expect(await read("input", "value")).toEqual({ live: "abかな", states: { text: "ABかな" } });
  await h.cdp.send("Input.insertText", { text: "仮名" });
  await h.page.keyboard.type("x");
  expect(await read("input", "value")).toEqual({ live: "AB仮名X", states: { text: "AB仮名X" } });
  expect(
    await h.page.evaluate(() => (document.querySelector("input") as HTMLInputElement).selectionStart),
  ).toBe(5);
});

it("a field whose state follows after an await: typed fast, no character is lost", async () => {
  await show("AsyncField");
  await h.page.focus("input");
  await h.page.keyboard.type("hello world");
  await frame();
  expect(await read("input", "value")).toMatchObject({ live: "hello world" });
  expect(await takeLog()).toEqual([..."hello world"].map((_, i) => "hello world".slice(0, i + 1)));
});

it("a contentEditable whose text is its state keeps the caret where the user types", async () => {
  await show("Editable", { text: "hi" });
  await h.page.focus("[contenteditable]");
  await h.page.keyboard.press("End");
  await h.page.keyboard.type(" there");
  expect(await read("[contenteditable]", "textContent")).toEqual({
    live: "hi there",
    states: { text: "hi there" },
  });
  await h.page.keyboard.press("Home");
  await h.page.keyboard.type("oh ");
  expect(await read("[contenteditable]", "textContent")).toEqual({
    live: "oh hi there",
    states: { text: "oh hi there" },
  });
});

it("show / hide password: the field keeps its value, focus and caret across the type change", async () => {
  await show("Password", { pw: "", shown: false });
  await h.page.focus("input");
  await h.page.keyboard.type("secret");
  await h.page.keyboard.press("ArrowLeft");
  await h.page.click("button");
  expect(await read("input", "type")).toEqual({ live: "text", states: { pw: "secret", shown: true } });
  await h.page.keyboard.type("X");
  await h.page.click("button");
  expect(await read("input", "value")).toEqual({ live: "secreXt", states: { pw: "secreXt", shown: false } });
  expect(await read("input", "type")).toMatchObject({ live: "password" });
  expect(await h.page.evaluate(() => document.activeElement?.localName)).toBe("input");
});

it("elements: a popover's toggles, <details> onToggle as state, a <dialog> closed by its form, hover order, wheel", async () => {
  await h.page.mouse.move(0, 0);
  await show("Elements");
  await h.page.click("button[popovertarget]");
  expect(await h.page.evaluate(() => document.getElementById("tip")!.matches(":popover-open"))).toBe(true);
  // toggle events are queued tasks (a close before the open's task runs folds both into one):
  // under load they may come after the next frame.
  await h.page.waitForFunction(() => log.includes("pop:open"));
  await h.page.keyboard.press("Escape");
  await h.page.waitForFunction(() => log.includes("pop:closed"));
  // (Only the popover's entries: the pointer crossing other elements on its way is the hover part's.)
  expect((await takeLog()).filter((l) => /^(before|pop):/.test(l))).toEqual([
    "before:open",
    "pop:open",
    "before:closed",
    "pop:closed",
  ]);

  await h.page.click("summary");
  await h.page.waitForFunction(() => log.includes("details:true"));
  expect(await read(".state", "textContent")).toMatchObject({ live: "true" });
  await h.page.click("summary");
  await h.page.waitForFunction(() => log.includes("details:false"));
  expect(await read(".state", "textContent")).toMatchObject({ live: "false" });
  expect(await takeLog()).toEqual(["details:true", "details:false"]);

  // `<form method="dialog">` closes the dialog: onClose writes the state, and `open` can open it again.
  await h.page.click(".show");
  expect(await read("dialog", "open")).toMatchObject({ live: true });
  await h.page.click("dialog button");
  expect(await read("dialog", "open")).toMatchObject({ live: false });
  await h.page.click(".show");
  expect(await read("dialog", "open")).toMatchObject({ live: true });
  expect((await takeLog()).filter((l) => !l.includes("outer"))).toEqual(["close"]);

  // onMouseEnter / onMouseLeave do not bubble: each element hears its own, outer first in, inner first out.
  await h.page.mouse.move(0, 0);
  await takeLog();
  await h.page.hover(".inner");
  await h.page.mouse.move(0, 0);
  expect(await takeLog()).toEqual(["enter outer", "enter inner", "leave inner", "leave outer"]);
  expect(await h.page.evaluate(() => (document.querySelector(".outer") as HTMLElement).style.cssText)).toBe(
    "padding: 20px; -webkit-line-clamp: 2; display: -webkit-box;",
  );

  // A wheel handler may prevent scrolling (its listener is not passive).
  await h.page.hover(".wheel");
  await h.page.mouse.wheel(0, 100);
  await frame();
  expect(await takeLog()).toEqual(["wheel:true"]);
  expect(await h.page.evaluate(() => document.querySelector(".wheel")!.scrollTop)).toBe(0);
});
