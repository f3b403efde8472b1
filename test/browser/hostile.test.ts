/**
 * Hostile strings through a dialect program compiled by composa/vite, in
 * real Chromium: text children, deferred text, attributes, class, style,
 * spreads, and URL attributes on HTML and SVG elements, both when first
 * composed and when recomposition changes them. Nothing becomes markup,
 * nothing runs, no script URL is set.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openHarness, type Harness } from "./load.js";

// `window.Dialect` in the page: another realm, typed loosely.
declare const Dialect: typeof import("./dialect/entry.js");

let h: Harness;

beforeAll(async () => {
  h = await openHarness();
  // Hostile payloads call alert(1): count instead of blocking.
  await h.page.evaluate(() => {
    const w = window as unknown as { xss: number; alert: () => void };
    w.xss = 0;
    w.alert = () => void w.xss++;
    // Clicking a button submits its form: keep the page (a kept script URL is caught by keptUrls).
    document.addEventListener("submit", (e) => e.preventDefault(), true);
  });
}, 60_000);

afterAll(async () => {
  await h?.close();
});

interface Report {
  /** Elements other than the program's own, anywhere in the container. */
  strayElements: string[];
  /** Text, attribute and deferred-text values that differ from the string given. */
  alteredText: string[];
  /** URL attributes that were set to a hostile URL. */
  keptUrls: string[];
  elements: number;
}

describe("hostile strings in a compiled program (Chromium)", () => {
  it("never become markup or script, first composed and then changed by recomposition", async () => {
    const check = async (shift: number): Promise<Report> =>
      h.page.evaluate((shift) => {
        const root = document.getElementById("app")!;
        const rotate = (xs: readonly string[]) => xs.map((_, i) => xs[(i + shift) % xs.length]!);
        const texts = rotate(Dialect.HOSTILE_TEXT);
        const urls = rotate(Dialect.HOSTILE_URLS);
        const warn = console.warn;
        console.warn = () => {}; // the DOM layer warns about each refused URL
        Dialect.render(Dialect.Hostile, root, { texts, urls });
        Dialect.flush();
        console.warn = warn;
        const own = new Set(["DIV", "P", "SPAN", "A", "IFRAME", "FORM", "BUTTON", "svg", "a", "text"]);
        const report: Report = { strayElements: [], alteredText: [], keptUrls: [], elements: 0 };
        for (const el of root.querySelectorAll("*")) {
          report.elements++;
          if (!own.has(el.tagName)) report.strayElements.push(el.outerHTML.slice(0, 80));
        }
        root.querySelectorAll(".texts > p").forEach((p, i) => {
          const text = texts[i]!;
          const values = {
            text: p.firstChild?.nodeValue,
            deferred: p.querySelector("span")?.textContent,
            title: p.getAttribute("title"),
            class: p.getAttribute("class"),
            data: p.getAttribute("data-x"),
            aria: p.getAttribute("aria-label"),
          };
          for (const [where, value] of Object.entries(values))
            if (value !== text)
              report.alteredText.push(`${where}: ${JSON.stringify(value)} for ${JSON.stringify(text)}`);
          if (p.children.length !== 1)
            report.strayElements.push(`p#${i} has ${p.children.length} element children`);
        });
        root.querySelectorAll(".urls > div").forEach((div, i) => {
          const url = urls[i]!;
          const attrs: [string, string][] = [
            ["a", "href"],
            ["iframe", "src"],
            ["form", "action"],
            ["button", "formaction"],
          ];
          for (const [tag, attr] of attrs)
            div
              .querySelectorAll(tag)
              .forEach((el) => el.hasAttribute(attr) && report.keptUrls.push(`${tag} ${attr}=${url}`));
          const svgLink = div.querySelector("svg a")!;
          for (const attr of svgLink.getAttributeNames()) report.keptUrls.push(`svg a ${attr}=${url}`);
        });
        // Click everything that could navigate or submit.
        for (const el of root.querySelectorAll("a, button"))
          el.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
        return report;
      }, shift);

    for (const shift of [0, 1, 5]) {
      const report = await check(shift);
      expect(report.strayElements).toEqual([]);
      expect(report.alteredText).toEqual([]);
      expect(report.keptUrls).toEqual([]);
      expect(report.elements).toBeGreaterThan(100);
    }
    await h.page.waitForTimeout(200); // let any onerror / javascript: navigation fire
    expect(await h.page.evaluate(() => (window as unknown as { xss: number }).xss)).toBe(0);
  }, 60_000);

  it("the alert counter does count (positive control)", async () => {
    await h.page.evaluate(() => {
      const img = document.createElement("img");
      img.setAttribute("onerror", "alert(1)");
      img.src = "/no-such-image.png";
      document.body.appendChild(img);
    });
    await h.page.waitForFunction(() => (window as unknown as { xss: number }).xss === 1);
  });
});
