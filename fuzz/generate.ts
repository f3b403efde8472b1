/**
 * Random valid dialect programs: nested elements, composables calling
 * composables with props (some with defaults, some reassigned), declared as
 * functions, members or object-literal properties and methods; wrappers with
 * content; parameterized slots given as an attribute or the one child and
 * called as `<props.s … />` or `<Slot … />`; `if`/`else`, `switch` (with
 * fall-through), `for..of` with and without keys, counted loops, `.map` with
 * and without keys (keyed lists of every shape: `generate/keyed.ts`), `&&`,
 * `?:`, content blocks, early returns, remembered cells, derived values,
 * value composables with early returns, effects, movable content placed in
 * random branches (it moves between them), and (for the fault runs)
 * points that throw on demand.
 *
 * @example
 * const program = generateProgram(new Random(7), { mode: "props" });
 * console.log(printProgram(program));
 */
import type { Random } from "./random.js";
import {
  MODULE_INTERNAL,
  ROOT_VARS,
  type ArrayChild,
  type CallNode,
  type Child,
  type Component,
  type Emit,
  type ElementNode,
  type Occurrence,
  type Program,
  type SlotArg,
  type Stmt,
  type UseFn,
  type ValueType,
} from "./program.js";
import {
  Expressions,
  MAX_LOOPS,
  TAGS,
  WORDS,
  type GenerateOptions,
  type LoopList,
  type Scope,
  type Var,
} from "./generate/expressions.js";
import { arrayOf, LIST_CALLS } from "./generate/arrays.js";
import { keyedLoopBody, keyedMapChild, type Emitter } from "./generate/keyed.js";
import { keyedChoice } from "./generate/choices.js";
import { callSpreads, objLocal, spreadAttributes } from "./generate/spreads.js";
import { localRead, providerStatement } from "./generate/locals.js";
import { effectStatement, valueStatement } from "./generate/values.js";
import { declareComponent, paramTypes, reassignments, valueComposable } from "./generate/components.js";
import { dynamicTagElement, internalHead, internalLocal } from "./generate/names.js";

export type { GenerateOptions } from "./generate/expressions.js";

/** One program: App plus up to four components and wrappers, and up to two value composables. */
export function generateProgram(random: Random, options: GenerateOptions): Program {
  return new Generator(random, options).program();
}

class Generator extends Expressions implements Emitter {
  private components: Component[] = [];
  private uses: UseFn[] = [];
  private readonly faults: boolean;
  private readonly effects: boolean;
  private readonly kinds: boolean;
  private paramTypes: ValueType[][] = [];
  /** Statements and children the current component may still have. */
  private budget = 0;
  /** Loops nested in each component, its callees' and slots' included (the tree grows with their product). */
  private loopDepth: number[] = [];
  private deepest = 0;

  constructor(r: Random, options: GenerateOptions) {
    super(r, options);
    this.faults = options.faults ?? false;
    this.effects = options.effects ?? false;
    this.kinds = options.kinds ?? false;
  }

