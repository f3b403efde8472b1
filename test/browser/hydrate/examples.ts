/** The playground's examples, imported one by one (no `import.meta.glob`: Node and the page both load this). */
import * as counter from "../../../playground/examples/counter.js";
import * as counters from "../../../playground/examples/counters.js";
import * as derived from "../../../playground/examples/derived.js";
import * as effects from "../../../playground/examples/effects.js";
import * as errorBoundary from "../../../playground/examples/error-boundary.js";
import * as showPerson from "../../../playground/examples/show-person.js";
import * as table from "../../../playground/examples/table.js";
import * as todos from "../../../playground/examples/todos.js";
import * as movable from "./movable.js";

export const exampleApps: Record<string, (props: object) => void> = {
  counter: counter.Counter,
  "show-person": showPerson.ShowPersonExample,
  counters: counters.CountersExample,
  table: table.TableExample,
  todos: todos.TodosExample,
  effects: effects.EffectsExample,
  derived: derived.DerivedExample,
  "error-boundary": errorBoundary.ErrorBoundaryExample,
  // Not a playground example: movable content (a range in the markup) moved after hydration.
  movable: movable.MovableExample,
};
