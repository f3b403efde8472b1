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
import { coldStart, timeOperation } from "./measure.js";
import { operations } from "./ops.js";
import { weightedGeomean } from "./report.js";
import { startServer } from "./server.js";
import { parseLine, report } from "./tiers.js";
import { diffGroups, groupNodes } from "./heap-snapshot.js";
import { nodeAppOperations, runNodeApp } from "./node-app/launch.js";
import { clickToCommit, measureClick, measureLoad, scriptTime, type TraceEvent } from "./trace.js";

const x = (name: string, ts: number, dur: number, extra: Partial<TraceEvent> = {}): TraceEvent => ({
  name,
  ph: "X",
  ts,
  dur,
  pid: 1,
  tid: 1,
  ...extra,
});
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

  test("script time: the JS events starting between the click and the commit, nested ones once, on the click's thread", () => {
    const events = [
      x("FunctionCall", 500, 100), // before the click
      click(1000, 2000),
      x("FunctionCall", 1100, 1500), // inside the click's dispatch: counted with it
      x("FunctionCall", 1500, 100, { tid: 2 }), // another thread
      x("Layout", 3500, 1000), // not script
      x("FireAnimationFrame", 3200, 300),
      x("RunMicrotasks", 3400, 200), // overlaps the frame's end: the union counts 3200-3600
      x("Commit", 6000, 500),
      x("FunctionCall", 7000, 100), // after the commit
    ];
    expect(measureClick(events)).toEqual({ total: 5.5, script: 2.4 });
    expect(scriptTime(events, { pid: 1, tid: 1 }, 0, 10_000)).toBeCloseTo(2.6);
  });

  test("cold start: from the app document's navigationStart to the commit after the click", () => {
    const url = "http://127.0.0.1:1/app/index.html";
    const nav = (ts: number, documentLoaderURL: string): TraceEvent => ({
      name: "navigationStart",
      ph: "R",
      ts,
      pid: 1,
      tid: 1,
      args: { data: { documentLoaderURL } },
    });
    const events = [
      nav(100, url),
      nav(200, ""), // the initial empty document
      x("v8.evaluateModule", 300, 400),
      click(1000, 100),
      x("FireAnimationFrame", 1200, 800),
      x("Commit", 2500, 500),
    ];
    expect(measureLoad(events, url)).toEqual({ total: 2.9, script: 1.3 });
    expect(() => measureLoad(events, "http://elsewhere/")).toThrow(/navigationStart/);
  });

  test("weighted geometric mean", () => {
    expect(weightedGeomean([2, 8], [1, 1])).toBeCloseTo(4);
    expect(weightedGeomean([1, 4], [1, 0])).toBeCloseTo(1);
  });
});

describe("tiers (--tiers: V8's trace around the timed click)", () => {
  const compiled = (fn: string, target = "MAGLEV") =>
    `[pid=1][out] [completed compiling 0x1f <JSFunction ${fn} (sfi = 0x2e)> (target ${target}) - took 0.001, 0.1, 0.0 ms]`;
  const deopt = (fn: string, reason = "wrong map") =>
    `[pid=1][out] [bailout (kind: deopt-eager, reason: ${reason}): begin. deoptimizing 0x1f <JSFunction ${fn} (sfi = 0x2e)>, 0x3d <Code MAGLEV>, opt id 4]`;
  const deoptAt = (fn: string, offset: number) =>
    `[pid=1][out] [bailout (kind: deopt-eager, reason: wrong map): begin. deoptimizing 0x1f <JSFunction ${fn} (sfi = 0x2e)>, 0x3d <Code MAGLEV>, opt id 4, bytecode offset ${offset}, deopt exit 8]`;

  test("reads V8's compile and deoptimization lines", () => {
    expect(parseLine(compiled("keyedCall"))).toEqual({
      kind: "optimized",
      fn: "keyedCall",
      detail: "MAGLEV",
    });
    expect(parseLine(deopt("end", "Insufficient type feedback for generic named access"))).toEqual({
      kind: "deopt",
      fn: "end",
      detail: "Insufficient type feedback for generic named access",
    });
    expect(parseLine(deoptAt("openKeyed", 85))).toEqual({
      kind: "deopt",
      fn: "openKeyed",
      detail: "wrong map (@85)",
    });
    expect(parseLine("[pid=1][out] [marking 0x1 <JSFunction f> for optimization]")).toBeNull();
  });

  test("names what is left deoptimized when the timed click starts, and what happens during it", () => {
    const text = report("app", { id: "04_select1k" }, [
      compiled("a"),
      deopt("a"),
      deopt("b"),
      compiled("b"),
      compiled("TIERS_BEFORE_TIMED"),
      deopt("c"),
      compiled("TIERS_AFTER_TIMED"),
    ]);
    expect(text).toContain("deoptimizations during the warm-up (2)");
    expect(text).toMatch(/left deoptimized when the timed click starts \(1\):\n {2}deopt {5}a: wrong map\n/);
    expect(text).toMatch(/during the timed click \(1 events\):\n {2}deopt {5}c: wrong map/);
    expect(report("app", { id: "x" }, [compiled("a")])).toContain("no markers");
  });

  test("places each deoptimization in the unminified build (--trace-deopt-verbose's position)", () => {
    const source =
      "function end(frame) {\n  if (frame.childCursor < frame.oldEnd) this.removeRest(frame);\n}";
    const text = report(
      "app",
      { id: "05_swap1k" },
      [
        compiled("end"),
        deopt("end", "Insufficient type feedback for generic named access"),
        "[pid=1][out]             ;;; deoptimize at <http://127.0.0.1:1/app/assets/index-x.js:2:46>",
        compiled("TIERS_BEFORE_TIMED"),
        compiled("TIERS_AFTER_TIMED"),
      ],
      (url) => (url.endsWith("/assets/index-x.js") ? source : undefined),
    );
    expect(text).toContain(
      "deopt     end: Insufficient type feedback for generic named access at 2:46: (frame.childCursor < frame.oldEnd) this.▸removeRest(frame);",
    );
  });
});