  program(): Program {
    const count = this.r.range(0, 4);
    this.components.push({ name: "App", params: [], wrap: false, body: [] });
    for (let i = 1; i <= count; i++) this.components.push(declareComponent(this, i));
    this.paramTypes = this.components.map((c) => paramTypes(this, c));
    const uses = this.r.weighted([
      [0, 2],
      [1, 2],
      [2, 1],
    ] as const);
    for (let k = 1; k <= uses; k++) this.uses.push(valueComposable(this, k));
    // Generate callees first: a body may only call later components.
    for (let i = this.components.length - 1; i >= 0; i--) {
      const c = this.components[i]!;
      const vars: Var[] = [];
      if (i === 0 || this.options.mode === "state") {
        for (const [name, type] of ROOT_VARS) vars.push({ expr: this.root(name, type), type });
      }
      const props: Var[] =
        i > 0
          ? c.params.map((p, j) => ({ expr: p.name, type: this.paramTypes[i]![j]! }))
          : this.options.mode === "props"
            ? vars.slice()
            : [];
      if (i > 0) vars.push(...props);
      if (this.options.internals) vars.push({ expr: MODULE_INTERNAL, type: "num" });
      const scope: Scope = {
        vars,
        path: "p",
        depth: 0,
        loops: 0,
        component: i,
        slot: c.slot ?? null,
        list: null,
      };
      // Components are called from many places, often in loops: keep them small.
      this.budget = i === 0 ? 30 : 12;
      this.deepest = 0;
      const head = this.options.internals ? internalHead(this, scope) : [];
      c.body = [...head, ...this.block(scope, this.r.range(1, 4), false)];
      this.loopDepth[i] = this.deepest;
      if (c.wrap) {
        const place: ElementNode = {
          kind: "element",
          tag: "div",
          key: null,
          attrs: [["class", JSON.stringify(`w${i}`)]],
          children: [{ kind: "children" }],
        };
        c.body.splice(this.r.int(c.body.length + 1), 0, place);
        // An early return before `{children}` is fine (the content is then absent), but keep most wrappers placing it.
      }
      c.body.unshift(...reassignments(this, props));
    }
    const compile = { dev: this.r.chance(0.5), templates: this.r.chance(0.7) };
    const ids = this.options.ids;
    const program: Program = {
      mode: this.options.mode,
      compile,
      components: this.components,
      uses: this.uses,
      ids,
    };
    if (this.options.locals) program.locals = true;
    if (this.options.tags) program.tags = true;
    if (this.options.internals) program.internals = true;
    return program;
  }

  // ---- statements -----------------------------------------------------------

  /**
   * `loopBody`: the direct body of an unkeyed loop. No statement there is a
   * keyed call: a body of one keyed statement would make the iteration that
   * statement's movable group, not an iteration group matched by position.
   */
  block(scope: Scope, count: number, loopBody: boolean): Stmt[] {
    const out: Stmt[] = [];
    const local: Scope = { ...scope, vars: scope.vars.slice() };
    for (let i = 0; i < count && this.budget > 0; i++) out.push(...this.stmt(local, loopBody));
    return out;
  }

