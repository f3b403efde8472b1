/**
 * The widget apps of test/apps/widgets.tsx in real Chromium, for what
 * happy-dom only imitates: a `<button type="reset">` clicked with the mouse,
 * a select's displayed choice after its options change, a progress bar's
 * indeterminate state, `hidden="until-found"`.
 */
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, expect, it } from "vitest";
import { openHarness, type Harness } from "./load.js";

// `window.Widgets` and the apps' states in the page: another realm, typed loosely.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- apps looked up by name
declare const Widgets: any;
declare const states: Record<string, { value: unknown }>;

let h: Harness;

beforeAll(async () => {
  h = await openHarness(fileURLToPath(new URL("./dialect/widgets-entry.ts", import.meta.url)), "Widgets");
}, 60_000);

afterAll(async () => {
  await h?.close();
});

/** Renders app `name` afresh into #app with these states (`window.states`) and plain props. */
async function show(
  name: string,
  initial: Record<string, unknown>,
  plain: Record<string, unknown> = {},
): Promise<void> {
  await h.page.evaluate(
    ([name, initial, plain]) => {
      const w = window as unknown as { shown?: { dispose(): void }; states: unknown };
      w.shown?.dispose();
      const made = Object.fromEntries(
        Object.entries(initial as object).map(([k, v]) => [k, Widgets.mutableStateOf(v)]),
      );
      w.states = made;
      w.shown = Widgets.render(Widgets[name as string], document.getElementById("app"), {
        ...made,
        ...(plain as object),
      });
    },
    [name, initial, plain] as const,
  );
}

/** Writes states and runs the pass (as the next frame would). */
async function write(values: Record<string, unknown>): Promise<void> {
  await h.page.evaluate((values) => {
    for (const [k, v] of Object.entries(values)) states[k]!.value = v;
    Widgets.flush();
  }, values);
}

it("a reset button leaves a controlled form showing the state (keyboard and mouse)", async () => {
  await show("Settings", { name: "ann", bio: "hi", news: false, plan: "free" });
  await h.page.click("input[name=name]");
  await h.page.keyboard.press("End");
  await h.page.keyboard.type("ie");
  await h.page.click("textarea");
  await h.page.keyboard.press("End");
  await h.page.keyboard.type("!");
  await h.page.click("input[name=news]");
  await h.page.click("input[value=pro]");
  await h.page.evaluate(() => Widgets.flush());
  const shown = () =>
    h.page.evaluate(() => {
      const q = (s: string) => document.querySelector(s) as HTMLInputElement;
      return [
        q("[name=name]").value,
        q("textarea").value,
        q("[name=news]").checked,
        q("[value=pro]").checked,
      ];
    });
  expect(await shown()).toEqual(["annie", "hi!", true, true]);
  await h.page.click("button[type=reset]");
  expect(await shown()).toEqual(["annie", "hi!", true, true]);
  // Enter submits (implicit submission); the handler's preventDefault keeps the page.
  await h.page.click("input[name=name]");
  await h.page.keyboard.press("Enter");
  expect(await shown()).toEqual(["annie", "hi!", true, true]);
});

it("a select shows the state's choice after its options are emptied, refilled and reordered", async () => {
  await show("CityPicker", { cities: ["Lyon", "Nice", "Paris"], city: "Nice", tags: ["Nice", "Paris"] });
  const picked = () =>
    h.page.evaluate(() => [
      (document.querySelector("select.city") as HTMLSelectElement).value,
      [...(document.querySelector("select.tags") as HTMLSelectElement).selectedOptions].map((o) => o.value),
    ]);
  await write({ cities: [] });
  expect(await picked()).toEqual(["", []]);
  await write({ cities: ["Lyon", "Nice", "Paris"] });
  expect(await picked()).toEqual(["Nice", ["Nice", "Paris"]]);
  await write({ cities: ["Paris", "Nice", "Lyon", "Brest"] });
  expect(await picked()).toEqual(["Nice", ["Paris", "Nice"]]);
  // the user's choice still goes through the state
  await h.page.selectOption("select.city", "Brest");
  await h.page.evaluate(() => Widgets.flush());
  expect(await picked()).toEqual(["Brest", ["Paris", "Nice"]]);
  expect(await h.page.evaluate(() => states.city!.value)).toBe("Brest");
});

it("value={undefined} leaves a progress bar indeterminate; an output keeps its text", async () => {
  await show("Uploads", { uploads: [{ name: "a.png", done: undefined }] }, { first: 1 });
  const bar = () =>
    h.page.evaluate(() => [
      (document.querySelector("progress") as HTMLProgressElement).position,
      document.querySelector("output")!.textContent,
      (document.querySelector("li") as HTMLLIElement).value,
    ]);
  expect(await bar()).toEqual([-1, "waiting", 1]);
  await write({ uploads: [{ name: "a.png", done: 25 }] });
  expect(await bar()).toEqual([0.25, "25%", 1]);
  await write({ uploads: [{ name: "a.png", done: undefined }] });
  expect(await bar()).toEqual([-1, "waiting", 1]);
});

it('hidden="until-found" is the browser\'s until-found state, not plain hidden', async () => {
  await show("Accordion", { open: "Shipping" });
  const hidden = () =>
    h.page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>("[role=region]")].map((el) => String(el.hidden)),
    );
  expect(await hidden()).toEqual(["false", "until-found"]);
  await h.page.click("#Returns-button");
  await h.page.evaluate(() => Widgets.flush());
  expect(await hidden()).toEqual(["until-found", "false"]);
});

it("a number input bound to a number keeps what is typed mid-number ('1.' and '1.50'), its default following", async () => {
  await show("Price", { price: 0 });
  await h.page.click("input.price");
  await h.page.keyboard.press("ControlOrMeta+A");
  const typed = [];
  for (const key of "1.50") {
    await h.page.keyboard.type(key);
    await h.page.evaluate(() => Widgets.flush());
    typed.push(
      await h.page.evaluate(() => (document.querySelector("input.price") as HTMLInputElement).value),
    );
  }
  // Chromium reports "1." as "1"; the "." stays on screen, or the "5" would make "15".
  expect(typed).toEqual(["1", "1", "1.5", "1.50"]);
  expect(await h.page.evaluate(() => states.price!.value)).toBe(1.5);
  expect(await h.page.evaluate(() => document.querySelector("input.price")!.getAttribute("value"))).toBe(
    "1.5",
  );
});
