// composa/vite shortens the runtime's internal member names in production
// builds (plugin/vite/mangle.ts, `mangleInternals`). The benchmark app is
// built twice, with and without the renaming, and both bundles run the same
// operations in a window of their own (this file runs in Node): the pages
// must stay identical at every step, and the renamed bundle must be smaller
// and carry none of the long names.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { Window } from "happy-dom";
import { build, type Rolldown } from "vite";
import { afterAll, describe, expect, it } from "vitest";
import composa from "../../plugin/vite/index.js";
import { INTERNAL_NAMES } from "../../plugin/vite/internal-names.js";

const repo = fileURLToPath(new URL("../../", import.meta.url));
const app = `${repo}bench/apps/composa/`;
const dir = mkdtempSync(join(tmpdir(), "composa-mangle-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// Error boundaries roll a pass back to a checkpoint (runtime/checkpoint.ts),
// whose marks are object literals of internal interfaces: renamed too.
const BOUNDARY_APP = `
import { ErrorBoundary, mutableStateOf, remember } from "composa";
import { render } from "composa/dom";

const failing = mutableStateOf(true);

function Risky({ n }) {
  <i>before</i>;
  if (failing.value && n === 2) throw new Error("boom " + n);
  <b>{n}</b>;
}

function App() {
  const count = remember(() => mutableStateOf(1));
  <button id="more" onClick={() => count.value++}>more</button>;
  <button id="heal" onClick={() => (failing.value = false)}>heal</button>;
  <ErrorBoundary fallback={({ error, retry }) => <p onClick={retry}>{String(error.message)}</p>}>
    <Risky n={count.value} />
    <span>after</span>
  </ErrorBoundary>;
}

render(App, document.getElementById("main"));
`;

async function bundle(mangleInternals: boolean, source?: string): Promise<string> {
  const root = source === undefined ? app : dir;
  if (source !== undefined) writeFileSync(join(dir, "main.tsx"), source);
  const saved = process.env.NODE_ENV;
  process.env.NODE_ENV = "production";
  try {
    const output = (await build({
      configFile: false,
      root,
      logLevel: "silent",
      mode: "production",
      plugins: [composa({ mangleInternals })],
      resolve: {
        alias: [
          { find: /^composa$/, replacement: `${repo}runtime/index.ts` },
          { find: /^composa\/(dom|jsx-runtime|jsx-dev-runtime)$/, replacement: `${repo}runtime/$1/index.ts` },
        ],
      },
      build: { write: false, minify: true, rollupOptions: { input: join(root, "main.tsx") } },
    })) as Rolldown.RolldownOutput;
    return output.output.map((chunk) => (chunk.type === "chunk" ? chunk.code : "")).join("\n");
  } finally {
    if (saved === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = saved;
  }
}

/** Loads `code` into a page of its own; returns the page's `#main`. */
async function load(code: string): Promise<Element> {
  const window = new Window();
  window.document.body.innerHTML = '<div id="main"></div>';
  const g = globalThis as Record<string, unknown>;
  const saved = { document: g.document, window: g.window };
  Object.assign(g, { document: window.document, window });
  try {
    await import(`data:text/javascript,${encodeURIComponent(code)}`);
  } finally {
    Object.assign(g, saved);
  }
  return window.document.getElementById("main") as unknown as Element;
}

/** A small deterministic generator (mulberry32) in place of `Math.random`. */
function seeded(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Lets the pass scheduled by a click run (the Recomposer uses a microtask where there is no requestAnimationFrame). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("short internal names (production build)", () => {
  it("the renamed benchmark app behaves exactly as the plain one, and is smaller", async () => {
    const [plain, mangled] = [await bundle(false), await bundle(true)];
    expect(mangled.length).toBeLessThan(plain.length - 2000);
    const used = (code: string) => (name: string) => new RegExp(`\\.${name}\\b`).test(code);
    const long = INTERNAL_NAMES.filter((name) => name.length > 8);
    expect(long.filter(used(plain)).length).toBeGreaterThan(20);
    expect(long.filter(used(mangled))).toEqual([]);

    const pages = [await load(plain), await load(mangled)];
    const rows = (page: Element) => page.querySelectorAll("tbody tr");
    // The rows' labels are random (jfb's data generator): both pages draw the same ones.
    const random = Math.random;
    const step = async (act: (page: Element) => void): Promise<void> => {
      try {
        for (const page of pages) {
          Math.random = seeded(25); // the same labels on both pages
          act(page);
        }
      } finally {
        Math.random = random;
      }
      await settle();
      expect(pages[1]!.innerHTML).toBe(pages[0]!.innerHTML);
    };
    const click = (selector: string) => (page: Element) =>
      (page.querySelector(selector) as unknown as { click(): void }).click();
    await step(click("#run"));
    expect(rows(pages[1]!).length).toBe(1000);
    await step(click("#update"));
    await step(click("#swaprows"));
    await step(click("tbody tr:nth-child(5) td:nth-child(2) a")); // select
    await step(click("tbody tr:nth-child(7) td:nth-child(3) span")); // remove
    expect(rows(pages[1]!).length).toBe(999);
    await step(click("#add"));
    expect(rows(pages[1]!).length).toBe(1999);
    await step(click("#clear"));
    expect(rows(pages[1]!).length).toBe(0);
  }, 120_000);

  it("an error boundary's rollback and retry give the same page renamed or not", async () => {
    const [plain, mangled] = [await bundle(false, BOUNDARY_APP), await bundle(true, BOUNDARY_APP)];
    expect(mangled).toContain("ErrorBoundary"); // the boundary (and its checkpoint) are in both
    const pages = [await load(plain), await load(mangled)];
    const step = async (selector: string): Promise<string> => {
      for (const page of pages) (page.querySelector(selector) as unknown as { click(): void }).click();
      await settle();
      expect(pages[1]!.innerHTML).toBe(pages[0]!.innerHTML);
      return pages[1]!.innerHTML;
    };
    expect(pages[1]!.innerHTML).toBe(pages[0]!.innerHTML);
    expect(await step("#more")).toContain("<p>boom 2</p>"); // rolled back to the fallback
    expect(await step("#heal")).toContain("<p>boom 2</p>"); // shown until retried
    expect(await step("p")).toContain("<b>2</b><span>after</span>"); // retry
  }, 120_000);
});
