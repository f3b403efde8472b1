// Composition locals as React code uses context: a provider whose value
// changes (only readers recompose), the default, nested providers, and a
// local read inside a lazy list's row and a Portal.
import {
  CompositionLocalProvider,
  compositionLocalOf,
  mutableStateOf,
  remember,
  staticCompositionLocalOf,
} from "composa";
import { LazyColumn, Portal } from "composa/dom";
import type { Children } from "composa/jsx-runtime";

export const LocalTheme = compositionLocalOf("light");
export const LocalLang = staticCompositionLocalOf("en");

export const runs: Record<string, number> = {};
const ran = (name: string) => (runs[name] = (runs[name] ?? 0) + 1);

function Label({ name }: { name: string }) {
  ran(name);
  <span class={name}>
    {name}:{LocalTheme.current}/{LocalLang.current}
  </span>;
}

function Plain({ name }: { name: string }) {
  ran(name);
  <span class={name}>{name}</span>;
}

function Panel({ children }: { children?: Children }) {
  ran("panel");
  <section>{children}</section>;
}

export function Themed({ target }: { target: Element }) {
  const theme = remember(() => mutableStateOf("dark"));
  const lang = remember(() => mutableStateOf("fr"));
  <button onClick={() => (theme.value = theme.value === "dark" ? "blue" : "dark")}>theme</button>;
  <button onClick={() => (lang.value = lang.value === "fr" ? "de" : "fr")}>lang</button>;
  <Label name="outside" />;
  <CompositionLocalProvider values={[LocalTheme.provides(theme.value), LocalLang.provides(lang.value)]}>
    <Panel>
      <Label name="reader" />
      <Plain name="plain" />
      <CompositionLocalProvider values={[LocalTheme.provides("nested")]}>
        <Label name="nested" />
      </CompositionLocalProvider>
    </Panel>
    <Portal target={target}>
      <Label name="portal" />
    </Portal>
    <LazyColumn items={["x", "y"]} itemKey={(s) => s} style="height: 100px">
      {({ item }) => <Label name={`row-${item}`} />}
    </LazyColumn>
  </CompositionLocalProvider>;
}
