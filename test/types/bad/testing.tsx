// Mistakes with composa/testing's wrapper option.
import { renderHook } from "composa/testing";

function useOne(): number {
  return 1;
}

function NotAWrapper({ size }: { size: number }): void {
  <p>{size}</p>;
}

export function tests(): void {
  // @ts-expect-error: a wrapper takes `children`, not other required props
  renderHook(() => useOne(), { wrapper: NotAWrapper });
  // @ts-expect-error: a wrapper is a composable, not an element
  renderHook(() => useOne(), { wrapper: "div" });
}
