/**
 * A strict page: a production build (`vite build`, composa/vite) of a
 * playground example, served locally with
 * `Content-Security-Policy: script-src 'self'; require-trusted-types-for 'script'`,
 * in Chromium. The runtime needs no eval / new Function and no string-to-HTML
 * sink: the app renders and works with no violation; `unsafeInnerHTML` takes
 * the app's TrustedHTML and refuses a plain string with an error that says
 * what to pass.
 */
import { createServer, type Server } from "node:http";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { extname, join, normalize } from "node:path";
import { fileURLToPath } from "node:url";
import type { Browser, Page } from "playwright-core";
import { build } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import composa from "../../plugin/vite/index.js";
import { launchChromium } from "../chromium.js";

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const CSP = "script-src 'self'; require-trusted-types-for 'script'";
const TYPES: Record<string, string> = { ".html": "text/html", ".js": "text/javascript", ".css": "text/css" };

let outDir: string;
let server: Server;
let origin: string;
let browser: Browser;
let page: Page;
const pageErrors: string[] = [];

beforeAll(async () => {
  outDir = mkdtempSync(join(tmpdir(), "composa-strict-"));
  await build({
    configFile: false,
    logLevel: "silent",
    root: here("./strict"),
    mode: "production",
    plugins: [composa()],
    resolve: {
      alias: [
        { find: /^composa$/, replacement: here("../../runtime/index.ts") },
        { find: /^composa\/(dom|jsx-runtime)$/, replacement: here("../../runtime/$1/index.ts") },
      ],
    },
    build: { outDir, emptyOutDir: true },
  });
  server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url!, "http://x").pathname)).replace(
      /^(\.\.[/\\])+/,
      "",
    );
    try {
      const body = readFileSync(join(outDir, path === "/" ? "index.html" : path));
      response.writeHead(200, {
        "content-type": TYPES[extname(path) || ".html"] ?? "application/octet-stream",
        "content-security-policy": CSP,
      });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address() as { port: number };
  origin = `http://127.0.0.1:${address.port}`;
  browser = await launchChromium({ timeout: 20_000 });
  page = await browser.newPage();
  page.on("pageerror", (error) => pageErrors.push(error.message));
  await page.goto(`${origin}/`);
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => server?.close(resolve));
  if (outDir) rmSync(outDir, { recursive: true, force: true });
});

const report = () =>
  page.evaluate(() => (window as unknown as { report: { violations: string[]; errors: string[] } }).report);

describe("a production build under script-src 'self' and Trusted Types (Chromium)", () => {
  it("is served with the policy and enforces it (an inline script and a string innerHTML are refused)", async () => {
    const response = await page.request.get(`${origin}/`);
    expect(response.headers()["content-security-policy"]).toBe(CSP);
    const enforced = await page.evaluate(() => {
      try {
        document.createElement("div").innerHTML = "<b>x</b>";
        return false;
      } catch {
        return true;
      }
    });
    expect(enforced).toBe(true);
  });

  it("renders the example and handles typing, Enter, clicks, with no violation", async () => {
    await page.waitForSelector(".todos input.composa-textfield");
    await page.click(".todos input.composa-textfield");
    await page.keyboard.type("Strict milk");
    await page.keyboard.press("Enter");
    await page.waitForFunction(() =>
      [...document.querySelectorAll(".todos li")].some((li) => li.textContent!.includes("Strict milk")),
    );
    expect(await page.inputValue(".todos input.composa-textfield")).toBe("");
    const box = page.locator(".todos li", { hasText: "Strict milk" }).locator("input[type=checkbox]");
    await box.click();
    await page.waitForFunction(() =>
      [...document.querySelectorAll(".todos li.done")].some((li) => li.textContent!.includes("Strict milk")),
    );
    expect(await box.isChecked()).toBe(true);
    // None but the two made on purpose: the plain-string unsafeInnerHTML and the probe above.
    const { violations } = await report();
    expect(
      violations.filter((v) => !v.endsWith("|<em>plain string</em>") && !v.endsWith("|<b>x</b>")),
    ).toEqual([]);
    expect(violations).toHaveLength(2);
  });

  it("unsafeInnerHTML: the app's TrustedHTML goes in; a plain string is refused with a clear error", async () => {
    expect(await page.innerHTML("#trusted")).toBe("<em>trusted markup</em>");
    expect(await page.innerHTML("#plain")).toBe("");
    const { errors } = await report();
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(
      /unsafeInnerHTML on <div> was given a string, and this page requires Trusted Types.*TrustedHTML/,
    );
    expect(pageErrors.filter((m) => !m.includes("unsafeInnerHTML"))).toEqual([]);
  });
});
