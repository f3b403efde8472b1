/**
 * Screenshots of the playground for the README: starts the dev server, opens
 * each example in headless Chromium (Debian's, through test/chromium.ts),
 * makes it do something, and writes `playground/screenshots/<name>.png`.
 */
import { mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { Page } from "playwright-core";
import { createServer } from "vite";
import { launchChromium } from "../../test/chromium.js";

const repo = fileURLToPath(new URL("../..", import.meta.url));
const out = fileURLToPath(new URL("../screenshots/", import.meta.url));

interface Shot {
  name: string;
  example: string;
  /** What to do before the picture. */
  act?: (page: Page) => Promise<void>;
}

const click = (page: Page, selector: string, times = 1) =>
  (async () => {
    for (let i = 0; i < times; i++) await page.click(selector);
  })();

const SHOTS: Shot[] = [
  {
    name: "compiled-output",
    example: "counter",
    act: async (page) => {
      await click(page, ".result .counter button:last-child", 3);
      await page.click(".tabs .tab:nth-child(2)");
    },
  },
  {
    name: "show-person",
    example: "show-person",
    act: (page) => click(page, ".result button.composa-button"),
  },
  {
    name: "table",
    example: "table",
    act: async (page) => {
      await page.click(".result button.composa-button"); // add 5
      await page.click(".rows tr:nth-child(3) td:nth-child(2) a"); // select
    },
  },
  {
    name: "error-boundary",
    example: "error-boundary",
    act: (page) => click(page, ".result button.composa-button", 2),
  },
];

export async function main(): Promise<void> {
  mkdirSync(out, { recursive: true });
  const server = await createServer({
    configFile: `${repo}/vite.config.ts`,
    logLevel: "warn",
    server: { host: "127.0.0.1", port: 0 },
  });
  await server.listen();
  const url = server.resolvedUrls!.local[0]!;
  const browser = await launchChromium({ timeout: 30_000 });
  try {
    const page = await browser.newPage({ viewport: { width: 1100, height: 600 } });
    for (const shot of SHOTS) {
      await page.goto(`${url}#${shot.example}`);
      await page.reload(); // a fresh composition for each picture
      await page.waitForSelector(".result-body > *");
      await shot.act?.(page);
      await page.waitForTimeout(150); // let the frame that applies the last click paint
      await page.screenshot({ path: `${out}${shot.name}.png` });
      console.log(`playground/screenshots/${shot.name}.png`);
    }
  } finally {
    await browser.close();
    await server.close();
  }
}