describe("heap snapshot (--heap-snapshot)", () => {
  /** A V8 snapshot's layout: per node, its type, name and self size (other fields left out). */
  const snapshot = (nodes: [string, string, number][]) => {
    const types = ["hidden", "array", "string", "object", "code", "closure", "native"];
    const strings = [...new Set(nodes.map(([, name]) => name))];
    return {
      snapshot: {
        meta: { node_fields: ["type", "name", "id", "self_size"], node_types: [types] as [string[]] },
      },
      nodes: nodes.flatMap(([type, name, size], id) => [
        types.indexOf(type),
        strings.indexOf(name),
        id,
        size,
      ]),
      strings,
    };
  };

  test("groups nodes by type and constructor (strings and code by type) and reports what grew", () => {
    const before = groupNodes(
      snapshot([
        ["object", "Row", 32],
        ["string", "a", 16],
      ]),
    );
    const after = groupNodes(
      snapshot([
        ["object", "Row", 32],
        ["object", "Row", 32],
        ["object", "Scope", 3_000],
        ["string", "b", 16],
        ["string", "c", 16],
        ["code", "(bytecode)", 2_500],
      ]),
    );
    expect(after.get("object Row")).toEqual({ count: 2, size: 64 });
    expect(after.get("string")).toEqual({ count: 2, size: 32 });
    expect(diffGroups(before, after, 2_000)).toEqual([
      { key: "object Scope", count: 1, size: 3_000 },
      { key: "code", count: 1, size: 2_500 },
    ]);
  });
});

describe("node app (--node-app)", () => {
  test("runs every operation of the bench app under happy-dom and checks the rows it leaves", async () => {
    const out = await runNodeApp(nodeAppOperations, 1);
    for (const op of nodeAppOperations) expect(out).toMatch(new RegExp(`^${op} +\\d+\\.\\d{3} ms`, "m"));
  }, 60_000);
});

describe("micro-benchmark", () => {
  test("each timed case produces the tree it names (reverse, swap, one label, a state write through flush)", () => {
    expect(() => verifyMicro()).not.toThrow();
  });
});

describe.skipIf(!existsSync(chromiumPath))("built apps in Chromium", () => {
  test("every implementation shows the same keyed rows after each operation; a click and a cold start can be timed", async () => {
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
        const { total, script } = await timeOperation(browser, server.origin, app.name, select);
        expect(total).toBeGreaterThan(0);
        expect(script).toBeGreaterThan(0);
        // The page's own click reaches 1,000 rows (or this times out), whenever the app renders.
        const cold = await coldStart(browser, server.origin, app.name);
        expect(cold.total).toBeGreaterThan(cold.script);
      }
    } finally {
      await browser.close();
      await server.close();
    }
  }, 420_000); // five Vite builds and Chromium: slow on a loaded machine; never a timing assertion
});
