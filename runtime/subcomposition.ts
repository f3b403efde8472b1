/**
 * Subcompositions (Compose's `CompositionContext`): a composition that
 * another one owns. It has its own slot table and recomposes on its own when
 * state it read changes; where its parent composes it (`composeWithin`), it
 * composes in the parent's pass, under the composition locals in effect
 * there, and its changes are applied after the parent's, or dropped with
 * them when the parent's pass fails (see `LateWork` in change-list.ts). It
 * is disposed with its parent, and devtools shows it as the parent's child.
 *
 * Movable content, `Portal` and the lazy lists' items are subcompositions.
 */
import type { Applier, TemplateDescription, TextValue } from "./applier.js";
import type { Composer } from "./composer.js";
import { DeferredEffects, guard, type ChangeList, type RememberObserver } from "./change-list.js";
import { takeRememberedObservers } from "./forget.js";
import { Composition, type PreparedPass } from "./composition.js";
import { NODE_FLAG } from "./slot-table/group-layout.js";
import type { SlotTable } from "./slot-table/slot-table.js";
import type { RecomposeScope } from "./recompose-scope.js";

export class Subcomposition<N> extends Composition<N> {
  /**
   * The remembered value (in its parent's slot table) whose leaving disposes
   * it, if any (a `Portal`'s host): movable content placed in it is leaving
   * when that value is (movable-content.ts).
   */
  host: RememberObserver | null = null;
  /** The parent's scope around the place it is composed at, while an ErrorBoundary guards that place. */
  private guardedAt: RecomposeScope | null = null;
  /** What a pass of its own threw while guarded: thrown at its place in the parent's next pass. */
  private failure: { error: unknown } | null = null;
  /**
   * In a reuse pool (`deactivate`): its remembered values were forgotten, so
   * it composes again only as reused content, and recomposes nothing meanwhile.
   */
  private deactivated = false;

  constructor(parent: Composition<N> | null, applier: Applier<N>, onError?: (error: unknown) => void) {
    super(applier, onError);
    this.parent = parent;
    parent?.children.add(this);
  }

  /**
   * Called where the parent composes it (a Portal, a movable content's site), in the parent's
   * pass: notes whether an ErrorBoundary guards that place. A pass of its own (a state its
   * content read changed) that throws while guarded is then not thrown out of `flush()`: the
   * error is kept, the parent's scope around the place recomposes, and this call throws it
   * there, inside the boundary, which shows its fallback (as React's boundaries catch what a
   * portal's children throw). Unguarded, such a pass throws from `flush()` as any pass does.
   */
  composedAt($c: Composer<N>): void {
    this.guardAt(guardOf($c));
    const failed = this.failure;
    if (failed !== null) {
      this.failure = null;
      throw failed.error;
    }
  }

  /** Where a guarded failure of a pass of its own goes (`guardOf` at the place it is composed at). */
  guardAt(scope: RecomposeScope | null): void {
    this.guardedAt = scope;
  }

  override recompose(): boolean {
    if (this.deactivated) {
      this.dropInvalid();
      return false;
    }
    const site = this.guardedAt;
    if (site === null) return super.recompose();
    try {
      return super.recompose();
    } catch (error) {
      this.failure = { error };
      site.invalidate();
      return true; // the parent's pass that throws it is work of this same flush
    }
  }

  /**
   * Composes `content` as the whole of this composition, in the pass `$c`
   * of its parent: applied after the parent's changes, or dropped with them.
   * A composable in `content` that did not change skips, as anywhere.
   */
  composeWithin($c: Composer<N>, content: (c: Composer<N>) => void): void {
    const pass = this.prepareWithin($c, content);
    $c.changes.late.push({
      apply: () => this.commitPrepared(pass),
      abandon: () => this.abandonPrepared(pass),
    });
  }

  /**
   * `composeWithin`'s first half: the pass, composed with `$c`'s locals, not applied yet; its
   * effects will run in the phases of `$c`'s pass, where it was composed (`deferEffects`).
   */
  prepareWithin($c: Composer<N>, content: (c: Composer<N>) => void): PreparedPass<N> {
    return this.deferEffects($c.changes, this.prepareUnder($c.locals, $c.forced, content, $c));
  }

