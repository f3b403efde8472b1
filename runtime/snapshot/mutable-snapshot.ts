/**
 * Mutable snapshots (DESIGN.md, "Snapshots"): writes inside `enter` go to
 * records private to the snapshot until `apply()` makes them all visible to
 * its parent at once (the global snapshot, or the snapshot it nests in), or
 * fails as a whole when a state it wrote changed there meanwhile and the
 * state's policy cannot merge. Ids, open ids and live snapshots are the
 * snapshot registry's (registry.ts).
 */
import type { StateObject } from "../state/state-object.js";
import { SUCCEEDED, failed, type SnapshotApplyResult } from "./apply-result.js";
import { combine, facing, runAll, type StateObserver } from "./observers.js";
import {
  INVALID_ID,
  IdSet,
  NO_MERGE,
  StateRecord,
  readable,
  type RecordedState,
  type View,
} from "./records.js";
import { newRecord, notifyApplyObservers, registry, unreadable } from "./registry.js";
import { ReadonlySnapshot, Snapshot, sendApplyNotifications } from "./snapshot.js";
import { runtimeError } from "../messages.js";

/** What a mutable snapshot saw of a state before its first write to it. */
interface Base {
  readonly stamp: number;
  readonly value: unknown;
}

/** A snapshot whose writes stay private until `apply()`. */
export class MutableSnapshot extends Snapshot {
  readonly readOnly = false;
  /** The states it wrote, each with what it saw before writing. */
  modified: Map<RecordedState, Base> | null = null;
  /** Ids whose records are also its own: its earlier ids, and those of nested snapshots applied into it. */
  private readonly ownIds: number[] = [];
  applied = false;

  constructor(
    id: number,
    invalid: IdSet,
    parent: Snapshot | null,
    read: StateObserver | null,
    write: StateObserver | null,
  ) {
    super(id, invalid, parent, read, write);
    registry.openIds.add(id);
    registry.live.add(this);
  }

  override hasWrites(): boolean {
    return this.modified !== null && this.modified.size > 0;
  }

  takeNestedSnapshot(observer?: StateObserver): Snapshot {
    this.checkWritable("take a snapshot of");
    const id = registry.nextId++;
    const invalid = this.invalid.copy();
    invalid.addRange(this.id + 1, id);
    const nested = new ReadonlySnapshot(id, invalid, this, combine(facing(observer), this.readObserver));
    this.advance();
    return nested;
  }

  /** A mutable snapshot of what this one sees now; its `apply()` applies into this one. */
  takeNestedMutableSnapshot(read?: StateObserver, write?: StateObserver): MutableSnapshot {
    this.checkWritable("take a snapshot of");
    const id = registry.nextId++;
    const invalid = this.invalid.copy();
    invalid.addRange(this.id + 1, id);
    const nested = new MutableSnapshot(
      id,
      invalid,
      this,
      combine(facing(read), this.readObserver),
      combine(facing(write), this.writeObserver),
    );
    this.advance();
    return nested;
  }

  /** Takes a new id, so that its later writes are not seen by the nested snapshot just taken. */
  private advance(): void {
    const previous = this.id;
    this.ownIds.push(previous);
    this.id = registry.nextId++;
    registry.openIds.add(this.id);
    this.invalid.addRange(previous + 1, this.id);
  }

  private checkWritable(what: string): void {
    this.checkOpen(what);
    if (this.applied) throw runtimeError("R010", { what });
  }

  /** @internal The record a write to `state` changes. */
  writable<T>(state: RecordedState<T>): StateRecord<T> {
    this.checkWritable("write in");
    const record = readable(state.first, this);
    if (record === null) throw unreadable(state);
    let target = record;
    if (record.id !== this.id) {
      const modified = (this.modified ??= new Map());
      if (!modified.has(state as RecordedState))
        modified.set(state as RecordedState, { stamp: record.stamp, value: record.value });
      target = newRecord(state, this.id, state.copyValue(record.value), record);
    }
    target.stamp = ++registry.stamps;
    return target;
  }

