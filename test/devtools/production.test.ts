/**
 * Zero cost in production: `vite build` of an app that never imports
 * composa/devtools carries none of its code; the same app importing it does
 * (so the check below can fail).
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "vite";
import { afterAll, describe, expect, it } from "vitest";
import composa from "../../plugin/vite/index.js";

const repo = fileURLToPath(new URL("../..", import.meta.url));
const alias = [
  { find: /^composa$/, replacement: join(repo, "runtime/index.ts") },
  { find: /^composa\/(dom|devtools)$/, replacement: join(repo, "runtime/$1/index.ts") },
];

const COUNTER = `import { remember, mutableStateOf } from "composa";
import { Button, Text, render } from "composa/dom";

export function Counter() {
  const count = remember(() => mutableStateOf(0));
  <div class="counter">
    <Text text={\`\${count.value}\`} />
    <Button text="+" onClick={() => count.value++} />
  </div>;
}
`;

// String literals of composa/devtools that minification keeps.
const DEVTOOLS_MARKS = ["state write", "flow-control", "boundary fallback", "stackTraceLimit"];

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

async function bundle(main: string): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), "composa-devtools-prod-"));
  dirs.push(dir);
  writeFileSync(
    join(dir, "index.html"),
    '<div id="app"></div><script type="module" src="./main.tsx"></script>',
  );
  writeFileSync(join(dir, "main.tsx"), main);
  await build({
    root: dir,
    configFile: false,
    logLevel: "silent",
    mode: "production",
    resolve: { alias },
    plugins: [composa()],
    build: { outDir: join(dir, "dist"), emptyOutDir: true },
  });
  const assets = join(dir, "dist", "assets");
  return readdirSync(assets)
    .filter((f) => f.endsWith(".js"))
    .map((f) => readFileSync(join(assets, f), "utf8"))
    .join("\n");
}

describe("composa/devtools in a production build", () => {
  it("is absent from an app that does not import it", async () => {
    const js = await bundle(`${COUNTER}\nrender(Counter, document.getElementById("app")!);\n`);
    expect(js).toContain("counter"); // the app is there
    for (const mark of DEVTOOLS_MARKS) expect(js).not.toContain(mark);
  }, 60_000);

  it("is present in the same app once it imports it", async () => {
    const js = await bundle(
      `${COUNTER}\nimport { inspect } from "composa/devtools";\nconsole.log(inspect(render(Counter, document.getElementById("app")!)).tree());\n`,
    );
    for (const mark of DEVTOOLS_MARKS) expect(js).toContain(mark);
  }, 60_000);
});
