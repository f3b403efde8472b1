/**
 * The generator's scopes and expressions: every expression it writes is
 * source text over the variables in scope, of a fixed type.
 */
import type { Random } from "../random.js";
import type { Mode, Slot, ValueType } from "../program.js";
import { objValue } from "./spreads.js";

export interface GenerateOptions {
  mode: Mode;
  /** Insert `fault("…")` points (for the run-time fault runs). */
  faults?: boolean;
  /** Emit `SideEffect` / `DisposableEffect` (needs the runtime's effects). */
  effects?: boolean;
  /** Emit `ErrorBoundary`s whose content throws for some states (needs the runtime's ErrorBoundary). */
  boundaries?: boolean;
  /**
   * `{value}` children whose kind changes with the state (text, nothing, a
   * list). Off unless asked for, so that the seeds pinned by regression
   * tests keep generating the programs they name.
   */
  kinds?: boolean;
  /**
   * Array children (`{[<A />, c && <B />, "text"]}`, a map callback that
   * returns an array) and list calls other than `.map` (`flatMap`,
   * `Array.from`, `.map` on a copy of the list). Off unless asked for, as
   * `kinds` is.
   */
  lists?: boolean;
  /** `const i = rememberId()` with the id used as a string (remember-id.ts). Off unless asked for. */
  ids?: boolean;
  /**
   * `{...spread}` attributes on elements and calls, locals and props of type
   * `obj` (generate/spreads.ts). Off unless asked for, as `kinds` is.
   */
  spreads?: boolean;
  /** Composition locals, provided and read (generate/locals.ts). Off unless asked for. */
  locals?: boolean;
  /** Dynamic tags read from a table, `const T3 = tags[…]; <T3 … />` (generate/names.ts). Off unless asked for. */
  tags?: boolean;
  /** User bindings named like the compiler's own: `$c`, `$props`, `$v3` (generate/names.ts). Off unless asked for. */
  internals?: boolean;
  /** Keyed elements that several branches place, duplicates too (generate/choices.ts). Off unless asked for. */
  choices?: boolean;
}

export interface Var {
  expr: string;
  type: ValueType;
}

export interface Scope {
  vars: Var[];
  /** Expression of the identity path at this point (see program.ts). */
  path: string;
  depth: number;
  /** Loops around this point: nested loops multiply the tree, so at most two. */
  loops: number;
  /**
   * Calls go only to components after this one (no recursion). In a slot's
   * body it is the component that calls the slot, not the one it is written in.
   */
  component: number;
  /**
   * The parameterized slot the enclosing component may call here. Never in a
   * slot's own body: a slot calling its definer's slot could recurse.
   */
  slot: Slot | null;
  /**
   * The unkeyed loop whose iteration this point is in, outside any element
   * or other group of the iteration's own (flow control opens none there):
   * a keyed call here makes the loop a keyed list (docs/compiled-code.md), so
   * its group is a sibling of every other iteration's and is identified by
   * its key and occurrence among the whole list (duplicates in order), not by
   * the iteration. `site` names the loop's occurrence counter `k<site>`,
   * declared before the loop when `used`.
   */
  list: LoopList | null;
}

export interface LoopList {
  site: number;
  /** The path outside the loop. */
  path: string;
  used: boolean;
}

/** Loops nested in one another, across calls: each multiplies the tree by a list's length. */
export const MAX_LOOPS = 2;

export const TAGS = ["div", "span", "p", "ul", "li", "b", "i", "section"] as const;
export const WORDS = ["a", "b", "c", "d", "e"] as const;

export class Expressions {
  private site = 0;

  constructor(
    readonly r: Random,
    readonly options: GenerateOptions,
  ) {}

  /** A new site number: names of locals, loops and paths are unique per program. */
  next(): number {
    return ++this.site;
  }

  protected root(name: string, type: string): string {
    if (this.options.mode === "props") return name;
    return type === "list" ? `S.${name}` : `S.${name}.value`;
  }

