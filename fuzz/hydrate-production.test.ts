// @vitest-environment happy-dom
/**
 * Hydrate mode of the differential fuzzer with the runtime as a production
 * build runs it (`import.meta.env.DEV` false, runtime/dom/dev.ts): hydration
 * then trusts what development checks (the static parts of claimed
 * templates, the children of template nodes the pass never touched), and
 * must still adopt the markup with no mutation and then behave as a fresh
 * composition. dev.ts is replaced by its production value for every module
 * of this file.
 */
import { expect, it, vi } from "vitest";
import { DEV } from "../runtime/dom/dev.js";
import { fuzz } from "./fuzz.js";

vi.mock("../runtime/dom/dev.js", () => ({ DEV: false, warn: () => {} }));

const SAMPLE = { programs: 20, steps: 8 };

it(`production build: ${SAMPLE.programs} programs × ${SAMPLE.steps} steps, server-rendered and hydrated, all equal a fresh composition`, () => {
  expect(DEV).toBe(false);
  for (const mode of ["props", "state"] as const) {
    const report = fuzz({
      seed: 231_000,
      ...SAMPLE,
      mode,
      hydrate: true,
      faults: true,
      effects: true,
      boundaries: true,
      kinds: true,
      lists: true,
      ids: true,
      document,
    });
    expect(report.failures.map((f) => f.text)).toEqual([]);
    expect(report.programs).toBe(SAMPLE.programs);
  }
}, 120_000);
