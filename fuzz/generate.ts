/**
 * Random valid dialect programs: nested elements, composables calling
 * composables with props (some with defaults), wrappers with content,
 * `if`/`else`, `switch` (with fall-through), `for..of` with and without keys,
 * counted loops, `.map` with and without keys, `&&`, `?:`, content blocks,
 * early returns, remembered cells, derived values, effects, movable content
 * placed in random branches (it moves between them), and (for the
 * fault runs) points that throw on demand.
 *
 * @example
 * const program = generateProgram(new Random(7), { mode: "props" });
 * console.log(printProgram(program));
 */
import type { Random } from "./random.js";
import { ROOT_VARS, type Child, type Component, type Emit, type ElementNode, type Mode, type Program, type Stmt, type ValueType } from "./program.js";

export interface GenerateOptions {
  mode: Mode;
  /** Insert `fault("…")` points (for the run-time fault runs). */
  faults?: boolean;
  /** Emit `SideEffect` / `DisposableEffect` (needs the runtime's effects). */
  effects?: boolean;
  /** Emit `ErrorBoundary`s whose content throws for some states (needs the runtime's ErrorBoundary). */
  boundaries?: boolean;
}

interface Var {
  expr: string;
  type: ValueType;
}

interface Scope {
  vars: Var[];
  /** Expression of the identity path at this point (see program.ts). */
  path: string;
  depth: number;
  /** Loops around this point: nested loops multiply the tree, so at most two. */
  loops: number;
  /** The component being generated (calls go only to later components: no recursion). */
  component: number;
}

/** Loops nested in one another, across calls: each multiplies the tree by a list's length. */
const MAX_LOOPS = 2;

const TAGS = ["div", "span", "p", "ul", "li", "b", "i", "section"] as const;
const WORDS = ["a", "b", "c", "d", "e"] as const;

/** One program: App plus up to four components and wrappers. */
export function generateProgram(random: Random, options: GenerateOptions): Program {
  return new Generator(random, options).program();
}

class Generator {
  private site = 0;
  private components: Component[] = [];
  private readonly faults: boolean;
  private readonly effects: boolean;

  constructor(
    private readonly r: Random,
    private readonly options: GenerateOptions,
  ) {
    this.faults = options.faults ?? false;
    this.effects = options.effects ?? false;
  }

  program(): Program {
    const count = this.r.range(0, 4);
    this.components.push({ name: "App", params: [], wrap: false, body: [] });
    for (let i = 1; i <= count; i++) {
      const wrap = this.r.chance(0.35);
      const params = Array.from({ length: this.r.range(0, 3) }, (_, j) => ({
        name: `a${j}`,
        fallback: this.r.chance(0.25) ? String(this.r.int(3)) : null,
      }));
      this.components.push({ name: wrap ? `W${i}` : `C${i}`, params, wrap, body: [] });
    }
    // Parameter types are fixed per component, so call sites pass values of the right type.
    this.paramTypes = this.components.map((c) =>
      c.params.map((p) => (p.fallback !== null ? "num" : this.r.weighted<ValueType>([["list", 2], ["num", 2], ["bool", 1], ["str", 1]]))),
    );
    // Generate callees first: a body may only call later components.
    for (let i = this.components.length - 1; i >= 0; i--) {
      const c = this.components[i]!;
      const vars: Var[] = [];
      if (i === 0 || this.options.mode === "state") {
        for (const [name, type] of ROOT_VARS) vars.push({ expr: this.root(name, type), type });
      }
      if (i > 0) c.params.forEach((p, j) => vars.push({ expr: p.name, type: this.paramTypes[i]![j]! }));
      const scope: Scope = { vars, path: "p", depth: 0, loops: 0, component: i };
      // Components are called from many places, often in loops: keep them small.
      this.budget = i === 0 ? 30 : 12;
      this.deepest = 0;
      c.body = this.block(scope, this.r.range(1, 4), false);
      this.loopDepth[i] = this.deepest;
      if (c.wrap) {
        const place: ElementNode = { kind: "element", tag: "div", key: null, attrs: [["class", JSON.stringify(`w${i}`)]], children: [{ kind: "children" }] };
        c.body.splice(this.r.int(c.body.length + 1), 0, place);
        // An early return before `{children}` is fine (the content is then absent), but keep most wrappers placing it.
      }
    }
    const compile = { dev: this.r.chance(0.5), templates: this.r.chance(0.7) };
    return { mode: this.options.mode, compile, components: this.components };
  }