  private stmt(scope: Scope, loopBody: boolean): Stmt[] {
    this.budget--;
    const deep = scope.depth >= 4 || this.budget <= 0;
    const loop = !deep && scope.loops < MAX_LOOPS;
    const kind = this.r.weighted<string>([
      ["element", 3],
      ["call", this.canCall(scope) ? 2.5 : 0],
      ["if", deep ? 0 : 1.2],
      ["switch", deep ? 0 : 0.6],
      ["for-of", loop ? 1.2 : 0],
      ["for-count", loop ? 0.5 : 0],
      ["return", deep ? 0 : 0.4],
      ["cell", 1],
      ["derived", 0.6],
      ["local", 0.5],
      ["use", this.uses.length > 0 ? 0.5 : 0],
      ["effect", this.effects ? 0.6 : 0],
      ["fault", this.faults ? 0.6 : 0],
      ["boundary", this.options.boundaries && !deep ? 0.5 : 0],
      ["movable", 0.25],
      // Last, so that without `ids` the draws (and pinned seeds' programs) are as before.
      ["id", this.options.ids ? 0.3 : 0],
      ["spread-local", this.options.spreads ? 0.4 : 0],
      ["provide", this.options.locals && !deep ? 0.4 : 0],
      ["read-local", this.options.locals ? 0.3 : 0],
      ["dynamic-tag", this.options.tags ? 0.8 : 0],
      ["internal-local", this.options.internals ? 0.4 : 0],
      // Only where the block runs once per run of its container: not in a loop's iteration.
      ["choice", this.options.choices && !loopBody && scope.list === null && !deep ? 0.7 : 0],
    ]);
    const inner = { ...scope, depth: scope.depth + 1 };
    switch (kind) {
      case "element":
        return [this.element(scope)];
      case "call":
        return [this.call(scope, null, !loopBody)];
      case "if": {
        const branches = [
          { test: this.bool(scope) as string | null, body: this.block(inner, this.r.range(0, 3), false) },
        ];
        while (this.r.chance(0.3))
          branches.push({ test: this.bool(scope), body: this.block(inner, this.r.range(0, 2), false) });
        if (this.r.chance(0.5))
          branches.push({ test: null, body: this.block(inner, this.r.range(0, 2), false) });
        return [{ kind: "if", branches }];
      }
      case "switch": {
        const n = this.r.range(2, 3);
        const cases = Array.from({ length: n }, (_, i) => ({
          value: i === n - 1 && this.r.chance(0.6) ? null : i,
          body: this.block(inner, this.r.range(0, 2), false),
          fallthrough: i < n - 1 && this.r.chance(0.3),
        }));
        return [{ kind: "switch", disc: `(${this.num(scope)}) % ${n}`, cases }];
      }
      case "for-of":
        return [this.forOf(scope)];
      case "for-count": {
        const site = this.next();
        this.reach(scope.loops + 1);
        const index = `j${site}`;
        const path = `${scope.path} + "/F${site}#" + ${index}`;
        const list: LoopList = { site, path: scope.path, used: false };
        const body = this.block(
          {
            ...inner,
            loops: scope.loops + 1,
            path: `p${site}`,
            vars: [...scope.vars, { expr: index, type: "num" }],
            list,
          },
          this.r.range(1, 2),
          true,
        );
        const skip = this.r.chance(0.3) ? `${index} % 2 === ${this.r.int(2)}` : null;
        const count = `(${this.num(scope)}) % 4`;
        return [{ kind: "for-count", site, index, count, skip, path, body, keyedCalls: list.used }];
      }
      case "return":
        return [
          { kind: "return", test: this.bool(scope), body: this.block(inner, this.r.range(0, 2), false) },
        ];
      case "cell":
      case "id":
      case "derived":
      case "local":
      case "use":
        return [valueStatement(this, kind, scope, this.uses)];
      case "effect":
        return [effectStatement(this, scope)];
      case "fault":
        return [{ kind: "fault", site: `f${this.next()}` }];
      case "boundary":
        return [this.boundary(scope)];
      case "movable":
        return [{ kind: "movable", value: this.num(scope) }];
      case "spread-local":
        return [objLocal(this, scope)];
      case "provide":
        return [providerStatement(this, scope, (inner) => this.block(inner, this.r.range(0, 3), false))];
      case "read-local":
        return [localRead(this, scope)];
      case "dynamic-tag":
        return [dynamicTagElement(this, scope)];
      case "internal-local":
        return [internalLocal(this, scope)];
      case "choice":
        return [keyedChoice(this, scope)];
    }
    throw new Error(`unknown statement kind ${kind}`);
  }

  private forOf(scope: Scope): Stmt {
    const site = this.next();
    this.reach(scope.loops + 1);
    const item = `x${site}`;
    const list = this.loopSource(scope);
    const keyed = this.r.chance(0.6);
    const path = keyed
      ? `${scope.path} + "/L${site}:" + ${item}.id + "#" + q${site}`
      : `${scope.path} + "/L${site}#" + q${site}`;
    // A keyed loop's body emits only keys of its items (and `key(…)` blocks, groups of their own).
    const loopList: LoopList | null = keyed ? null : { site, path: scope.path, used: false };
    const inner: Scope = {
      ...scope,
      depth: scope.depth + 1,
      loops: scope.loops + 1,
      path: `p${site}`,
      vars: [...scope.vars, { expr: item, type: "item" }],
      list: loopList,
    };
    const skip = this.r.chance(keyed ? 0.4 : 0.25) ? `${item}.id % 3 === ${this.r.int(3)}` : null;
    const body = keyed ? keyedLoopBody(this, inner, item) : this.block(inner, this.r.range(1, 3), true);
    const indexed = this.r.chance(0.3);
    const keyedCalls = loopList?.used ?? false;
    return { kind: "for-of", site, item, list, keyed, indexed, skip, path, body, keyedCalls };
  }

