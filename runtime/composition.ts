import type { Applier } from "./applier.js";
import { ChangeList, LateFailure, type DeferredEffects } from "./change-list.js";
import { Composer } from "./composer.js";
import { PassFrame } from "./pass-frame.js";
import { devtoolsHook } from "./devtools-hook.js";
import { compositionError, parseSource } from "./errors.js";
import {
  RecomposeScope as RecomposeScopeClass,
  forEachScope,
  releaseScopes,
  type RecomposeScope,
  type ScopeOwner,
} from "./recompose-scope.js";
import { scheduleRecompose, unscheduleRecompose, type Recomposable } from "./recomposer.js";
import { setCurrentComposer } from "./remember.js";
import type { IdSequence } from "./remember-id.js";
import { reportError } from "./report.js";
import { SOURCE_FLAG } from "./slot-table/group-layout.js";
import { SlotTable, reserveTable, trimTable } from "./slot-table/slot-table.js";
import { internalObserver, takeMutableSnapshot } from "./snapshot/index.js";
// The global snapshot registers itself at load (package.json sideEffects); an app that
// reads no state imports nothing else of it, and every pass's snapshot needs it.
import "./snapshot/global-snapshot.js";
import type { StateObject } from "./state/observation.js";
import { runtimeError } from "./messages.js";

/**
 * A Composer of any node type: where composables meet, the node type is
 * erased (a composable written for the DOM is called by the Composer of a
 * composition whose Applier's node type the caller does not name). `unknown`
 * cannot stand in: a lambda typed for `Composer<Element>` must fit here.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyComposer = Composer<any>;

/** A composable as compiled: one props object, the Composer, the `$changed` bits. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- props of any shape, as `AnyComposer`'s nodes
export type Composable<P = any> = (props: P, composer: AnyComposer, changed: number) => void;

/** A pass composed and not applied yet (`Composition.prepare`). */
export interface PreparedPass<N> {
  readonly composer: Composer<N>;
  readonly insertTable: SlotTable;
  readonly changes: ChangeList<N>;
  readonly rootNodes: number;
  /** It holds the composition's own buffers. */
  readonly lent: boolean;
  /** Applied during the pass whose changes are `deferTo`, in whose phases its effects run. */
  readonly deferredEffects?: DeferredEffects;
  readonly deferTo?: ChangeList<N>;
}

/** Told about each write that invalidated a scope (devtools' "why did this recompose"). */
export type InvalidationListener = (
  scope: RecomposeScope,
  state: StateObject,
  previous: unknown,
  next: unknown,
) => void;

/** How long without a pass before a composition lets go of its buffers' spare room (`scheduleTrim`). */
const IDLE_TRIM_MS = 2000;
/** Room its buffers keep however long the page is idle: what a small pass needs. */
const KEPT_CHANGES = 4096;
const KEPT_SLOTS = 1024;

/**
 * A composition: a slot table and the tree it drives through an Applier.
 * `setContent` composes the root content; a state write invalidates the
 * scopes that read it, and the Recomposer recomposes just those (`flush()`
 * or the next frame). Each pass either applies all of its changes or, if
 * composition throws, none of them.
 */
export class Composition<N> implements ScopeOwner, Recomposable {
  readonly table = new SlotTable();
  /** Each pass's insert table and change list: kept, with their capacity, and emptied after the pass. */
  /** @internal */ readonly insertTable = new SlotTable();
  private readonly changes = new ChangeList<N>();
  /** @internal */ buffersLent = false;
  /** Invalid scopes waiting for a pass. */
  private readonly invalid = new Set<RecomposeScope>();
  /** The pass in progress, which takes invalidations that are still ahead of it. */
  private pass: Composer<N> | null = null;
  /** Children of the root node that this composition owns. */
  private rootNodes = 0;
  /** Whether a pass was ever applied: until then the tree holds nothing of this composition. */
  private applied = false;
  protected disposed = false;
  /** Passes being applied now (an effect may apply another): `dispose` waits for them to end. */
  private applying = 0;
  /** `dispose` was called by an effect of a pass being applied: it runs once that pass ends. */
  private disposeWhenApplied = false;
  /**
   * What an effect asked of this composition while its table was being edited (an effect of a
   * lazy list's row, composed by the list's layout inside this pass): done once the pass ends.
   */
  private contentWhenApplied: (() => void) | null = null;
  private recomposeWhenApplied = false;
  /** While a subcomposition's pass composes within another pass (subcomposition.ts): that pass's Composer. */
  protected outerPass: Composer<N> | null = null;
  /** The composition this one is a subcomposition of (subcomposition.ts), for devtools' tree. */
  parent: Composition<N> | null = null;
  /** Its live subcompositions, disposed with it. */
  readonly children = new Set<Composition<N>>();
  /** Devtools: told about every invalidating write. */
  onInvalidate: InvalidationListener | null = null;
  /**
   * The server render's id sequence while the pass that hydrates it runs
   * (remember-id.ts); also lent to the movable content that pass composes
   * in place, which the server wrote in place.
   */
  serverIds: IdSequence | null = null;

