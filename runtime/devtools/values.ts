/**
 * What devtools shows of a value: a state's current value read without
 * subscribing anyone, and a short one-line text for any value.
 */
import { RecomposeScope } from "../recompose-scope.js";
import { DerivedState } from "../state/derived-state.js";
import { SnapshotMutableState } from "../state/mutable-state.js";
import { untracked, type StateObject } from "../state/observation.js";
import { SnapshotStateMap } from "../state/state-map.js";
import { isStateList } from "../state/state-list.js";

export type StateKind = "mutable" | "derived" | "list" | "map" | "other";

export function stateKind(state: StateObject): StateKind {
  if (state instanceof SnapshotMutableState) return "mutable";
  if (state instanceof DerivedState) return "derived";
  if (state instanceof SnapshotStateMap) return "map";
  return typeof (state as { read?: unknown }).read === "function" ? "list" : "other";
}

/**
 * The current value of `state`, read untracked (so nobody subscribes). A
 * derived state whose calculation throws gives the error.
 */
export function peekState(state: StateObject): unknown {
  return untracked(() => {
    try {
      switch (stateKind(state)) {
        case "mutable":
        case "derived":
          return (state as unknown as { value: unknown }).value;
        case "map":
          return new Map(state as SnapshotStateMap<unknown, unknown>);
        case "list":
          // The list's state object (not the proxy the app holds) reads its array.
          return [...(state as unknown as { read(): unknown[] }).read()];
        default:
          return (state as unknown as { value?: unknown }).value;
      }
    } catch (error) {
      return error;
    }
  });
}

/**
 * States the tools make, not the app: hot reload's per-composable versions
 * (`hot:file#Name`), which every hot-compiled scope reads.
 */
export function isToolingState(state: StateObject): boolean {
  return state.label !== undefined && state.label.startsWith("hot:");
}

const ids = new WeakMap<object, number>();
let nextId = 1;

/** A number that names `object` for as long as it lives (`state#3`). */
export function idOf(object: object): number {
  let id = ids.get(object);
  if (id === undefined) ids.set(object, (id = nextId++));
  return id;
}

/** A state's name: its label, a derived state's calculation name, else `state#n`. */
export function stateLabel(state: StateObject): string {
  if (state.label !== undefined) return state.label;
  if (state instanceof DerivedState) {
    const name = state.name();
    if (!name.startsWith("derivedStateOf#")) return name;
  }
  const kind = stateKind(state);
  return `${kind === "mutable" || kind === "other" ? "state" : kind}#${idOf(state)}`;
}

/**
 * A one-line text for `value`, cut to about `max` characters.
 *
 * @example
 * shortValue("a long text that goes on", 12); // '"a long tex…"'
 * shortValue(mutableStateOf(3, { label: "count" })); // 'count = 3'
 */
export function shortValue(value: unknown, max = 40): string {
  return cut(describe(value, max), max);
}

function cut(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, Math.max(1, max - 1))}…`;
}

function describe(value: unknown, max: number): string {
  switch (typeof value) {
    case "string": {
      const quoted = JSON.stringify(value);
      return quoted.length <= max ? quoted : `${cut(quoted.slice(0, -1), max - 1)}"`;
    }
    case "number":
    case "boolean":
    case "undefined":
      return String(value);
    case "bigint":
      return `${value}n`;
    case "symbol":
      return value.toString();
    case "function":
      return `ƒ ${value.name || "anonymous"}`;
  }
  if (value === null) return "null";
  const object = value as object;
  if (object instanceof RecomposeScope) return "RecomposeScope";
  if (isStateList(object)) return `StateList(${(object as unknown[]).length})`;
  if (isStateLike(object)) return `${stateLabel(object)} = ${shortValue(peekState(object), max)}`;
  if (object instanceof Error) return `${object.name}: ${object.message}`;
  if (Array.isArray(object)) return `Array(${object.length})`;
  if (object instanceof Map) return `Map(${object.size})`;
  if (object instanceof Set) return `Set(${object.size})`;
  const node = describeNode(object);
  if (node !== undefined) return node;
  const constructor = (object as { constructor?: { name?: string } }).constructor?.name;
  if (constructor && constructor !== "Object") return constructor;
  const keys = Object.keys(object);
  return `{${keys.slice(0, 4).join(", ")}${keys.length > 4 ? ", …" : ""}}`;
}

function isStateLike(value: object): value is StateObject {
  return (
    value instanceof SnapshotMutableState ||
    value instanceof DerivedState ||
    value instanceof SnapshotStateMap
  );
}

/**
 * `<div.row>` for an element, `#text "hi"` for a text node; a plain object
 * tree's `{ type }` node as `<type>`. Undefined for anything else.
 */
export function describeNode(node: unknown): string | undefined {
  if (typeof node !== "object" || node === null) return undefined;
  const dom = node as {
    nodeType?: number;
    localName?: string;
    data?: string;
    classList?: { length: number; [i: number]: string };
    id?: string;
  };
  if (dom.nodeType === 3) return `#text ${JSON.stringify(cut(dom.data ?? "", 24))}`;
  if (dom.nodeType === 1 && dom.localName) {
    const id = dom.id ? `#${dom.id}` : "";
    const classes = dom.classList
      ? Array.from({ length: dom.classList.length }, (_, i) => `.${dom.classList![i]}`).join("")
      : "";
    return `<${dom.localName}${id}${classes}>`;
  }
  const tree = node as { type?: unknown; text?: unknown };
  if (typeof tree.type === "string")
    return tree.type === "#text" ? `#text ${JSON.stringify(tree.text)}` : `<${tree.type}>`;
  return undefined;
}
