/**
 * What the Chromium hydration suites (hydrate.test.ts, ssr-apps.test.ts) do
 * with a page, whichever entry bundle it holds: each entry puts its tools on
 * a page global of its own (`Hydration`, `SsrApps`), with `flush` and
 * `describeTree` among them.
 */
import type { Browser, Page } from "playwright-core";

/** A fresh page of `browser` with the entry bundle at `bundlePath` loaded. */
export async function openBundlePage(browser: Browser, bundlePath: string): Promise<Page> {
  const page = await browser.newPage();
  await page.setContent("<!doctype html><html><head></head><body></body></html>");
  await page.addScriptTag({ path: bundlePath });
  return page;
}

/**
 * Clicks the `n`-th button or checkbox in `#app`, flushes, and returns the
 * app's tree (null: no such control); `global` names the entry's page global.
 */
export function clickInApp(page: Page, n: number, global: string): Promise<string | null> {
  return page.evaluate(
    ([n, global]) => {
      const tools = (
        window as unknown as Record<string, { flush(): void; describeTree(root: Node): string }>
      )[global]!;
      const root = document.getElementById("app")!;
      const control = root.querySelectorAll<HTMLElement>("button, input[type=checkbox]")[n];
      if (control === undefined) return null;
      control.click();
      tools.flush();
      return tools.describeTree(root);
    },
    [n, global] as const,
  );
}
