// `npm run bench -- --tiers 04 --apps composa`: what V8 does to an app's code around one
// timed operation. The unminified build (as `--profile`) runs in a Chromium started with
// `--trace-opt --trace-deopt --trace-deopt-verbose`; the operation's warm-up runs as in a timed sample, then the
// timed click. Prints the deoptimizations of the warm-up and of the timed click, and the
// functions left deoptimized when the timed click starts (their last event before it a
// deoptimization): those run it in baseline code. See bench/README.md, "What the tiers
// show" and "Deoptimizations in the update paths".
//
// `TIERS_RAW=<file>` also writes the renderer's trace lines there, all of them (when each
// function was marked, compiled, deoptimized).
//
// The renderer's trace arrives on its stdout, buffered and out of step with the page, so
// the timed click is bracketed by sentinel functions the page has V8 optimize at once
// (`%OptimizeMaglevOnNextCall` needs `--allow-natives-syntax`): their compile events mark
// the boundaries within the trace itself.
import { readFileSync, writeFileSync } from "node:fs";
import type { Browser, Page } from "playwright-core";
import { launchChromium } from "../test/chromium.js";
import { distDir, type BenchApp } from "./apps.js";
import { openApp } from "./browser.js";
import type { Operation } from "./ops.js";
import { buildForProfile } from "./profile.js";
import { startServer } from "./server.js";

const BEFORE = "TIERS_BEFORE_TIMED";
const AFTER = "TIERS_AFTER_TIMED";

interface TraceEvent {
  kind: "deopt" | "optimized";
  fn: string;
  detail: string;
}

/** One line of `--trace-deopt` / `--trace-opt` output, or null. */
export function parseLine(line: string): TraceEvent | null {
  const deopt = /reason: ([^)]*)\): begin\. deoptimizing 0x[0-9a-f]+ <JSFunction ([^ >]*)/.exec(line);
  if (deopt) {
    // Where in the function's bytecode (`node --print-bytecode --print-bytecode-filter=<fn>`
    // on the same build shows which access that is): the first site the create path never ran.
    const at = /bytecode offset (\d+)/.exec(line);
    return {
      kind: "deopt",
      fn: deopt[2] || "(anonymous)",
      detail: at ? `${deopt[1]!} (@${at[1]})` : deopt[1]!,
    };
  }
  const done = /completed compiling 0x[0-9a-f]+ <JSFunction ([^ >]*)[^>]*> \(target (\w+)\)( OSR)?/.exec(
    line,
  );
  if (done) return { kind: "optimized", fn: done[1] || "(anonymous)", detail: `${done[2]}${done[3] ?? ""}` };
  return null;
}

/** Has V8 optimize a function of that name now: its compile events mark a point in the trace. */
async function mark(page: Page, name: string): Promise<void> {
  await page.evaluate((n) => {
    const f = new Function(`return function ${n}(x) { return x + 1; }`)() as (x: number) => number;
    const optimize = new Function(
      "f",
      "%PrepareFunctionForOptimization(f); f(1); %OptimizeMaglevOnNextCall(f); f(2);",
    );
    optimize(f);
  }, name);
}

export async function traceTiers(op: Operation, apps: BenchApp[]): Promise<number> {
  const server = await startServer();
  try {
    for (const app of apps) {
      const name = await buildForProfile(app);
      const lines: string[] = [];
      // Playwright's debug log of the browser (`DEBUG=pw:browser`, set by cli.mjs) carries the
      // renderer's stdout: taken here, kept off the terminal.
      const write = process.stderr.write.bind(process.stderr);
      process.stderr.write = ((chunk: string | Uint8Array, ...rest: never[]) => {
        const text = String(chunk);
        if (!text.includes("pw:browser")) return write(chunk, ...rest);
        for (const line of text.split("\n")) if (line.includes("[out]")) lines.push(line);
        return true;
      }) as typeof process.stderr.write;
      let browser: Browser | undefined;
      try {
        browser = await launchChromium({
          jsFlags: "--trace-opt --trace-deopt --trace-deopt-verbose --allow-natives-syntax",
        });
        const page = await openApp(browser, server.origin, name);
        await op.init(page);
        await mark(page, BEFORE);
        await op.run(page);
        await mark(page, AFTER);
        // Enough further output to push the renderer's buffer out before it closes.
        for (let i = 0; i < 40; i++) await mark(page, `TIERS_FLUSH_${i}`);
        await page.close();
      } finally {
        await browser?.close();
        process.stderr.write = write;
      }
      if (process.env.TIERS_RAW) writeFileSync(process.env.TIERS_RAW, lines.join("\n"));
      console.log(report(name, op, lines, (url) => sourceOf(name, url)));
    }
    return 0;
  } finally {
    await server.close();
  }
}

