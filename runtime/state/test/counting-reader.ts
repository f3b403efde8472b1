/** Test helper: a Reader that records every invalidation it receives. */
import { Observation } from "../observation.js";
import type { Reader, StateObject } from "../observation.js";

export interface Invalidation {
  state: StateObject;
  previous: unknown;
  next: unknown;
}

export class CountingReader implements Reader {
  readonly invalidations: Invalidation[] = [];
  readonly observation: Observation = new Observation(this);

  constructor(readonly name = "reader") {}

  get count(): number {
    return this.invalidations.length;
  }

  invalidate(state: StateObject, previous: unknown, next: unknown): void {
    this.invalidations.push({ state, previous, next });
  }

  /** Run `fn` as this reader's tracked work (like a scope recomposing). */
  track<T>(fn: () => T): T {
    return this.observation.track(fn);
  }
}
