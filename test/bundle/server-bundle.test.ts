// Production bundles of a page that uses no state, as bench/ssr builds them:
// its server bundle (composa/server) and its client bundle (hydrate). The
// bundler keeps only the modules whose exports are used plus those the
// package.json `sideEffects` list names, so a module that registers
// something at load (the global snapshot, which every pass's snapshot nests
// in, loaded by runtime/snapshot/index.ts) must be listed, or such a bundle
// throws on its first render.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build } from "vite";
import { afterAll, expect, test } from "vitest";
import composa from "../../plugin/vite/index.js";
import { launchChromium } from "../chromium.js";

const repo = fileURLToPath(new URL("../../", import.meta.url));
const dir = mkdtempSync(join(tmpdir(), "composa-server-bundle-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const PAGE = `
export function Page({ name }: { name: string }) {
  <p class="greeting">Hello {name}</p>;
}
`;

async function bundle(entry: string, source: string, ssr: boolean): Promise<string> {
  writeFileSync(join(dir, "page.tsx"), PAGE);
  writeFileSync(join(dir, entry), source);
  const saved = process.env.NODE_ENV;
  process.env.NODE_ENV = "production";
  try {
    await build({
      configFile: false,
      root: dir,
      logLevel: "silent",
      mode: "production",
      plugins: [composa()],
      resolve: {
        alias: [
          { find: /^composa$/, replacement: `${repo}runtime/index.ts` },
          { find: /^composa\/(dom|server)$/, replacement: `${repo}runtime/$1/index.ts` },
        ],
      },
      build: {
        ssr: ssr ? join(dir, entry) : undefined,
        outDir: join(dir, ssr ? "server" : "client"),
        minify: false,
        rollupOptions: { input: join(dir, entry), output: { entryFileNames: "[name].mjs" } },
      },
    });
  } finally {
    if (saved === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = saved;
  }
  return join(dir, ssr ? "server" : "client", entry.replace(/\.ts$/, ".mjs"));
}

test("the server bundle of a stateless page renders", async () => {
  const out = await bundle(
    "server.ts",
    `import { renderToString } from "composa/server";
     import { Page } from "./page.tsx";
     export const render = (name: string) => renderToString(Page, { name });`,
    true,
  );
  // In plain Node, as a server runs it (not through the test runner's module loader).
  const script = `import(${JSON.stringify(pathToFileURL(out).href)}).then((m) => process.stdout.write(m.render("Ada")))`;
  expect(execFileSync(process.execPath, ["-e", script], { encoding: "utf8" })).toContain("Ada</p>");
}, 60_000);

test("the client bundle of a stateless page hydrates (Chromium)", async () => {
  const out = await bundle(
    "client.ts",
    `import { hydrate } from "composa/dom";
     import { Page } from "./page.tsx";
     try {
       hydrate(Page, document.getElementById("app")!, { name: "Ada" });
       document.title = "hydrated";
     } catch (error) {
       document.title = String(error);
     }`,
    false,
  );
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    await page.setContent('<div id="app"><p class="greeting">Hello <!---->Ada</p></div>');
    await page.addScriptTag({ type: "module", content: readFileSync(out, "utf8") });
    await page.waitForFunction(() => document.title !== "");
    expect(await page.title()).toBe("hydrated");
  } finally {
    await browser.close();
  }
}, 60_000);
