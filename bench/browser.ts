// Debian's Chromium through playwright-core: never a downloaded browser. One browser
// for the whole run; every measurement gets a fresh page in a fresh context, as jfb does.
import type { Browser, Page } from "playwright-core";
import { launchChromium } from "../test/chromium.js";

export { chromiumPath } from "../test/chromium.js";

export function launch(): Promise<Browser> {
  return launchChromium();
}

/** A fresh page showing the built app, its buttons ready. */
export async function openApp(browser: Browser, origin: string, app: string, seed?: number): Promise<Page> {
  // jfb's window size; a fixed viewport keeps layout and paint work identical across apps.
  const page = await browser.newPage({ viewport: { width: 1000, height: 800 } });
  if (seed !== undefined) await page.addInitScript(seedRandom, seed);
  await page.goto(`${origin}/${app}/index.html`, { waitUntil: "load" });
  await page.waitForSelector("#run");
  return page;
}

/**
 * Replaces Math.random with a seeded generator (mulberry32) for the correctness
 * check only: the apps make the same calls, so they must then show the same labels.
 * Timed runs keep the real Math.random, as in jfb. The state is reset at `load`, after
 * the module scripts ran: react-dom draws two random keys at start-up, vanilla none.
 */
function seedRandom(seed: number): void {
  let state = seed >>> 0;
  addEventListener("load", () => (state = seed >>> 0));
  Math.random = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
