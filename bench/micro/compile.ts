// Compile time of the Composa plugin per file, against Babel's own TypeScript +
// React JSX transform of the same file: both parse, transform and generate (with
// source maps, as a Vite plugin does), so the ratio is what the dialect adds.
import { readFileSync } from "node:fs";
import { performance } from "node:perf_hooks";
import { transformSync } from "@babel/core";
import presetTypescript from "@babel/preset-typescript";
import transformReactJsx from "@babel/plugin-transform-react-jsx";
import { compile } from "../../plugin/babel/compile.js";

/** Dialect files of the repo: the bench app and the playground's. */
export const compiledFiles = [
  "bench/apps/composa/main.tsx",
  "playground/shell/app.tsx",
  "playground/shell/code-view.tsx",
  "playground/examples/counter.tsx",
];

export interface CompileTiming {
  file: string;
  lines: number;
  /** Median ms of `composa/babel` (production output, as `vite build` runs it). */
  composa: number;
  /** Median ms of `@babel/preset-typescript` + `@babel/plugin-transform-react-jsx` (automatic runtime). */
  babel: number;
}

function babelTsx(code: string, filename: string): string {
  const result = transformSync(code, {
    filename,
    babelrc: false,
    configFile: false,
    sourceMaps: true,
    presets: [[presetTypescript, { isTSX: true, allExtensions: true }]],
    plugins: [[transformReactJsx, { runtime: "automatic" }]],
  });
  return result?.code ?? "";
}

function composaTsx(code: string, filename: string, root: string): string {
  return compile(code, { filename, dev: false, root }).code;
}

function medianTime(runs: number, run: () => unknown): number {
  const times: number[] = [];
  for (let i = 0; i < runs + 5; i++) {
    const start = performance.now();
    run();
    if (i >= 5) times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return times[times.length >> 1]!;
}

/** `repo`: the repository root, ending in `/` (the files above are relative to it). */
export function runCompileBench(quick: boolean, repo: string): CompileTiming[] {
  const runs = quick ? 6 : 30;
  return compiledFiles.map((file) => {
    const filename = `${repo}${file}`;
    const code = readFileSync(filename, "utf8");
    // Each side must really compile the file, or its time means nothing.
    if (!composaTsx(code, filename, repo).includes("startRestartGroup"))
      throw new Error(`compile bench: composa did not compile ${file}`);
    if (!babelTsx(code, filename).includes("react/jsx-runtime"))
      throw new Error(`compile bench: babel did not compile ${file}`);
    // Two interleaved halves, the faster median of each side: a slow spell of the
    // shared machine then spoils at most one half.
    const composa = [medianTime(runs / 2, () => composaTsx(code, filename, repo))];
    const babel = [medianTime(runs / 2, () => babelTsx(code, filename))];
    composa.push(medianTime(runs / 2, () => composaTsx(code, filename, repo)));
    babel.push(medianTime(runs / 2, () => babelTsx(code, filename)));
    return { file, lines: code.split("\n").length, composa: Math.min(...composa), babel: Math.min(...babel) };
  });
}
