/**
 * Test helper: a Reader that records every invalidation it receives. Writes
 * outside any snapshot reach readers when the global snapshot advances
 * (DESIGN.md, "Snapshots"); reading `invalidations` or `count` first sends
 * what is pending, as the next frame or `flush()` would, so a test reads what
 * its reader has been told by then.
 */
import { Snapshot } from "../../snapshot/index.js";
import { Observation } from "../observation.js";
import type { Reader, StateObject } from "../observation.js";

export interface Invalidation {
  state: StateObject;
  previous: unknown;
  next: unknown;
}

export class CountingReader implements Reader {
  private readonly received: Invalidation[] = [];
  readonly observation: Observation = new Observation(this);

  constructor(readonly name = "reader") {}

  /** What it was told, once pending writes were sent. */
  get invalidations(): readonly Invalidation[] {
    Snapshot.sendApplyNotifications();
    return this.received;
  }

  get count(): number {
    return this.invalidations.length;
  }

  /** What it was told so far, sending nothing. */
  get toldSoFar(): readonly Invalidation[] {
    return this.received;
  }

  invalidate(state: StateObject, previous: unknown, next: unknown): void {
    this.received.push({ state, previous, next });
  }

  /** Run `fn` as this reader's tracked work (like a scope recomposing). */
  track<T>(fn: () => T): T {
    return this.observation.track(fn);
  }
}

/** Sends the writes made outside any snapshot to their readers now (what a frame or `flush()` does first). */
export function sendWrites(): void {
  Snapshot.sendApplyNotifications();
}
