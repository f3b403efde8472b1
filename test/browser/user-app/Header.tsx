import { mutableStateOf, remember } from "composa";
import { Button, Row, Text } from "composa/dom";

/** A title and a click counter: compiled, it spans many more lines than these. */
export function Header({ title }: { title: string }) {
  const clicks = remember(() => mutableStateOf(0));
  <Row class="header">
    <Text class="title" text={title} />
    <Text class="clicks" text={clicks.value} />
    <Button class="more" text="more" onClick={() => clicks.value++} />
  </Row>;
}
