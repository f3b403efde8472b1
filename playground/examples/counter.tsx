import { mutableStateOf, remember } from "composa";
import { Button, Row, Text } from "composa/dom";

/** A remembered state; a click writes it and only this scope recomposes. */
export function Counter() {
  const count = remember(() => mutableStateOf(0));
  <Row class="counter">
    <Button text="−" onClick={() => count.value--} />
    <Text class="count" text={count.value} />
    <Button text="+" onClick={() => count.value++} />
  </Row>;
}
