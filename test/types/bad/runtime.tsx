// Mistakes with the runtime's composables.
import { CompositionLocalProvider, ErrorBoundary, compositionLocalOf } from "composa";
import { Text } from "composa/dom";

const LocalTheme = compositionLocalOf("light");

export function Mistakes(): void {
  // Kept on one line, where tsc reports the missing fallback (on the child).
  // prettier-ignore
  // @ts-expect-error
  <ErrorBoundary><Text text="no fallback" /></ErrorBoundary>;

  // @ts-expect-error
  <ErrorBoundary fallback={({ error, retry }: { error: unknown; retry: number }) => void [error, retry]} />;

  // @ts-expect-error: the fallback is a parameterized slot with one props object, not `(error, retry)`
  <ErrorBoundary fallback={(error: unknown, retry: () => void) => void [error, retry]} />;

  // @ts-expect-error
  <CompositionLocalProvider values={[LocalTheme.provides(3)]} />;

  // @ts-expect-error
  <CompositionLocalProvider />;
}

export function SlotMistakes(): void {
  const renderItem = (p: { item: string }) => {
    <li>{p.item}</li>;
  };
  const RenderItem = renderItem;
  // @ts-expect-error: a parameterized slot is called with its props by name
  <RenderItem value="x" />;
}
