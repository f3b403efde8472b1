/**
 * A frame of passes: a composition's pass and every subcomposition pass
 * composed within it (a `Portal`'s content, movable content, and theirs),
 * which apply together or not at all. Movable content moves anywhere within
 * one frame, as Compose's Recomposer moves it between the compositions it
 * recomposes together: a placement in a `Portal`'s content may take the
 * instance whose place the parent's pass removes, and the other way round.
 * So where an instance goes is decided once the whole frame has composed:
 * the late work of the passes within waits for the outermost pass
 * (movable-content.ts, change-list.ts's `LateWork`).
 */
import type { ChangeList, RememberObserver } from "./change-list.js";

export class PassFrame {
  /** Late placements of movable content met so far in the frame, in order (movable-content.ts). */
  latePlacements = 0;
  /** The change lists of the frame's passes, the outermost first. */
  private readonly lists: ChangeList<unknown>[] = [];
  /** Those of passes within, whose late work waits for the outermost pass to finish composing. */
  private readonly waiting: ChangeList<unknown>[] = [];

  constructor(
    /** The outermost pass's number: a movable content's instance is placed once per frame. */
    readonly pass: number,
    /**
     * The late placements that threw when an earlier attempt of this same
     * frame prepared them, by number, with their errors: this attempt throws
     * them where the placement is, inside its error boundary (`LateFailure`).
     */
    readonly lateFailures: ReadonlyMap<number, unknown> | null,
  ) {}

  /**
   * What the frame's passes forget, so that `forgets` is a lookup: a frame
   * may hold thousands of passes (one per movable content instance) and
   * late placements ask about every instance. A superset once a checkpoint
   * dropped some (`unforgot`): then a yes is checked against the lists.
   */
  private readonly forgotten = new Set<RememberObserver>();
  private dropped = false;
  /** Grows whenever a pass of the frame forgets a value or drops one it forgot: answers of `forgets` kept while it stays hold. */
  version = 0;

  /** A pass of the frame; `within`: composed inside another, its late work waits (`prepareLate`). */
  add(changes: ChangeList<unknown>, within: boolean): void {
    this.lists.push(changes);
    changes.frame = this;
    if (within) this.waiting.push(changes);
  }

  /** `ChangeList.forget`: one of the frame's passes forgets `observer`. */
  forgot(observer: RememberObserver): void {
    this.forgotten.add(observer);
    this.version++;
  }

  /** An error boundary's checkpoint dropped values a pass of the frame had forgotten (`truncateChanges`). */
  unforgot(): void {
    this.dropped = true;
    this.version++;
  }

  /** Whether a pass of the frame forgets `observer` (its group leaves). */
  forgets(observer: RememberObserver): boolean {
    if (!this.forgotten.has(observer)) return false;
    if (!this.dropped) return true;
    for (const list of this.lists) if (list.forgotten.includes(observer)) return true;
    return false;
  }

  /** The outermost pass has composed (and prepared its own late work): the passes within prepare theirs. */
  prepareLate(): void {
    // By index: preparing composes late content, whose passes join the frame.
    for (let i = 0; i < this.waiting.length; i++) this.waiting[i]!.prepareLate();
  }
}