  /**
   * `<ErrorBoundary fallback={…}>` around content that throws for some
   * states. The fallback's button retries (the runner clicks it after each
   * step) and records that this boundary caught something (`tripped`).
   */
  private boundary(scope: Scope): Stmt {
    const site = this.next();
    const path = `${scope.path} + "/c${site}"`;
    const inner: Scope = { ...scope, depth: scope.depth + 1, path: `${path} + "/ch"`, list: null };
    const fallback = `({ error, retry }) => <button class="fuzz-retry" onClick={retry}>{tripped(${path}, error)}</button>`;
    const bomb: Stmt = { kind: "bomb", test: this.bool(scope), site: `b${site}` };
    const block = this.block(inner, this.r.range(0, 2), false);
    block.splice(this.r.int(block.length + 1), 0, bomb);
    const children: Child[] = [{ kind: "block", body: block }, ...this.children(inner, this.r.range(0, 2))];
    return { kind: "call", callee: "ErrorBoundary", key: null, props: [["fallback", fallback]], children };
  }

  // ---- emits and children ---------------------------------------------------

  element(scope: Scope): ElementNode {
    const tag = this.r.pick(TAGS);
    const attrs: [string, string][] = [];
    if (this.r.chance(0.4)) attrs.push(["class", this.str(scope)]);
    if (this.r.chance(0.2)) attrs.push(["title", this.str(scope)]);
    if (this.r.chance(0.2)) attrs.push(["data-n", this.num(scope)]);
    if (this.r.chance(0.1)) attrs.push(["style", `{ color: ${this.bool(scope)} ? "red" : "blue" }`]);
    if (this.r.chance(0.1)) attrs.push(["hidden", this.bool(scope)]);
    const children =
      scope.depth >= 5
        ? []
        : this.children({ ...scope, depth: scope.depth + 1, list: null }, this.r.range(0, 3));
    spreadAttributes(this, scope, attrs, children.length === 0);
    return { kind: "element", tag, key: null, attrs, children };
  }

  /** Components this scope may call: only later ones (no recursion), and not too many loops deep. */
  private callees(scope: Scope): number[] {
    const out: number[] = [];
    for (let i = scope.component + 1; i < this.components.length; i++)
      if (scope.loops + this.loopDepth[i]! <= MAX_LOOPS) out.push(i);
    return out;
  }

  canCall(scope: Scope): boolean {
    return scope.slot !== null || this.callees(scope).length > 0;
  }

  /** A loop or a call reaches `depth` loops: the component's own loop depth. */
  private reach(depth: number): void {
    this.deepest = Math.max(this.deepest, depth);
  }

  /** A call of a later component, or of the enclosing component's slot; keyed by `keyExpr` in a keyed list. */
  call(scope: Scope, keyExpr: string | null, mayKey = true): Emit {
    const callees = this.callees(scope);
    if (scope.slot !== null && (callees.length === 0 || this.r.chance(0.3)))
      return this.slotCall(scope, keyExpr, mayKey);
    // Nothing to call this deep in loops: an element, keyed as the call would have been.
    if (callees.length === 0) return { ...this.element(scope), key: keyExpr };
    const index = this.r.pick(callees);
    const callee = this.components[index]!;
    this.reach(scope.loops + this.loopDepth[index]!);
    const site = this.next();
    const { key, path, occurrence } = this.callIdentity(scope, site, keyExpr, mayKey);
    const props: [string, string][] = [["p", path]];
    callee.params.forEach((p, j) => {
      if (p.fallback !== null && this.r.chance(0.5)) return; // use the default
      props.push([p.name, this.value(this.paramTypes[index]![j]!, scope)]);
    });
    callSpreads(this, scope, props, callee, this.paramTypes[index]!);
    let children: Child[] | null = null;
    if (callee.wrap)
      children = this.children(
        { ...scope, depth: scope.depth + 1, path: `${path} + "/ch"`, list: null },
        this.r.range(0, 3),
      );
    const node: CallNode = { kind: "call", callee: callee.name, key, props, children };
    if (occurrence) node.occurrence = occurrence;
    if (callee.slot) node.slot = this.slotArg(scope, index);
    return node;
  }

