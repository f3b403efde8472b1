/**
 * Issue 22, `LazyColumn` in real Chromium (real layout, scrolling,
 * ResizeObserver): what is composed for a scroll position, reuse (no node
 * added while scrolling once the pool is warm, seen by a MutationObserver),
 * keys through inserts above, measured variable heights, `scrollToItem`,
 * duplicate keys, and empty / short / zero-height lists; a failing item
 * pass; a focused item scrolled out (kept composed, not recycled); the same
 * for `LazyRow` across.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MutableState } from "composa";
import type { LazyListState } from "composa/dom";
import { openHarness, type Harness } from "./load.js";

// The page's globals (another realm): the dialect bundle, and what `beforeAll` puts on `window`.
declare const Dialect: typeof import("./dialect/entry.js");
type LazyRowData = { id: number; height: number; fail?: boolean; label?: string };
interface LazyPage {
  mountLazy(count: number, heightOf: (i: number) => number, height?: number): void;
  mountRow(count: number, widthOf: (i: number) => number, width?: number): void;
  frames(): Promise<unknown>;
  shown(): number[];
  scrollLazy(top: number): Promise<void>;
  scrollRow(left: number): Promise<void>;
  rows: MutableState<LazyRowData[]>;
  handle: { state?: LazyListState };
  lazyApp?: { dispose(): void };
}

let h: Harness;

beforeAll(async () => {
  h = await openHarness();
  await h.page.evaluate(() => {
    const w = window as unknown as LazyPage;
    /** Mounts the fixture with `count` rows of `heightOf(i)` pixels in a list `height` pixels high. */
    w.mountLazy = (count: number, heightOf: (i: number) => number, height = 300) => {
      w.lazyApp?.dispose();
      document.body.innerHTML = '<div id="app"></div>';
      const rows = Dialect.mutableStateOf(
        Array.from({ length: count }, (_, i) => ({ id: i, height: heightOf(i) })),
      );
      const handle: { state?: LazyListState } = {};
      w.lazyApp = Dialect.render(Dialect.LazyFixture, document.getElementById("app")!, {
        rows,
        handle,
        height,
      });
      w.rows = rows;
      w.handle = handle;
    };
    /** Two frames: scroll events and ResizeObserver callbacks have run. */
    w.frames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    /** The ids of the rows composed and shown (pooled wrappers are hidden), in index order. */
    w.shown = () =>
      [...document.querySelectorAll<HTMLElement>("#lazy .composa-lazy-item")]
        .filter((w) => w.style.display !== "none")
        .map((w) => Number(w.querySelector<HTMLElement>(".row")!.dataset.id))
        .sort((a, b) => a - b);
    /** The same rows across, in a `LazyRow` `width` pixels wide (a row's `height` is its cell's width). */
    w.mountRow = (count: number, widthOf: (i: number) => number, width = 300) => {
      w.lazyApp?.dispose();
      document.body.innerHTML = '<div id="app"></div>';
      const rows = Dialect.mutableStateOf(
        Array.from({ length: count }, (_, i) => ({ id: i, height: widthOf(i) })),
      );
      const handle: { state?: LazyListState } = {};
      w.lazyApp = Dialect.render(Dialect.LazyRowFixture, document.getElementById("app")!, {
        rows,
        handle,
        width,
      });
      w.rows = rows;
      w.handle = handle;
    };
    w.scrollRow = async (left: number) => {
      document.getElementById("lazy")!.scrollLeft = left;
      await w.frames();
    };
    w.scrollLazy = async (top: number) => {
      document.getElementById("lazy")!.scrollTop = top;
      await w.frames();
    };
  });
}, 60_000);

afterAll(async () => {
  await h?.close();
});

