/**
 * Snapshots: Compose's state model (DESIGN.md, "Snapshots"; "Compose
 * Internals", "Snapshots — how state-tracking works").
 *
 * Every state keeps versioned records (records.ts). A snapshot is a view:
 * the records committed when it was taken, plus its own writes. Writes
 * outside any snapshot go to the *global* snapshot (global-snapshot.ts); a
 * mutable snapshot's (mutable-snapshot.ts) writes stay private until
 * `apply()` commits them all at once, unless a state it wrote changed
 * meanwhile and its policy cannot merge. What they all share (ids, open ids,
 * live snapshots, the entered one, observers) is the snapshot registry
 * (registry.ts).
 *
 * This file: the `Snapshot` base, read-only snapshots, and the two calls
 * the runtime's passes make (`takeMutableSnapshot`, `sendApplyNotifications`).
 * The static API applications call (`Snapshot.takeSnapshot()`, …) is in
 * snapshot-api.ts. Import the layer through index.ts, which loads the global
 * snapshot too.
 */
import { combine, facing, runAll, type StateObserver } from "./observers.js";
import { IdSet, type View } from "./records.js";
import type { MutableSnapshot } from "./mutable-snapshot.js";
import { notifyApplyObservers, registry, type GlobalView } from "./registry.js";
import { runtimeError } from "../messages.js";

/**
 * A view of every state object at one moment, plus (for a mutable snapshot)
 * its own writes. Take one with `Snapshot.takeSnapshot()` or
 * `Snapshot.takeMutableSnapshot()`; read and write inside `enter`.
 *
 * @example
 * const snap = Snapshot.takeMutableSnapshot();
 * snap.enter(() => { count.value = 1; });  // invisible outside
 * snap.apply().check();                   // now everyone sees 1
 * snap.dispose();
 */
export abstract class Snapshot implements View {
  disposed = false;
  /** `commitCount()` when taken. */
  protected readonly takenAt = registry.commits;

  protected constructor(
    public id: number,
    public invalid: IdSet,
    /** The snapshot it nests in (`null`: the global snapshot). */
    readonly parent: Snapshot | null,
    readonly readObserver: StateObserver | null,
    readonly writeObserver: StateObserver | null,
  ) {}

  /** True for snapshots taken with `takeSnapshot` (writes inside throw). */
  abstract readonly readOnly: boolean;

  /** Runs `block` with this snapshot current: its reads and writes go to it. Returns `block`'s value. */
  enter<T>(block: () => T): T {
    if (this.disposed) throw runtimeError("R009", { what: "enter" });
    const saved = registry.entered;
    const savedRead = registry.readObserver;
    const savedWrite = registry.writeObserver;
    registry.entered = this;
    registry.readObserver = this.readObserver;
    registry.writeObserver = this.writeObserver;
    try {
      return block();
    } finally {
      registry.entered = saved;
      registry.readObserver = savedRead;
      registry.writeObserver = savedWrite;
    }
  }

  /** A read-only snapshot of what this one sees now. */
  abstract takeNestedSnapshot(readObserver?: StateObserver): Snapshot;

  /** Releases it: its unapplied writes are dropped, the records it pinned can be reused. */
  dispose(): void {
    if (this.disposed) return;
    this.disposed = true;
    registry.live.delete(this);
  }

  /** @internal Whether reads here see exactly what the global snapshot sees (derived caches may be shared). */
  sharesGlobalView(): boolean {
    if (this.takenAt !== registry.commits) return false;
    for (let s: Snapshot | null = this; s !== null; s = s.parent) if (s.hasWrites()) return false;
    return true;
  }

  /** @internal */
  hasWrites(): boolean {
    return false;
  }

  protected checkOpen(what: string): void {
    if (this.disposed) throw runtimeError("R009", { what });
  }
}

/**
 * A mutable snapshot: its writes are private until `apply()`. Taken inside
 * another mutable snapshot's `enter`, it nests in it (and applies into it).
 * `Snapshot.takeMutableSnapshot` (snapshot-api.ts); the runtime's passes call this.
 */
export function takeMutableSnapshot(
  readObserver?: StateObserver,
  writeObserver?: StateObserver,
): MutableSnapshot {
  const current = registry.entered ?? registry.global;
  if (current.readOnly) throw runtimeError("R011");
  return (current as MutableSnapshot | GlobalView).takeNestedMutableSnapshot(readObserver, writeObserver);
}

/**
 * Tells the readers of the states written outside any snapshot since the
 * last call, then the apply observers, and advances the global snapshot
 * (DESIGN.md, "Snapshots"). The Recomposer calls it at each frame and in
 * `flush()`; `Snapshot.sendApplyNotifications` (snapshot-api.ts).
 */
export function sendApplyNotifications(): void {
  const global = registry.global;
  const changed = global.modified;
  if (changed.size === 0) return;
  global.modified = new Map();
  global.advance();
  let failed = false;
  let failure: unknown;
  try {
    runAll(changed, ([state, write]) => {
      registry.sending = state;
      registry.notifyReaders(state, write.previous, write.next);
    });
  } catch (error) {
    [failed, failure] = [true, error]; // the apply observers are told all the same
  } finally {
    registry.sending = null;
  }
  if (registry.applyObservers.length > 0) notifyApplyObservers(changed.keys(), global);
  if (failed) throw failure;
}

/** A snapshot that only reads. */
export class ReadonlySnapshot extends Snapshot {
  readonly readOnly = true;

  constructor(id: number, invalid: IdSet, parent: Snapshot | null, readObserver: StateObserver | null) {
    super(id, invalid, parent, readObserver, null);
    registry.live.add(this);
  }

  takeNestedSnapshot(observer?: StateObserver): Snapshot {
    this.checkOpen("take a snapshot of");
    return new ReadonlySnapshot(this.id, this.invalid, this, combine(facing(observer), this.readObserver));
  }
}
