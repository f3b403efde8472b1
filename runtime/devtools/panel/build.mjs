/**
 * `npm run build`, after tsc: the inspector panel's `.tsx` files are in the
 * dialect, which tsc's JSX transform does not know, so the package gets them
 * compiled by composa/babel (production output) instead, with the
 * stylesheets beside them. `composa/vite`'s `inspector` option loads them
 * from there (plugin/vite/inspector.ts).
 */
import { copyFileSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { relative } from "node:path";
import { fileURLToPath } from "node:url";

const repo = fileURLToPath(new URL("../../../", import.meta.url));
const from = `${repo}runtime/devtools/panel/`;
const to = `${repo}dist/runtime/devtools/panel/`;
const { compile } = await import(`${repo}dist/plugin/babel/compile.js`);

for (const file of readdirSync(from)) {
  if (file.endsWith(".css")) copyFileSync(from + file, to + file);
  else if (file.endsWith(".tsx")) {
    const { code, map } = compile(readFileSync(from + file, "utf8"), {
      filename: from + file,
      root: repo,
      dev: false,
    });
    const out = file.replace(/\.tsx$/, ".js");
    // In place of tsc's output and its map: the map points at the shipped-beside source as tsc's do.
    writeFileSync(to + out, `${code}\n//# sourceMappingURL=${out}.map\n`);
    writeFileSync(
      `${to}${out}.map`,
      JSON.stringify({ ...map, file: out, sources: [relative(to, from + file)] }),
    );
  }
}
