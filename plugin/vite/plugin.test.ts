/**
 * `composa/vite` inside a real Vite: which files reach the compiler, what a
 * compile error looks like to the overlay, source maps, and `vite build`.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { SourceMap } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { build, createLogger, createServer, type Logger, type Plugin, type ViteDevServer } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { compile } from "../babel/compile.js";
import composa from "./index.js";
import { oxcExclusion } from "./filter.js";

const repo = fileURLToPath(new URL("../..", import.meta.url));
const alias = [
  { find: /^composa$/, replacement: join(repo, "runtime/index.ts") },
  { find: /^composa\/dom$/, replacement: join(repo, "runtime/dom/index.ts") },
];

const APP = `import { remember, mutableStateOf } from "composa";
import { Button, Text, render } from "composa/dom";

interface Props { label: string }

export function Counter({ label }: Props) {
  const count = remember(() => mutableStateOf(0));
  <div class="counter">
    <span class="label">{label}</span>
    <Text text={\`\${count.value}\`} />
    <Button text="+" onClick={() => count.value++} />
  </div>;
}

render(Counter, document.getElementById("app")!, { label: "Clicks" });
`;

const PLAIN_TSX = `export function Leaf() {\n  <b class="leaf" />;\n}\n`;

let dir: string;

/** A silent logger that keeps Vite's warnings (deprecated options and APIs warn on start). */
function recordingLogger(): Logger & { warnings: string[] } {
  const logger = createLogger("silent");
  const warnings: string[] = [];
  return Object.assign(logger, {
    warnings,
    warn: (msg: string) => void warnings.push(msg),
    warnOnce: (msg: string) => void warnings.push(msg),
  });
}

