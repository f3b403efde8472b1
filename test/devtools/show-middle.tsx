// The Counters example of "How Composition Works" (How Composition Works), with a toggle.
import { mutableStateOf, remember } from "composa";
import { Button, Text } from "composa/dom";

function Counter({ id }: { id: string }) {
  const count = remember(() => mutableStateOf(0, { label: `count ${id}` }));
  <div class="counter">
    <Text text={`${id}: ${count.value}`} />
    <Button text="+" onClick={() => count.value++} />
  </div>;
}

export function Counters({ showMiddle }: { showMiddle: boolean }) {
  <Counter id="a" />;
  if (showMiddle) {
    <Counter id="b" />;
  }
  <Counter id="c" />;
}

export function App() {
  const showMiddle = remember(() => mutableStateOf(true));
  <Button class="toggle" text="toggle" onClick={() => (showMiddle.value = !showMiddle.value)} />;
  <Counters showMiddle={showMiddle.value} />;
}
