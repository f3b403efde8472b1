/**
 * A stand-in for the state layer (`runtime/state/`, built in parallel): just
 * enough observable state to drive deferred bindings through the
 * BindingTracker interface. Replace with the real Observation once it lands.
 */
import type { BindingTracker, BindingTrackerFactory } from "../binding.js";

let active: FakeTracker | null = null;

export class FakeState<T> {
  private readers = new Set<FakeTracker>();
  constructor(private current: T) {}
  get value(): T {
    if (active !== null) {
      this.readers.add(active);
      active.reads.add(this as FakeState<unknown>);
    }
    return this.current;
  }
  set value(next: T) {
    if (Object.is(next, this.current)) return;
    this.current = next;
    for (const reader of [...this.readers]) reader.onInvalidate();
  }
  unsubscribe(tracker: FakeTracker): void {
    this.readers.delete(tracker);
  }
  get readerCount(): number {
    return this.readers.size;
  }
}

class FakeTracker implements BindingTracker {
  reads = new Set<FakeState<unknown>>();
  constructor(readonly onInvalidate: () => void) {}
  track<T>(fn: () => T): T {
    for (const state of this.reads) state.unsubscribe(this);
    this.reads.clear();
    const outer = active;
    active = this;
    try {
      return fn();
    } finally {
      active = outer;
    }
  }
  dispose(): void {
    for (const state of this.reads) state.unsubscribe(this);
    this.reads.clear();
  }
}

export const fakeTrackerFactory: BindingTrackerFactory = (onInvalidate) => new FakeTracker(onInvalidate);