function write(path: string, text: string): string {
  const file = join(dir, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
  return file;
}

/** The plugin, recording which ids reached its transform handler. */
function spied(seen: string[]): Plugin {
  const [plugin] = composa();
  const hook = plugin.transform as { handler: (this: unknown, code: string, id: string) => unknown };
  const handler = hook.handler;
  hook.handler = function (code, id) {
    seen.push(id);
    return handler.call(this, code, id);
  };
  return plugin;
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "composa-vite-"));
  write(
    "index.html",
    `<!doctype html><div id="app"></div><script type="module" src="/src/main.tsx"></script>`,
  );
  write("src/main.tsx", APP);
  write("src/Leaf.tsx", PLAIN_TSX);
  write("src/util.ts", `export const twice = (n: number): number => n * 2;\n`);
  write("src/types.tsx", `export type Id = number;\nexport const ids: Id[] = [1, 2];\n`);
  write("src/Broken.tsx", `export function Broken() {\n  const x = <div />;\n}\n`);
  write("node_modules/lib/thing.tsx", `export const thing: string = "i";\n`);
});

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe("composa/vite in the dev server", () => {
  let server: ViteDevServer;
  const seen: string[] = [];
  const logger = recordingLogger();

  beforeAll(async () => {
    server = await createServer({
      root: dir,
      configFile: false,
      customLogger: logger,
      resolve: { alias },
      plugins: [spied(seen)],
      server: { middlewareMode: true, ws: false, watch: null },
      optimizeDeps: { noDiscovery: true, include: [] },
    });
  });

  afterAll(async () => {
    await server?.close();
  });

  it("compiles a .tsx file, and nothing else compiles it again", async () => {
    const result = await server.environments.client.transformRequest("/src/Leaf.tsx");
    // Vite's oxc would reprint the output (tabs, its own line breaks): the
    // served code is the compiler's, byte for byte.
    const expected = compile(PLAIN_TSX, {
      filename: join(dir, "src/Leaf.tsx"),
      root: dir,
      dev: true,
      hot: true,
      retainLines: true,
    }).code;
    // (Vite's import analysis rewrites the import specifiers: compare from the first declaration on.)
    const from = (code: string) => code.slice(code.indexOf("const $composa$hot"));
    expect(from(result!.code).startsWith(from(expected))).toBe(true);
    expect(result!.code).toMatch(/\$c\.start(Element|Template)\(/);
    // The dev server's browser code gets the hot-reload plumbing, and accepts its own updates.
    expect(result!.code).toContain("import.meta.hot.accept(");
    expect(seen).toContain(join(dir, "src/Leaf.tsx"));
  });

  it("starts and compiles without a warning from Vite", async () => {
    await server.environments.client.transformRequest("/src/main.tsx");
    expect(logger.warnings).toEqual([]);
  });

  it("leaves a .ts file and a file in node_modules to Vite", async () => {
    const ts = await server.environments.client.transformRequest("/src/util.ts");
    const dep = await server.environments.client.transformRequest("/node_modules/lib/thing.tsx");
    // Vite's oxc stripped their types; the compiler never saw them.
    expect(ts!.code).toContain("n * 2");
    expect(ts!.code).not.toContain(": number");
    expect(dep!.code).toContain('const thing = "i"');
    expect(seen.some((id) => id.endsWith("util.ts"))).toBe(false);
    expect(seen.some((id) => id.includes("node_modules"))).toBe(false);
  });

  it("strips the types of a .tsx file that has nothing of the dialect", async () => {
    const result = await server.environments.client.transformRequest("/src/types.tsx");
    expect(result!.code).toContain("const ids = [1, 2]");
    expect(result!.code).not.toMatch(/export type|Id\[\]/);
  });

  it("maps the compiled code back to the .tsx lines", async () => {
    const result = await server.environments.client.transformRequest("/src/main.tsx");
    const map = new SourceMap(result!.map as never);
    const lines = result!.code.split("\n");
    const at = (needle: string) => {
      const line = lines.findIndex((l) => l.includes(needle));
      expect(line).toBeGreaterThanOrEqual(0);
      const entry = map.findEntry(line, lines[line]!.indexOf(needle)) as {
        originalLine?: number;
        originalSource?: string;
      };
      return { line: entry.originalLine! + 1, source: entry.originalSource };
    };
    const source = APP.split("\n");
    const lineOf = (needle: string) => source.findIndex((l) => l.includes(needle)) + 1;
    expect(at('"span"')).toMatchObject({ line: lineOf("<span") });
    // Development builds check the imported callee first: `$composa$composableOf(Button, "Button", …)(…)`.
    expect(at("(Button,")).toMatchObject({ line: lineOf("<Button") });
    expect(at("render(")).toMatchObject({ line: lineOf("render(") });
    expect(at('"span"').source).toMatch(/main\.tsx$/);
  });

  it("compiles for the server without hot-reload plumbing, and the module renders to markup", async () => {
    const client = await server.environments.client.transformRequest("/src/Leaf.tsx");
    const ssr = await server.environments.ssr.transformRequest("/src/Leaf.tsx");
    expect(client!.code).toMatch(/\$composa\$hot|import\.meta\.hot/);
    expect(ssr!.code).toMatch(/\$c\.start(Element|Template)\(/);
    expect(ssr!.code).not.toMatch(/\$composa\$hot|hotRuntime|import\.meta\.hot/);
    // The legacy flag (`transform(code, id, { ssr: true })`) is a server transform too, even with `hot` asked for.
    const [plugin] = composa({ hot: true });
    const hook = plugin.transform as {
      handler: (
        this: unknown,
        code: string,
        id: string,
        options?: { ssr?: boolean },
      ) => Promise<{ code: string } | null>;
    };
    const legacy = await hook.handler.call({}, PLAIN_TSX, join(dir, "src/Leaf.tsx"), { ssr: true });
    expect(legacy!.code).not.toMatch(/\$composa\$hot|hotRuntime|import\.meta\.hot/);
    const hotClient = await hook.handler.call({}, PLAIN_TSX, join(dir, "src/Leaf.tsx"));
    expect(hotClient!.code).toContain("import.meta.hot");
    // Loaded by Vite's server module runner, the compiled module renders with composa/server.
    const leaf = (await server.ssrLoadModule("/src/Leaf.tsx")) as { Leaf: (props: object) => void };
    const { renderToString } = (await server.ssrLoadModule(
      join(repo, "runtime/server/index.ts"),
    )) as typeof import("../../runtime/server/index.js");
    expect(renderToString(leaf.Leaf)).toBe('<b class="leaf"></b>');
  });

  it("reports a compile error with its code, file:line:col and a code frame", async () => {
    const error = await server.environments.client.transformRequest("/src/Broken.tsx").then(
      () => null,
      (e: unknown) =>
        e as {
          message: string;
          id: string;
          loc: { file: string; line: number; column: number };
          frame: string;
          code: string;
          plugin: string;
        },
    );
    expect(error).not.toBeNull();
    expect(error!.code).toBe("CMP001");
    expect(error!.message).toContain("[CMP001]");
    expect(error!.message).toContain("An element is a statement");
    expect(error!.plugin).toBe("composa");
    expect(error!.id).toBe(join(dir, "src/Broken.tsx"));
    expect(error!.loc).toEqual({ file: join(dir, "src/Broken.tsx"), line: 2, column: 13 });
    expect(error!.frame).toContain("> 2 |   const x = <div />;");
    expect(error!.frame).toContain("^");
  });
});

describe("oxcExclusion", () => {
  it("matches what is included and not excluded, with RegExps and globs", () => {
    const re = oxcExclusion(/\.[jt]sx$/, /\/node_modules\//, "/app");
    expect(re.test("/app/src/A.tsx")).toBe(true);
    expect(re.test("/app/src/A.ts")).toBe(false);
    expect(re.test("/app/node_modules/x/A.tsx")).toBe(false);
    const globs = oxcExclusion(["src/**/*.tsx"], ["**/*.skip.tsx"], "/app");
    expect(globs.test("/app/src/A.tsx")).toBe(true);
    expect(globs.test("/app/src/deep/er/A.tsx")).toBe(true);
    expect(globs.test("/app/lib/A.tsx")).toBe(false);
    expect(globs.test("/app/src/A.skip.tsx")).toBe(false);
  });
});

describe("vite build with composa/vite", () => {
  it("builds a minified bundle without source information, and the metrics report", async () => {
    const outDir = join(dir, "dist");
    const logger = recordingLogger();
    await build({
      root: dir,
      configFile: false,
      customLogger: logger,
      resolve: { alias },
      plugins: [composa({ metrics: "reports/composables.txt" })],
      build: { outDir, emptyOutDir: true },
    });
    expect(logger.warnings).toEqual([]);
    // Compose's composables.txt: each composable with its props' stability.
    const report = readFileSync(join(dir, "reports/composables.txt"), "utf8");
    expect(report).toMatch(/Counter/);
    const assets = readdirSync(join(outDir, "assets")).filter((f) => f.endsWith(".js"));
    expect(assets).toHaveLength(1);
    const js = readFileSync(join(outDir, "assets", assets[0]!), "utf8");
    // The app is in it (its class names and the composer calls survive minification)...
    expect(js).toContain("counter");
    expect(js).toContain("startRestartGroup");
    // ...but no source information: no "Name@file:line:col", no file names.
    expect(js).not.toMatch(/Counter@|main\.tsx|\.tsx:\d/);
    // ...and no hot-reload plumbing.
    expect(js).not.toMatch(/\$composa\$|import\.meta\.hot|hotRuntime/);
    // Minified: locals renamed, few lines.
    expect(js).not.toContain("$changed");
    expect(js.split("\n").length).toBeLessThan(20);
  }, 60_000);
});