  private paramTypes: ValueType[][] = [];
  /** Statements and children the current component may still have. */
  private budget = 0;
  /** Loops nested in each component, its callees' included (the tree grows with their product). */
  private loopDepth: number[] = [];
  private deepest = 0;

  private root(name: string, type: string): string {
    if (this.options.mode === "props") return name;
    return type === "list" ? `S.${name}` : `S.${name}.value`;
  }

  // ---- statements -----------------------------------------------------------

  /**
   * `loopBody`: the direct body of an unkeyed loop. No statement there is a
   * keyed call: a body of one keyed statement would make the iteration that
   * statement's movable group, not an iteration group matched by position.
   */
  private block(scope: Scope, count: number, loopBody: boolean): Stmt[] {
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
      ["call", this.callees(scope).length > 0 ? 2.5 : 0],
      ["if", deep ? 0 : 1.2],
      ["switch", deep ? 0 : 0.6],
      ["for-of", loop ? 1 : 0],
      ["for-count", loop ? 0.5 : 0],
      ["return", deep ? 0 : 0.4],
      ["cell", 1],
      ["derived", 0.6],
      ["local", 0.5],
      ["effect", this.effects ? 0.6 : 0],
      ["fault", this.faults ? 0.6 : 0],
      ["boundary", this.options.boundaries && !deep ? 0.5 : 0],
      ["movable", 0.25],
    ]);
    const inner = { ...scope, depth: scope.depth + 1 };
    switch (kind) {
      case "element":
        return [this.element(scope)];
      case "call":
        return [this.call(scope, null, !loopBody)];
      case "if": {
        const branches = [{ test: this.bool(scope) as string | null, body: this.block(inner, this.r.range(0, 3), false) }];
        while (this.r.chance(0.3)) branches.push({ test: this.bool(scope), body: this.block(inner, this.r.range(0, 2), false) });
        if (this.r.chance(0.5)) branches.push({ test: null, body: this.block(inner, this.r.range(0, 2), false) });
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
        const body = this.block({ ...inner, loops: scope.loops + 1, path: `p${site}`, vars: [...scope.vars, { expr: index, type: "num" }] }, this.r.range(1, 2), true);
        const skip = this.r.chance(0.3) ? `${index} % 2 === ${this.r.int(2)}` : null;
        return [{ kind: "for-count", site, index, count: `(${this.num(scope)}) % 4`, skip, path, body }];
      }
      case "return":
        return [{ kind: "return", test: this.bool(scope), body: this.block(inner, this.r.range(0, 2), false) }];
      case "cell": {
        const site = this.next();
        const name = `r${site}`;
        const init = this.r.int(3);
        scope.vars.push({ expr: this.options.mode === "state" ? `${name}.s.value` : `${name}.n`, type: "num" });
        return [{ kind: "const", name, init: `remember(() => cell(${scope.path} + "/r${site}", ${init}))` }];
      }
      case "derived": {
        const site = this.next();
        const name = `d${site}`;
        if (this.options.mode === "state" && this.r.chance(0.5)) {
          // A derived state object: recomputed when what it reads changes.
          const e = this.num({ ...scope, vars: scope.vars.filter((v) => v.expr.startsWith("S.")) });
          scope.vars.push({ expr: `${name}.value`, type: "num" });
          return [{ kind: "const", name, init: `remember(() => derivedStateOf(() => (${e}) * 10))` }];
        }
        const e = this.num(scope);
        scope.vars.push({ expr: `${name}.v`, type: "num" });
        return [{ kind: "const", name, init: `remember(${e}, () => ({ v: (${e}) * 10 }))` }];
      }
      case "local": {
        const site = this.next();
        const type = this.r.pick(["num", "bool", "str"] as const);
        const name = `v${site}`;
        const init = this.value(type, scope);
        scope.vars.push({ expr: name, type });
        return [{ kind: "const", name, init }];
      }
      case "effect": {
        const site = this.next();
        // Some effects and cleanups throw: the others must still run.
        if (this.r.chance(0.5)) return [{ kind: "effect", code: `SideEffect(sideEffect(${scope.path} + "/e${site}", ${this.r.chance(0.2)}))` }];
        const k = this.num(scope);
        const mode = this.r.weighted([["normal", 6], ["throw", 1], ["cleanup-throw", 1]] as const);
        return [{ kind: "effect", code: `DisposableEffect(${k}, disposable(${scope.path} + "/e${site}:" + (${k}), "${mode}"))` }];
      }
      case "fault":
        return [{ kind: "fault", site: `f${this.next()}` }];
      case "boundary":
        return [this.boundary(scope)];
      case "movable":
        return [{ kind: "movable", value: this.num(scope) }];
    }
    throw new Error(`unknown statement kind ${kind}`);
  }

  private forOf(scope: Scope): Stmt {
    const site = this.next();
    this.reach(scope.loops + 1);
    const item = `x${site}`;
    const list = this.list(scope);
    const keyed = this.r.chance(0.6);
    const path = keyed ? `${scope.path} + "/L${site}:" + ${item}.id + "#" + q${site}` : `${scope.path} + "/L${site}#" + q${site}`;
    const inner: Scope = { ...scope, depth: scope.depth + 1, loops: scope.loops + 1, path: `p${site}`, vars: [...scope.vars, { expr: item, type: "item" }] };
    const skip = this.r.chance(0.25) ? `${item}.id % 3 === ${this.r.int(3)}` : null;
    let body: Stmt[];
    if (keyed) {
      const kind = this.r.weighted([
        ["element", 2],
        ["call", this.callees(scope).length > 0 ? 2 : 0],
        ["key", 1],
      ] as const);
      if (kind === "key") body = [{ kind: "key", key: `${item}.id`, body: this.block({ ...inner, depth: inner.depth + 1 }, this.r.range(1, 2), false) }];
      else if (kind === "call") body = [this.call(inner, `${item}.id`)];
      else body = [{ ...this.element(inner), key: `${item}.id` }];
    } else {
      body = this.block(inner, this.r.range(1, 3), true);
    }
    return { kind: "for-of", site, item, list, keyed, skip, path, body };
  }

  /**
   * `<ErrorBoundary fallback={…}>` around content that throws for some
   * states. The fallback's button retries (the runner clicks it after each
   * step) and records that this boundary caught something (`tripped`).
   */
  private boundary(scope: Scope): Stmt {
    const site = this.next();
    const path = `${scope.path} + "/c${site}"`;
    const inner: Scope = { ...scope, depth: scope.depth + 1, path: `${path} + "/ch"` };
    const fallback = `({ error, retry }) => <button class="fuzz-retry" onClick={retry}>{tripped(${path}, error)}</button>`;
    const bomb: Stmt = { kind: "bomb", test: this.bool(scope), site: `b${site}` };
    const block = this.block(inner, this.r.range(0, 2), false);
    block.splice(this.r.int(block.length + 1), 0, bomb);
    const children: Child[] = [{ kind: "block", body: block }, ...this.children(inner, this.r.range(0, 2))];
    return { kind: "call", callee: "ErrorBoundary", key: null, props: [["fallback", fallback]], children };
  }

  // ---- emits and children ---------------------------------------------------

  private element(scope: Scope): ElementNode {
    const tag = this.r.pick(TAGS);
    const attrs: [string, string][] = [];
    if (this.r.chance(0.4)) attrs.push(["class", this.str(scope)]);
    if (this.r.chance(0.2)) attrs.push(["title", this.str(scope)]);
    if (this.r.chance(0.2)) attrs.push(["data-n", this.num(scope)]);
    if (this.r.chance(0.1)) attrs.push(["style", `{ color: ${this.bool(scope)} ? "red" : "blue" }`]);
    if (this.r.chance(0.1)) attrs.push(["hidden", this.bool(scope)]);
    const children = scope.depth >= 5 ? [] : this.children({ ...scope, depth: scope.depth + 1 }, this.r.range(0, 3));
    return { kind: "element", tag, key: null, attrs, children };
  }

  /** Components this scope may call: only later ones (no recursion), and not too many loops deep. */
  private callees(scope: Scope): number[] {
    const out: number[] = [];
    for (let i = scope.component + 1; i < this.components.length; i++) if (scope.loops + this.loopDepth[i]! <= MAX_LOOPS) out.push(i);
    return out;
  }

  /** A loop or a call reaches `depth` loops: the component's own loop depth. */
  private reach(depth: number): void {
    this.deepest = Math.max(this.deepest, depth);
  }

  private call(scope: Scope, keyExpr: string | null, mayKey = true): Emit {
    const callees = this.callees(scope);
    // Nothing to call this deep in loops: an element, keyed as the call would have been.
    if (callees.length === 0) return { ...this.element(scope), key: keyExpr };
    const index = this.r.pick(callees);
    const callee = this.components[index]!;
    this.reach(scope.loops + this.loopDepth[index]!);
    const site = this.next();
    // A keyed call outside a loop: its key is part of its identity.
    let key = keyExpr;
    if (key === null && mayKey && this.r.chance(0.15)) key = this.num(scope);
    const path = keyExpr !== null ? scope.path : key !== null ? `${scope.path} + "/c${site}:" + (${key})` : `${scope.path} + "/c${site}"`;
    const props: [string, string][] = [["p", path]];
    callee.params.forEach((p, j) => {
      if (p.fallback !== null && this.r.chance(0.5)) return; // use the default
      props.push([p.name, this.value(this.paramTypes[index]![j]!, scope)]);
    });
    let children: Child[] | null = null;
    if (callee.wrap) children = this.children({ ...scope, depth: scope.depth + 1, path: `${path} + "/ch"` }, this.r.range(0, 3));
    return { kind: "call", callee: callee.name, key, props, children };
  }

  private emit(scope: Scope): Emit {
    return this.callees(scope).length > 0 && this.r.chance(0.4) ? this.call(scope, null) : this.element(scope);
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
        ["map", deep || scope.loops >= MAX_LOOPS ? 0 : 0.8],
        ["block", deep ? 0 : 0.8],
      ]);
      switch (kind) {
        case "text":
          out.push({ kind: "text", text: this.r.pick(WORDS) });
          break;
        case "expr":
          out.push({ kind: "expr", expr: this.r.chance(0.5) ? this.num(scope) : this.r.chance(0.8) ? this.str(scope) : this.bool(scope) });
          break;
        case "emit":
          out.push(this.emit(scope));
          break;
        case "and":
          out.push({ kind: "and", test: this.bool(scope), then: this.emit(scope) });
          break;
        case "cond":
          out.push({ kind: "cond", test: this.bool(scope), a: this.emit(scope), b: this.emit(scope) });
          break;
        case "map": {
          const site = this.next();
          this.reach(scope.loops + 1);
          const keyed = this.r.chance(0.7);
          const item = `x${site}`;
          const path = keyed ? `${scope.path} + "/m${site}:" + ${item}.id + "#" + ord(all${site}, i${site})` : `${scope.path} + "/m${site}#" + i${site}`;
          const inner: Scope = { ...scope, depth: scope.depth + 1, loops: scope.loops + 1, path, vars: [...scope.vars, { expr: item, type: "item" }] };
          let body: Emit;
          if (keyed && this.r.chance(0.5) && this.callees(scope).length > 0) body = this.call(inner, `${item}.id`);
          else body = { ...this.element(inner), key: keyed ? `${item}.id` : null };
          out.push({ kind: "map", site, list: this.list(scope), keyed, body });
          break;
        }
        case "block":
          out.push({ kind: "block", body: this.block(scope, this.r.range(1, 3), false) });
          break;
      }
    }
    return out;
  }

  // ---- expressions ----------------------------------------------------------

  private next(): number {
    return ++this.site;
  }

  private vars(scope: Scope, type: ValueType): string[] {
    return scope.vars.filter((v) => v.type === type).map((v) => v.expr);
  }

  private value(type: ValueType, scope: Scope): string {
    switch (type) {
      case "num":
        return this.num(scope);
      case "bool":
        return this.bool(scope);
      case "str":
        return this.str(scope);
      case "list":
        return this.list(scope);
      case "item":
        throw new Error("no item values");
    }
  }

  private num(scope: Scope, depth = 0): string {
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

  private bool(scope: Scope, depth = 0): string {
    const bools = this.vars(scope, "bool");
    return this.r.weighted<() => string>([
      [() => this.r.pick(bools), bools.length > 0 ? 3 : 0],
      [() => `${this.num(scope, depth + 1)} % 2 === 0`, 1.5],
      [() => `${this.num(scope, depth + 1)} > 1`, 1],
      [() => `!${this.bool(scope, depth + 1)}`, depth < 2 ? 0.5 : 0],
      [() => "true", 0.2],
    ])();
  }

  private str(scope: Scope, depth = 0): string {
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

  private list(scope: Scope): string {
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
}
