/**
 * What V8 does to the Composer's per-row code of a keyed list, in real
 * Chromium with `--allow-natives-syntax`. A page creates its rows before it
 * ever updates them, so V8 optimizes the code a keyed row runs while it only
 * creates rows; code whose update path never ran then lacks type feedback
 * there and is thrown away at the first update ("insufficient type
 * feedback"), and a function thrown away soon after it was optimized is
 * optimized again only after many more calls: the next updates run it in
 * baseline code. So the functions every keyed row calls run the same code
 * whether the row is created or kept; what differs is in functions of their
 * own (bench/README.md, "What the tiers show").
 */
import { fileURLToPath } from "node:url";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import composa from "../../plugin/vite/index.js";
import { launchChromium } from "../chromium.js";
import { buildIife, type Iife } from "./iife.js";
import { installNatives } from "./natives.js";

let bundle: Iife;
let browser: Browser;
let page: Page;

const runtime = (path: string) => fileURLToPath(new URL(`../../runtime/${path}`, import.meta.url));

beforeAll(async () => {
  bundle = await buildIife(new URL("./jit-keyed-entry.tsx", import.meta.url), "JitKeyed", {
    plugins: [composa()],
    resolve: {
      alias: [
        { find: /^composa$/, replacement: runtime("index.ts") },
        { find: /^composa\/dom$/, replacement: runtime("dom/index.ts") },
      ],
    },
  });
  browser = await launchChromium({ timeout: 15_000, jsFlags: "--allow-natives-syntax" });
}, 30_000);

afterAll(async () => {
  await browser?.close();
  bundle?.remove();
});

beforeEach(async () => {
  page = await browser.newPage();
  await page.addScriptTag({ path: bundle.path });
  await page.evaluate(installNatives);
  return async () => {
    await page.close();
  };
});

// `window.JitKeyed` in the page; typed loosely, the page is another realm.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the page's own module, checked by behaviour
declare const JitKeyed: any;
declare const optimize: (f: unknown, warm: () => void) => void;
declare const optimized: (f: unknown) => boolean;

describe("a keyed list's per-row code", { timeout: 20_000 }, () => {
  it("optimized while rows are created, survives the first update that keeps them (and changes one)", async () => {
    const result = await page.evaluate(() => {
      const { Composer, flush, makeRows, rows, selected } = JitKeyed;
      // What a keyed list (`$c.keyedList`) runs whether its rows are created or kept, and the
      // loop a create runs its rows in. (The keep itself is in `keepRows`, whose loop a create
      // after a clear does not run: code optimized on a create holds no keep path to throw away.)
      const perRow = ["keyedList", "composeRows"].map((name) => Composer.prototype[name]);
      let next = 1;
      const create = () => {
        rows.value = [];
        flush();
        rows.value = makeRows(200, next);
        next += 200;
        flush();
      };
      for (const f of perRow) optimize(f, create);
      const before = perRow.map(optimized);
      selected.value = next - 100; // one row changes; the other 199 are kept whole
      flush();
      return {
        before,
        after: perRow.map(optimized),
        selected: document.querySelectorAll("li.selected").length,
        shown: document.querySelectorAll("li").length,
      };
    });
    expect(result).toEqual({ before: [true, true], after: [true, true], selected: 1, shown: 200 });
  });
});
