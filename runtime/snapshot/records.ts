/**
 * Versioned records: the unit of Composa's snapshot isolation ("Compose
 * Internals": snapshots, "inspired by software transactional memory").
 *
 * A state object keeps a short linked list of records, each stamped with the
 * id of the snapshot that wrote it. A snapshot sees, for each state, the
 * record with the highest id that it may see: an id at most its own and not
 * in its `invalid` set (snapshots still open when it was taken, and for a
 * nested snapshot, whatever its parent may not see). See DESIGN.md,
 * "Snapshots".
 */
import type { StateObject } from "../state/state-object.js";

/** `mergeRecords`' answer when the policy cannot merge. */
export const NO_MERGE: unique symbol = Symbol("no merge");

/** A state object with versioned records (every kind but derived state). */
export interface RecordedState<T = unknown> extends StateObject {
  first: StateRecord<T>;
  /** A private copy of `value` for a new record (a list copies its array). */
  copyValue(value: T): T;
  /** The value when `previous` became `current` in the parent and `applied` here, or `NO_MERGE`. */
  mergeRecords(previous: T, current: T, applied: T): T | typeof NO_MERGE;
}

/** A record no snapshot sees: free for reuse. */
export const INVALID_ID = 0;
/** The id of a state's first record: seen by every snapshot, whenever the state was made. */
export const PREEXISTING_ID = 1;

/** One version of a state's value. */
export class StateRecord<T = unknown> {
  constructor(
    /** The snapshot that wrote it (`INVALID_ID`: reusable). */
    public id: number,
    public value: T,
    /**
     * A stamp unique to this write (records written in place get a new one):
     * two reads saw the same value if they saw the same stamp. Derived states
     * validate their caches with it; apply detects conflicts with it.
     */
    public stamp: number,
    public next: StateRecord<T> | null,
  ) {}
}

/**
 * The ids a snapshot may not see: single ids, plus ranges (a nested snapshot
 * may not see what was committed after its parent was taken). Most snapshots
 * have no range, and the global snapshot usually no id at all.
 */
export class IdSet {
  constructor(
    private readonly ids: Set<number> = new Set(),
    /** `[from, to)` pairs, flattened. */
    private readonly ranges: number[] = [],
  ) {}

  has(id: number): boolean {
    if (this.ids.size > 0 && this.ids.has(id)) return true;
    const ranges = this.ranges;
    for (let i = 0; i < ranges.length; i += 2) if (id >= ranges[i]! && id < ranges[i + 1]!) return true;
    return false;
  }

  add(id: number): void {
    this.ids.add(id);
  }

  addRange(from: number, to: number): void {
    if (from < to) this.ranges.push(from, to);
  }

  /** Makes `id` visible again (a nested snapshot applied into its parent). */
  delete(id: number): void {
    this.ids.delete(id);
    const ranges = this.ranges;
    for (let i = 0; i < ranges.length; i += 2) {
      const from = ranges[i]!;
      const to = ranges[i + 1]!;
      if (id < from || id >= to) continue;
      ranges.splice(i, 2, from, id, id + 1, to);
      i += 2;
    }
  }

  copy(): IdSet {
    return new IdSet(new Set(this.ids), this.ranges.slice());
  }
}

/** What a snapshot sees: ids up to `id`, except those in `invalid`. */
export interface View {
  readonly id: number;
  readonly invalid: IdSet;
}

/** The record of `first`'s list that `view` sees, or `null` (none: a state made after it). */
export function readable<T>(first: StateRecord<T>, view: View): StateRecord<T> | null {
  const limit = view.id;
  const invalid = view.invalid;
  let best: StateRecord<T> | null = null;
  for (let record: StateRecord<T> | null = first; record !== null; record = record.next) {
    const id = record.id;
    if (id === INVALID_ID || id > limit || (best !== null && id <= best.id) || invalid.has(id)) continue;
    best = record;
  }
  return best;
}

/** How many records `first`'s list holds (tests: records are reclaimed). */
export function recordCount(first: StateRecord): number {
  let count = 0;
  for (let record: StateRecord | null = first; record !== null; record = record.next) count++;
  return count;
}
