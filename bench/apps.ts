// The implementations under test. Adding one is one entry here plus its folder
// `apps/<name>/` (an index.html honouring jfb's keyed contract).
import { fileURLToPath } from "node:url";
import type { InlineConfig } from "vite";
// Static: the bench runs under Vite's module runner, which is closed by the time apps build.
import composa from "../plugin/vite/index.js";
import solid from "vite-plugin-solid";

export const benchDir = fileURLToPath(new URL(".", import.meta.url));
export const appsDir = `${benchDir}apps/`;
export const distDir = `${benchDir}dist/`;
const repoDir = fileURLToPath(new URL("..", import.meta.url));

export interface BenchApp {
  name: string;
  /** Extra Vite config merged into the production build (plugins, transforms). */
  vite?: () => InlineConfig | Promise<InlineConfig>;
}

export const apps: BenchApp[] = [
  // The reference: every ratio in the report is relative to the first app.
  { name: "vanilla" },
  // Vite 8 compiles JSX with oxc; @vitejs/plugin-react is not needed for a production build.
  { name: "react", vite: () => ({ oxc: { jsx: { runtime: "automatic" } } }) },
  // Composa, compiled by its Vite plugin; `composa` and `composa/dom` resolve to the
  // sources (as in the repo's vite.config.ts), so the bench never runs a stale dist/.
  {
    name: "composa",
    vite: () => ({
      plugins: [composa()],
      resolve: {
        alias: [
          { find: /^composa$/, replacement: `${repoDir}runtime/index.ts` },
          {
            find: /^composa\/(dom|jsx-runtime|jsx-dev-runtime|devtools)$/,
            replacement: `${repoDir}runtime/$1/index.ts`,
          },
        ],
      },
    }),
  },
  // The fastest peers (issue 25), written in their own idiom with their npm packages.
  // Solid's JSX is compiled by its own plugin (babel-preset-solid), never by oxc.
  { name: "solid", vite: () => ({ plugins: [solid()] }) },
  { name: "blockdom" },
];

/** The apps named in a comma-separated list (all when absent); the reference stays first. */
export function selectApps(names: string | undefined): BenchApp[] {
  if (!names) return apps;
  const wanted = names.split(",");
  const unknown = wanted.filter((name) => !apps.some((app) => app.name === name));
  if (unknown.length) throw new Error(`unknown app(s): ${unknown.join(", ")}`);
  return apps.filter((app) => app === apps[0] || wanted.includes(app.name));
}
