// Decomposing Jetpack Compose's "Simple State Reader": three states, read three ways. No labels:
// development builds name each state after its variable.
import { derivedStateOf, mutableStateOf, remember } from "composa";

export const alphaFirst = mutableStateOf(0.5);
export const alphaSecond = mutableStateOf(0.9);
export const alphaThird = mutableStateOf(0.8);

export function SimpleStateReader() {
  const showThird = remember(() => derivedStateOf(() => alphaThird.value > 0.5));
  <div class="column">
    <div class="box yellow" style={() => ({ opacity: alphaFirst.value })} />
    <div class="box blue" style={{ opacity: alphaSecond.value }} />
    {showThird.value && <div class="box gray" style={() => ({ opacity: alphaThird.value })} />}
  </div>;
}
