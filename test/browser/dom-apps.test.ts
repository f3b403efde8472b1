/**
 * React-style apps of test/apps/ in real Chromium, for what happy-dom only
 * imitates: where the focus goes on a real click (an option whose
 * `mousedown` is prevented keeps it in the input), `relatedTarget` of a real
 * `focusout`, `mouseenter` / `mouseleave` from real pointer moves.
 */
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, expect, it } from "vitest";
import { openHarness, type Harness } from "./load.js";

// `window.DomApps` in the page: another realm, typed loosely.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- apps looked up by name
declare const DomApps: any;

let h: Harness;

beforeAll(async () => {
  h = await openHarness(fileURLToPath(new URL("./dialect/dom-apps-entry.ts", import.meta.url)), "DomApps");
}, 60_000);

afterAll(async () => {
  await h?.close();
});

async function show(name: string, props: Record<string, unknown> = {}): Promise<void> {
  await h.page.evaluate(
    ([name, props]) => {
      const w = window as unknown as { shown?: { dispose(): void } };
      w.shown?.dispose();
      w.shown = DomApps.render(DomApps[name as string], document.getElementById("app"), props);
    },
    [name, props] as const,
  );
}

/** After the frame's pass: the options shown (the active one starred) and where the focus is. */
const state = () =>
  h.page.evaluate(() => {
    DomApps.flush();
    return {
      options: [...document.querySelectorAll("[role=option]")].map(
        (o) => `${o.textContent}${o.getAttribute("aria-selected") === "true" ? "*" : ""}`,
      ),
      value: (document.querySelector("[role=combobox]") as HTMLInputElement).value,
      focus: document.activeElement?.getAttribute("role") ?? document.activeElement?.localName,
    };
  });

it("combobox: a clicked option keeps the focus in the input; a click outside the widget closes it", async () => {
  await show("ComboBox", { label: "Fruit", options: ["Apple", "Apricot", "Banana", "Cherry"] });
  await h.page.click("[role=combobox]");
  await h.page.keyboard.type("a");
  expect(await state()).toEqual({
    options: ["Apple*", "Apricot", "Banana"],
    value: "a",
    focus: "combobox",
  });
  await h.page.hover("text=Banana");
  expect((await state()).options).toEqual(["Apple", "Apricot", "Banana*"]);
  await h.page.click("text=Banana");
  expect(await state()).toEqual({ options: [], value: "Banana", focus: "combobox" });
  await h.page.keyboard.press("ArrowDown");
  await h.page.keyboard.press("ArrowDown");
  expect((await state()).options).toEqual(["Banana*"]);
  await h.page.click("button.after"); // inside the wrapper: relatedTarget is the button, stays open
  expect((await state()).options).toEqual(["Banana*"]);
  await h.page.mouse.click(5, 400); // the page: the focus leaves the widget
  expect(await state()).toEqual({ options: [], value: "Banana", focus: "body" });
  expect(await h.page.evaluate(() => DomApps.picks)).toEqual(["Banana"]);
});

it("hover cards: real pointer moves run onMouseEnter / onMouseLeave once per card", async () => {
  await show("Hovers");
  await h.page.evaluate(() => (DomApps.pointerLog.length = 0));
  await h.page.hover("[data-name=ada] .label");
  await h.page.hover("[data-name=ada]");
  await h.page.hover("[data-name=grace] .label");
  await h.page.mouse.move(600, 600);
  expect(await h.page.evaluate(() => (DomApps.flush(), DomApps.pointerLog))).toEqual([
    "enter ada",
    "leave ada",
    "enter grace",
    "leave grace",
  ]);
  expect(await h.page.evaluate(() => document.querySelectorAll("[role=tooltip]").length)).toBe(0);
});

