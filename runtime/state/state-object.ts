/**
 * What observable state looks like to the rest of the runtime: a `StateObject`
 * that `Reader`s subscribe to, and `StateBase`, the base class of every state
 * kind (mutable, derived, list, map). How reads and writes reach readers is in
 * `observation.ts`.
 */

/**
 * Something that is told when a state it read has changed: a recompose scope,
 * a deferred DOM binding, a derived state.
 */
export interface Reader {
  /**
   * Called synchronously when `state`, read during this reader's last
   * observation, was written with a value its policy calls different.
   * `previous` / `next` are there for devtools ("why did this recompose").
   * Collections pass `undefined` and the name of the mutating call
   * (`"push"`, `"set"`, ...). Mark yourself dirty here; do the work later.
   */
  invalidate(state: StateObject, previous: unknown, next: unknown): void;
}

/** What every observable exposes, to readers and to devtools. */
export interface StateObject {
  /** A name for devtools. */
  label?: string;
  /**
   * A stamp of the value the current snapshot sees, taken from a global
   * counter at each write, so a cache can tell it is stale without
   * subscribing (see `derivedStateOf`).
   */
  readonly version: number;
  /**
   * True for a derived state (`derivedStateOf`): its invalidation means "may
   * have changed", checked before a reader recomposes (recompose-scope.ts).
   */
  readonly derived?: boolean;
  /** Who is subscribed now (devtools: "which scopes read this?"). */
  readonly readers: ReadonlySet<Reader>;
  subscribe(reader: Reader): void;
  unsubscribe(reader: Reader): void;
}

const NO_READERS: ReadonlySet<Reader> = new Set();

/**
 * The base of every state class: the reader set (allocated on first
 * subscription, since most states in a big list are read by one scope or none);
 * each kind says what its `version` is.
 */
export abstract class StateBase implements StateObject {
  label?: string;
  abstract readonly version: number;
  private readerSet: Set<Reader> | null = null;

  constructor(label?: string) {
    if (label !== undefined) this.label = label;
  }

  get readers(): ReadonlySet<Reader> {
    return this.readerSet ?? NO_READERS;
  }

  subscribe(reader: Reader): void {
    (this.readerSet ??= new Set()).add(reader);
  }

  unsubscribe(reader: Reader): void {
    this.readerSet?.delete(reader);
  }
}
