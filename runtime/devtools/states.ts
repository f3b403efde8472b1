/**
 * The state-reads table (Decomposing Jetpack Compose): for each state read in a composition,
 * its value, who reads it and how (a recompose scope recomposes; a deferred
 * binding updates one DOM property and never recomposes; a derived state
 * recomputes), and a derived state's dependencies.
 */
import { RecomposeScope } from "../recompose-scope.js";
import { DerivedState } from "../state/derived-state.js";
import type { Reader, StateObject } from "../state/observation.js";
import { Binding } from "../dom/binding.js";
import { peekExtras } from "../dom/record.js";
import { peekState, stateKind, stateLabel, type StateKind } from "./values.js";

/** Who reads a state. */
export type ReaderInfo =
  | { readonly kind: "scope"; readonly scope: RecomposeScope; readonly name: string }
  | { readonly kind: "binding"; readonly node: unknown; readonly property: string }
  | { readonly kind: "derived"; readonly state: StateObject; readonly label: string }
  | { readonly kind: "other"; readonly reader: Reader };

/** One row of the state-reads table. */
export interface StateInfo {
  readonly state: StateObject;
  /** Its label (a name given to `mutableStateOf`, or the variable the compiler saw), else `state#n`. */
  readonly label: string;
  readonly kind: StateKind;
  /** Its current value, read without subscribing anyone. */
  readonly value: unknown;
  /** Everyone subscribed to it now, in or out of the inspected part. */
  readonly readers: readonly ReaderInfo[];
  /** A derived state's dependencies (what its last calculation read); empty for others. */
  readonly dependencies: readonly StateObject[];
}

/** The deferred bindings Composa keeps on `node` (composa/dom's element record). */
export function bindingsOf(node: unknown): Binding[] {
  if (typeof node !== "object" || node === null) return [];
  const bindings = peekExtras(node as Node)?.bindings;
  return bindings === undefined ? [] : Object.values(bindings);
}

/**
 * Rows for `states` and, transitively, the dependencies of derived ones, in
 * first-seen order. `nameOf` names a scope reader.
 */
export function describeStates(
  states: Iterable<StateObject>,
  nameOf: (scope: RecomposeScope) => string,
): StateInfo[] {
  const seen = new Set<StateObject>();
  const order: StateObject[] = [];
  const visit = (state: StateObject) => {
    if (seen.has(state)) return;
    seen.add(state);
    order.push(state);
    if (state instanceof DerivedState) for (const dependency of state.dependencies) visit(dependency);
  };
  for (const state of states) visit(state);
  return order.map((state) => ({
    state,
    label: stateLabel(state),
    kind: stateKind(state),
    value: peekState(state),
    readers: [...state.readers].map((reader) => describeReader(reader, nameOf)),
    dependencies: state instanceof DerivedState ? state.dependencies : [],
  }));
}

function describeReader(reader: Reader, nameOf: (scope: RecomposeScope) => string): ReaderInfo {
  if (reader instanceof Binding) return { kind: "binding", node: reader.el, property: reader.name };
  if (reader instanceof DerivedState) return { kind: "derived", state: reader, label: stateLabel(reader) };
  if (reader instanceof RecomposeScope) return { kind: "scope", scope: reader, name: nameOf(reader) };
  return { kind: "other", reader };
}
