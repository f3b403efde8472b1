// Entry of the micro-benchmarks, bundled by ./launch.ts and run in a Node process of
// its own: plain ES modules (no module runner in between) and a heap nobody else uses.
// `node main.mjs <repo root> [--quick] [--cold]` prints one JSON object on stdout;
// `--cold` runs the runtime cases only (for `node --no-opt`, see launch.ts).
import { runCompileBench } from "./compile.js";
import { runMicro } from "./runtime.js";

const [repo, ...flags] = process.argv.slice(2);
if (!repo) throw new Error("usage: main.mjs <repo root> [--quick] [--cold]");
const quick = flags.includes("--quick");
const runtime = runMicro(quick);
const compile = flags.includes("--cold") ? [] : runCompileBench(quick, repo);
process.stdout.write(JSON.stringify({ runtime, compile }));
