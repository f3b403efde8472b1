// The bench's own test: builds the apps, runs the pre-check (same keyed rows after
// every operation, in every implementation) and one timed click per app, so that a
// broken app or harness fails `npm test`. No timing assertions: numbers belong to
// `npm run bench`, not to CI.
import { existsSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { apps } from "./apps.js";
import { chromiumPath, launch } from "./browser.js";
import { buildApps } from "./build.js";
import { checkApps } from "./check.js";
import { verifyMicro } from "./micro/runtime.js";
import { timeOperation } from "./measure.js";
import { operations } from "./ops.js";
import { weightedGeomean } from "./report.js";
import { startServer } from "./server.js";
import { clickToCommit, type TraceEvent } from "./trace.js";

const x = (name: string, ts: number, dur: number, extra: Partial<TraceEvent> = {}): TraceEvent => ({ name, ph: "X", ts, dur, pid: 1, ...extra });
const click = (ts: number, dur: number) => x("EventDispatch", ts, dur, { args: { data: { type: "click" } } });

describe("trace rule (jfb's computeResultsCPU)", () => {
  test("ends at the first commit after the last work that follows the click", () => {
    const events = [
      x("Commit", 500, 10), // before the click: ignored
      click(1000, 2000),
      x("Layout", 3500, 1000),
      x("Commit", 4000, 100), // starts before the layout ends: not the frame showing the result
      x("Commit", 6000, 500),
      x("Commit", 9000, 500),
      x("Commit", 6000, 500, { pid: 2 }), // another process
    ];
    expect(clickToCommit(events)).toBe(5.5);
  });

  test("rejects a trace without exactly one click", () => {
    expect(() => clickToCommit([x("Commit", 1, 1)])).toThrow(/exactly one click/);
  });

  test("weighted geometric mean", () => {
    expect(weightedGeomean([2, 8], [1, 1])).toBeCloseTo(4);
    expect(weightedGeomean([1, 4], [1, 0])).toBeCloseTo(1);
  });
});

describe("micro-benchmark", () => {
  test("each timed case produces the tree it names (reverse, swap, one label, a state write through flush)", () => {
    expect(() => verifyMicro()).not.toThrow();
  });
});

describe.skipIf(!existsSync(chromiumPath))("built apps in Chromium", () => {
  test("every implementation shows the same keyed rows after each operation, and a click can be timed", async () => {
    await buildApps(apps);
    const server = await startServer();
    const browser = await launch();
    try {
      const result = await checkApps(browser, server.origin, apps);
      expect(result.mismatches).toEqual([]);
      // The click of "select row" changes exactly the class of two rows everywhere.
      for (const app of apps) expect(result.domOps["04_select1k"]![app.name]).toBe(2);
      const select = operations.find((op) => op.id === "04_select1k")!;
      for (const app of apps) {
        const ms = await timeOperation(browser, server.origin, app.name, select);
        expect(ms).toBeGreaterThan(0);
      }
    } finally {
      await browser.close();
      await server.close();
    }
  }, 240_000); // three Vite builds and Chromium: slow on a loaded machine; never a timing assertion
});
