/**
 * `Snapshot`'s static API, as applications call it (`Snapshot.takeSnapshot()`,
 * `Snapshot.withMutableSnapshot(…)`, …): the class of snapshot.ts with these
 * statics attached, exported as `Snapshot` from the layer (index.ts) and the
 * package. They are attached by a call the bundler may drop (`@__PURE__`)
 * when nothing imports `Snapshot`: an app that never calls the API carries
 * none of it, while the runtime's own passes call snapshot.ts's functions
 * (issue 25). The class is the same object, so `instanceof Snapshot` holds
 * for every snapshot.
 */
import { combine, facing, type ApplyObserver, type StateObserver } from "./observers.js";
import type { MutableSnapshot } from "./mutable-snapshot.js";
import { registry } from "./registry.js";
import { Snapshot as SnapshotClass, sendApplyNotifications, takeMutableSnapshot } from "./snapshot.js";
import { runtimeError } from "../messages.js";
import { isThenable } from "../thenable.js";

/** The static API of `Snapshot`. */
export interface SnapshotStatics {
  /** The snapshot entered now, or the global snapshot. Its `id` grows with each apply. */
  readonly current: SnapshotClass;

  /** The snapshot writes outside any `enter` go to. */
  readonly global: SnapshotClass;

  /**
   * A read-only snapshot: inside `enter`, reads see the values as of now,
   * whatever is written later; writes throw. Taken inside another snapshot's
   * `enter`, it nests in that one.
   */
  takeSnapshot(readObserver?: StateObserver): SnapshotClass;

  /**
   * A mutable snapshot: its writes are private until `apply()`. Taken inside
   * another mutable snapshot's `enter`, it nests in it (and applies into it).
   */
  takeMutableSnapshot(readObserver?: StateObserver, writeObserver?: StateObserver): MutableSnapshot;

  /**
   * Runs `block` in a new mutable snapshot and applies it (throwing a
   * `SnapshotApplyConflictError` on conflict); returns the block's value. If
   * the block throws, nothing is applied. Readers of the states written see
   * all the new values together.
   *
   * @example
   * Snapshot.withMutableSnapshot(() => { first.value = "Ada"; last.value = "Lovelace"; });
   */
  withMutableSnapshot<T>(block: () => T): T;

  /**
   * Tells the readers of the states written outside any snapshot since the
   * last call, then the apply observers, and advances the global snapshot
   * (DESIGN.md, "Snapshots"). The Recomposer calls it at each frame and in
   * `flush()`.
   */
  sendApplyNotifications(): void;

  /** Calls `observer(changed, snapshot)` after each apply; `dispose()` the handle to stop. */
  registerApplyObserver(observer: ApplyObserver): { dispose(): void };

  /** Runs `block` with extra read and write observers (of every state object read or written). */
  observe<T>(
    read: StateObserver | null | undefined,
    write: StateObserver | null | undefined,
    block: () => T,
  ): T;
}

const statics: SnapshotStatics = {
  get current() {
    return registry.entered ?? registry.global;
  },
  get global() {
    return registry.global;
  },
  takeSnapshot(readObserver) {
    return (registry.entered ?? registry.global).takeNestedSnapshot(readObserver);
  },
  takeMutableSnapshot,
  withMutableSnapshot(block) {
    const snapshot = takeMutableSnapshot();
    try {
      const result = snapshot.enter(block);
      // An async block leaves the snapshot at its first `await`: what it writes after that goes
      // straight to the global snapshot, so the block would not be applied at once. Nothing of it is.
      if (isThenable(result)) throw runtimeError("R027");
      snapshot.apply().check();
      return result;
    } finally {
      snapshot.dispose();
    }
  },
  sendApplyNotifications,
  registerApplyObserver(observer) {
    const observers = registry.applyObservers;
    observers.push(observer);
    return {
      dispose() {
        const at = observers.indexOf(observer);
        if (at >= 0) observers.splice(at, 1);
      },
    };
  },
  observe(read, write, block) {
    const savedRead = registry.readObserver;
    const savedWrite = registry.writeObserver;
    registry.readObserver = combine(facing(read), savedRead);
    registry.writeObserver = combine(facing(write), savedWrite);
    try {
      return block();
    } finally {
      registry.readObserver = savedRead;
      registry.writeObserver = savedWrite;
    }
  },
};

/** Attaches the statics to the class (their getters as getters); returns it. */
function withStatics(target: typeof SnapshotClass): typeof SnapshotClass & SnapshotStatics {
  return Object.defineProperties(target, Object.getOwnPropertyDescriptors(statics)) as typeof SnapshotClass &
    SnapshotStatics;
}

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
export const Snapshot = /* @__PURE__ */ withStatics(SnapshotClass);
export type Snapshot = SnapshotClass;
