// composa/testing's wrapper option, as a test file (plain TypeScript) uses it.
import { render, renderHook } from "composa/testing";
import { Pounds, useUnit, Weight } from "./testing-wrappers.js";

export function tests(): void {
  const { result, rerender } = renderHook((label: string) => useUnit(label), {
    initialProps: "5",
    wrapper: Pounds,
  });
  const unit: string = result.current;
  rerender("6");
  render(Weight, { value: 3 }, { wrapper: Pounds });
  void unit;
}