  /** The value a remembered cell shows (constant in props mode, a state object in state mode). */
  cellValue(name: string): string {
    return this.options.mode === "state" ? `${name}.s.value` : `${name}.n`;
  }

  vars(scope: Scope, type: ValueType): string[] {
    return scope.vars.filter((v) => v.type === type).map((v) => v.expr);
  }

  value(type: ValueType, scope: Scope): string {
    switch (type) {
      case "num":
        return this.num(scope);
      case "bool":
        return this.bool(scope);
      case "str":
        return this.str(scope);
      case "list":
        return this.list(scope);
      case "item": {
        // An item in scope, or a new object (then every call gets a new value).
        const items = this.vars(scope, "item");
        return items.length > 0 && this.r.chance(0.8)
          ? this.r.pick(items)
          : `{ id: ${this.num(scope)}, label: ${this.str(scope)} }`;
      }
      case "obj":
        return objValue(this, scope);
    }
  }

  num(scope: Scope, depth = 0): string {
    const nums = this.vars(scope, "num");
    const items = this.vars(scope, "item");
    const lists = this.vars(scope, "list");
    return this.r.weighted<() => string>([
      [() => String(this.r.int(4)), 1],
      [() => this.r.pick(nums), nums.length > 0 ? 3 : 0],
      [() => `${this.r.pick(items)}.id`, items.length > 0 ? 2 : 0],
      [() => `${this.r.pick(lists)}.length`, lists.length > 0 ? 1 : 0],
      [() => `(${this.num(scope, depth + 1)} + ${this.r.range(1, 3)}) % 5`, depth < 2 ? 1 : 0],
    ])();
  }

  /** A boolean; over an item it reads only its id (so duplicates of a key take the same branch). */
  bool(scope: Scope, depth = 0): string {
    const bools = this.vars(scope, "bool");
    return this.r.weighted<() => string>([
      [() => this.r.pick(bools), bools.length > 0 ? 3 : 0],
      [() => `${this.num(scope, depth + 1)} % 2 === 0`, 1.5],
      [() => `${this.num(scope, depth + 1)} > 1`, 1],
      [() => `!${this.bool(scope, depth + 1)}`, depth < 2 ? 0.5 : 0],
      [() => "true", 0.2],
    ])();
  }

  str(scope: Scope, depth = 0): string {
    const strs = this.vars(scope, "str");
    const items = this.vars(scope, "item");
    return this.r.weighted<() => string>([
      [() => JSON.stringify(this.r.pick(WORDS)), 1],
      [() => this.r.pick(strs), strs.length > 0 ? 2 : 0],
      [() => `${this.r.pick(items)}.label`, items.length > 0 ? 2 : 0],
      [() => `\`\${${this.str(scope, depth + 1)}}-\${${this.num(scope, depth + 1)}}\``, depth < 2 ? 1 : 0],
      [() => `${this.bool(scope, depth + 1)} ? "y" : "n"`, depth < 2 ? 0.7 : 0],
    ])();
  }

  list(scope: Scope): string {
    const lists = this.vars(scope, "list");
    if (lists.length === 0) return "[]";
    const l = this.r.pick(lists);
    return this.r.weighted<() => string>([
      [() => l, 4],
      [() => `${l}.slice(1)`, 1],
      [() => `${l}.filter((y) => y.id % 2 === 0)`, 1],
      [() => `${l}.concat(${this.r.pick(lists)})`, 0.7],
      [() => `${l}.slice().reverse()`, 0.7],
    ])();
  }

  /** A test that hides some items of a keyed list: a function of the id (and outer state) only. */
  hide(item: string, outer: Scope): string {
    const byId = `${item}.id % 3 === ${this.r.int(3)}`;
    return this.r.chance(0.3) ? `${this.bool(outer)} && ${byId}` : byId;
  }
}
