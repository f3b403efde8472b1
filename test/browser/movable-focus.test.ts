/**
 * Movable content in real Chromium: a focused field inside content that
 * moves (to another parent, into a Portal) keeps the focus and its text, as
 * the same DOM node does when Compose moves it (test/apps/compose-movable.tsx).
 */
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, expect, it } from "vitest";
import { openHarness, type Harness } from "./load.js";

// `window.Movable` in the page: another realm, typed loosely.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- fixtures looked up by name
declare const Movable: any;

let h: Harness;

beforeAll(async () => {
  h = await openHarness(
    fileURLToPath(new URL("./dialect/movable-focus-entry.ts", import.meta.url)),
    "Movable",
  );
}, 60_000);

afterAll(async () => {
  await h?.close();
});

it("a focused field in content moved to another parent keeps the focus, its text and the caret", async () => {
  const { page } = h;
  await page.evaluate(() => {
    const w = window as unknown as Record<string, unknown>;
    w.wide = Movable.mutableStateOf(true);
    w.app = Movable.render(Movable.Layout, document.getElementById("app"), {
      wide: w.wide,
      title: Movable.mutableStateOf("intro"),
    });
  });
  await page.click("input");
  await page.keyboard.type("hello");
  await page.keyboard.press("ArrowLeft");
  const moved = await page.evaluate(() => {
    const w = window as unknown as { wide: { value: boolean } };
    const input = document.querySelector("input")!;
    w.wide.value = false;
    Movable.flush();
    return {
      same: document.querySelector(".column input") === input,
      focused: document.activeElement === input,
      value: input.value,
      caret: input.selectionStart,
    };
  });
  expect(moved).toEqual({ same: true, focused: true, value: "hello", caret: 4 });
  await page.keyboard.type("X");
  expect(await page.evaluate(() => document.querySelector("input")!.value)).toBe("hellXo");
  await page.evaluate(() => (window as unknown as { app: { dispose(): void } }).app.dispose());
});

it("a focused field in content popped out into a Portal keeps the focus", async () => {
  const { page } = h;
  await page.evaluate(() => {
    const w = window as unknown as Record<string, unknown>;
    const target = document.body.appendChild(document.createElement("div"));
    target.id = "layer";
    w.out = Movable.mutableStateOf(false);
    w.app = Movable.render(Movable.PopOut, document.getElementById("app"), { out: w.out, target });
  });
  await page.click("input");
  await page.keyboard.type("abc");
  const moved = await page.evaluate(() => {
    const w = window as unknown as { out: { value: boolean } };
    const input = document.querySelector("input")!;
    w.out.value = true;
    Movable.flush();
    return {
      inLayer: document.querySelector("#layer input") === input,
      focused: document.activeElement === input,
    };
  });
  expect(moved).toEqual({ inLayer: true, focused: true });
  await page.keyboard.type("d");
  expect(await page.evaluate(() => document.querySelector("input")!.value)).toBe("abcd");
});

it("a focused field in a keyed row that a reorder moves keeps the focus and the caret", async () => {
  const { page } = h;
  await page.evaluate(() => {
    const w = window as unknown as Record<string, unknown>;
    (w.app as { dispose(): void } | undefined)?.dispose();
    document.getElementById("app")!.innerHTML = "";
    w.todos = Movable.mutableStateListOf(...[1, 2, 3, 4, 5].map((id: number) => ({ id, title: `t${id}` })));
    w.app = Movable.render(Movable.TodoList, document.getElementById("app"), { todos: w.todos });
  });
  await page.click('[aria-label="note 2"]');
  await page.keyboard.type("note");
  const after = await page.evaluate(() => {
    const w = window as unknown as { todos: { reverse(): void; splice(...a: unknown[]): void } };
    const input = document.querySelector<HTMLInputElement>('[aria-label="note 2"]')!;
    w.todos.reverse();
    Movable.flush();
    const reversed = document.activeElement === input;
    w.todos.splice(0, 4); // rows 5, 4, 3, 2 go: row 2's input leaves the page, and nobody takes the focus back
    Movable.flush();
    return { reversed, caret: input.selectionStart, left: document.activeElement === document.body };
  });
  expect(after).toEqual({ reversed: true, caret: 4, left: true });
});

