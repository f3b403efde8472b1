// Each `@ts-expect-error` here marks a real mistake; types.test.ts removes
// them all in a copy and checks that tsc then reports exactly these lines.
function Text(props: { text: string }): void {
  <span>{props.text}</span>;
}

function Leaf(props: { label: string }): void {
  <b>{props.label}</b>;
}

export function Mistakes(): void {
  // Wrong prop type on a composable.
  // @ts-expect-error
  <Text text={42} />;

  // Missing required prop.
  // @ts-expect-error
  <Text />;

  // Unknown prop on a composable.
  // @ts-expect-error
  <Text text="x" colour="red" />;

  // Children given to a composable that takes none.
  // @ts-expect-error
  <Leaf label="x">
    <b>child</b>
  </Leaf>;

  // Wrong attribute type on an intrinsic element.
  // @ts-expect-error
  <input disabled="yes" />;

  // @ts-expect-error
  <div tabIndex="1" />;

  // Unknown attribute on an HTML element.
  // @ts-expect-error
  <div colour="red" />;

  // Wrong event type: a click is a MouseEvent, not a KeyboardEvent.
  // @ts-expect-error
  <button onClick={(e: KeyboardEvent) => void e.key} />;

  // Event handler properties that don't exist on the event.
  // @ts-expect-error
  <button onClick={(e) => void e.key} />;

  // A string is not an event handler.
  // @ts-expect-error
  <button onClick="alert(1)" />;

  // currentTarget is typed by the element.
  // @ts-expect-error
  <div onClick={(e) => void e.currentTarget.value} />;

  // Unknown style key.
  // @ts-expect-error
  <div style={{ colr: "red" }} />;

  // A ref for another element type.
  // @ts-expect-error
  <input ref={(el: HTMLCanvasElement | null) => void el} />;

  // Unknown intrinsic element.
  // @ts-expect-error
  <blink />;

  // unsafeInnerHTML takes a string, not an object.
  // @ts-expect-error
  <div unsafeInnerHTML={{ __html: "<b>x</b>" }} />;
}
