/**
 * `mutableStateMapOf`: an observable `Map` (Compose's `SnapshotStateMap`). Reads
 * subscribe the current tracker; writes invalidate.
 *
 * Subscription is to the whole map: a scope that read `get("a")` is also
 * invalidated by `set("b", ...)`. That keeps one subscription per reader; the
 * policy is per call: a `set` of the same value (`Object.is`) or a `delete` /
 * `clear` that removes nothing invalidates nobody.
 */
import { peekRecord, readRecord, recordWrite, writableRecord } from "./observation.js";
import { RecordState } from "./record-state.js";

/** The class behind `mutableStateMapOf`: a `Map<K, V>` that is also a state object; each record holds a `Map`. */
export class SnapshotStateMap<K, V> extends RecordState<Map<K, V>> implements Map<K, V> {
  constructor(entries?: Iterable<readonly [K, V]>, label?: string) {
    super(new Map(entries), label);
  }

  /** The entries, recording a read. */
  private read(): Map<K, V> {
    return readRecord(this).value;
  }

  /** A snapshot's record gets its own `Map`. */
  override copyValue(map: Map<K, V>): Map<K, V> {
    return new Map(map);
  }

  get size(): number {
    return this.read().size;
  }

  get(key: K): V | undefined {
    return this.read().get(key);
  }

  has(key: K): boolean {
    return this.read().has(key);
  }

  set(key: K, value: V): this {
    const map = peekRecord(this).value;
    if (map.has(key) && Object.is(map.get(key), value)) return this;
    writableRecord(this).value.set(key, value);
    recordWrite(this, undefined, "set");
    return this;
  }

  delete(key: K): boolean {
    if (!peekRecord(this).value.has(key)) return false;
    writableRecord(this).value.delete(key);
    recordWrite(this, undefined, "delete");
    return true;
  }

  clear(): void {
    if (peekRecord(this).value.size === 0) return;
    writableRecord(this).value.clear();
    recordWrite(this, undefined, "clear");
  }

  forEach(callback: (value: V, key: K, map: Map<K, V>) => void, thisArg?: unknown): void {
    for (const [key, value] of this.read()) callback.call(thisArg, value, key, this);
  }

  keys(): MapIterator<K> {
    return this.read().keys();
  }

  values(): MapIterator<V> {
    return this.read().values();
  }

  entries(): MapIterator<[K, V]> {
    return this.read().entries();
  }

  [Symbol.iterator](): MapIterator<[K, V]> {
    return this.read()[Symbol.iterator]();
  }

  get [Symbol.toStringTag](): string {
    return "SnapshotStateMap";
  }

  /** A plain `Map` copy of the current entries (an observed read). */
  toMap(): Map<K, V> {
    return new Map(this.read());
  }

  override toString(): string {
    return `SnapshotStateMap(${peekRecord(this).value.size} entries)`;
  }
}

/**
 * Create an observable map holding `entries`. Reads (`get`, `has`, `size`,
 * iteration) made while a scope is tracked subscribe it; a write that changes
 * something invalidates its readers once.
 *
 * @example
 * const scores = mutableStateMapOf(["ada", 3], ["alan", 5]);
 * scores.set("ada", 4);     // readers of `scores` are invalidated
 * scores.set("ada", 4);     // same value: nothing happens
 * [...scores.keys()];       // ["ada", "alan"]
 */
export function mutableStateMapOf<K, V>(...entries: Array<readonly [K, V]>): SnapshotStateMap<K, V> {
  return new SnapshotStateMap(entries);
}
