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
import { StateBase, readRecord, recordWrite, writableRecord } from "./observation.js";

/** An observable array: every array operation works; reads subscribe, writes invalidate. */
export interface StateList<T> extends Array<T> {
  /** A plain copy of the current items (an observed read). */
  toArray(): T[];
}

/** Where the items live: the unit a future snapshot system would version. */
interface ListRecord<T> {
  readonly array: T[];
}

/** The observable behind a state list (what its readers subscribe to). */
class ListState<T> extends StateBase {
  constructor(readonly record: ListRecord<T>) {
    super();
  }

  /** The items, recording a read. */
  read(): T[] {
    return readRecord(this, this.record).array;
  }

  /** The items to mutate in place (call `changed` afterwards if they changed). */
  write(): T[] {
    return writableRecord(this, this.record).array;
  }

  changed(operation: string): void {
    recordWrite(this, undefined, operation);
  }

  override toString(): string {
    return `StateList(${this.record.array.length} items)`;
  }
}

/** Methods find their list's state through `this` (the proxy)... */
const states = new WeakMap<object, ListState<unknown>>();
/** ...and traps through their target. */
const stateForTarget = new WeakMap<object, ListState<unknown>>();

function stateOf(list: unknown): ListState<unknown> {
  const state = states.get(list as object);
  if (state === undefined) throw new TypeError("StateList method called on something that is not a state list");
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
  methods.set(name, function (this: unknown, ...args: unknown[]) {
    const state = stateOf(this);
    const array = state.write();
    const length = array.length;
    const before = didChange === null ? array.slice() : null;
    const result = native.apply(array, args);
    const changed = didChange === null ? !sameItems(before!, array) : didChange(length, args, result);
    if (changed) state.changed(name);
    return result === array ? this : result; // sort/reverse/fill/copyWithin return the list
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
    const items = state.record.array;
    const index = indexOf(key);
    if (index >= 0 ? index in items && Object.is(items[index], value) : items.length === value) return true;
    const ok = Reflect.set(state.write(), key, value);
    state.changed(index >= 0 ? "set" : "length");
    return ok;
  },
  deleteProperty(target, key) {
    const state = stateForTarget.get(target)!;
    if (!isItemKey(key) || !(key in state.record.array)) return Reflect.deleteProperty(target, key);
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
  // The proxy's target is the record's array itself, so that debuggers and
  // `console.log` (which show the target) show the items. Traps still go
  // through the record, the seam a snapshot system would use.
  const record: ListRecord<T> = { array: items };
  const state = new ListState(record) as ListState<unknown>;
  const list = new Proxy(record.array as unknown[], handler);
  states.set(list, state);
  stateForTarget.set(record.array, state);
  return list as StateList<T>;
}

/** Whether `value` is a list made by `mutableStateListOf`. */
export function isStateList(value: unknown): value is StateList<unknown> {
  return typeof value === "object" && value !== null && states.has(value);
}
