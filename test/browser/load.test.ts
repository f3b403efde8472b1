/**
 * Leaks and load in real Chromium (see load.ts). npm test runs smaller
 * counts; `npm run fuzz -- --leaks 10000 --list 10000x1000` runs the full ones.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  detachedDomNodes,
  detachedNodeReport,
  keyedListUnderLoad,
  mountDisposeCycles,
  openHarness,
  type Harness,
} from "./load.js";

let h: Harness;

beforeAll(async () => {
  h = await openHarness();
}, 60_000);

afterAll(async () => {
  await h?.close();
});

describe("leaks (Chromium, dialect app compiled by composa/vite)", () => {
  it("mount, poke and dispose a mid-sized app 800 times: heap grown less than 5 %, no listeners or handlers left, no detached nodes", async () => {
    const figures = await mountDisposeCycles(h, 800);
    console.log(
      `mount/dispose x${figures.cycles}: heap ${figures.heapBefore} -> ${figures.heapAfter} B (${(figures.heapGrowth * 100).toFixed(2)} %), ` +
        `listeners: container ${figures.containerListeners}, window +${figures.windowListenersAdded}, handlers on the last mount's elements ${figures.elementHandlers}; ` +
        `detached DOM nodes ${figures.detachedNodes}; ${(figures.milliseconds / figures.cycles).toFixed(2)} ms per cycle`,
    );
    // A leak grows the heap. It may also end smaller than after the warm-up (V8 flushes
    // the bytecode of functions only the warm-up ran, and drops code it deoptimized): no leak.
    expect(figures.heapGrowth).toBeLessThan(0.05);
    expect(figures.containerListeners).toBe(0);
    expect(figures.windowListenersAdded).toBe(0);
    expect(figures.elementHandlers).toBe(0);
    expect(figures.detachedNodes, figures.detachedRetainers.join("\n")).toBe(0);
  }, 180_000);

  it("the detached-node count sees a node the page keeps (positive control)", async () => {
    await h.page.evaluate(() => {
      const kept = document.createElement("div");
      kept.appendChild(document.createElement("span"));
      (window as unknown as { kept?: Element }).kept = kept;
    });
    expect(await detachedDomNodes(h.cdp)).toBeGreaterThanOrEqual(2);
    // And says what keeps them: the window's `kept`.
    const { retainers } = await detachedNodeReport(h.cdp, 2);
    expect(retainers.join("\n")).toMatch(/\.kept -> /);
    await h.page.evaluate(() => delete (window as unknown as { kept?: Element }).kept);
  }, 60_000);
});

describe("load (Chromium)", () => {
  it("a 10,000-row keyed list under 100 random reorders, inserts, removes and clears: right rows, surviving rows keep their nodes", async () => {
    const figures = await keyedListUnderLoad(h, 10_000, 100);
    console.log(
      `keyed list ${figures.rows} rows x ${figures.operations} operations (${figures.clears} clears): ${figures.wrongOrder} wrong, ${figures.replacedNodes} replaced nodes, ` +
        `${figures.domOperations} DOM node operations, ${(figures.milliseconds / figures.operations).toFixed(1)} ms per operation`,
    );
    expect(figures.wrongOrder).toBe(0);
    expect(figures.replacedNodes).toBe(0);
    expect(figures.clears).toBeGreaterThan(0);
  }, 180_000);
});
