/**
 * The dev server's answer to a failed pass (runtime-errors.ts): Vite's
 * overlay points at the throw, the first frame of the stack in the app's own
 * code, mapped to its source line and column through the module's source map;
 * at the composable when no frame maps. test/browser/user-app.test.ts sees it
 * in Chromium.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { ViteDevServer } from "vite";
import { afterAll, describe, expect, it } from "vitest";
import { overlayError, throwSite } from "./runtime-errors.js";

const root = mkdtempSync(join(tmpdir(), "composa-runtime-errors-"));
const file = join(root, "Total.tsx");
writeFileSync(
  join(root, "Total.tsx"),
  [
    "export function Total({ n }) {",
    "  <p>{n}</p>;",
    "  if (n > 1) throw new Error(`too many: ${n}`);",
    "}",
    "",
  ].join("\n"),
);
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A dev server whose module graph holds `/src/Total.tsx`, whose generated line 7, column 5 comes from source line 3, column 14. */
function serverWith(map: object | null): ViteDevServer {
  const modules = new Map([["/src/Total.tsx", { file, transformResult: map === null ? null : { map } }]]);
  const graph = { getModuleByUrl: (url: string) => Promise.resolve(modules.get(url)) };
  return { environments: { client: { moduleGraph: graph } } } as unknown as ViteDevServer;
}
// Lines 1-6 empty, line 7: [column 4 → source 0, line 2 (0-based), column 13].
const MAP = { version: 3, sources: ["Total.tsx"], names: [], mappings: ";;;;;;IAEa" };

const STACK = [
  "Error: too many: 2",
  "    at Object.check (http://127.0.0.1:5173/node_modules/.vite/deps/lib.js?v=1:10:3)",
  "    at http://127.0.0.1:5173/@id/__x00__virtual:composa-runtime-errors:3:1",
  "    at Total (http://127.0.0.1:5173/src/Total.tsx?t=1700000000:7:5)",
  "    at RecomposeScope.restart (http://127.0.0.1:5173/node_modules/.vite/deps/recomposer.js?v=1:1925:8)",
].join("\n");

describe("where the overlay points", () => {
  it("at the first frame in the app's own modules, mapped to its source (dependencies and virtual modules skipped)", async () => {
    expect(await throwSite(STACK, serverWith(MAP))).toEqual({ file, line: 3, column: 14 });
  });

  it("nowhere when no frame of the app has a source map", async () => {
    expect(await throwSite(STACK, serverWith(null))).toBeUndefined();
    expect(await throwSite("Error: x\n    at <anonymous>", serverWith(MAP))).toBeUndefined();
  });

  it("gives the overlay the throw's location and code frame, else the composable's", () => {
    const data = {
      message: "Composa: Total (Total.tsx:1:8) threw: too many: 2",
      stack: STACK,
      location: "Total.tsx:1:8",
    };
    const at = file;
    const thrown = overlayError(data, root, { file: at, line: 3, column: 14 });
    expect(thrown.loc).toEqual({ file: at, line: 3, column: 14 });
    expect(thrown.frame).toMatch(/> 3 \|\s+if \(n > 1\) throw new Error/);
    const declared = overlayError(data, root);
    expect(declared.loc).toEqual({ file: at, line: 1, column: 8 });
    expect(declared.frame).toMatch(/> 1 \| export function Total/);
  });
});
