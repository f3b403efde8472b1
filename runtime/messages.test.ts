import { describe, expect, it } from "vitest";
import { Composition } from "./composition.js";
import { ErrorBoundary } from "./error-boundary.js";
import { CompositionLocalProvider } from "./composition-local.js";
import { jsx } from "./jsx-runtime/index.js";
import { RUNTIME_ERRORS } from "./messages.js";
import { remember } from "./remember.js";
import { RecordingApplier } from "./test/recording-applier.js";

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
  });

  it("every message says what to do instead", () => {
    for (const [code, message] of Object.entries(RUNTIME_ERRORS))
      expect(message, code).toMatch(/call|compile|put|write/i);
  });
});