  /**
   * Makes `pass`, applied during the pass whose changes are `changes`, run its effects in that
   * pass's phases (DeferredEffects), at the place of the entering and side effects recorded so far.
   */
  deferEffects(changes: ChangeList<N>, pass: PreparedPass<N>): PreparedPass<N> {
    const onError = this.onError;
    const deferred = new DeferredEffects((phase) => this.runEffects(phase));
    changes.remembered.push({ onRemembered: () => deferred.enter(onError) });
    changes.sideEffects.push(() => deferred.side(onError));
    return { ...pass, deferredEffects: deferred, deferTo: changes };
  }

  /**
   * Composes `content` under `locals` (and with nothing skipping when `forced`), without applying it;
   * `outer`: the pass it composes within, whose frame it joins (pass-frame.ts).
   */
  prepareUnder(
    locals: ReadonlyMap<unknown, unknown>,
    forced: boolean,
    content: (c: Composer<N>) => void,
    outer: Composer<N> | null = null,
  ): PreparedPass<N> {
    if (this.disposed) throw new Error("Composa: the subcomposition was disposed");
    const saved = this.outerPass;
    this.outerPass = outer;
    // Deactivated: every remembered value is gone; only a reuse (everything computed again) may compose it.
    const reactivate = this.deactivated;
    try {
      const pass = this.prepareRoot((c) => {
        c.locals = locals;
        if (reactivate) c.reuse(() => content(c));
        else if (forced) c.forceRecompose(() => content(c));
        else content(c);
      });
      this.deactivated = false;
      return pass;
    } finally {
      this.outerPass = saved;
    }
  }

  /**
   * Into a reuse pool (a lazy list's item that left the view or the items):
   * its nodes and groups stay for the next item to be composed over them, but
   * its remembered values are forgotten now, in reverse composition order
   * (effects are cleaned up, `LaunchedEffect`s aborted), and its scopes
   * recompose nothing, as Compose deactivates reusable content.
   */
  deactivate(): void {
    if (this.disposed || this.deactivated) return;
    this.deactivated = true;
    this.dropInvalid();
    const observers = takeRememberedObservers(this.table);
    for (let i = observers.length - 1; i >= 0; i--) guard(() => observers[i]!.onForgotten?.(), this.onError);
  }

  /** Its parent becomes `parent` (movable content that moved into another composition): disposed with that one. */
  adoptBy(parent: Composition<N>): void {
    if (this.parent === parent) return;
    this.parent?.children.delete(this);
    this.parent = parent;
    parent.children.add(this);
  }

  /** Applies a pass of `prepareWithin`. */
  commitPrepared(pass: PreparedPass<N>): void {
    this.commitAndRelease(pass);
  }

  /** Drops a pass of `prepareWithin` (its parent's pass failed). */
  abandonPrepared(pass: PreparedPass<N>): void {
    this.abandon(pass);
  }
}

/**
 * The scope of the parent's pass `$c` around where a subcomposition is composed now, if an
 * ErrorBoundary guards that place (see `Subcomposition.composedAt`), else null.
 */
export function guardOf($c: Composer<unknown>): RecomposeScope | null {
  const scope = $c.guarded > 0 ? $c.currentRecomposeScope() : null;
  scope?.pin(); // kept restartable though it may read nothing (as `currentRecomposeScope()` does)
  return scope;
}

/**
 * An Applier for a subcomposition whose nodes live in its parent's tree,
 * under `root`: everything goes to the parent's Applier (so that a DOM
 * parent's event delegation, templates and releases serve it too). `root`
 * may change while the composition lives (movable content moving to another
 * place).
 */
export class RootedApplier<N> implements Applier<N> {
  cloneTemplate?: (template: TemplateDescription, parent: N) => N;
  templateChild?: (parent: N, previous: N | null, hole?: boolean) => N | null;
  shows?: (node: N, name: string, value: string) => boolean;
  markFactory?: () => unknown;
  restoreFactory?: (mark: unknown) => void;

