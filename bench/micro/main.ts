// Entry of the micro-benchmarks, bundled by ./launch.ts and run in a Node process of
// its own: plain ES modules (no module runner in between) and a heap nobody else uses.
// `node main.mjs <repo root> [--quick]` prints one JSON object on stdout.
import { runCompileBench } from "./compile.js";
import { runMicro } from "./runtime.js";

const [repo, flag] = process.argv.slice(2);
if (!repo) throw new Error("usage: main.mjs <repo root> [--quick]");
const quick = flag === "--quick";
process.stdout.write(JSON.stringify({ runtime: runMicro(quick), compile: runCompileBench(quick, repo) }));
