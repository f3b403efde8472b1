// @vitest-environment happy-dom
// An object as a child is refused with R019, which says what it is and what to
// write, and names the composable (React: "Objects are not valid as a React
// child"); "[object Object]" on the page would only hide the mistake.
import { flush } from "composa";
import { renderToString } from "composa/server";
import { render } from "composa/testing";
import { describe, expect, it } from "vitest";
import { Card, DateCard, StateCard, SymbolCard } from "./object-child.js";

describe("an object as a child", () => {
  it("fails the pass with R019 naming the composable; the page keeps its last good state", () => {
    const { container } = render(Card, { user: { name: "Ada" }, when: new Date(2026, 0, 1) });
    expect(container.textContent).toBe("showAda2026");
    container.querySelector("button")!.click();
    expect(() => flush()).toThrow(
      /Card .*R019.*an object \(with name…\) is not valid as a child.*\{user\.name\}/s,
    );
    expect(container.textContent).toBe("showAda2026");
  });

  it("names a Date as a Date, on the server too", () => {
    expect(() => render(DateCard, { when: new Date(0) })).toThrow(
      /DateCard .*R019.*a Date is not valid as a child/s,
    );
    expect(() => renderToString(DateCard, { when: new Date(0) })).toThrow(
      /R019.*a Date is not valid as a child/s,
    );
  });

  it('refuses a symbol too (it would show as "Symbol(…)"), in the browser and on the server', () => {
    const kind = Symbol("admin");
    expect(() => render(SymbolCard, { kind })).toThrow(
      /SymbolCard .*R019.*symbol Symbol\(admin\) is not valid/s,
    );
    expect(() => renderToString(SymbolCard, { kind })).toThrow(/R019.*symbol Symbol\(admin\)/s);
  });

  it("tells a state placed as a child to place its value", () => {
    expect(() => render(StateCard)).toThrow(/StateCard .*R019.*\{count\.value\}.*not the state/s);
  });
});