  constructor(
    readonly applier: Applier<N>,
    /** Where errors of effects and cleanups go (they never stop the others). */
    protected readonly onError: (error: unknown) => void = reportError,
  ) {
    devtoolsHook?.created(this);
  }

  /** Composes `content` at the root, recomposing what is already there. */
  setContent(content: (composer: Composer<N>) => void): void {
    if (this.disposed) throw runtimeError("R004");
    if (this.table.writing) {
      this.contentWhenApplied = () => this.setContent(content);
      return;
    }
    this.run((c) => c.composeRoot(this.applier.current, this.rootNodes, content));
  }

  /** Recomposes the invalid scopes now; false if there were none. */
  recompose(): boolean {
    if (this.disposed || this.invalid.size === 0 || !this.needsPass()) return false;
    if (this.table.writing) {
      // An effect of a lazy list's row composed inside this composition's pass called flush():
      // this table is being edited, so that pass recomposes once this one ends.
      this.recomposeWhenApplied = true;
      return false;
    }
    this.run((c) => c.recomposeRoot(this.applier.current, this.rootNodes));
    return true;
  }

  /**
   * Whether some invalid scope must recompose. Scopes invalid only because
   * derived states they read may have changed are checked in the order a
   * pass would meet them, and only until one must recompose: a derived state
   * is then computed only for scopes a pass would reach.
   */
  private needsPass(): boolean {
    let conditional: RecomposeScope[] | null = null;
    for (const scope of this.invalid) {
      if (!scope.alive) continue;
      if (!scope.conditional) return true;
      (conditional ??= []).push(scope);
    }
    if (conditional === null) return false;
    const table = this.table;
    const index = (scope: RecomposeScope) =>
      scope.anchor !== null && scope.anchor.valid && table.ownsAnchor(scope.anchor)
        ? table.anchorIndex(scope.anchor)
        : -1;
    conditional.sort((a, b) => index(a) - index(b));
    for (const scope of conditional) {
      if (scope.checkInvalid()) return true;
      this.invalid.delete(scope);
    }
    return false;
  }

  /**
   * The write observer of the pass's snapshot: a state written while
   * composing invalidates this composition's scopes that read it at once, so
   * those still ahead recompose in the same pass (they read the new value);
   * everyone else learns at apply.
   */
  /** Internal: told of the state objects themselves (a list's, not the list the application holds). */
  private writtenWhileComposing = internalObserver((state: object): void => {
    const readers = (state as StateObject).readers;
    if (readers === undefined || readers.size === 0) return;
    for (const reader of Array.from(readers)) {
      if (reader instanceof RecomposeScopeClass && reader.ownedBy(this))
        reader.invalidate(state as StateObject, undefined, undefined);
    }
  });

  /** True when some scope waits to recompose. */
  get hasInvalidations(): boolean {
    return this.invalid.size > 0;
  }

  invalidate(scope: RecomposeScope, state: StateObject, previous: unknown, next: unknown): void {
    if (this.disposed) return;
    this.onInvalidate?.(scope, state, previous, next);
    this.invalid.add(scope);
    this.pass?.invalidate(scope);
    scheduleRecompose(this);
  }

  private run(compose: (composer: Composer<N>) => number): void {
    this.commitAndRelease(this.prepare(compose));
  }

  /** A pass that composes `content` at the root, not applied yet. */
  protected prepareRoot(content: (composer: Composer<N>) => void): PreparedPass<N> {
    return this.prepare((c) => c.composeRoot(this.applier.current, this.rootNodes, content));
  }

  protected commitAndRelease(pass: PreparedPass<N>): void {
    try {
      this.commit(pass);
    } finally {
      this.release(pass);
    }
  }

