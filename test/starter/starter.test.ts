/**
 * The starter project (`examples/starter/`) against the package as a user
 * gets it: `npm run build`, `npm pack`, the tarball unpacked where `npm
 * install` would put it (`examples/starter/node_modules/composa`); then the
 * starter's own scripts: `tsc`, `vitest run`, `vite build`. Its other
 * dependencies (vite, vitest, typescript, happy-dom, testing-library) are the
 * repository's, found by Node's resolution one level up; the first test holds
 * their ranges equal, so that is the install a user gets, without a second
 * download. And the README's guide shows the starter's files as they are.
 */
import { spawnSync, type SpawnSyncReturns } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../../", import.meta.url));
const starter = join(root, "examples/starter");
const installed = join(starter, "node_modules/composa");
const bin = (name: string) => join(root, "node_modules/.bin", name);

/** The environment of a user's shell: none of this vitest run's variables (a nested vitest would take them as its own). */
function userEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(process.env)) {
    if (!/^(VITEST|VITE_|TEST$|NODE_ENV$|FORCE_COLOR$)/.test(name)) env[name] = value;
  }
  return { ...env, NO_COLOR: "1" };
}

function run(command: string, args: string[], cwd: string): SpawnSyncReturns<string> {
  const result = spawnSync(command, args, { cwd, env: userEnv(), encoding: "utf8", timeout: 240_000 });
  if (result.status !== 0) {
    throw new Error(
      `${command} ${args.join(" ")} (in ${relative(root, cwd) || "."}) exited ${result.status}:\n${result.stdout}\n${result.stderr}`,
    );
  }
  return result;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" }).filter((f) =>
    statSync(join(dir, f)).isFile(),
  );
}

let packDir: string;

beforeAll(() => {
  run("npm", ["run", "build"], root);
  packDir = mkdtempSync(join(tmpdir(), "composa-pack-"));
  const packed = JSON.parse(
    run("npm", ["pack", "--ignore-scripts", "--json", "--pack-destination", packDir], root).stdout,
  ) as { filename: string }[];
  rmSync(join(starter, "node_modules"), { recursive: true, force: true });
  rmSync(join(starter, "dist"), { recursive: true, force: true });
  mkdirSync(installed, { recursive: true });
  run("tar", ["-xzf", join(packDir, packed[0]!.filename), "-C", installed, "--strip-components=1"], root);
}, 300_000);

afterAll(() => {
  if (packDir) rmSync(packDir, { recursive: true, force: true });
  rmSync(join(starter, "node_modules"), { recursive: true, force: true });
  rmSync(join(starter, "dist"), { recursive: true, force: true });
});

describe("the packed package", () => {
  it("holds the license, README and every entry point of `exports`", () => {
    const files = new Set(filesUnder(installed));
    expect(files.has("LICENSE")).toBe(true);
    expect(files.has("README.md")).toBe(true);
    const manifest = JSON.parse(readFileSync(join(installed, "package.json"), "utf8")) as {
      exports: Record<string, { types: string; default: string }>;
    };
    for (const [entry, target] of Object.entries(manifest.exports)) {
      expect(files.has(target.default.slice(2)), `${entry} -> ${target.default}`).toBe(true);
      expect(files.has(target.types.slice(2)), `${entry} -> ${target.types}`).toBe(true);
    }
    expect(
      [...files].some((f) => /\.test\.|fixtures/.test(f)),
      "no tests or compiler fixtures",
    ).toBe(false);
  });

  it("has source maps whose sources are in the package or embedded", () => {
    const maps = filesUnder(installed).filter((f) => f.endsWith(".map"));
    expect(maps.length).toBeGreaterThan(50);
    for (const file of maps) {
      const map = JSON.parse(readFileSync(join(installed, file), "utf8")) as {
        sources: string[];
        sourcesContent?: (string | null)[];
      };
      map.sources.forEach((source, i) => {
        const shipped = existsSync(join(installed, file, "..", source));
        expect(shipped || typeof map.sourcesContent?.[i] === "string", `${file}: ${source}`).toBe(true);
      });
    }
  });
});

describe("examples/starter", { timeout: 240_000 }, () => {
  it("depends on what the repository has installed, in the same ranges", () => {
    const own = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as {
      devDependencies: Record<string, string>;
    };
    const theirs = JSON.parse(readFileSync(join(starter, "package.json"), "utf8")) as {
      dependencies: Record<string, string>;
      devDependencies: Record<string, string>;
    };
    expect(theirs.dependencies).toEqual({ composa: "file:../.." });
    for (const [name, range] of Object.entries(theirs.devDependencies))
      expect(range, name).toBe(own.devDependencies[name]);
  });

  it("type-checks (tsc with its own tsconfig)", () => {
    run(bin("tsc"), ["-p", "tsconfig.json"], starter);
  });

  it("type-checks with TypeScript 5.9 too, which a project linted by typescript-eslint uses (README, Editor)", () => {
    const tsc5 = join(root, "node_modules/typescript-5/bin/tsc");
    expect(run(tsc5, ["-v"], starter).stdout).toMatch(/^Version 5\.9\./);
    run(tsc5, ["-p", "tsconfig.json"], starter);
  });

  it("passes its tests (vitest, composa/testing, testing-library)", () => {
    const { stdout } = run(bin("vitest"), ["run", "--reporter=verbose"], starter);
    expect(stdout).toMatch(/counts clicks/);
    expect(stdout).toMatch(/Tests\s+2 passed/);
  });

  it("builds for production (vite build): the app without dev-only source information or runtime texts", () => {
    run(bin("vite"), ["build", "--logLevel", "warn"], starter);
    const dist = join(starter, "dist");
    expect(readFileSync(join(dist, "index.html"), "utf8")).toMatch(
      /<script type="module"[^>]*src="\/assets\/index-[\w-]+\.js"/,
    );
    const js = filesUnder(dist).filter((f) => f.endsWith(".js"));
    expect(js).toHaveLength(1);
    const bundle = readFileSync(join(dist, js[0]!), "utf8");
    expect(bundle).toContain("Composa starter");
    expect(bundle).not.toMatch(/App\.tsx:\d+/);
    // The runtime's development texts, in dist/ under node_modules: composa/vite's
    // __COMPOSA_DEV__ reaches them too (runtime/dev.ts, issue 25).
    expect(bundle).not.toContain("event handlers must be functions");
    expect(bundle).not.toContain("can only be called while composing");
  });
});

describe('the README\'s guide ("Use Composa in your project")', () => {
  it("shows the starter's files exactly", () => {
    const readme = readFileSync(join(root, "README.md"), "utf8");
    const guide = readme.slice(
      readme.indexOf("## Use Composa in your project"),
      readme.indexOf("\n## ", readme.indexOf("## Use Composa in your project") + 1),
    );
    const shown = [...guide.matchAll(/```\w*\n(?:\/\/|<!--) ([\w./-]+)(?: -->)?\n([\s\S]*?)```/g)];
    expect(shown.map((m) => m[1]).sort()).toEqual([
      "index.html",
      "src/App.test.ts",
      "src/App.tsx",
      "src/main.ts",
      "tsconfig.json",
      "vite.config.ts",
    ]);
    for (const [, file, body] of shown) expect(body, file).toBe(readFileSync(join(starter, file!), "utf8"));
  });
});