describe("LazyColumn (Chromium)", () => {
  it("composes the items in view plus three on each side, and follows the scroll position", async () => {
    const result = await h.page.evaluate(async () => {
      const w = window as unknown as LazyPage;
      w.mountLazy(100_000, () => 30);
      await w.frames();
      const first = w.shown();
      const spacer = (
        document.getElementById("lazy")!.firstElementChild as HTMLElement
      ).getBoundingClientRect().height;
      await w.scrollLazy(3000); // item 100 at the top
      return {
        first,
        spacer,
        scrolled: w.shown(),
        index: w.handle.state!.firstVisibleItemIndex,
        offset: w.handle.state!.firstVisibleItemScrollOffset,
      };
    });
    expect(result.first).toEqual(Array.from({ length: 13 }, (_, i) => i)); // 0..9 in view, 10..12 after
    expect(result.spacer).toBe(3_000_000);
    expect(result.scrolled).toEqual(Array.from({ length: 16 }, (_, i) => 97 + i));
    expect(result.index).toBe(100);
    expect(result.offset).toBe(0);
  }, 60_000);

  it("reuses pooled items while scrolling: no node added, remembered values computed afresh", async () => {
    const result = await h.page.evaluate(async () => {
      const w = window as unknown as LazyPage;
      w.mountLazy(100_000, () => 30);
      await w.frames();
      await w.scrollLazy(600); // warm the pool
      const lazy = document.getElementById("lazy")!;
      let added = 0;
      const observer = new MutationObserver((records) =>
        records.forEach((r) => (added += r.addedNodes.length)),
      );
      observer.observe(lazy, { childList: true, subtree: true });
      const wrappers = new Set(lazy.querySelectorAll(".composa-lazy-item"));
      for (let top = 900; top <= 15_000; top += 300) await w.scrollLazy(top); // to item 500
      observer.disconnect();
      const rows = [...lazy.querySelectorAll<HTMLElement>(".composa-lazy-item")]
        .filter((x) => x.style.display !== "none")
        .map((x) => x.querySelector<HTMLElement>(".row")!);
      return {
        added,
        sameWrappers: [...lazy.querySelectorAll(".composa-lazy-item")].every((x) => wrappers.has(x)),
        fresh: rows.every(
          (r) => r.dataset.remembered === r.dataset.id && r.textContent === `row ${r.dataset.id}`,
        ),
        shown: w.shown(),
      };
    });
    expect(result.added).toBe(0);
    expect(result.sameWrappers).toBe(true);
    expect(result.fresh).toBe(true);
    expect(result.shown[3]).toBe(500);
  }, 60_000);

  it("keeps the first visible item in place, with its node, when items are inserted above it", async () => {
    const result = await h.page.evaluate(async () => {
      const w = window as unknown as LazyPage;
      w.mountLazy(1000, () => 30);
      await w.frames();
      await w.scrollLazy(3000 + 10); // item 100, 10px scrolled out
      const lazy = document.getElementById("lazy")!;
      const row = lazy.querySelector<HTMLElement>('.row[data-id="100"]')!;
      const before = row.getBoundingClientRect().top;
      w.rows.value = [...Array.from({ length: 5 }, (_, i) => ({ id: -1 - i, height: 30 })), ...w.rows.value];
      Dialect.flush();
      await w.frames();
      const after = lazy.querySelector<HTMLElement>('.row[data-id="100"]')!;
      return {
        same: after === row,
        moved: after.getBoundingClientRect().top - before,
        index: w.handle.state!.firstVisibleItemIndex,
        offset: w.handle.state!.firstVisibleItemScrollOffset,
      };
    });
    expect(result.same).toBe(true);
    expect(result.moved).toBe(0);
    expect(result.index).toBe(105);
    expect(result.offset).toBe(10);
  }, 60_000);

  it("measures variable heights: each item starts where the one before it ends", async () => {
    const result = await h.page.evaluate(async () => {
      const w = window as unknown as LazyPage;
      w.mountLazy(10_000, (i: number) => 20 + (i % 5) * 17);
      await w.frames();
      await w.scrollLazy(2000);
      await w.frames();
      const items = [...document.querySelectorAll<HTMLElement>("#lazy .composa-lazy-item")].filter(
        (x) => x.style.display !== "none",
      );
      items.sort((a, b) => a.getBoundingClientRect().top - b.getBoundingClientRect().top);
      const gaps = items
        .slice(1)
        .map((x, i) => x.getBoundingClientRect().top - items[i]!.getBoundingClientRect().bottom);
      return { gaps, count: items.length };
    });
    expect(result.count).toBeGreaterThan(5);
    expect(result.gaps).toEqual(result.gaps.map(() => 0));
  }, 60_000);

  it("scrollToItem(i) brings item i to the top", async () => {
    const result = await h.page.evaluate(async () => {
      const w = window as unknown as LazyPage;
      w.mountLazy(100_000, (i: number) => 20 + (i % 3) * 10);
      await w.frames();
      w.handle.state!.scrollToItem(50_000);
      await w.frames();
      const lazy = document.getElementById("lazy")!;
      const row = lazy.querySelector<HTMLElement>('.row[data-id="50000"]')!;
      return {
        top: row.getBoundingClientRect().top - lazy.getBoundingClientRect().top,
        index: w.handle.state!.firstVisibleItemIndex,
      };
    });
    expect(result.index).toBe(50_000);
    expect(Math.abs(result.top)).toBeLessThan(1);
  }, 60_000);

  it("duplicate keys: a development error naming the key and both indices, and every item still renders", async () => {
    const result = await h.page.evaluate(async () => {
      const w = window as unknown as LazyPage;
      const errors: string[] = [];
      const original = console.error;
      console.error = (message: unknown) => errors.push(String(message));
      try {
        w.mountLazy(5, () => 30);
        w.rows.value = [0, 1, 2, 1, 4].map((id) => ({ id, height: 30 }));
        Dialect.flush();
        await w.frames();
      } finally {
        console.error = original;
      }
      return {
        errors,
        rows: [...document.querySelectorAll<HTMLElement>("#lazy .composa-lazy-item")].filter(
          (x) => x.style.display !== "none",
        ).length,
      };
    });
    expect(result.errors.join("\n")).toMatch(/items 1 and 3 have the same key 1/);
    expect(result.rows).toBe(5);
  }, 60_000);

  it("empty, short and zero-height lists: nothing, everything, nothing", async () => {
    const result = await h.page.evaluate(async () => {
      const w = window as unknown as LazyPage;
      w.mountLazy(0, () => 30);
      await w.frames();
      const empty = w.shown().length;
      w.mountLazy(4, () => 30);
      await w.frames();
      const short = w.shown();
      w.mountLazy(1000, () => 30, 0);
      await w.frames();
      const zero = w.shown().length;
      const lazy = document.getElementById("lazy")!;
      return {
        empty,
        short,
        zero,
        role: lazy.getAttribute("role"),
        setsize: lazy.querySelector("[aria-setsize]")?.getAttribute("aria-setsize") ?? null,
      };
    });
    expect(result.empty).toBe(0);
    expect(result.short).toEqual([0, 1, 2, 3]);
    expect(result.zero).toBe(0);
    expect(result.role).toBe("list");
  }, 60_000);

  it("a failing item pass applies nothing of that item; the other items and the parent stay; it shows once it composes", async () => {
    const result = await h.page.evaluate(async () => {
      const w = window as unknown as LazyPage;
      const errors: string[] = [];
      const original = window.reportError;
      window.reportError = (error: unknown) => errors.push(String((error as Error)?.message ?? error));
      /** Each shown wrapper's row against the place the list gives the wrapper: they must agree. */
      const consistent = () =>
        [...document.querySelectorAll<HTMLElement>("#lazy .composa-lazy-item")]
          .filter((x) => x.style.display !== "none")
          .every(
            (x) =>
              Number(x.querySelector<HTMLElement>(".row")!.dataset.id) + 1 ===
              Number(x.getAttribute("aria-posinset")),
          );
      const text = (id: number) =>
        document.querySelector<HTMLElement>(`#lazy .row[data-id="${id}"]`)?.textContent ?? null;
      const update = async (change: (rows: LazyRowData[]) => void) => {
        const rows = [...w.rows.value];
        change(rows);
        w.rows.value = rows;
        Dialect.flush();
        await w.frames();
      };
      try {
        w.mountLazy(1000, () => 30);
        await w.frames();
        const row5 = document.querySelector('#lazy .row[data-id="5"]');
        // Item 5's pass fails in the same parent pass that changes item 6.
        await update((rows) => {
          rows[5] = { ...rows[5], fail: true, label: "five" };
          rows[6] = { ...rows[6], label: "six" };
        });
        const shown = {
          errors: errors.map((e) => /row 5 failed/.test(e)),
          five: text(5),
          same: document.querySelector('#lazy .row[data-id="5"]') === row5,
          six: text(6),
          consistent: consistent(),
        };
        // Scrolled away and back: item 5 enters (from the pool, over another item's nodes) and fails again.
        await w.scrollLazy(3000);
        await w.scrollLazy(0);
        const back = { shown: w.shown(), consistent: consistent(), errors: errors.length };
        await w.scrollLazy(10); // another layout: the failed item is not tried again for the same data
        const again = errors.length;
        await update((rows) => {
          rows[5] = { ...rows[5], fail: false };
        });
        return { shown, back, again, fixed: text(5), final: w.shown(), consistent: consistent() };
      } finally {
        window.reportError = original;
      }
    });
    // An item already showing: keeps what it showed (nothing of its pass applied); its neighbour updated.
    expect(result.shown).toEqual({
      errors: [true],
      five: "row 5",
      same: true,
      six: "six",
      consistent: true,
    });
    // Entering: not shown at all, rather than another item's content; everything else is.
    expect(result.back.shown).toEqual(Array.from({ length: 13 }, (_, i) => i).filter((i) => i !== 5));
    expect(result.back.consistent).toBe(true);
    expect(result.back.errors).toBe(2);
    expect(result.again).toBe(2);
    expect(result.fixed).toBe("five");
    expect(result.final).toEqual(Array.from({ length: 14 }, (_, i) => i)); // scrolled by 10px: 0..13
    expect(result.consistent).toBe(true);
  }, 60_000);

  it("keeps a focused item composed while it is scrolled out (not recycled under the focus); it is pooled once the focus leaves", async () => {
    const result = await h.page.evaluate(async () => {
      const w = window as unknown as LazyPage;
      w.mountLazy(1000, () => 30);
      await w.frames();
      const row = document.querySelector<HTMLElement>('#lazy .row[data-id="2"]')!;
      row.focus();
      await w.scrollLazy(3000); // item 100 at the top: item 2 far out of range
      await w.scrollLazy(6000);
      const wrapper = row.parentElement!;
      const pinned = {
        focused: document.activeElement === row,
        id: row.dataset.id,
        text: row.textContent,
        visible: wrapper.style.display !== "none",
        top: wrapper.style.top,
        shown: w.shown(),
      };
      // Keyboard input still reaches it: a key handler of the page sees the row as the target.
      let target: EventTarget | null = null;
      document.addEventListener("keydown", (e) => (target = e.target), { once: true });
      row.dispatchEvent(new KeyboardEvent("keydown", { key: "a", bubbles: true }));
      row.blur();
      await w.scrollLazy(6030);
      return {
        pinned,
        keyTarget: target === row,
        after: w.shown(),
        pooled: wrapper.style.display === "none" || row.dataset.id !== "2",
      };
    });
    expect(result.pinned).toEqual({
      focused: true,
      id: "2",
      text: "row 2",
      visible: true,
      top: "60px",
      shown: [2, ...Array.from({ length: 16 }, (_, i) => 197 + i)],
    });
    expect(result.keyTarget).toBe(true);
    expect(result.after).not.toContain(2);
    expect(result.pooled).toBe(true);
  }, 60_000);
});