  private callIdentity(
    scope: Scope,
    site: number,
    keyExpr: string | null,
    mayKey: boolean,
  ): { key: string | null; path: string; occurrence?: Occurrence } {
    // A keyed call: its key is part of its identity. In an unkeyed loop's iteration (behind its
    // flow control: `if`, `switch`, an early return) the call is a sibling of every iteration's
    // (`Scope.list`), so its key's occurrence among the list replaces the iteration's index. The
    // occurrence is counted once, in a `const h<site>` printed before the call: its path is
    // evaluated again for its content and slot.
    let key = keyExpr;
    // Its own key (the site's name in it): a keyed element is identified by its callee and key
    // among its container's (docs/keyed-identity.md), and two sites here are two elements.
    if (key === null && mayKey && this.r.chance(0.15)) key = `"s${site}:" + (${this.num(scope)})`;
    const list = scope.list;
    if (list && keyExpr === null && key !== null) {
      list.used = true;
      const occurrence = { name: `h${site}`, init: `k${list.site}("${site}:" + (${key}))` };
      return { key, path: `${list.path} + "/c${site}:" + (${key}) + "#" + h${site}`, occurrence };
    }
    const path =
      keyExpr !== null
        ? scope.path
        : key !== null
          ? `${scope.path} + "/c${site}:" + (${key})`
          : `${scope.path} + "/c${site}"`;
    return { key, path };
  }

  /** `<props.s p={…} v={…} />` or `<Slot p={…} v={…} />`: the enclosing component calls its slot. */
  private slotCall(scope: Scope, keyExpr: string | null, mayKey: boolean): Emit {
    const slot = scope.slot!;
    // The slot's body may hold loops of its own: the caller counts them from this depth.
    this.reach(scope.loops);
    const site = this.next();
    const { key, path, occurrence } = this.callIdentity(scope, site, keyExpr, mayKey);
    const callee = slot.call === "member" ? `props.${slot.prop}` : "Slot";
    const node: CallNode = {
      kind: "call",
      callee,
      key,
      props: [
        ["p", path],
        ["v", this.value(slot.type, scope)],
      ],
      children: null,
    };
    if (occurrence) node.occurrence = occurrence;
    return node;
  }

  /**
   * The lambda for callee `index`'s slot, written here with what this scope
   * sees. It runs where the callee calls it: its path is the `p` it is given,
   * its loops count from the callee's, and it calls only components after the
   * callee (and no slot), so nothing recurses.
   */
  private slotArg(scope: Scope, index: number): SlotArg {
    const slot = this.components[index]!.slot!;
    const site = this.next();
    const param = `v${site}`;
    const inner: Scope = {
      vars: [...scope.vars, { expr: param, type: slot.type }],
      path: "p",
      depth: scope.depth + 1,
      loops: scope.loops + this.loopDepth[index]!,
      component: index,
      slot: null,
      list: null,
    };
    const expression = this.r.chance(0.4);
    const body = expression ? [this.emit(inner)] : this.block(inner, this.r.range(1, 3), false);
    // A lambda with a parameter is a slot only if it composes (an element or a call in its own body);
    // one that only remembers is an ordinary callback, where `remember` is a compile error (CMP008).
    if (!body.some((s) => s.kind === "element" || s.kind === "call")) body.push(this.emit(inner));
    return {
      site,
      as: slot.prop === "children" ? "child" : "attr",
      prop: slot.prop,
      param,
      expression,
      body,
    };
  }

  /**
   * A value whose kind changes with the state: text, nothing or a list of
   * texts (a folded template's hole changes what it holds: `holeContent`).
   */
  private mixedValue(scope: Scope): string {
    return `(${this.bool(scope)} ? ${this.str(scope)} : ${this.bool(scope)} ? null : [${this.num(scope)}, ${this.str(scope)}])`;
  }

  private emit(scope: Scope): Emit {
    return this.canCall(scope) && this.r.chance(0.4) ? this.call(scope, null) : this.element(scope);
  }

