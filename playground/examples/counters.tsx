import { mutableStateOf, remember } from "composa";
import { Button, Checkbox, Column, Row, Text } from "composa/dom";

function Counter({ name }: { name: string }) {
  const count = remember(() => mutableStateOf(0));
  <Row class="counter small">
    <Text text={`${name}: ${count.value}`} />
    <Button text="+" onClick={() => count.value++} />
    <Button text="−" onClick={() => count.value--} />
  </Row>;
}

/**
 * How Composition Works' Counters(showMiddle): identity follows the call site. The `if`
 * gets a flow-control group, so hiding the middle counter removes *its* state
 * and the last one keeps its own.
 */
function Counters({ showMiddle }: { showMiddle: boolean }) {
  <Counter name="first" />;
  if (showMiddle) {
    <Counter name="middle" />;
  }
  <Counter name="last" />;
}

export function CountersExample() {
  const showMiddle = remember(() => mutableStateOf(true));
  <Column>
    <Checkbox checked={showMiddle.value} onCheckedChange={(v) => (showMiddle.value = v)} label="showMiddle" />
    <Counters showMiddle={showMiddle.value} />
  </Column>;
}
