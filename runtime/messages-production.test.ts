/**
 * The runtime's errors as a production build throws them (dev.ts replaced by
 * its production value for every module of this file): the catalogue's texts
 * are left out of the bundle (test/bundle/tree-shaking.test.ts), so the
 * message keeps the code and the values, such as the composable's name.
 */
import { expect, test, vi } from "vitest";
import { CompositionLocalProvider } from "./composition-local.js";
import { DEV } from "./dev.js";
import { ErrorBoundary } from "./error-boundary.js";
import { remember } from "./remember.js";
import { SlotTable } from "./slot-table/slot-table.js";
import { Snapshot } from "./snapshot/index.js";

vi.mock("./dev.js", () => ({ DEV: false }));

test("a production runtime error names its code and the composable, without the catalogue's text", () => {
  expect(DEV).toBe(false);
  expect(() => (ErrorBoundary as (p: object) => void)({})).toThrow(
    /^Composa \[R002\]: ErrorBoundary \(production build: a development build explains R002\)$/,
  );
  expect(() => (CompositionLocalProvider as (p: object) => void)({ values: [] })).toThrow(
    /^Composa \[R002\]: CompositionLocalProvider /,
  );
  expect(() => remember(() => 1)).toThrow(/^Composa \[R001\] \(production build/);
});

test("snapshot misuse and failed invariants keep their codes and values, without the texts", () => {
  const snap = Snapshot.takeSnapshot();
  snap.dispose();
  expect(() => snap.enter(() => 0)).toThrow(
    /^Composa \[R009\]: enter \(production build: a development build explains R009\)$/,
  );
  const table = new SlotTable();
  const writer = table.openWriter();
  expect(() => table.openReader()).toThrow(/^Composa internal error \[I001\] \(production build\)$/);
  writer.close();
});
