// @vitest-environment happy-dom
// Composition locals used as React's context (locals.tsx): a provider's new
// value reaches every reader, in nested providers, a Portal and a lazy list's
// rows; a dynamic local recomposes its readers only, a static one the
// provider's whole content (Compose's compositionLocalOf / staticCompositionLocalOf).
import { fireEvent, screen } from "@testing-library/dom";
import { render } from "composa/testing";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { runs, Themed } from "./locals.js";

// happy-dom lays nothing out: a list 100px high composes its first items (and the overscan).
beforeEach(() => {
  Object.defineProperty(HTMLElement.prototype, "clientHeight", { get: () => 100, configurable: true });
  for (const name of Object.keys(runs)) delete runs[name];
});
afterEach(() => {
  delete (HTMLElement.prototype as { clientHeight?: number }).clientHeight;
});

describe("composition locals as context", () => {
  it("a provider's new value reaches its readers wherever they are, and recomposes only them", () => {
    const target = document.body.appendChild(document.createElement("div"));
    const { container } = render(Themed, { target });
    const shown = () =>
      Object.fromEntries(
        [...container.querySelectorAll("span"), ...target.querySelectorAll("span")].map((s) => [
          s.className,
          s.textContent,
        ]),
      );
    expect(shown()).toEqual({
      outside: "outside:light/en",
      reader: "reader:dark/fr",
      plain: "plain",
      nested: "nested:nested/fr",
      portal: "portal:dark/fr",
      "row-x": "row-x:dark/fr",
      "row-y": "row-y:dark/fr",
    });
    const before = { ...runs };
    fireEvent.click(screen.getByText("theme")); // a dynamic local: its readers only
    expect(shown()).toMatchObject({
      reader: "reader:blue/fr",
      portal: "portal:blue/fr",
      "row-x": "row-x:blue/fr",
    });
    expect(shown().nested).toBe("nested:nested/fr");
    const recomposed = Object.keys(runs).filter((name) => runs[name] !== before[name]);
    expect(recomposed.sort()).toEqual(["portal", "reader", "row-x", "row-y"]);
    fireEvent.click(screen.getByText("lang")); // a static local: the whole content, lazy rows included
    expect(shown()).toEqual({
      outside: "outside:light/en",
      reader: "reader:blue/de",
      plain: "plain",
      nested: "nested:nested/de",
      portal: "portal:blue/de",
      "row-x": "row-x:blue/de",
      "row-y": "row-y:blue/de",
    });
  });
});
