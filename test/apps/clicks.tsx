// Checkboxes and radios toggled from onClick, as some React code does.
import { mutableStateOf, remember } from "composa";

export function ClickToggles() {
  const on = remember(() => mutableStateOf(false));
  const pick = remember(() => mutableStateOf("a"));
  <input type="checkbox" aria-label="on" checked={on.value} onClick={() => (on.value = !on.value)} />;
  <input
    type="radio"
    name="r"
    aria-label="a"
    checked={pick.value === "a"}
    onClick={() => (pick.value = "a")}
  />;
  <input
    type="radio"
    name="r"
    aria-label="b"
    checked={pick.value === "b"}
    onClick={() => (pick.value = "b")}
  />;
  <p>{`${on.value} ${pick.value}`}</p>;
}
