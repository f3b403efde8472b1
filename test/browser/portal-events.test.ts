/**
 * Events in a Portal's content bubble through the composition in real
 * Chromium, driven by Playwright's mouse and keyboard (trusted events): a
 * click in a modal portaled into `document.body` reaches the `onClick` of
 * the card around the `Portal` in the app, as React's synthetic events do;
 * typing in it reaches the card's `onInput`; `stopPropagation` in the
 * content stops it; native listeners see the DOM's path (runtime/dom/portal.ts).
 */
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, expect, it } from "vitest";
import { openHarness, type Harness } from "./load.js";

// `window.Portals` in the page: another realm, typed loosely.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- fixtures looked up by name
declare const Portals: any;

let h: Harness;

beforeAll(async () => {
  h = await openHarness(
    fileURLToPath(new URL("./dialect/portal-events-entry.ts", import.meta.url)),
    "Portals",
  );
}, 60_000);

afterAll(async () => {
  await h?.close();
});

it("clicks and typing in a modal in document.body reach the handlers around its Portal", async () => {
  const { page } = h;
  await page.evaluate(() => {
    Portals.render(Portals.ModalApp, document.getElementById("app"));
    (window as unknown as { native: string[] }).native = [];
    document.body.addEventListener("click", (e) =>
      (window as unknown as { native: string[] }).native.push((e.target as Element).className),
    );
  });
  // The modal is body's child, outside #app.
  expect(await page.evaluate(() => document.querySelector(".modal")!.parentElement!.localName)).toBe("body");
  await page.click(".field");
  await page.keyboard.type("hi");
  await page.evaluate(() => Portals.flush());
  expect(await page.textContent(".typed")).toBe("hi");
  await page.click(".stop");
  expect(await page.evaluate(() => Portals.log.splice(0))).toEqual(["modal", "card:section", "main", "stop"]);
  // Natively, body's listener saw both clicks (the stopped one too: it was on its way already, body being the target).
  expect(await page.evaluate(() => (window as unknown as { native: string[] }).native)).toEqual([
    "field",
    "stop",
  ]);
  await page.click(".close");
  await page.evaluate(() => Portals.flush());
  expect(await page.$(".modal")).toBeNull();
  expect(await page.evaluate(() => Portals.log.splice(0))).toEqual(["modal", "card:section", "main"]);
});
