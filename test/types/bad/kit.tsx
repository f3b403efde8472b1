// Mistakes with the UI kit and render.
import { Button, Checkbox, Text, TextField, render } from "composa/dom";

function Labelled(props: { label: string }): void {
  <Text text={props.label} />;
}

export function KitMistakes(): void {
  // @ts-expect-error
  <Text text={{ toString: () => "x" }} />;

  // @ts-expect-error
  <TextField value={1} />;

  // @ts-expect-error
  <TextField value="x" onValueChange={(v: number) => void v} />;

  // @ts-expect-error
  <Checkbox checked="yes" />;

  // @ts-expect-error
  <Button onClick={(e: KeyboardEvent) => void e} />;

  // @ts-expect-error
  <Text text="x" onClick={() => {}} />;
}

// @ts-expect-error
render(Labelled, document.body, { label: 1 });

export function KitPassThroughMistakes(): void {
  // An <input> attribute of the wrong type, passed through.
  // @ts-expect-error
  <TextField value="x" maxLength="ten" />;

  // An event handler for the wrong event type.
  // @ts-expect-error
  <Checkbox checked onKeyDown={(e: MouseEvent) => void e} />;
}
