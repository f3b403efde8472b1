/**
 * Structural group keys.
 *
 * A key is a hash of the file, the enclosing function and the structural
 * position of the construct: the path of containers from the function down,
 * each step named by what it is (`Row`, `if`, `case`, `map`, …) and by how many
 * earlier siblings of the same name the container holds. No line or column
 * goes in, so adding or editing another function, or inserting a `<Text />`
 * before a `<Button />`, leaves the other keys as they were (hot reload keeps
 * state).
 */

/** FNV-1a, 32 bit, folded to 31 bits so that every key is a non-negative int32. */
export function hashString(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h ^ (h >>> 31)) & 0x7fffffff;
}

export class KeyScope {
  private readonly counts = new Map<string, number>();
  constructor(
    readonly file: string,
    readonly path: string,
  ) {}

  /** The key of this scope itself (e.g. a function's restart group). */
  get key(): number {
    return hashString(`${this.file}\u0000${this.path}`);
  }

  /**
   * The group of the keyed elements called `label` in this container: one
   * key for all of them, wherever flow control placed each, so that an
   * element is matched by its callee (or tag) and key among the container's
   * keyed elements (`transform/keyed-identity.ts`).
   */
  keyed(label: string): KeyScope {
    return new KeyScope(this.file, `${this.path}/${label}[key]`);
  }

  /** The next child construct called `label` in this container. */
  next(label: string): KeyScope {
    const n = this.counts.get(label) ?? 0;
    this.counts.set(label, n + 1);
    return new KeyScope(this.file, `${this.path}/${label}#${n}`);
  }
}
