/**
 * Hot reload, the runtime half (`__hot`, exported from `composa` for the
 * compiler's hot builds only; not an API to call by hand).
 *
 * Every top-level composable of a hot-compiled module belongs to a *family*
 * keyed by file and name. Old function objects (held by other modules,
 * restart lambdas, the shell that rendered them) forward to the family's
 * newest function, and read its version inside their restart group: bumping
 * the version after an edit recomposes exactly the scopes of the changed
 * composables, through the ordinary state machinery. `remember`ed values stay
 * in the slot table, so state survives wherever the structure still matches.
 *
 * @example
 * // what `composa/babel` emits with `hot: true` (abridged)
 * const $composa$hot = __hot.module("src/Counter.tsx", 0x1c0ffee);
 * var $composa$fam$Counter = $composa$hot.family("Counter", Counter, 0x5eed);
 * $composa$hot.done(); // recomposes what changed since the last version
 */
import { hotMovables } from "../movable-content.js";
import { mutableStateOf } from "../state/index.js";

// Composables have several shapes (props/$c/$changed, or any arguments for use*).
type AnyFunction = (...args: never[]) => unknown;

/** One composable across the versions of its module. */
export class HotFamily {
  private readonly version;
  /** Per group key: a hash of the slot calls made directly in the group. */
  private shape: Map<number, number>;
  /** Keys of groups whose shape changed at some version: composed afresh under a new key. */
  private readonly renamed = new Map<number, number>();

  constructor(
    readonly id: string,
    /** The newest function; older ones forward to it. */
    public fn: AnyFunction,
    /** A hash of its source: a new one means its code changed. */
    public signature: number,
    shape: readonly number[],
  ) {
    this.version = mutableStateOf(0, { label: `hot:${id}` });
    this.shape = shapeMap(shape);
  }

  /** The key a group of this family is composed under (its own, unless its slots changed shape). */
  key(key: number): number {
    return this.renamed.get(key) ?? key;
  }

  /**
   * A new version: groups whose slots changed shape get new keys, since the
   * Composer keeps a group's slots as they were first composed.
   */
  reshape(shape: readonly number[]): void {
    const next = shapeMap(shape);
    for (const [key, hash] of next) {
      const before = this.shape.get(key);
      if (before !== undefined && before !== hash)
        this.renamed.set(key, (this.key(key) ^ (Math.imul(hash, 0x9e3779b1) >>> 1)) | 0);
    }
    this.shape = next;
  }

  /** Called where the composable composes: its scope recomposes on the next `bump`. */
  read(): void {
    void this.version.value;
  }

  /** The code changed: recompose every scope that runs it. */
  bump(): void {
    this.version.value++;
  }
}

function shapeMap(pairs: readonly number[]): Map<number, number> {
  const map = new Map<number, number>();
  for (let i = 0; i + 1 < pairs.length; i += 2) map.set(pairs[i]!, pairs[i + 1]!);
  return map;
}

const families = new Map<string, HotFamily>();
/** Per file: a hash of its code outside composables, at its last evaluation. */
const restHashes = new Map<string, number>();
/** Each module's top-level movable contents, in the order its last version made them (movable-content.ts). */
const movablesOf = new Map<string, unknown[]>();
/** Every function ever registered (an export that is not one makes a module "mixed"). */
const registered = new WeakSet<AnyFunction>();

interface ViteHot {
  invalidate(message?: string): void;
}

/** One evaluation of a hot-compiled module. */
export class HotModule {
  private readonly own: HotFamily[] = [];
  private readonly changed = new Set<HotFamily>();
  private readonly reevaluated: boolean;
  private readonly restChanged: boolean;

  constructor(
    readonly file: string,
    restHash: number,
    /** It creates values at top level: a new version has new objects that all its composables must see. */
    private readonly topLevelValues = false,
  ) {
    const previous = restHashes.get(file);
    this.reevaluated = previous !== undefined;
    this.restChanged = this.reevaluated && previous !== restHash;
    restHashes.set(file, restHash);
    // Its top-level movable contents keep their identity (and placed state) across versions.
    const current: unknown[] = [];
    hotMovables({ previous: movablesOf.get(file) ?? [], current });
    movablesOf.set(file, current);
  }

  /** Registers (or swaps in) the module's composable `name`. */
  family(name: string, fn: AnyFunction, signature: number, shape: readonly number[] = []): HotFamily {
    const id = `${this.file}#${name}`;
    registered.add(fn);
    let family = families.get(id);
    if (family === undefined) {
      family = new HotFamily(id, fn, signature, shape);
      families.set(id, family);
    } else {
      if (family.signature !== signature) this.changed.add(family);
      family.fn = fn;
      family.signature = signature;
      family.reshape(shape);
    }
    this.own.push(family);
    return family;
  }

  /**
   * The module finished evaluating. On a new version: recompose the changed
   * composables, or all of its composables when code outside them changed,
   * when it creates values at top level (new objects), or when nothing of
   * its own changed (an import of it did: Vite re-ran it).
   */
  done(): void {
    hotMovables(null);
    if (!this.reevaluated) return;
    const all = this.restChanged || this.topLevelValues || this.changed.size === 0;
    for (const family of all ? this.own : this.changed) family.bump();
  }

  /**
   * Vite's accept callback (self-accepting modules only). A new version that
   * failed to load (a compile error: Vite shows its overlay) changes nothing,
   * so the running app stays as it was until the file is fixed. A new version
   * that exports anything but composables goes back to Vite's propagation.
   */
  accept(next: Record<string, unknown> | undefined, hot: ViteHot | undefined): void {
    if (next === undefined) return;
    for (const [name, value] of Object.entries(next)) {
      if (typeof value !== "function" || !registered.has(value as AnyFunction)) {
        hot?.invalidate(`composa: ${this.file} now exports ${name}, which is not a composable`);
        return;
      }
    }
  }
}

/** @internal The compiler's hot builds call this once per module evaluation. */
export const __hot = {
  module(file: string, restHash: number, topLevelValues?: boolean): HotModule {
    return new HotModule(file, restHash, topLevelValues);
  },
  /** A group key of a family's code (the family is undefined only in import cycles, before registration). */
  key(family: HotFamily | undefined, key: number): number {
    return family === undefined ? key : family.key(key);
  },
};
