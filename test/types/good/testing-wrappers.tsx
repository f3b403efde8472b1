// Composables for testing.ts: a hook, a wrapper that provides what it reads, a component.
import { CompositionLocalProvider, compositionLocalOf } from "composa";
import type { Children } from "composa/jsx-runtime";

const LocalUnit = compositionLocalOf("kg");

export function useUnit(label: string): string {
  return `${label} ${LocalUnit.current}`;
}

export function Pounds({ children }: { children: Children }): void {
  <CompositionLocalProvider values={[LocalUnit.provides("lb")]}>{children}</CompositionLocalProvider>;
}

export function Weight({ value }: { value: number }): void {
  <p>{useUnit(String(value))}</p>;
}
