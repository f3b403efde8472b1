import { afterEach, describe, expect, it } from "vitest";
import {
  CompositionLocalProvider,
  compositionLocalOf,
  staticCompositionLocalOf,
  type CompositionLocal,
} from "./composition-local.js";
import { flush } from "./recomposer.js";
import { mutableStateOf } from "./state/index.js";
import { scope, setup, type C } from "./test/scopes.js";

afterEach(() => flush());

/** Provider > Middle (reads nothing) > Reader (reads the local), each a restart scope. */
function app(local: CompositionLocal<string>, theme: { value: string }, runs: Record<string, number>) {
  return (c: C) =>
    scope(
      c,
      1,
      "App",
      (c) => {
        CompositionLocalProvider(
          {
            values: [local.provides(theme.value)],
            children: (_: unknown, c: C) =>
              scope(
                c,
                2,
                "Middle",
                (c) => {
                  c.text(3, "middle");
                  scope(c, 4, "Reader", (c) => c.text(5, local.current), runs);
                  scope(c, 6, "Other", (c) => c.text(7, "other"), runs);
                },
                runs,
              ),
          },
          c,
        );
      },
      runs,
    );
}

describe("composition locals", () => {
  it("a dynamic local's change recomposes only the scopes that read .current", () => {
    const { composition, runs, tree } = setup();
    const Local = compositionLocalOf("light");
    const theme = mutableStateOf("dark");
    composition.setContent(app(Local, theme, runs));
    expect(tree()).toBe('root("middle","dark","other")');
    theme.value = "blue";
    flush();
    expect(tree()).toBe('root("middle","blue","other")');
    expect(runs).toEqual({ App: 2, Middle: 1, Reader: 2, Other: 1 });
  });

  it("a static local's change recomposes the provider's whole content", () => {
    const { composition, runs, tree } = setup();
    const Local = staticCompositionLocalOf("light");
    const theme = mutableStateOf("dark");
    composition.setContent(app(Local, theme, runs));
    theme.value = "blue";
    flush();
    expect(tree()).toBe('root("middle","blue","other")');
    expect(runs).toEqual({ App: 2, Middle: 2, Reader: 2, Other: 2 });
    theme.value = "blue"; // unchanged: nothing
    flush();
    expect(runs.Other).toBe(2);
  });

  it("outside a provider, and outside composition, .current is the default; the nearest provider wins", () => {
    const { composition, tree } = setup();
    const Local = compositionLocalOf("default");
    expect(Local.current).toBe("default");
    composition.setContent((c) => {
      c.text(1, Local.current);
      CompositionLocalProvider(
        {
          values: [Local.provides("outer")],
          children: (_: unknown, c: C) => {
            c.text(2, Local.current);
            CompositionLocalProvider(
              { values: [Local.provides("inner")], children: (_: unknown, c: C) => c.text(3, Local.current) },
              c,
            );
          },
        },
        c,
      );
    });
    expect(tree()).toBe('root("default","outer","inner")');
  });

  it("a scope restarted alone sees the locals it was composed with", () => {
    const { composition, tree } = setup();
    const Local = staticCompositionLocalOf("default");
    const n = mutableStateOf(0);
    composition.setContent((c) =>
      CompositionLocalProvider(
        {
          values: [Local.provides("provided")],
          children: (_: unknown, c: C) =>
            scope(c, 1, "Leaf", (c) => c.text(2, `${Local.current} ${n.value}`)),
        },
        c,
      ),
    );
    n.value = 1;
    flush();
    expect(tree()).toBe('root("provided 1")');
  });
});
