/**
 * An anchor names a group by identity rather than by index: it keeps pointing
 * at the same group through inserts, removes and moves before it (How Composition Works:
 * "When an index value is used the way it is called values is called an
 * anchor"). Recompose scopes hold one, so an invalidated scope can find its
 * group however the table changed since it was composed.
 *
 * Like the parent field, `location` is stored relative to the table's start
 * when the group is before the gap and relative to its end after it, so an
 * insert or remove at the gap leaves every anchor untouched; only anchors the
 * gap moves across are rewritten.
 */
export class Anchor {
  /** Encoded: `>= 0` is an index; `< 0` is `index - size`; `REMOVED` once the group left. */
  location: number;

  constructor(location: number) {
    this.location = location;
  }

  /** `false` once the group it named has been removed from the table. */
  get valid(): boolean {
    return this.location !== REMOVED;
  }
}

export const REMOVED = Number.MIN_SAFE_INTEGER;
