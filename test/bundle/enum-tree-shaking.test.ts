// An enum nobody reads costs nothing in a production build: the compiler
// writes an enum's first declaration as one `#__PURE__` call
// (plugin/babel/transform/ts-enum.ts), which the bundler drops when its
// binding is unused, where tsc's `(function (E) { … })(E || (E = {}))` stays.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { build, type Rolldown } from "vite";
import { afterAll, describe, expect, it } from "vitest";
import composa from "../../plugin/vite/index.js";

const dir = mkdtempSync(join(tmpdir(), "composa-enum-shake-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const ENUMS = `
export enum Unused { A, B = "unused-member-marker" }
export const enum AlsoUnused { C = "also-unused-marker" }
enum Local { D = "local-unused-marker" }
export enum Used { X = "used-member-marker", Y = 2 }
export function View({ v }: { v: Used }) {
  <p>{v}</p>;
}
`;

const MAIN = `
import { Used, View } from "./enums";
(globalThis as { kept?: unknown }).kept = [Used.X, View];
`;

async function bundle(): Promise<string> {
  writeFileSync(join(dir, "enums.tsx"), ENUMS);
  writeFileSync(join(dir, "main.tsx"), MAIN);
  const output = (await build({
    configFile: false,
    root: dir,
    logLevel: "silent",
    mode: "production",
    plugins: [composa()],
    build: { write: false, minify: false, rollupOptions: { input: join(dir, "main.tsx") } },
  })) as Rolldown.RolldownOutput | Rolldown.RolldownOutput[];
  const outputs = Array.isArray(output) ? output : [output];
  return outputs
    .flatMap((o) => o.output)
    .map((chunk) => (chunk.type === "chunk" ? chunk.code : ""))
    .join("\n");
}

describe("enums in a production bundle", () => {
  it("keeps the enums the app reads and drops the ones it does not", async () => {
    const code = await bundle();
    expect(code).toContain("used-member-marker");
    expect(code).not.toContain("unused-member-marker");
    expect(code).not.toContain("also-unused-marker");
    expect(code).not.toContain("local-unused-marker");
  });
});