it("a <dialog> modal: showModal from an effect, Escape refused while dirty, form method=dialog and the backdrop close it", async () => {
  await show("Settings");
  const read = () =>
    h.page.evaluate(() => {
      DomApps.flush();
      return {
        name: document.querySelector(".name")!.textContent,
        open: document.querySelector("dialog")!.open,
        state: document.querySelector("output.open")!.textContent,
        closes: [...DomApps.closes],
      };
    });
  // The dialog opens at the frame's pass (its effect); `close` is a task the browser queues
  // after the dialog closed: each step waits for the state it leads to.
  await h.page.click("button.edit");
  await expect.poll(read).toEqual({ name: "Ada", open: true, state: "open", closes: [] });
  expect(await h.page.evaluate(() => document.activeElement?.localName)).toBe("input");
  await h.page.keyboard.press("Escape");
  await expect.poll(read).toEqual({ name: "Ada", open: false, state: "closed", closes: [""] });
  await h.page.click("button.edit");
  await expect.poll(async () => (await read()).open).toBe(true);
  await h.page.keyboard.type(" L.");
  await h.page.keyboard.press("Escape"); // dirty: the cancel is refused
  expect(await read()).toMatchObject({ open: true, state: "open" });
  await h.page.click("text=Save");
  await expect.poll(read).toEqual({ name: "Ada L.", open: false, state: "closed", closes: ["", "save"] });
  await h.page.click("button.edit");
  await expect.poll(async () => (await read()).open).toBe(true);
  await h.page.mouse.click(3, 3); // the backdrop: the dialog is the target
  await expect.poll(read).toEqual({
    name: "Ada L.",
    open: false,
    state: "closed",
    closes: ["", "save", "backdrop"],
  });
});

it("a composition in a web component's closed shadow root: a focused field moved by a keyed reorder keeps the focus and the caret", async () => {
  await h.page.evaluate(() => {
    DomApps.defineRating();
    document.getElementById("app")!.replaceChildren(document.createElement("sorted-rows"));
    (document.activeElement as HTMLElement | null)?.blur();
  });
  const where = () =>
    h.page.evaluate(() => {
      DomApps.flush();
      const shadow = DomApps.closedRoots.get(document.querySelector("sorted-rows")) as ShadowRoot;
      const field = shadow.activeElement as HTMLInputElement | null;
      return {
        host: document.activeElement?.localName,
        field: field?.className,
        caret: field?.selectionStart,
        value: field?.value,
        order: [...(shadow?.querySelectorAll("input") ?? [])].map((i) => i.className),
      };
    });
  for (let i = 0; i < 3; i++) await h.page.keyboard.press("Tab"); // into the shadow root, to row c
  await h.page.keyboard.type("hello");
  await h.page.keyboard.press("ArrowLeft");
  await h.page.keyboard.press("ArrowLeft");
  await h.page.keyboard.press("Alt+ArrowUp");
  await h.page.keyboard.press("Alt+ArrowUp");
  expect(await where()).toEqual({
    host: "sorted-rows",
    field: "row-c",
    caret: 3,
    value: "hello",
    order: ["row-c", "row-a", "row-b"],
  });
  await h.page.keyboard.type("X");
  expect(await where()).toMatchObject({ field: "row-c", caret: 4, value: "helXlo" });
});

it("a composition in a closed shadow root: a focused field that movable content moves to another parent keeps the focus and the caret", async () => {
  await h.page.evaluate(() => {
    DomApps.defineRating();
    document.getElementById("app")!.replaceChildren(document.createElement("pinned-field"));
    (document.activeElement as HTMLElement | null)?.blur();
  });
  const where = () =>
    h.page.evaluate(() => {
      DomApps.flush();
      const shadow = DomApps.closedRoots.get(document.querySelector("pinned-field")) as ShadowRoot;
      const field = shadow.querySelector("input")!;
      return {
        section: field.parentElement!.className,
        focused: shadow.activeElement === field,
        caret: [field.selectionStart, field.selectionEnd],
        value: field.value,
      };
    });
  await h.page.keyboard.press("Tab");
  await h.page.keyboard.type("hello");
  await h.page.keyboard.press("ArrowLeft");
  await h.page.keyboard.press("Shift+ArrowLeft");
  expect(await where()).toEqual({ section: "bottom", focused: true, caret: [3, 4], value: "hello" });
  await h.page.keyboard.press("Alt+KeyP");
  expect(await where()).toEqual({ section: "top", focused: true, caret: [3, 4], value: "hello" });
  await h.page.keyboard.type("X");
  expect(await where()).toEqual({ section: "top", focused: true, caret: [4, 4], value: "helXo" });
});