  constructor(
    /** The Applier of the composition it is placed in (it changes when movable content moves to another). */
    public target: Applier<N>,
    public root: N,
  ) {
    if (target.cloneTemplate !== undefined) {
      this.cloneTemplate = (template, parent) => this.target.cloneTemplate!(template, parent);
      this.templateChild = (parent, previous, hole) => this.target.templateChild!(parent, previous, hole);
    }
    // The optional members a hydrating target has (docs/server-rendering.md)
    // are forwarded only when it has them, as the Composer tests for their
    // presence: `shows` spares the change a matching attribute would record,
    // and the factory marks let an error boundary in this composition's
    // content put back the target's claims when that content throws.
    if (target.shows !== undefined) this.shows = (node, name, value) => this.target.shows!(node, name, value);
    if (target.markFactory !== undefined && target.restoreFactory !== undefined) {
      this.markFactory = () => this.target.markFactory!();
      this.restoreFactory = (mark) => this.target.restoreFactory!(mark);
    }
  }

  /** The subcomposition's root (its passes start here; every change goes `down` to its node first). */
  get current(): N {
    return this.root;
  }

  down(node: N): void {
    this.target.down(node);
  }

  up(): void {
    this.target.up();
  }

  insert(index: number, node: N): void {
    this.target.insert(index, node);
  }

  insertAll(index: number, nodes: readonly N[]): void {
    if (this.target.insertAll !== undefined) this.target.insertAll(index, nodes);
    else for (let i = 0; i < nodes.length; i++) this.target.insert(index + i, nodes[i]!);
  }

  remove(index: number, count: number): void {
    this.target.remove(index, count);
  }

  move(from: number, to: number, count: number): void {
    this.target.move(from, to, count);
  }

  /** Disposing removes the nodes through the change list already; `root` is its parent's to remove. */
  clear(): void {}

  createNode(type: string, parent: N): N {
    return this.target.createNode(type, parent);
  }

  createText(text: TextValue, parent: N): N {
    return this.target.createText(text, parent);
  }

  setText(node: N, text: TextValue): void {
    this.target.setText(node, text);
  }

  setProperty(node: N, name: string, value: unknown, previous: unknown): void {
    this.target.setProperty(node, name, value, previous);
  }

  onRelease(node: N): void {
    this.target.onRelease?.(node);
  }

  /** Forwarded in pairs with `onEndChanges`: the target can tell a nested apply (in its parent's pass) from its own. */
  onBeginChanges(): void {
    this.target.onBeginChanges?.();
  }

  onEndChanges(): void {
    this.target.onEndChanges?.();
  }

  /**
   * Moves this composition's nodes from `root` to the end of `next`'s children, and roots it there;
   * `target`: the Applier of the composition `next` is in, from now on (it takes over what the nodes
   * need of the old one: a DOM Applier's event delegation).
   */
  moveTo(next: N, table: SlotTable, target: Applier<N> = this.target): void {
    const nodes = rootNodes<N>(table);
    if (nodes.length > 0) {
      this.target.down(this.root);
      this.target.remove(0, nodes.length);
      this.target.up();
      this.target.down(next);
      this.insertAll(0, nodes);
      this.target.up();
    }
    this.root = next;
    if (target !== this.target) {
      target.adopt?.(this.target, next);
      this.target = target;
    }
  }

  adopt(from: Applier<N>, container: N): void {
    this.target.adopt?.(from, container);
  }
}

/** The nodes directly under a composition's root, in order: those of its outermost node groups. */
export function rootNodes<N>(table: SlotTable): N[] {
  const nodes: N[] = [];
  for (let i = 0; i < table.size;) {
    const info = table.info(i);
    if (info & NODE_FLAG) {
      nodes.push(table.aux(i, info, NODE_FLAG) as N);
      i += table.groupSize(i);
    } else {
      i++;
    }
  }
  return nodes;
}
