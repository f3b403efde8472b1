// Everyday mistakes an editor must show (good/everyday.tsx has the right forms).
// Each `@ts-expect-error` marks one; types.test.ts checks that tsc reports exactly these lines.
import { mutableStateOf, remember } from "composa";

function Panel(_: { title?: string; open?: boolean; footer?: () => void }): void {}
function Table<T>(_: { rows: T[]; row: (p: { item: T }) => void }): void {}

export function Everyday(): void {
  const text = remember(() => mutableStateOf(""));
  const canvas = remember(() => ({ current: null as HTMLCanvasElement | null }));
  const number = remember(() => mutableStateOf(0));

  // A keydown has a key, an input event does not.
  // @ts-expect-error
  <input onInput={(e) => void e.key} />;

  // A <div> has no value.
  // @ts-expect-error
  <div onInput={(e) => (text.value = e.currentTarget.value)} />;

  // A submit is a SubmitEvent, not a KeyboardEvent.
  // @ts-expect-error
  <form onSubmit={(e: KeyboardEvent) => void e} />;

  // A ref to a canvas on an input.
  // @ts-expect-error
  <input ref={canvas} />;

  // A ref callback for another element.
  // @ts-expect-error
  <input ref={(el: HTMLSelectElement | null) => void el} />;

  // A state is not a value: `.value` is missing.
  // @ts-expect-error
  <input value={text} />;

  // A number where a handler goes.
  // @ts-expect-error
  <button onClick={number.value} />;

  // Style values are strings or numbers.
  // @ts-expect-error
  <div style={{ color: true }} />;

  // A misspelt style property.
  // @ts-expect-error
  <div style={{ backgroundColour: "red" }} />;

  // aria-* and data-* take primitives.
  // @ts-expect-error
  <div aria-label={{ text: "x" }} />;

  // An attribute of another element.
  // @ts-expect-error
  <div href="/x" />;

  // A React-only attribute spelling that the platform does not have.
  // @ts-expect-error
  <div onDoubleClik={() => {}} />;

  // Optional props still have types.
  // @ts-expect-error
  <Panel open="yes" />;

  // A slot with content where a parameterless lambda goes is fine; a string is not.
  // @ts-expect-error
  <Panel footer="foot" />;

  // The generic's item type flows into the slot: numbers have no toUpperCase.
  // @ts-expect-error
  <Table rows={[1, 2]} row={({ item }) => <b>{item.toUpperCase()}</b>} />;

  // A required prop of a generic composable.
  // @ts-expect-error
  <Table rows={[1]} />;
}
