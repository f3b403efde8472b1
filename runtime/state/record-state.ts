/**
 * The base of the state kinds that keep versioned records (mutable state,
 * lists, maps): the head of the record list, and what the snapshot layer
 * asks of a state (a private copy of a value, a merge).
 */
import { PREEXISTING_ID, StateRecord } from "../snapshot/records.js";
import { NO_MERGE, type RecordedState } from "../snapshot/records.js";
import { nextStamp, readableRecord } from "../snapshot/index.js";
import { StateBase } from "./state-object.js";

export abstract class RecordState<T> extends StateBase implements RecordedState<T> {
  /** @internal The newest record first; see runtime/snapshot/records.ts. */
  first: StateRecord<T>;

  constructor(value: T, label?: string) {
    super(label);
    // Seen by every snapshot, even one taken before: a state made inside a snapshot is usable outside it.
    this.first = new StateRecord(PREEXISTING_ID, value, nextStamp(), null);
  }

  /** The stamp of the record the current snapshot sees. */
  get version(): number {
    return readableRecord(this).stamp;
  }

  /** A private copy of `value` for a snapshot's record (values are immutable unless a kind says otherwise). */
  copyValue(value: T): T {
    return value;
  }

  /** Concurrent writes conflict unless a kind (its policy) can merge them. */
  mergeRecords(_previous: T, _current: T, _applied: T): T | typeof NO_MERGE {
    return NO_MERGE;
  }
}
