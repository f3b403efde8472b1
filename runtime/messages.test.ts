import { describe, expect, it } from "vitest";
import { Composition } from "./composition.js";
import { ErrorBoundary } from "./error-boundary.js";
import { CompositionLocalProvider } from "./composition-local.js";
import { jsx } from "./jsx-runtime/index.js";
import { RUNTIME_ERRORS } from "./messages.js";
import { remember } from "./remember.js";
import { RecordingApplier } from "./test/recording-applier.js";
import { SlotTable } from "./slot-table/slot-table.js";
import { Snapshot } from "./snapshot/index.js";

describe("the runtime's error catalogue", () => {
  it("each error a program can cause has its code and the one prefix", () => {
    expect(() => remember(() => 1)).toThrow(
      /^Composa \[R001\]: `remember` and effects can only be called while composing/,
    );
    expect(() => (ErrorBoundary as (p: object) => void)({})).toThrow(
      /^Composa \[R002\]: ErrorBoundary is an element/,
    );
    expect(() => (CompositionLocalProvider as (p: object) => void)({ values: [] })).toThrow(
      /^Composa \[R002\]: CompositionLocalProvider is an element/,
    );
    expect(() => jsx("div", {})).toThrow(/^Composa \[R003\]: this JSX was compiled by a plain JSX transform/);
    const composition = new Composition(new RecordingApplier());
    composition.dispose();
    expect(() => composition.setContent(() => {})).toThrow(/^Composa \[R004\]: the composition was disposed/);
    const snap = Snapshot.takeSnapshot();
    snap.dispose();
    expect(() => snap.enter(() => 0)).toThrow(/^Composa \[R009\]: cannot enter a disposed snapshot/);
    expect(() => snap.enter(() => Snapshot.takeMutableSnapshot())).toThrow(/Composa \[R009\]/);
    const reader = Snapshot.takeSnapshot();
    expect(() => reader.enter(() => Snapshot.takeMutableSnapshot())).toThrow(
      /^Composa \[R011\]: cannot take a mutable snapshot inside a read-only snapshot/,
    );
    reader.dispose();
  });

  it("a failed invariant says it is the runtime's, with its code", () => {
    const table = new SlotTable();
    const writer = table.openWriter();
    expect(() => table.openWriter()).toThrow(
      /^Composa internal error \[I002\]: the slot table already has an open writer$/,
    );
    writer.close();
  });

  it("every message says what to do instead", () => {
    for (const [code, message] of Object.entries(RUNTIME_ERRORS))
      expect(message, code).toMatch(/call|compile|put|write/i);
  });
});
