// composa/testing's wrapper option: a composable that places its children, as a test writes one.
import { CompositionLocalProvider, compositionLocalOf } from "composa";
import type { Children } from "composa/jsx-runtime";
import { render, renderHook } from "composa/testing";

const LocalUnit = compositionLocalOf("kg");

function useUnit(label: string): string {
  return `${label} ${LocalUnit.current}`;
}

function Pounds({ children }: { children: Children }): void {
  <CompositionLocalProvider values={[LocalUnit.provides("lb")]}>{children}</CompositionLocalProvider>;
}

function Weight({ value }: { value: number }): void {
  <p>{useUnit(String(value))}</p>;
}

export function tests(): void {
  const { result, rerender } = renderHook((label: string) => useUnit(label), {
    initialProps: "5",
    wrapper: Pounds,
  });
  const unit: string = result.current;
  rerender("6");
  render(Weight, { value: 3 }, { wrapper: Pounds });
  // An inline wrapper: its props are typed from the option.
  renderHook(() => useUnit("1"), { wrapper: ({ children }) => <div class="box">{children}</div> });
  void unit;
}
