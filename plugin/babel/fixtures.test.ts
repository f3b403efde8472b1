/**
 * Golden compiled output, one folder per construct (`fixtures/<construct>/`):
 * `input.tsx` compiled in production mode (unless its first line says
 * `// @options {…}`) must equal `output.js`. The pairs are documentation:
 * what each construct of the dialect becomes. After an intended change of
 * the output, `npx vitest run plugin/babel/fixtures.test.ts -u` rewrites
 * them; review the diff like code.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { compile, type CompileOptions } from "./compile.js";

const root = fileURLToPath(new URL("./fixtures/", import.meta.url));

describe("compiled output fixtures", () => {
  for (const name of readdirSync(root).sort()) {
    it(name, async () => {
      const input = readFileSync(join(root, name, "input.tsx"), "utf8");
      const options = /^\/\/ @options (\{.*\})/.exec(input)?.[1];
      const extra = options ? (JSON.parse(options) as CompileOptions) : {};
      const { code } = compile(input, {
        filename: `/src/${name}.tsx`,
        root: "/src",
        dev: false,
        sourceMaps: false,
        ...extra,
      });
      await expect(code + "\n").toMatchFileSnapshot(join(root, name, "output.js"));
    });
  }
});
