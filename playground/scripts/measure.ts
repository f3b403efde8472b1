/**
 * How long the playground takes, measured the way a user meets it:
 *
 * - cold start: `npm run dev` spawned with Vite's dependency cache removed,
 *   until the first page is served (HTTP 200 for `/`), and until Chromium
 *   shows the rendered playground (every module transformed on the way);
 * - hot update: a file written on disk until the page's DOM shows the edit
 *   (a MutationObserver in the page stamps the time; same machine clock).
 *
 * Prints medians. Edits a copy of the playground in a temporary directory.
 */
import { spawn } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer as createNetServer } from "node:net";
import { tmpdir, loadavg } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { createServer } from "vite";
import { launchChromium } from "../../test/chromium.js";

const repo = fileURLToPath(new URL("../..", import.meta.url));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createNetServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function coldStart(): Promise<{ served: number; rendered: number }> {
  rmSync(join(repo, "node_modules/.vite"), { recursive: true, force: true });
  const port = await freePort();
  const url = `http://127.0.0.1:${port}/`;
  // Chromium starts before the clock: its own start-up is not the playground's.
  const browser = await launchChromium({ timeout: 30_000 });
  const page = await browser.newPage();
  const start = Date.now();
  const child = spawn(
    "npm",
    ["run", "dev", "--", "--host", "127.0.0.1", "--port", String(port), "--strictPort"],
    {
      cwd: repo,
      stdio: "ignore",
      detached: true,
    },
  );
  try {
    let served = -1;
    while (served < 0) {
      if (Date.now() - start > 60_000) throw new Error("npm run dev did not serve the page within 60 s");
      try {
        if ((await fetch(url)).ok) served = Date.now() - start;
      } catch {
        await new Promise((r) => setTimeout(r, 20));
      }
    }
    await page.goto(`${url}#counter`);
    await page.waitForSelector(".result .count", { timeout: 60_000 });
    return { served, rendered: Date.now() - start };
  } finally {
    await browser.close();
    process.kill(-child.pid!, "SIGTERM"); // npm and the vite it started
  }
}

async function hotUpdates(times: number): Promise<number[]> {
  const dir = mkdtempSync(join(tmpdir(), "composa-measure-"));
  cpSync(join(repo, "playground"), dir, { recursive: true, filter: (src) => !src.includes("screenshots") });
  const port = await freePort();
  const server = await createServer({
    configFile: join(repo, "vite.config.ts"),
    root: dir,
    logLevel: "silent",
    server: { host: "127.0.0.1", port, strictPort: true, fs: { allow: [dir, repo] } },
  });
  await server.listen();
  const browser = await launchChromium({ timeout: 30_000 });
  try {
    const page = await browser.newPage();
    await page.goto(`http://127.0.0.1:${port}/#counter`);
    await page.waitForSelector(".result .count");
    await page.waitForTimeout(500); // the watcher starts
    const file = join(dir, "examples/counter.tsx");
    const original = readFileSync(file, "utf8");
    const samples: number[] = [];
    for (let i = 0; i < times; i++) {
      const label = `plus ${i}`;
      await page.evaluate((label) => {
        const w = window as unknown as { updatedAt?: number };
        delete w.updatedAt;
        const observer = new MutationObserver(() => {
          if (document.querySelector(".result .counter button:last-child")?.textContent === label) {
            w.updatedAt = Date.now();
            observer.disconnect();
          }
        });
        observer.observe(document.querySelector(".result")!, {
          subtree: true,
          characterData: true,
          childList: true,
        });
      }, label);
      const written = Date.now();
      writeFileSync(file, original.replace('text="+"', `text="${label}"`));
      await page.waitForFunction(
        () => (window as unknown as { updatedAt?: number }).updatedAt !== undefined,
        null,
        { timeout: 15_000, polling: 20 },
      );
      samples.push(
        (await page.evaluate(() => (window as unknown as { updatedAt: number }).updatedAt)) - written,
      );
      await page.waitForTimeout(100);
    }
    return samples;
  } finally {
    await browser.close();
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function main(args: string[]): Promise<void> {
  const runs = Number(args[0] ?? 3);
  console.log(
    `load average before: ${loadavg()
      .map((l) => l.toFixed(1))
      .join(" ")} (${runs} cold starts)`,
  );
  const cold = [];
  for (let i = 0; i < runs; i++) cold.push(await coldStart());
  console.log(
    `cold start, npm run dev -> first page served: median ${median(cold.map((c) => c.served))} ms (${cold.map((c) => c.served).join(", ")})`,
  );
  console.log(
    `cold start, npm run dev -> playground rendered in Chromium: median ${median(cold.map((c) => c.rendered))} ms (${cold.map((c) => c.rendered).join(", ")})`,
  );
  const hot = await hotUpdates(10);
  console.log(`hot update, file written -> DOM updated: median ${median(hot)} ms (${hot.join(", ")})`);
}
