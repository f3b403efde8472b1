import type { Applier } from "./applier.js";
import { Composer } from "./composer.js";
import type { RecomposeScope, ScopeOwner } from "./recompose-scope.js";
import type { StateObject } from "./state/observation.js";
import { setCurrentComposer } from "./remember.js";
import { SlotTable } from "./slot-table/slot-table.js";

/** A composable as compiled: one props object, the Composer, the `$changed` bits. */
export type Composable<P = any> = (props: P, composer: Composer<any>, changed: number) => void;

/**
 * A composition: a slot table and the tree it drives through an Applier.
 * `setContent` composes the root content; each pass either applies all of its
 * changes or, if composition throws, none of them.
 */
export class Composition<N> implements ScopeOwner {
  /** Scopes invalidated since the last pass (the Recomposer will consume them). */
  readonly invalidations: RecomposeScope[] = [];

  readonly table = new SlotTable();
  /** Children of the root node that this composition owns. */
  private rootNodes = 0;
  private disposed = false;

  constructor(
    readonly applier: Applier<N>,
    private readonly onError: (error: unknown) => void = (error) => { throw error; },
  ) {}

  /** Composes `content` at the root, recomposing what is already there. */
  setContent(content: (composer: Composer<N>) => void): void {
    if (this.disposed) throw new Error("Composa: the composition was disposed");
    const composer = new Composer<N>(this.table, this.applier, this);
    let rootNodes: number;
    const previous = setCurrentComposer(composer);
    try {
      rootNodes = composer.composeRoot(this.applier.current, this.rootNodes, content);
    } catch (error) {
      composer.abort();
      composer.changes.abandon(this.onError);
      throw error;
    } finally {
      setCurrentComposer(previous);
    }
    composer.changes.apply(this.table, composer.insertTable, this.applier, this.onError);
    this.rootNodes = rootNodes;
  }

  invalidate(scope: RecomposeScope, _state: StateObject): void {
    this.invalidations.push(scope);
  }

  /** Removes everything: nodes, remembered values (their `onForgotten` runs). */
  dispose(): void {
    if (this.disposed) return;
    this.setContent(() => {});
    this.applier.clear();
    this.disposed = true;
  }
}
