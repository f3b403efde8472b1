// Seed 004's "Simple State Reader": three states, read three ways.
import { derivedStateOf, mutableStateOf, remember } from "composa";

export const alphaFirst = mutableStateOf(0.5, { label: "alphaFirst" });
export const alphaSecond = mutableStateOf(0.9, { label: "alphaSecond" });
export const alphaThird = mutableStateOf(0.8, { label: "alphaThird" });

export function SimpleStateReader() {
  const showThird = remember(() => derivedStateOf(() => alphaThird.value > 0.5, { label: "showThird" }));
  <div class="column">
    <div class="box yellow" style={() => ({ opacity: alphaFirst.value })} />
    <div class="box blue" style={{ opacity: alphaSecond.value }} />
    {showThird.value && <div class="box gray" style={() => ({ opacity: alphaThird.value })} />}
  </div>;
}
