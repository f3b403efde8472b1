// A React mistake: an object where a child goes (`{user}` for `{user.name}`).
import { mutableStateOf, remember } from "composa";

export interface User {
  name: string;
}

export function Card({ user, when }: { user: User; when: Date }) {
  const showObject = remember(() => mutableStateOf(false));
  <button onClick={() => (showObject.value = true)}>show</button>;
  <p>{user.name}</p>;
  // Both type-check, as they do in React, which refuses them at run time.
  if (showObject.value) <p>{user as unknown as string}</p>;
  <time>{when.getFullYear()}</time>;
}

export function DateCard({ when }: { when: Date }) {
  <span>{when as unknown as string}</span>;
}

/** A symbol where text goes (an enum of symbols, a `Symbol.for` key): React refuses it too. */
export function SymbolCard({ kind }: { kind: symbol }) {
  <span>{kind as unknown as string}</span>;
}

/** A Solid habit: the state itself where its value goes (`{count}` for `{count.value}`). */
export function StateCard() {
  const count = remember(() => mutableStateOf(1));
  <p>{count as unknown as number}</p>;
}
