import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { errorDocs } from "./error-docs.js";
import { ERRORS } from "./errors.js";

describe("docs/errors.md", () => {
  it("is generated from the catalogue and is up to date (npm run docs:errors)", () => {
    const doc = readFileSync(fileURLToPath(new URL("../../docs/errors.md", import.meta.url)), "utf8");
    expect(doc).toBe(errorDocs());
    for (const code of Object.keys(ERRORS)) expect(doc).toContain(`## ${code}`);
  });
});