describe("LazyRow (Chromium)", () => {
  it("lays items out across: composes the items in view plus three on each side, and follows scrollLeft", async () => {
    const result = await h.page.evaluate(async () => {
      const w = window as unknown as LazyPage;
      w.mountRow(100_000, () => 30);
      await w.frames();
      const lazy = document.getElementById("lazy")!;
      const first = w.shown();
      const spacer = (lazy.firstElementChild as HTMLElement).getBoundingClientRect().width;
      const cell = (id: number) =>
        lazy.querySelector<HTMLElement>(`.row[data-id="${id}"]`)!.getBoundingClientRect();
      const left = lazy.getBoundingClientRect().left;
      const lefts = [0, 1, 2].map((id) => cell(id).left - left);
      const tops = [0, 1, 2].map((id) => cell(id).top - lazy.getBoundingClientRect().top);
      await w.scrollRow(3000); // item 100 at the left edge
      return {
        first,
        spacer,
        lefts,
        tops,
        scrolled: w.shown(),
        index: w.handle.state!.firstVisibleItemIndex,
        at100: cell(100).left - left,
      };
    });
    expect(result.first).toEqual(Array.from({ length: 13 }, (_, i) => i));
    expect(result.spacer).toBe(3_000_000);
    expect(result.lefts).toEqual([0, 30, 60]); // side by side
    expect(result.tops).toEqual([0, 0, 0]);
    expect(result.scrolled).toEqual(Array.from({ length: 16 }, (_, i) => 97 + i));
    expect(result.index).toBe(100);
    expect(result.at100).toBe(0);
  }, 60_000);

  it("reuses pooled items while scrolling across: no node added (MutationObserver), remembered values afresh", async () => {
    const result = await h.page.evaluate(async () => {
      const w = window as unknown as LazyPage;
      w.mountRow(100_000, () => 30);
      await w.frames();
      await w.scrollRow(600); // warm the pool
      const lazy = document.getElementById("lazy")!;
      let added = 0;
      const observer = new MutationObserver((records) =>
        records.forEach((r) => (added += r.addedNodes.length)),
      );
      observer.observe(lazy, { childList: true, subtree: true });
      const wrappers = new Set(lazy.querySelectorAll(".composa-lazy-item"));
      for (let left = 900; left <= 15_000; left += 300) await w.scrollRow(left); // to item 500
      observer.disconnect();
      const cells = [...lazy.querySelectorAll<HTMLElement>(".composa-lazy-item")]
        .filter((x) => x.style.display !== "none")
        .map((x) => x.querySelector<HTMLElement>(".row")!);
      return {
        added,
        sameWrappers: [...lazy.querySelectorAll(".composa-lazy-item")].every((x) => wrappers.has(x)),
        fresh: cells.every(
          (c) => c.dataset.remembered === c.dataset.id && c.textContent === `cell ${c.dataset.id}`,
        ),
        shown: w.shown(),
      };
    });
    expect(result.added).toBe(0);
    expect(result.sameWrappers).toBe(true);
    expect(result.fresh).toBe(true);
    expect(result.shown[3]).toBe(500);
  }, 60_000);
});