  /**
   * Composes a pass without applying it: `commit` applies it, `abandon` drops
   * it (a subcomposition's pass waits for its parent's, see subcomposition.ts).
   * Throws, with nothing kept, if composition throws.
   */
  protected prepare(
    compose: (composer: Composer<N>) => number,
    lateFailures: ReadonlyMap<number, unknown> | null = null,
  ): PreparedPass<N> {
    // A pass started by an effect of the pass being applied gets buffers of its own.
    const lent = !this.buffersLent;
    const insertTable = lent ? this.insertTable : new SlotTable();
    const changes = lent ? this.changes : new ChangeList<N>();
    this.buffersLent = true;
    const composer = new Composer<N>(this.table, this.applier, this, insertTable, changes);
    // Composed within another pass (a subcomposition's): one frame with it (pass-frame.ts).
    const outer = this.outerPass;
    const frame = outer?.frame ?? new PassFrame(composer.pass, lateFailures);
    composer.frame = frame;
    frame.add(changes as ChangeList<unknown>, outer !== null);
    composer.ids = this.serverIds;
    const idsFrom = this.serverIds?.next ?? 0;
    composer.invalidateAll(this.invalid);
    this.pass = composer;
    const previous = setCurrentComposer(composer);
    // Composition runs in a mutable snapshot (DESIGN.md, "Snapshots"): what it writes is applied with
    // the pass, or dropped with a failed one. Inside another snapshot's enter, it nests in that one.
    const snapshot = takeMutableSnapshot(undefined, this.writtenWhileComposing);
    let rootNodes!: number;
    let failed: LateFailure | null = null;
    try {
      // Content placed late (movable content) composes in the same snapshot as the rest of the pass.
      rootNodes = snapshot.enter(() => {
        const nodes = compose(composer);
        if (outer === null) {
          changes.prepareLate();
          frame.prepareLate();
        }
        return nodes;
      });
    } catch (error) {
      snapshot.dispose();
      const open = composer.describeOpenGroups();
      composer.abort();
      this.dropPass({ composer, insertTable, changes, rootNodes: 0, lent });
      if (!(error instanceof LateFailure)) throw compositionError(error, open);
      failed = error;
    } finally {
      setCurrentComposer(previous);
      this.pass = null;
    }
    if (failed !== null) {
      // Late content inside an error boundary threw: the same pass again, where that placement
      // throws inside its boundary (LateFailure). Each attempt adds one placement, so this ends.
      const failures = new Map(lateFailures);
      if (failures.has(failed.placement))
        throw compositionError(failed.cause, { source: undefined, key: undefined });
      failures.set(failed.placement, failed.cause);
      // The same pass again gives the same ids.
      if (this.serverIds !== null) this.serverIds.next = idsFrom;
      return this.prepare(compose, failures);
    }
    try {
      snapshot.apply().check();
    } finally {
      snapshot.dispose();
    }
    // Scopes recomposed in this pass are done; those invalidated behind it wait for the next one.
    for (const scope of this.invalid) {
      if (!scope.alive || !scope.invalid || scope.restartInputs === null) this.invalid.delete(scope);
    }
    return { composer, insertTable, changes, rootNodes, lent };
  }

  /** Applies a prepared pass: slot table, tree, then effects. */
  protected commit(pass: PreparedPass<N>): void {
    this.applying++;
    try {
      if (pass.deferredEffects !== undefined) {
        pass.changes.apply(this.table, pass.insertTable, this.applier, this.onError, pass.deferredEffects);
        pass.deferTo!.nestedEffects.push(pass.deferredEffects);
      } else this.applyPass(pass.changes, pass.insertTable);
      this.applied = true;
      this.rootNodes = pass.rootNodes;
      devtoolsHook?.applied(this);
    } finally {
      this.applying--;
    }
    if (this.applying === 0) this.afterApplied();
  }

  /** Runs a phase of effects of a pass applied earlier (DeferredEffects), as `commit` runs its own. */
  protected runEffects(phase: () => void): void {
    if (this.disposed) return;
    this.applying++;
    try {
      phase();
    } finally {
      this.applying--;
    }
    if (this.applying === 0) this.afterApplied();
  }

  /** What effects of the pass just applied asked for and could not have while it was applied. */
  private afterApplied(): void {
    if (this.disposeWhenApplied) {
      this.disposeWhenApplied = this.recomposeWhenApplied = false;
      this.contentWhenApplied = null;
      this.dispose();
      return;
    }
    const content = this.contentWhenApplied;
    const recompose = this.recomposeWhenApplied;
    this.contentWhenApplied = null;
    this.recomposeWhenApplied = false;
    // No caller to throw to (the pass that ran the effect succeeded): reported, as a frame's are.
    try {
      if (content !== null) content();
      else if (recompose) this.recompose();
    } catch (error) {
      this.onError(error);
    }
  }

  /**
   * Plays a successful pass's changes, then its remember observers and side
   * effects. The server's composition (runtime/server/) overrides it: no
   * effect runs there.
   */
  protected applyPass(changes: ChangeList<N>, insertTable: SlotTable): void {
    changes.apply(this.table, insertTable, this.applier, this.onError);
  }

  /** Drops a prepared pass that will never be applied (its parent's failed). */
  protected abandon(pass: PreparedPass<N>): void {
    // Not scheduled on its own: its scopes now hold that pass's restart lambdas (its parent's
    // props); the parent's next pass, re-invalidated by its failure, composes it again.
    this.dropPass(pass);
    this.release(pass);
  }

  /** How many compositions it is inside (0 for a root): the Recomposer recomposes parents first. */
  get depth(): number {
    let depth = 0;
    for (let c = this.parent; c !== null; c = c.parent) depth++;
    return depth;
  }