/** Rows 2 and 4 of five keyed rows swap places with row 2's field focused: the blur / focus events its input saw. */
async function swapFocusedRow(page: Harness["page"]) {
  await page.evaluate(() => {
    const w = window as unknown as Record<string, unknown>;
    (w.app as { dispose(): void } | undefined)?.dispose();
    document.getElementById("app")!.innerHTML = "";
    w.todos = Movable.mutableStateListOf(...[1, 2, 3, 4, 5].map((id: number) => ({ id, title: `t${id}` })));
    w.app = Movable.render(Movable.TodoList, document.getElementById("app"), { todos: w.todos });
  });
  await page.click('[aria-label="note 2"]');
  await page.keyboard.type("note");
  return page.evaluate(() => {
    const w = window as unknown as { todos: unknown[] };
    const input = document.querySelector<HTMLInputElement>('[aria-label="note 2"]')!;
    const events: string[] = [];
    for (const type of ["blur", "focus", "focusout", "focusin"])
      input.addEventListener(type, () => events.push(type));
    const row = input.closest("li")!;
    const [two, four] = [w.todos[1], w.todos[3]];
    w.todos[1] = four;
    w.todos[3] = two;
    Movable.flush();
    const ids = [...document.querySelectorAll("li")].map((li) =>
      li.querySelector("input")!.getAttribute("aria-label"),
    );
    return {
      moved: row.isConnected && ids.indexOf("note 2") === 3,
      focused: document.activeElement === input,
      caret: input.selectionStart,
      events,
    };
  });
}

it("a keyed move of a focused field fires no blur or focus: Chromium's atomic moveBefore moves it", async () => {
  expect(await h.page.evaluate(() => typeof Element.prototype.moveBefore)).toBe("function");
  expect(await swapFocusedRow(h.page)).toEqual({ moved: true, focused: true, caret: 4, events: [] });
});

it("without moveBefore (other browsers) the field is moved by insertBefore and refocused: blurred, then focused again", async () => {
  const { page } = h;
  const moveBefore = await page.evaluateHandle(() => {
    const saved = Element.prototype.moveBefore;
    delete (Element.prototype as Partial<Element>).moveBefore;
    return saved;
  });
  try {
    const swapped = await swapFocusedRow(page);
    expect(swapped).toMatchObject({ moved: true, focused: true, caret: 4 });
    expect(swapped.events).toContain("blur");
  } finally {
    await page.evaluate((saved) => {
      Element.prototype.moveBefore = saved;
    }, moveBefore);
  }
});

it("a keyed move of movable content (a range of nodes) with a focused button inside fires no blur either", async () => {
  const { page } = h;
  const result = await page.evaluate(() => {
    const w = window as unknown as Record<string, unknown>;
    (w.app as { dispose(): void } | undefined)?.dispose();
    document.getElementById("app")!.innerHTML = "";
    const card = (id: string) => ({ id, done: false });
    const cards = Movable.mutableStateOf(["a", "b", "c", "d"].map(card));
    w.app = Movable.render(Movable.Board, document.getElementById("app"), { cards });
    const button = document.querySelector<HTMLButtonElement>('[data-id="a"] button')!;
    button.focus();
    const events: string[] = [];
    for (const type of ["blur", "focus"]) button.addEventListener(type, () => events.push(type));
    cards.value = ["b", "c", "d", "a"].map(card);
    Movable.flush();
    const order = [...document.querySelectorAll(".card")].map((li) => li.getAttribute("data-id")).join("");
    return {
      order,
      same: document.querySelector('[data-id="a"] button') === button,
      focused: document.activeElement === button,
      events,
    };
  });
  expect(result).toEqual({ order: "bcda", same: true, focused: true, events: [] });
});
