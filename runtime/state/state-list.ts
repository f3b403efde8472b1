/**
 * `mutableStateListOf`: an observable array (Compose's `SnapshotStateList`).
 *
 * It is a Proxy over a real array, so ordinary code (`Array.isArray`, index
 * access, `length`, spread, `JSON.stringify`, every array method) works
 * unchanged. Reads subscribe the current tracker to the whole list; each
 * mutating call invalidates its readers once, however many elements it moves.
 * Array methods run on the underlying array itself, so `list.map(...)` costs
 * one recorded read, not one per element.
 */
import { peekRecord, readRecord, recordWrite, writableRecord } from "./observation.js";
import { RecordState } from "./record-state.js";
import { listCopy } from "./list-copy.js";

/** An observable array: every array operation works; reads subscribe, writes invalidate. */
export interface StateList<T> extends Array<T> {
  /** A plain copy of the current items (an observed read). */
  toArray(): T[];
}

/** The observable behind a state list (what its readers subscribe to); each record holds an array. */
class ListState<T> extends RecordState<T[]> {
  /** The list the application holds (what snapshot observers are told of: runtime/snapshot/observers.ts). */
  facade!: StateList<T>;

  /** The items, recording a read. */
  read(): T[] {
    return readRecord(this).value;
  }

  /** The items the current snapshot sees, without recording a read. */
  peek(): T[] {
    return peekRecord(this).value;
  }

  /** The items to mutate in place (call `changed` afterwards if they changed). */
  write(): T[] {
    return writableRecord(this).value;
  }

  changed(operation: string): void {
    recordWrite(this, undefined, operation);
  }

  /** A snapshot's record gets its own array. */
  override copyValue(items: T[]): T[] {
    return items.slice();
  }

  override toString(): string {
    return `StateList(${this.peek().length} items)`;
  }
}

/** Methods find their list's state through `this` (the proxy)... */
const states = new WeakMap<object, ListState<unknown>>();
/** ...and traps through their target. */
const stateForTarget = new WeakMap<object, ListState<unknown>>();

function stateOf(list: unknown): ListState<unknown> {
  const state = states.get(list as object);
  if (state === undefined)
    throw new TypeError("StateList method called on something that is not a state list");
  return state;
}

const arrayProto = Array.prototype as unknown as Record<PropertyKey, (...args: unknown[]) => unknown>;

/**
 * Mutating methods, with how to tell cheaply whether a call changed anything.
 * `null`: compare the items before and after (sort, reverse, fill, copyWithin
 * may leave the array as it was).
 */
const MUTATORS: Record<string, ((before: number, args: unknown[], result: unknown) => boolean) | null> = {
  push: (_, args) => args.length > 0,
  unshift: (_, args) => args.length > 0,
  pop: (before) => before > 0,
  shift: (before) => before > 0,
  splice: (_, args, removed) => (removed as unknown[]).length > 0 || args.length > 2,
  sort: null,
  reverse: null,
  fill: null,
  copyWithin: null,
};

/** Shared method table: one wrapper per method name for every list, bound through `this`. */
const methods = new Map<PropertyKey, (...args: unknown[]) => unknown>();

for (const [name, didChange] of Object.entries(MUTATORS)) {
  const native = arrayProto[name]!;
  if (didChange === null) {
    // sort, reverse, fill, copyWithin: done on a copy first, and written only if the items
    // changed. Taking the record to write is itself a write (the snapshot's, a derived state's
    // R015), so sorting an already sorted list while composing must not take it: the pass
    // would invalidate its readers, sort again, and never settle.
    methods.set(name, function (this: unknown, ...args: unknown[]) {
      const state = stateOf(this);
      const current = state.peek();
      const next = current.slice();
      native.apply(next, args);
      if (sameItems(current, next)) return this;
      const array = state.write();
      for (let i = 0; i < next.length; i++) {
        if (i in next) array[i] = next[i];
        else delete array[i]; // a hole stays a hole (sort moves them last)
      }
      state.changed(name);
      return this; // they return the array: the list
    });
    continue;
  }
  methods.set(name, function (this: unknown, ...args: unknown[]) {
    const state = stateOf(this);
    const array = state.write();
    const length = array.length;
    const result = native.apply(array, args);
    if (didChange(length, args, result)) state.changed(name);
    return result;
  });
}

