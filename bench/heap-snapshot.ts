// `npm run bench -- --heap-snapshot [--apps composa,vanilla]`: what the heap that
// `heapAfterCreate` measures is made of. Each app is built unminified (class and
// function names survive, as for `--profile`), opened, and a heap snapshot taken
// after a forced GC before and after clicking #run; the difference, grouped by
// V8's node type and constructor or function name, is what the page holds for
// its 1,000 rows, printed as count and self size per row. Self size only: a
// closure's context, a Map's backing store, an array's elements are nodes of
// their own ("system / Context", "array", "(object elements)"...), which is the
// split one needs to find what to cut. With BENCH_HEAP_DIR set, both snapshots are
// written there, `<app>.loaded.heapsnapshot` and `<app>.heapsnapshot` (DevTools'
// Memory tab opens them: retainers, dominators, a comparison of the two).
import { writeFile } from "node:fs/promises";
import type { Browser, CDPSession } from "playwright-core";
import { openApp } from "./browser.js";
import { exists, idCell, waitFor } from "./page.js";

/** V8's heap snapshot, the parts read here (`meta` gives the layout of `nodes`). */
interface HeapSnapshot {
  snapshot: { meta: { node_fields: string[]; node_types: [string[], ...unknown[]] } };
  nodes: number[];
  strings: string[];
}

/** Count and self size (bytes) per "type name" of one snapshot. */
export type HeapGroups = Map<string, { count: number; size: number }>;

async function takeSnapshot(cdp: CDPSession, saveAs?: string): Promise<HeapSnapshot> {
  const chunks: string[] = [];
  const onChunk = ({ chunk }: { chunk: string }) => chunks.push(chunk);
  cdp.on("HeapProfiler.addHeapSnapshotChunk", onChunk);
  await cdp.send("HeapProfiler.collectGarbage");
  await cdp.send("HeapProfiler.takeHeapSnapshot", { reportProgress: false });
  cdp.off("HeapProfiler.addHeapSnapshotChunk", onChunk);
  const text = chunks.join("");
  if (saveAs !== undefined) await writeFile(saveAs, text);
  return JSON.parse(text) as HeapSnapshot;
}

/** Groups a snapshot's nodes by type and name (strings and code by type alone: their names are their contents). */
export function groupNodes(heap: HeapSnapshot): HeapGroups {
  const fields = heap.snapshot.meta.node_fields;
  const types = heap.snapshot.meta.node_types[0];
  const width = fields.length;
  const [typeAt, nameAt, sizeAt] = ["type", "name", "self_size"].map((f) => fields.indexOf(f)) as [
    number,
    number,
    number,
  ];
  const groups: HeapGroups = new Map();
  for (let i = 0; i < heap.nodes.length; i += width) {
    const type = types[heap.nodes[i + typeAt]!]!;
    const named = type === "object" || type === "closure" || type === "hidden" || type === "array";
    const key = named ? `${type} ${heap.strings[heap.nodes[i + nameAt]!]}` : type;
    const group = groups.get(key) ?? { count: 0, size: 0 };
    group.count++;
    group.size += heap.nodes[i + sizeAt]!;
    groups.set(key, group);
  }
  return groups;
}

/** `after - before` per group, largest growth first, groups that grew by less than `minBytes` left out. */
export function diffGroups(before: HeapGroups, after: HeapGroups, minBytes: number) {
  const keys = new Set([...before.keys(), ...after.keys()]);
  const rows = [...keys].map((key) => {
    const a = before.get(key) ?? { count: 0, size: 0 };
    const b = after.get(key) ?? { count: 0, size: 0 };
    return { key, count: b.count - a.count, size: b.size - a.size };
  });
  return rows.filter((r) => Math.abs(r.size) >= minBytes).sort((x, y) => y.size - x.size);
}

/** Groups that grew by less than this (2 bytes per row) are left out of the report. */
const MIN_BYTES = 2_000;

/** The heap an app holds for 1,000 created rows, by kind of object; returns the report's lines. */
export async function heapByKind(browser: Browser, origin: string, name: string): Promise<string[]> {
  const page = await openApp(browser, origin, name);
  try {
    const cdp = await page.context().newCDPSession(page);
    const dir = process.env.BENCH_HEAP_DIR;
    const before = groupNodes(
      await takeSnapshot(cdp, dir ? `${dir}/${name}.loaded.heapsnapshot` : undefined),
    );
    const { usedSize: loaded } = await cdp.send("Runtime.getHeapUsage");
    await page.click("#run");
    await waitFor(page, exists(idCell(1000)));
    const after = groupNodes(await takeSnapshot(cdp, dir ? `${dir}/${name}.heapsnapshot` : undefined));
    const { usedSize } = await cdp.send("Runtime.getHeapUsage");
    const rows = diffGroups(before, after, MIN_BYTES);
    const lines = [
      `${name}: JS heap (getHeapUsage after GC) ${loaded} B loaded, ${usedSize} B with 1k rows: ${((usedSize - loaded) / 1000).toFixed(0)} B per row`,
      // Blink's DOM and layout objects are "native": mostly outside the JS heap (a DOM wrapper's expando properties are counted with them).
      `    B/row   count  kind (snapshot growth; "native" is Blink's, mostly not in the JS heap)`,
    ];
    for (const r of rows)
      lines.push(`  ${(r.size / 1000).toFixed(1).padStart(7)} ${String(r.count).padStart(7)}  ${r.key}`);
    return lines;
  } finally {
    await page.close();
  }
}
