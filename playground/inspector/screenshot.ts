/**
 * The README's picture of the inspector: the showMiddle example after one
 * toggle, its content lambda selected (why it recomposed), a counter's row
 * hovered (its element outlined). Writes `playground/inspector/screenshot.png`.
 */
import { fileURLToPath } from "node:url";
import { createServer } from "vite";
import { launchChromium } from "../../test/chromium.js";

const repo = fileURLToPath(new URL("../..", import.meta.url));
const out = fileURLToPath(new URL("./screenshot.png", import.meta.url));

export async function main(): Promise<void> {
  const server = await createServer({
    configFile: `${repo}/vite.config.ts`,
    logLevel: "warn",
    server: { host: "127.0.0.1", port: 0 },
  });
  await server.listen();
  const browser = await launchChromium({ timeout: 30_000 });
  try {
    const page = await browser.newPage({ viewport: { width: 1160, height: 900 } });
    await page.goto(`${server.resolvedUrls!.local[0]!}#counters`);
    await page.waitForSelector(".inspector-row");
    // The picture is of the result and the inspector: the code pane steps aside.
    await page.addStyleTag({
      content: ".code-pane { display: none } .example h2, .example .about { display: none }",
    });
    await page.check('.inspector-filters input[name="hideLeaves"]');
    await page.click(".result-body button:has-text('+')");
    await page.click(".result-body input[type=checkbox]");
    await page.click(".inspector-row[data-name='CountersExample.children']");
    await page.waitForFunction(() =>
      /counters\.tsx:\d+:\d+$/.test(document.querySelector(".inspector-where")?.textContent ?? ""),
    );
    await page.hover(".inspector-row[data-name='<div.composa-row.counter.small>']");
    await page.waitForTimeout(150); // let the frame paint
    const section = (await page.$("section.example"))!;
    await section.screenshot({ path: out });
    console.log("playground/inspector/screenshot.png");
  } finally {
    await browser.close();
    await server.close();
  }
}
