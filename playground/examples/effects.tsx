import { DisposableEffect, LaunchedEffect, SideEffect, mutableStateOf, remember } from "composa";
import { Button, Checkbox, Column, Row, Text } from "composa/dom";

/** A stopwatch: LaunchedEffect runs while `running` is true; changing the key cancels it (the signal aborts). */
function Stopwatch() {
  const running = remember(() => mutableStateOf(false));
  const tenths = remember(() => mutableStateOf(0));
  LaunchedEffect(running.value, async (signal: AbortSignal) => {
    while (running.value && !signal.aborted) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      if (!signal.aborted) tenths.value++;
    }
  });
  <Row>
    <Text class="count" text={(tenths.value / 10).toFixed(1)} />
    <Button text={running.value ? "Stop" : "Start"} onClick={() => (running.value = !running.value)} />
    <Button text="Reset" onClick={() => (tenths.value = 0)} />
  </Row>;
}

/** DisposableEffect: a window listener added when this enters, removed when it leaves. */
function PointerTracker() {
  const position = remember(() => mutableStateOf("move the pointer"));
  DisposableEffect(() => {
    const onMove = (event: PointerEvent) =>
      (position.value = `${Math.round(event.clientX)}, ${Math.round(event.clientY)}`);
    window.addEventListener("pointermove", onMove);
    return () => window.removeEventListener("pointermove", onMove);
  });
  <Text text={() => `pointer: ${position.value}`} />;
}

/** SideEffect runs after every pass that composed it: here it publishes the count to the page title. */
function TitleCounter() {
  const clicks = remember(() => mutableStateOf(0));
  SideEffect(() => {
    document.title =
      clicks.value === 0 ? "Composa playground" : `${clicks.value} clicks · Composa playground`;
  });
  <Button text={`Clicks in the title: ${clicks.value}`} onClick={() => clicks.value++} />;
}

export function EffectsExample() {
  const tracking = remember(() => mutableStateOf(true));
  <Column>
    <h4>LaunchedEffect: a timer</h4>
    <Stopwatch />
    <h4>DisposableEffect: a listener</h4>
    <Checkbox
      checked={tracking.value}
      onCheckedChange={(v) => (tracking.value = v)}
      label="track the pointer"
    />
    {tracking.value && <PointerTracker />}
    <h4>SideEffect</h4>
    <TitleCounter />
  </Column>;
}
