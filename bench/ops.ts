// The nine CPU operations of js-framework-benchmark (webdriver-ts/src/benchmarksCommon.ts
// and benchmarksPlaywright.ts): the same warm-up steps, checks, CPU throttling and
// geometric-mean weights (webdriver-ts-results/src/Common.ts), so our ratios read
// like theirs. `init` runs on a fresh page before tracing; `run` is the timed click
// plus the check that says it is done. Warm-up clicks are in-page `el.click()`s (the
// same handlers run, without Playwright's ~50 ms of actionability checks per click);
// the timed click is a real mouse click, as in jfb.
import type { Page } from "playwright-core";
import { absent, click, exists, press, hasId, idCell, labelLink, removeIcon, row, waitFor } from "./page.js";

export interface Operation {
  id: string;
  label: string;
  /** jfb's weight of this operation in the weighted geometric mean. */
  weight: number;
  /** CDP CPU throttling rate during the timed click (1 = none). */
  throttle: number;
  init(page: Page): Promise<void>;
  run(page: Page): Promise<void>;
}

const WARMUP = 5;

/** jfb's create/clear warm-up: the create path is JIT-compiled before it is timed. */
async function createClearWarmup(page: Page): Promise<void> {
  await waitFor(page, exists("#run"));
  for (let i = 0; i < WARMUP; i++) {
    await press(page, "#run");
    await waitFor(page, hasId(1, i * 1000 + 1));
    await press(page, "#clear");
    await waitFor(page, absent(row(1000)));
  }
}

async function create1k(page: Page): Promise<void> {
  await waitFor(page, exists("#run"));
  await press(page, "#run");
  await waitFor(page, exists(idCell(1000)));
}

export const operations: Operation[] = [
  {
    id: "01_run1k",
    label: "create 1k rows",
    weight: 0.64280248137063,
    throttle: 1,
    init: createClearWarmup,
    async run(page) {
      await click(page, "#run");
      await waitFor(page, hasId(1000, (WARMUP + 1) * 1000));
    },
  },
  {
    id: "02_replace1k",
    label: "replace all 1k",
    weight: 0.5607178150466176,
    throttle: 1,
    async init(page) {
      await waitFor(page, exists("#run"));
      for (let i = 0; i < WARMUP; i++) {
        await press(page, "#run");
        await waitFor(page, hasId(1, i * 1000 + 1));
      }
    },
    async run(page) {
      await click(page, "#run");
      await waitFor(page, hasId(1, WARMUP * 1000 + 1));
    },
  },
  {
    id: "03_update10th1k_x16",
    label: "partial update",
    weight: 0.5643800750716564,
    throttle: 4,
    async init(page) {
      await create1k(page);
      for (let i = 0; i < 3; i++) {
        await press(page, "#update");
        await waitFor(page, { kind: "endsWith", selector: labelLink(991), text: expectLabelSuffix(i + 1) });
      }
    },
    async run(page) {
      await click(page, "#update");
      await waitFor(page, { kind: "endsWith", selector: labelLink(991), text: expectLabelSuffix(4) });
    },
  },
  {
    id: "04_select1k",
    label: "select row",
    weight: 0.1925635870170522,
    throttle: 4,
    async init(page) {
      await create1k(page);
      await press(page, labelLink(5));
      await waitFor(page, { kind: "class", selector: row(5), className: "danger" });
      await waitFor(page, { kind: "count", selector: "tbody>tr.danger", count: 1 });
    },
    async run(page) {
      await click(page, labelLink(2));
      await waitFor(page, { kind: "class", selector: row(2), className: "danger" });
    },
  },
  {
    id: "05_swap1k",
    label: "swap rows",
    weight: 0.13200612879341714,
    throttle: 4,
    async init(page) {
      await create1k(page);
      for (let i = 0; i <= WARMUP; i++) {
        await press(page, "#swaprows");
        await waitFor(page, hasId(999, i % 2 === 0 ? 2 : 999));
      }
    },
    async run(page) {
      await click(page, "#swaprows");
      await waitFor(page, hasId(999, WARMUP % 2 === 0 ? 999 : 2));
      await waitFor(page, hasId(2, WARMUP % 2 === 0 ? 2 : 999));
    },
  },
  {
    id: "06_remove-one-1k",
    label: "remove row",
    weight: 0.5277091212292658,
    throttle: 2,
    async init(page) {
      // jfb removes rows 9..5 one by one, then row 6 once more: the remove path is warm.
      const skip = 4;
      await create1k(page);
      for (let i = 0; i < WARMUP; i++) {
        const n = WARMUP - i + skip;
        await waitFor(page, hasId(n, n));
        await press(page, removeIcon(n));
        await waitFor(page, hasId(n, skip + WARMUP + 1));
      }
      await waitFor(page, hasId(skip + 1, skip + WARMUP + 1));
      await waitFor(page, hasId(skip, skip));
      await waitFor(page, hasId(skip + 2, skip + WARMUP + 2));
      await press(page, removeIcon(skip + 2));
      await waitFor(page, hasId(skip + 2, skip + WARMUP + 3));
    },
    async run(page) {
      await click(page, removeIcon(4));
      await waitFor(page, hasId(4, 4 + WARMUP + 1));
    },
  },
  {
    id: "07_create10k",
    label: "create 10k rows",
    weight: 0.5644449600965534,
    throttle: 1,
    init: createClearWarmup,
    async run(page) {
      await click(page, "#runlots");
      await waitFor(page, exists(labelLink(10000)));
    },
  },
  {
    id: "08_create1k-after1k_x2",
    label: "append 1k to 1k",
    weight: 0.5508359820582848,
    throttle: 1,
    async init(page) {
      await createClearWarmup(page);
      await create1k(page);
    },
    async run(page) {
      await click(page, "#add");
      await waitFor(page, exists(idCell(2000)));
    },
  },
  {
    id: "09_clear1k_x8",
    label: "clear 1k",
    weight: 0.4225836631419211,
    throttle: 4,
    async init(page) {
      await createClearWarmup(page);
      await press(page, "#run");
      await waitFor(page, hasId(1, WARMUP * 1000 + 1));
    },
    async run(page) {
      await click(page, "#clear");
      await waitFor(page, absent("tbody>tr"));
    },
  },
];

/** Label of row 991 after n updates: the generated label is unknown, its suffix is not. */
function expectLabelSuffix(n: number): string {
  return " !!!".repeat(n);
}
