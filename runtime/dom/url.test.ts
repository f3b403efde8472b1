import { describe, expect, it } from "vitest";
import { HOSTILE_URLS } from "./test/hostile.js";
import { isUnsafeUrl, urlScheme } from "./url.js";

describe("url screening", () => {
  it.each(HOSTILE_URLS)("refuses %j", (url) => {
    expect(isUnsafeUrl(url, false)).toBe(true);
  });

  it.each([
    "/path",
    "#top",
    "?q=a:b",
    "https://example.com/a:b",
    "mailto:a@b.c",
    "./javascript:not-a-scheme",
    "page.html#javascript:x",
    "&amp;q=1",
  ])("accepts %j", (url) => {
    expect(isUnsafeUrl(url, false)).toBe(false);
  });

  it("allows data: only where asked (image sources)", () => {
    expect(isUnsafeUrl("data:image/png;base64,AAAA", true)).toBe(false);
    expect(isUnsafeUrl("data:image/png;base64,AAAA", false)).toBe(true);
    expect(isUnsafeUrl("javascript:alert(1)", true)).toBe(true);
  });

  it("reads the scheme a lenient parser would", () => {
    expect(urlScheme(" JaVa\tScRiPt:alert(1)")).toBe("javascript");
    expect(urlScheme("relative/path")).toBe("");
    expect(urlScheme("HTTPS://x")).toBe("https");
  });
});
