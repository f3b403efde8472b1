/**
 * How every real-browser part of the repo starts Chromium: Debian's binary
 * through playwright-core, never a downloaded browser, with the flags this
 * closed-network machine needs (background networking off, or Chromium keeps
 * trying to reach Google's hosts).
 */
import { chromium, type Browser } from "playwright-core";

export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export const chromiumArgs = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  // V8 flags for investigations (e.g. `CHROMIUM_JS_FLAGS="--trace-deopt"`, or the tiers off: `--no-maglev --no-turbofan`).
  ...(process.env.CHROMIUM_JS_FLAGS ? [`--js-flags=${process.env.CHROMIUM_JS_FLAGS}`] : []),
];

/** `jsFlags`: V8 flags a test needs (e.g. `--allow-natives-syntax`), joined with CHROMIUM_JS_FLAGS's: Chromium takes one `--js-flags`. */
export function launchChromium(options: { timeout?: number; jsFlags?: string } = {}): Promise<Browser> {
  const { jsFlags, ...rest } = options;
  const flags = [jsFlags, process.env.CHROMIUM_JS_FLAGS].filter(Boolean).join(" ");
  const args = chromiumArgs.filter((a) => !a.startsWith("--js-flags="));
  if (flags) args.push(`--js-flags=${flags}`);
  return chromium.launch({ executablePath: chromiumPath, headless: true, args, ...rest });
}