  private dropPass({ composer, insertTable, changes }: PreparedPass<N>): void {
    changes.abandon(this.onError);
    // The scopes of the content this pass inserted never entered the composition: they must stop
    // reading, or a later write would start a pass for groups that do not exist (a first render's
    // would clear its container). Those invalidated meanwhile leave the invalid set with them.
    releaseScopes(insertTable);
    for (const scope of this.invalid) if (!scope.alive) this.invalid.delete(scope);
    // What ran in the failed pass may have re-subscribed to other state: all of it runs again next time.
    // (Those scopes carry the pass's stamp; only a failed pass looks for them, walking the table.)
    forEachScope(this.table, (scope) => {
      if (scope.lastPass !== composer.pass || !scope.alive) return;
      scope.invalid = true;
      this.invalid.add(scope);
    });
  }

  /** The pass's buffers, emptied, go back for the next one. */
  private release({ insertTable, changes, lent }: PreparedPass<N>): void {
    if (!lent) return;
    this.buffersLent = false;
    insertTable.clear();
    changes.reset();
    this.scheduleTrim();
  }

  /** The timer of `scheduleTrim`, while one waits. */
  private trimTimer: ReturnType<typeof setTimeout> | undefined = undefined;

  /**
   * The emptied insert table and change list keep the room their largest pass
   * took (`SlotTable.clear`, `ChangeList.reset`): creating 1,000 rows after a
   * clear then grows nothing, which saves more script time than the memory
   * costs while passes follow each other. Once no pass came for `IDLE_TRIM_MS`
   * that room goes (about 120 kB after 1,000 rows were created; bench/README.md,
   * "Memory"); each pass starts the wait again, and a pass after it grows the
   * buffers back as the first one did.
   */
  private scheduleTrim(): void {
    if (this.trimTimer !== undefined) clearTimeout(this.trimTimer);
    this.trimTimer = undefined;
    if (this.changes.peak <= KEPT_CHANGES && this.insertTable.peakSlots <= KEPT_SLOTS) return;
    this.trimTimer = setTimeout(() => {
      this.trimTimer = undefined;
      // A pass in progress has the buffers; its release waits again.
      if (this.buffersLent) return;
      trimTable(this.insertTable);
      this.changes.trim();
    }, IDLE_TRIM_MS);
    // In Node (a server, a test run) the wait must not keep the process alive.
    (this.trimTimer as { unref?: () => void }).unref?.();
  }

  describeInvalid(): string[] {
    const names: string[] = [];
    for (const scope of this.invalid) {
      if (scope.anchor === null || !this.table.ownsAnchor(scope.anchor)) continue;
      const index = this.table.anchorIndex(scope.anchor);
      const info = this.table.info(index);
      const source = this.table.aux(index, info, SOURCE_FLAG) as string | undefined;
      const { name, location } = parseSource(source, this.table.key(index));
      names.push(location === undefined ? name : `${name} (${location})`);
    }
    return names;
  }

  dropInvalid(): void {
    for (const scope of this.invalid) scope.invalid = false;
    this.invalid.clear();
  }

  /**
   * Removes everything: nodes, remembered values (their `onForgotten` runs).
   * A composition that never applied a pass (its first one failed) has
   * nothing there: the tree is left untouched, as that pass left it.
   * Called by an effect of a pass being applied (an app that closes itself),
   * it waits for the end of that pass, as React's `root.unmount()` from an
   * effect does: the effects after it in that pass still start, then every
   * one that started is cleaned up; disposing at once would start them after
   * their composition was gone (never cleaned up) and lose the cleanup of the
   * effect that is running.
   */
  dispose(): void {
    if (this.disposed) return;
    if (this.applying > 0) {
      this.disposeWhenApplied = true;
      return;
    }
    this.disposeNow();
  }

  /** @internal True from the start of its disposal: what leaves then leaves with it, not by a pass (movable-content.ts). */
  disposing = false;

  /** `dispose`'s work, for subclasses to extend. */
  protected disposeNow(): void {
    this.disposing = true;
    this.dropInvalid();
    if (this.applied) {
      this.setContent(() => {});
      this.applier.clear();
    }
    this.disposed = true;
    for (const child of [...this.children]) child.dispose();
    this.parent?.children.delete(this);
    unscheduleRecompose(this);
    devtoolsHook?.disposed(this);
  }
}

/**
 * Sizes `composition`'s next pass's insert table (see `reserveTable`):
 * hydration knows the size of its first pass from the server's markup. A
 * function, not a method: only hydration calls it (bench/README.md, "Bundle size").
 */
export function reserveInsertTable<N>(composition: Composition<N>, groups: number, slots: number): void {
  if (!composition.buffersLent) reserveTable(composition.insertTable, groups, slots);
}