for (const key of Reflect.ownKeys(Array.prototype)) {
  const native = arrayProto[key];
  if (key === "constructor" || typeof native !== "function" || methods.has(key)) continue;
  // Every other array method only reads: one recorded read, then the native method.
  methods.set(key, function (this: unknown, ...args: unknown[]) {
    return native.apply(stateOf(this).read(), args);
  });
}

methods.set("toArray", function (this: unknown) {
  return stateOf(this).read().slice();
});

function sameItems(a: unknown[], b: unknown[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (!Object.is(a[i], b[i]) || i in a !== i in b) return false;
  return true;
}

/** `"3"` -> 3; anything that is not a canonical array index -> -1. */
function indexOf(key: PropertyKey): number {
  if (typeof key !== "string") return -1;
  const index = Number(key);
  return Number.isInteger(index) && index >= 0 && String(index) === key ? index : -1;
}

/** Items, `length`, and iteration observe the list; other own keys are plain properties. */
function isItemKey(key: PropertyKey): boolean {
  return key === "length" || indexOf(key) >= 0;
}

const handler: ProxyHandler<unknown[]> = {
  get(target, key) {
    const method = methods.get(key);
    if (method !== undefined) return method;
    if (isItemKey(key)) return Reflect.get(stateForTarget.get(target)!.read(), key);
    return Reflect.get(target, key);
  },
  set(target, key, value) {
    if (!isItemKey(key)) return Reflect.set(target, key, value);
    const state = stateForTarget.get(target)!;
    const items = state.peek();
    const index = indexOf(key);
    if (index >= 0 ? index in items && Object.is(items[index], value) : items.length === value) return true;
    const ok = Reflect.set(state.write(), key, value);
    state.changed(index >= 0 ? "set" : "length");
    return ok;
  },
  deleteProperty(target, key) {
    const state = stateForTarget.get(target)!;
    if (!isItemKey(key) || !(key in state.peek())) return Reflect.deleteProperty(target, key);
    const ok = Reflect.deleteProperty(state.write(), key);
    state.changed("delete");
    return ok;
  },
  has(target, key) {
    const state = stateForTarget.get(target)!;
    return isItemKey(key) ? key in state.read() : Reflect.has(target, key);
  },
  ownKeys(target) {
    return Reflect.ownKeys(stateForTarget.get(target)!.read());
  },
  getOwnPropertyDescriptor(target, key) {
    const state = stateForTarget.get(target)!;
    return Reflect.getOwnPropertyDescriptor(isItemKey(key) ? state.read() : target, key);
  },
  defineProperty(target, key, descriptor) {
    const state = stateForTarget.get(target)!;
    if (!isItemKey(key)) return Reflect.defineProperty(target, key, descriptor);
    const ok = Reflect.defineProperty(state.write(), key, descriptor);
    state.changed("defineProperty");
    return ok;
  },
};

/**
 * Create an observable list holding `items`. Use it as an array; reads made
 * while a scope is tracked subscribe it, and every mutating call (`push`,
 * `splice`, `sort`, `list[i] = x`, `list.length = 0`, ...) invalidates the
 * readers once, if it changed something.
 *
 * @example
 * const todos = mutableStateListOf("write tests", "ship");
 * todos.push("celebrate");           // one invalidation
 * todos.map((todo) => todo.length);  // a plain array: [11, 4, 9]
 * Array.isArray(todos);              // true
 */
export function mutableStateListOf<T>(...items: T[]): StateList<T> {
  // The proxy's target is the first record's array itself, so that debuggers
  // and `console.log` (which show the target) show the items (outside
  // snapshots, writes change that array in place). Traps go through the
  // records, which snapshots version.
  listCopy.of ??= (value) => (states.has(value) ? [...(value as unknown[])] : undefined);
  const state = new ListState(items) as ListState<unknown>;
  const list = new Proxy(items as unknown[], handler);
  states.set(list, state);
  state.facade = list as StateList<unknown>;
  stateForTarget.set(items, state);
  return list as StateList<T>;
}

/** Whether `value` is a list made by `mutableStateListOf`. */
export function isStateList(value: unknown): value is StateList<unknown> {
  return typeof value === "object" && value !== null && states.has(value);
}