  /**
   * Makes its writes visible to its parent (the global snapshot for one taken
   * outside any `enter`): all of them, or none if a state it wrote was changed
   * there since it was taken and the state's policy cannot merge.
   */
  apply(): SnapshotApplyResult {
    this.checkWritable("apply");
    const parent = this.parent as MutableSnapshot | null;
    if (parent !== null && (parent.disposed || parent.applied)) {
      throw runtimeError("R012");
    }
    const global = registry.global;
    const view: View = parent ?? global;
    const modified = this.modified;
    // Conflicts first: an apply is all or nothing.
    const merges: Array<[RecordedState, unknown]> = [];
    const previous = new Map<RecordedState, unknown>();
    const conflicts: StateObject[] = [];
    if (modified !== null) {
      for (const [state, base] of modified) {
        const current = readable(state.first, view);
        if (current === null) throw unreadable(state);
        previous.set(state, current.value);
        if (current.stamp === base.stamp) continue;
        const applied = readable(state.first, this)!;
        const merged = state.mergeRecords(base.value, current.value, applied.value);
        if (merged === NO_MERGE) conflicts.push(state);
        else merges.push([state, merged]);
      }
    }
    if (conflicts.length > 0) return failed(conflicts);
    this.applied = true;
    if (parent !== null) {
      this.applyInto(parent, merges);
      return SUCCEEDED;
    }
    if (merges.length > 0) {
      // A merged value gets an id of its own, above this snapshot's: it shadows this snapshot's record for
      // everyone who sees it, while a nested snapshot still open keeps seeing what it was taken with.
      const mergeId = registry.nextId++;
      for (const [state, value] of merges) {
        const record = newRecord(state, mergeId, value, null);
        record.stamp = ++registry.stamps;
      }
    }
    this.closeIds();
    registry.commits++;
    // The global snapshot advances with the apply; writes outside any snapshot made so far are sent with it, first.
    if (global.modified.size > 0) sendApplyNotifications();
    else global.advance();
    if (modified !== null && modified.size > 0) {
      const states = [...modified.keys()];
      const saved = registry.applying;
      registry.applying = { snapshotId: this.id, states };
      try {
        runAll(states, (state) =>
          registry.notifyReaders(state, previous.get(state), readable(state.first, global)!.value),
        );
      } finally {
        registry.applying = saved;
      }
      notifyApplyObservers(states, this);
    }
    return SUCCEEDED;
  }

  private applyInto(parent: MutableSnapshot, merges: Array<[RecordedState, unknown]>): void {
    parent.invalid.delete(this.id);
    for (const id of this.ownIds) parent.invalid.delete(id);
    parent.ownIds.push(this.id, ...this.ownIds);
    if (this.modified !== null) {
      const into = (parent.modified ??= new Map());
      for (const [state, base] of this.modified) if (!into.has(state)) into.set(state, base);
    }
    for (const [state, value] of merges) parent.writable(state).value = value;
  }

  /** Marks its records of `state` unused. */
  private dropRecords(state: RecordedState): void {
    for (let record: StateRecord | null = state.first; record !== null; record = record.next) {
      if (record.id === this.id || this.ownIds.includes(record.id)) record.id = INVALID_ID;
    }
  }

  /** Its records are committed (applied) or abandoned: none of its ids is open any more. */
  private closeIds(): void {
    registry.openIds.delete(this.id);
    for (const id of this.ownIds) registry.openIds.delete(id);
  }

  override dispose(): void {
    if (this.disposed) return;
    if (!this.applied) {
      // Abandoned: its records must never become visible (their ids are about to be closed).
      if (this.modified !== null) for (const state of this.modified.keys()) this.dropRecords(state);
      this.closeIds();
    }
    super.dispose();
  }
}
