/**
 * What the runtime must not do to V8's object shapes, in real Chromium with
 * `--allow-natives-syntax` (V8's `%` functions: optimize a function now, is it
 * still optimized, what elements an array has). Each test optimizes a
 * function with Maglev, does what a benchmark's update does, and checks the
 * optimized code was not thrown away: a runtime that changes a shared map
 * (the holey-array map, a writer's field type) deoptimizes code all over the
 * page, and the timed update then runs in baseline code. See bench/README.md,
 * "Deoptimizations in the update paths".
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { launchChromium } from "../chromium.js";
import { buildIife, type Iife } from "./iife.js";
import { installNatives } from "./natives.js";

let bundle: Iife;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  bundle = await buildIife(new URL("./jit-shapes-entry.ts", import.meta.url), "JitShapes");
  browser = await launchChromium({ timeout: 15_000, jsFlags: "--allow-natives-syntax" });
}, 30_000);

afterAll(async () => {
  await browser?.close();
  bundle?.remove();
});

beforeEach(async () => {
  // A fresh page each: a map made unstable stays so for the page's life.
  page = await browser.newPage();
  await page.addScriptTag({ path: bundle.path });
  return async () => {
    await page.close();
  };
});

// `window.JitShapes` in the page; typed loosely, the page is another realm.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the page's own classes, checked by behaviour
declare const JitShapes: any;

declare const optimize: (f: unknown, warm: () => void) => void;
declare const optimized: (f: unknown) => boolean;
declare const elements: (a: unknown) => { dictionary: boolean; holey: boolean };

describe("V8 shapes the runtime leaves alone", { timeout: 20_000 }, () => {
  it("planning a swap of two of 1,000 children keeps code that stores into holey arrays optimized", async () => {
    await page.evaluate(installNatives);
    const result = await page.evaluate(() => {
      // Any code that stores objects into a `new Array(n)` depends on the page's
      // holey-array map staying as it is (as the benchmark's buildData does).
      const fill = (n: number) => {
        const a = new Array(n);
        for (let i = 0; i < n; i++) a[i] = { i };
        return a;
      };
      optimize(fill, () => fill(8));
      const before = optimized(fill);
      const order = Array.from({ length: 1000 }, (_, i) => i);
      order[1] = 998;
      order[998] = 1;
      const moves: number[][] = [];
      const sink = {
        insert() {},
        remove() {},
        move: (from: number, to: number, count: number) => moves.push([from, to, count]),
      };
      // Several passes: V8 learns what `new Array` sites hold over the first ones.
      for (let pass = 0; pass < 6; pass++) JitShapes.planChildren(1000, order, [], sink);
      return { before, after: optimized(fill), moves: moves.length };
    });
    expect(result).toEqual({ before: true, after: true, moves: 12 });
  });

  it("a slot writer's first move keeps the optimized append code of every writer", async () => {
    await page.evaluate(installNatives);
    const result = await page.evaluate(() => {
      const { SlotTable, SlotWriter } = JitShapes;
      /** `rows` root groups of one slot each, appended as the insert table is. */
      const table = (rows: number) => {
        const t = new SlotTable();
        const w = t.openWriter();
        for (let i = 0; i < rows; i++) {
          const g = w.appendGroup(i, 0, -1);
          w.appendSlot(g, i);
          w.closeGroup(g, 0);
        }
        w.close();
        return t;
      };
      const appendSlot = SlotWriter.prototype.appendSlot;
      optimize(appendSlot, () => table(50));
      const before = optimized(appendSlot);
      // A swap, as the Composer does it: the later row moves before the earlier one (then back).
      const t = table(10);
      const w = t.openWriter();
      w.moveGroup(8, 1);
      w.moveGroupLater(2, 9);
      w.close();
      const keys = Array.from({ length: 10 }, (_, i) => t.key(i));
      return { before, after: optimized(appendSlot), keys };
    });
    expect(result).toEqual({ before: true, after: true, keys: [0, 8, 2, 3, 4, 5, 6, 7, 1, 9] });
  });

  it("a slot table grown past 16K and 200K slots keeps fast elements and its values", async () => {
    await page.evaluate(installNatives);
    const result = await page.evaluate(() => {
      const t = new JitShapes.SlotTable();
      const w = t.openWriter();
      const seen: { slots: number; dictionary: boolean; holey: boolean }[] = [];
      for (let i = 0; i < 12_000; i++) {
        const g = w.appendGroup(i, 0, -1);
        for (let s = 0; s < 20; s++) w.appendSlot(g, i * 20 + s);
        w.closeGroup(g, 0);
        if (i === 999 || i === 11_999) seen.push({ slots: t.slotsSize, ...elements(t.slots) });
      }
      // The slot gap in the middle when the table grows: the slots after it move to the end.
      w.moveSlotGapTo(100_000);
      w.ensureSlotCapacity(t.slots.length);
      w.close();
      seen.push({ slots: t.slots.length, ...elements(t.slots) });
      let wrong = 0;
      for (let i = 0; i < t.size; i++) for (let s = 0; s < 20; s++) if (t.slot(i, s) !== i * 20 + s) wrong++;
      return { seen, wrong };
    });
    expect(result.seen).toEqual([
      { slots: 20_000, dictionary: false, holey: true },
      { slots: 240_000, dictionary: false, holey: true },
      { slots: 524_288, dictionary: false, holey: true },
    ]);
    expect(result.wrong).toBe(0);
  });

  it("releasing a removed element's handler keeps code that reads element records optimized", async () => {
    await page.evaluate(installNatives);
    const result = await page.evaluate(() => {
      const { recordOf, releaseEvents, setEvent } = JitShapes;
      // Rows of a table: one click handler per element, as the benchmark's rows have.
      const elements = Array.from({ length: 20 }, () => document.createElement("a"));
      elements.forEach((el, i) => setEvent(el, "onClick", () => i));
      const hasOthers = (el: Element) => typeof recordOf(el).handler === "object";
      optimize(hasOthers, () => elements.forEach(hasOthers));
      const before = optimized(hasOthers);
      releaseEvents(recordOf(elements[3]));
      return { before, after: optimized(hasOthers), released: recordOf(elements[3]).handler === undefined };
    });
    expect(result).toEqual({ before: true, after: true, released: true });
  });

  it("releasing a recompose scope keeps the optimized code that makes scopes (one per row)", async () => {
    await page.evaluate(installNatives);
    const result = await page.evaluate(() => {
      const { RecomposeScope } = JitShapes;
      const make = () => new RecomposeScope(null);
      const rows: { alive: boolean; release(): void }[] = [];
      // Each scope composed once, as a pass that creates rows does.
      optimize(make, () => {
        for (let i = 0; i < 50; i++) {
          const scope = make();
          scope.start();
          scope.end(1);
          rows.push(scope);
        }
      });
      const before = optimized(make);
      rows[0]!.release();
      return { before, after: optimized(make), alive: [rows[0]!.alive, rows[1]!.alive] };
    });
    expect(result).toEqual({ before: true, after: true, alive: [false, true] });
  });
});
