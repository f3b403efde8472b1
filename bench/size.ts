// `npm run bench -- --size [--apps composa]`: each app's production bundle, min and brotli
// bytes (as the full run's "bundle" row), and which modules it is made of: Rolldown's
// rendered length per module (after tree-shaking, before minifying), largest first. What
// issue 25's size goal is measured with; nothing is written to bench/dist.
import { brotliCompressSync } from "node:zlib";
import { build, type Rolldown } from "vite";
import type { BenchApp } from "./apps.js";
import { appConfig, inProduction } from "./build.js";

export interface SizeReport {
  min: number;
  brotli: number;
  /** Module (relative to the repo) and its rendered length, largest first. */
  modules: Array<[string, number]>;
}

export async function measureSize(app: BenchApp): Promise<SizeReport> {
  const config = await appConfig(app);
  config.build = { ...config.build, write: false };
  const output = (await inProduction(() => build(config))) as
    Rolldown.RolldownOutput | Rolldown.RolldownOutput[];
  const report: SizeReport = { min: 0, brotli: 0, modules: [] };
  for (const out of Array.isArray(output) ? output : [output]) {
    for (const chunk of out.output) {
      if (chunk.type !== "chunk") continue;
      report.min += Buffer.byteLength(chunk.code);
      report.brotli += brotliCompressSync(chunk.code).length;
      for (const [id, module] of Object.entries(chunk.modules))
        report.modules.push([
          id.replace(/^.*?\/(runtime|bench|node_modules)\//, "$1/"),
          module.renderedLength,
        ]);
    }
  }
  report.modules.sort((a, b) => b[1] - a[1]);
  return report;
}

export function formatSize(name: string, report: SizeReport): string {
  const lines = [`${name}: ${report.min} B min, ${report.brotli} B brotli`];
  for (const [id, length] of report.modules)
    if (length > 0) lines.push(`  ${(length / 1000).toFixed(1).padStart(5)}k  ${id}`);
  return lines.join("\n");
}
