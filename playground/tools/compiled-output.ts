/**
 * The playground's "Compiled" tab: `import code from "./x.tsx?compiled"` gives
 * the code `composa/babel` generates for `x.tsx`, as a string (production
 * shape, no source information, no hot-reload plumbing: what ships). A file
 * that does not compile gives its error text instead, so the tab says why.
 */
import { readFileSync } from "node:fs";
import type { Plugin } from "vite";
import { compile } from "../../plugin/babel/compile.js";

const QUERY = "?compiled";

export function compiledOutput(): Plugin {
  let root = process.cwd();
  return {
    name: "composa-playground:compiled-output",
    enforce: "pre",
    configResolved(config) {
      root = config.root;
    },
    load: {
      filter: { id: /\?compiled$/ },
      handler(id) {
        const file = id.slice(0, -QUERY.length);
        this.addWatchFile(file);
        const source = readFileSync(file, "utf8");
        let text: string;
        try {
          text = compile(source, { filename: file, root, dev: false, sourceMaps: false }).code;
        } catch (error) {
          text = `// This file does not compile:\n${String((error as Error).message).replace(/^/gm, "// ")}`;
        }
        return { code: `export default ${JSON.stringify(text)};`, moduleType: "js" };
      },
    },
  };
}
