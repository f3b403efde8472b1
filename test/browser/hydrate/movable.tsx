import { movableContentOf, mutableStateOf, remember } from "composa";

/**
 * Movable content for the hydration tests (not a playground example): a
 * card whose count and nodes move between a list and a section, placed
 * between siblings so that the server's range sits among other children.
 */
const wide = mutableStateOf(false);

const Card = movableContentOf(({ where }: { where: string }) => {
  const n = remember(() => mutableStateOf(0));
  <button class="card" onClick={() => n.value++}>
    {n.value}
  </button>;
  <i>{where}</i>;
});

export function MovableExample() {
  if (wide.value) {
    <section>
      <b>side</b>
      <Card where="section" />
    </section>;
  } else {
    <ul>
      <li>first</li>
      <Card where="list" />
      <li>last</li>
    </ul>;
  }
  <button class="move" onClick={() => (wide.value = !wide.value)}>
    move
  </button>;
}
