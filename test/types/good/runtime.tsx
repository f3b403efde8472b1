// The runtime's composables as elements: ErrorBoundary, CompositionLocalProvider.
import {
  CompositionLocalProvider,
  ErrorBoundary,
  compositionLocalOf,
  mutableStateOf,
  remember,
} from "composa";
import { Button, Text } from "composa/dom";

const LocalTheme = compositionLocalOf("light");

function Themed(): void {
  <Text text={LocalTheme.current} />;
}

export function App(): void {
  const theme = remember(() => mutableStateOf("dark"));
  <CompositionLocalProvider values={[LocalTheme.provides(theme.value)]}>
    <Themed />
  </CompositionLocalProvider>;
  <ErrorBoundary fallback={({ error, retry }) => <Button text={`${String(error)}: retry`} onClick={retry} />}>
    <Themed />
  </ErrorBoundary>;
}
