// Mistakes with the runtime's composables.
import { CompositionLocalProvider, ErrorBoundary, compositionLocalOf } from "composa";
import { Text } from "composa/dom";

const LocalTheme = compositionLocalOf("light");

export function Mistakes(): void {
  // @ts-expect-error
  <ErrorBoundary><Text text="no fallback" /></ErrorBoundary>;

  // @ts-expect-error
  <ErrorBoundary fallback={(error: unknown, retry: number) => void [error, retry]} />;

  // @ts-expect-error
  <CompositionLocalProvider values={[LocalTheme.provides(3)]} />;

  // @ts-expect-error
  <CompositionLocalProvider />;
}