/** The text of the served asset at `url`, from the build in `dist/<name>/`. */
function sourceOf(name: string, url: string): string | undefined {
  const path = /\/assets\/[^/?#]+$/.exec(url)?.[0];
  if (!path) return undefined;
  try {
    return readFileSync(`${distDir}${name}${path}`, "utf8");
  } catch {
    return undefined;
  }
}

/**
 * `--trace-deopt-verbose` follows each bailout with the source position of the
 * deoptimizing access (`;;; deoptimize at <url:line:col>`, in the innermost
 * inlined function): the event gets it and, when `source` has the file, that
 * line of the unminified build around the access.
 */
function withPositions(lines: string[], source: (url: string) => string | undefined): (TraceEvent | null)[] {
  const events = lines.map(parseLine);
  const files = new Map<string, string[] | undefined>();
  for (let i = 0; i < events.length; i++) {
    const e = events[i];
    if (e?.kind !== "deopt") continue;
    for (let j = i + 1; j < Math.min(lines.length, i + 4); j++) {
      const at = /deoptimize at <(.+):(\d+):(\d+)>/.exec(lines[j]!);
      if (!at) continue;
      const [, url, line, column] = at as unknown as [string, string, string, string];
      if (!files.has(url)) files.set(url, source(url)?.split("\n"));
      const full = files.get(url)?.[Number(line) - 1];
      const col = Number(column) - 1;
      // The access marked with `▸`, in up to 40 characters on each side.
      const text =
        full && `${full.slice(Math.max(0, col - 40), col).trimStart()}▸${full.slice(col, col + 40)}`;
      e.detail += ` at ${line}:${column}${text ? `: ${text}` : ""}`;
      break;
    }
  }
  return events;
}

/** The report of one app's trace (`lines`: the renderer's stdout, markers included). */
export function report(
  name: string,
  op: Pick<Operation, "id">,
  lines: string[],
  source: (url: string) => string | undefined = () => undefined,
): string {
  const events = withPositions(lines, source).filter((e): e is TraceEvent => e !== null);
  const before = events.findIndex((e) => e.fn === BEFORE);
  const after = events.findIndex((e) => e.fn === AFTER);
  if (before < 0 || after < 0)
    return `${name} ${op.id}: no markers in the trace (${lines.length} lines of the renderer's stdout; is DEBUG=pw:browser set?)`;
  const own = (e: TraceEvent) => !e.fn.startsWith("TIERS_");
  const warmUp = events.slice(0, before).filter(own);
  const timed = events.slice(before + 1, after).filter(own);
  const last = new Map<string, TraceEvent>();
  for (const e of warmUp) last.set(e.fn, e);
  const left = [...last.values()].filter((e) => e.kind === "deopt");
  const list = (es: TraceEvent[]) =>
    es.length === 0
      ? "  (none)"
      : es.map((e) => `  ${e.kind === "deopt" ? "deopt    " : "optimized"} ${e.fn}: ${e.detail}`).join("\n");
  return [
    `${name} ${op.id}`,
    `deoptimizations during the warm-up (${warmUp.filter((e) => e.kind === "deopt").length}):`,
    list(warmUp.filter((e) => e.kind === "deopt")),
    `left deoptimized when the timed click starts (${left.length}):`,
    list(left),
    `during the timed click (${timed.length} events):`,
    list(timed),
    "",
  ].join("\n");
}
