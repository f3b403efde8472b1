// Effects and composition locals as Compose code uses them: a chat room
// connection keyed by room id (LaunchedEffect, aborted on change), effects
// ordered across a screen switch, effects in a pass that fails, and themes
// provided through nested, overridden, static and dynamic locals.
import {
  compositionLocalOf,
  CompositionLocalProvider,
  DisposableEffect,
  ErrorBoundary,
  LaunchedEffect,
  mutableStateOf,
  remember,
  SideEffect,
  staticCompositionLocalOf,
  type MutableState,
} from "composa";

export const log: string[] = [];

// ---- LaunchedEffect keyed by room, with its AbortSignal -----------------------

export function ChatRoom({
  room,
  connect,
}: {
  room: string;
  connect: (room: string, signal: AbortSignal) => Promise<string>;
}) {
  const status = remember(() => mutableStateOf("connecting"));
  LaunchedEffect(room, async (signal) => {
    log.push(`start ${room}`);
    signal.addEventListener("abort", () => log.push(`abort ${room}`));
    status.value = `connecting to ${room}`;
    const greeting = await connect(room, signal);
    if (signal.aborted) return;
    status.value = greeting;
  });
  <p class="status">{status.value}</p>;
}

export function Chat({
  room,
  connect,
}: {
  room: MutableState<string>;
  connect: (room: string, signal: AbortSignal) => Promise<string>;
}) {
  <ChatRoom room={room.value} connect={connect} />;
}

// ---- Effect order across a screen switch ---------------------------------------

function Tracked({ name }: { name: string }) {
  DisposableEffect(() => {
    log.push(`enter ${name}`);
    return () => log.push(`leave ${name}`);
  });
  SideEffect(() => log.push(`side ${name}`));
  <span>{name}</span>;
}

function Screen({ name }: { name: string }) {
  <section>
    <Tracked name={`${name}.header`} />
    <Tracked name={`${name}.body`} />
  </section>;
}

export function Navigator({ screen }: { screen: MutableState<string> }) {
  <Tracked name="chrome" />;
  {
    screen.value === "home" ? <Screen name="home" /> : <Screen name="settings" />;
  }
  <Tracked name={`footer@${screen.value}`} />;
}

// ---- A pass that fails: none of its effects run ----------------------------------

function Bomb({ armed }: { armed: boolean }) {
  if (armed) throw new Error("boom");
  <b>safe</b>;
}

export function Fragile({ armed }: { armed: MutableState<boolean> }) {
  if (armed.value) <Tracked name="new" />;
  else <Tracked name="old" />;
  <Bomb armed={armed.value} />;
}

export function Guarded({ armed }: { armed: MutableState<boolean> }) {
  <Tracked name="outside" />;
  <ErrorBoundary fallback={({ error }) => <p class="fallback">{(error as Error).message}</p>}>
    <Fragile armed={armed} />
  </ErrorBoundary>;
}

// ---- Composition locals ----------------------------------------------------------

export const LocalTheme = compositionLocalOf("light");
export const LocalDensity = staticCompositionLocalOf(1);
export const runs: Record<string, number> = {};
const ran = (n: string) => (runs[n] = (runs[n] ?? 0) + 1);

function ThemedText({ text }: { text: string }) {
  ran(`text ${text}`);
  <span class={LocalTheme.current}>{text}</span>;
}

function DensityBadge() {
  ran("badge");
  <i>{`x${LocalDensity.current}`}</i>;
}

function Plain() {
  ran("plain");
  <hr />;
}

export function Themed({
  theme,
  density,
  inner,
}: {
  theme: MutableState<string>;
  density: MutableState<number>;
  inner: MutableState<string>;
}) {
  <CompositionLocalProvider values={[LocalTheme.provides(theme.value), LocalDensity.provides(density.value)]}>
    <ThemedText text="outer" />
    <Plain />
    <DensityBadge />
    <CompositionLocalProvider values={[LocalTheme.provides(inner.value)]}>
      <ThemedText text="inner" />
      <DensityBadge />
    </CompositionLocalProvider>
  </CompositionLocalProvider>;
  <ThemedText text="default" />;
}

/** A deferred lambda reads the locals where it was composed, when it runs. */
export function DeferredTheme({ theme, n }: { theme: MutableState<string>; n: MutableState<number> }) {
  <CompositionLocalProvider values={[LocalTheme.provides(theme.value)]}>
    <p class="deferred">{() => `${LocalTheme.current} ${n.value}`}</p>
  </CompositionLocalProvider>;
}

/** Rendered again with new props by the app's own `render` call: the deferred reader follows. */
export function Provided({ n }: { n: number }) {
  <CompositionLocalProvider values={[LocalTheme.provides(`t${n}`)]}>
    <p class="provided">{() => LocalTheme.current}</p>
  </CompositionLocalProvider>;
}
