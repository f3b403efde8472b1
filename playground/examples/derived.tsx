import { derivedStateOf, mutableStateOf, remember } from "composa";
import { Column, Row, Text } from "composa/dom";

let labelRuns = 0;

/** Reads only the derived flag: it recomposes when the flag flips, not on every value of the slider. */
function Verdict({ over }: { over: { value: boolean } }) {
  labelRuns++;
  <p class={over.value ? "verdict over" : "verdict"}>
    {over.value ? "Over the limit" : "Within the limit"} <span class="dim">(recomposed {labelRuns}×)</span>
  </p>;
}

/**
 * derivedStateOf: `over` is computed from `amount` and `limit`, and its readers
 * are invalidated only when its result changes. The number itself is a
 * deferred text binding: it updates its text node without recomposing.
 */
export function DerivedExample() {
  const amount = remember(() => mutableStateOf(20));
  const limit = remember(() => mutableStateOf(50));
  const over = remember(() => derivedStateOf(() => amount.value > limit.value));
  <Column>
    <Row>
      <input
        type="range"
        min="0"
        max="100"
        value={amount.value}
        onInput={(e) => (amount.value = Number(e.currentTarget.value))}
      />
      <Text text={() => `amount ${amount.value}`} />
    </Row>
    <Row>
      <input
        type="range"
        min="0"
        max="100"
        value={limit.value}
        onInput={(e) => (limit.value = Number(e.currentTarget.value))}
      />
      <Text text={() => `limit ${limit.value}`} />
    </Row>
    <Verdict over={over} />
  </Column>;
}