  private children(scope: Scope, count: number): Child[] {
    const out: Child[] = [];
    const deep = scope.depth >= 4;
    for (let i = 0; i < count && this.budget > 0; i++) {
      this.budget--;
      const kind = this.r.weighted<string>([
        ["text", 1],
        ["expr", 1.5],
        ["emit", deep ? 0.5 : 2],
        ["and", deep ? 0 : 0.8],
        ["cond", deep ? 0 : 0.8],
        ["map", deep || scope.loops >= MAX_LOOPS ? 0 : 1],
        ["block", deep ? 0 : 0.8],
        // Last, so that without `lists` the draws (and the programs of pinned seeds) are as before.
        ["array", deep || !this.options.lists ? 0 : 0.7],
      ]);
      switch (kind) {
        case "text":
          out.push({ kind: "text", text: this.r.pick(WORDS) });
          break;
        case "expr":
          out.push({
            kind: "expr",
            expr: this.r.chance(0.5)
              ? this.num(scope)
              : this.r.chance(0.8)
                ? this.str(scope)
                : this.kinds && this.r.chance(0.5)
                  ? this.mixedValue(scope)
                  : this.bool(scope),
          });
          break;
        case "emit":
          out.push(this.emit(scope));
          break;
        case "and":
          // With kinds, a number test too: `{n && <A />}` shows n when it is 0.
          out.push({
            kind: "and",
            test: this.kinds && this.r.chance(0.3) ? `(${this.num(scope)}) % 3` : this.bool(scope),
            then: this.emit(scope),
          });
          break;
        case "cond":
          out.push({ kind: "cond", test: this.bool(scope), a: this.emit(scope), b: this.emit(scope) });
          break;
        case "map":
          out.push(this.mapChild(scope));
          break;
        case "array":
          out.push(this.arrayChild(scope));
          break;
        case "block":
          out.push({ kind: "block", body: this.block(scope, this.r.range(1, 3), false) });
          break;
      }
    }
    return out;
  }

  /**
   * The list a loop or a list call iterates. Nested loops multiply the tree
   * by the lengths of their lists, and a step may make a list of 60 to 80
   * items (steps.ts, "bulk"): a loop inside another, or in a component (which
   * may be called inside one), iterates at most 24 items of it, so that a
   * program stays some thousands of nodes (seed 1750133 grew to 87,000
   * elements at its second step, and the check's fresh composition ran out of
   * heap). App's own outermost loops still meet the long lists.
   */
  private loopSource(scope: Scope): string {
    const list = this.list(scope);
    return scope.loops >= 1 || scope.component > 0 ? `${list}.slice(0, 24)` : list;
  }

  /** `{list.map(…)}`, keyed (in one of `keyedMapChild`'s shapes) or not, through one of the list calls. */
  mapChild(scope: Scope): Child {
    const site = this.next();
    this.reach(scope.loops + 1);
    const keyed = this.r.chance(0.7);
    const item = `x${site}`;
    const path = keyed
      ? `${scope.path} + "/m${site}:" + ${item}.id + "#" + ord(all${site}, i${site})`
      : `${scope.path} + "/m${site}#" + i${site}`;
    const inner: Scope = {
      ...scope,
      depth: scope.depth + 1,
      loops: scope.loops + 1,
      path,
      vars: [...scope.vars, { expr: item, type: "item" }],
      list: null,
    };
    const list = this.loopSource(scope);
    let child: Child;
    if (keyed) child = keyedMapChild(this, site, list, scope, inner, item);
    else if (this.options.lists && this.r.chance(0.3))
      child = { kind: "map", site, list, keyed: false, body: this.arrayOf(inner, () => this.element(inner)) };
    else child = { kind: "map", site, list, keyed: false, body: this.element(inner) };
    if (this.options.lists && (child.kind === "map" || child.kind === "map-block") && this.r.chance(0.5))
      child.call = this.r.pick(LIST_CALLS);
    return child;
  }

  /**
   * `{[item, …]}`: emits, `&&` and `?:` items, texts, values (numbers,
   * strings, null, false, holes) and spread lists, each its own call site.
   */
  private arrayChild(scope: Scope): Child {
    return this.arrayOf(scope, () => this.emit(scope), true);
  }

  arrayOf(scope: Scope, emit: () => Emit, spread = false): ArrayChild {
    return arrayOf(this, scope, emit, spread);
  }
}
