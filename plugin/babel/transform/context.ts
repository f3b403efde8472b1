/**
 * The lowering context: where we are (key scope, open groups, jump targets),
 * what the analysis found, and small builders for the Composer calls of the
 * contract (`docs/compiled-code.md`). Nothing here emits a call the contract
 * does not list.
 */
import * as t from "@babel/types";
import type { CompiledComposerMember, CompiledRuntimeImport } from "../../../runtime/compiled-composer.js";
import { formatSource, type FlowControlLabel } from "../../../runtime/source-info.js";
import type { Analysis, ComposableInfo } from "../analyze/index.js";
import type { Reporter } from "../errors.js";
import { KeyScope } from "../keys.js";
import type { KeyedSites } from "./keyed-identity.js";
import type { KeyedListSite } from "./keyed-list.js";

export const C = "$c";
export const GROUP_HELPER = "$composa$group";
export const MOVABLE_GROUP_HELPER = "$composa$keyedGroup";
/** The local name the output gives `currentComposer` from `composa` (value composables need it). */
export const CURRENT_HELPER = "$composa$current";
export const SHALLOW_HELPER = "$composa$shallowChanged";
/** The local name of composa/dom's `tagOf` (a dynamic tag, `<Tag>` where `Tag` may be a string). */
export const TAG_HELPER = "$composa$tagOf";
/** The local name of `composableOf` from `composa` (development builds: a callee that may be no composable). */
export const CALLEE_HELPER = "$composa$composableOf";
/** The local name of `plainCall` from `composa` (development builds: a composable called as a plain function). */
export const PLAIN_CALL_HELPER = "$composa$plainCall";

export interface Shared {
  analysis: Analysis;
  report: Reporter;
  file: string;
  dev: boolean;
  helpers: Set<string>;
  uid: number;
  /** Template descriptions and prop-name lists hoisted to module level (`const $tpl0 = [...]`, `const $props0 = [...]`). */
  templates: t.VariableDeclaration[];
  /** Prop-name lists hoisted so far (`transform/function.ts`, `fastSkip`). */
  propNames: number;
  /** Skip signatures of the module's top-level composables (`Row.$skip = …`), hoisted after `templates`. */
  signatures: t.Statement[];
  /** The `templates` option. */
  useTemplates: boolean;
  /** Keyed elements by identity (`transform/keyed-identity.ts`), finished once the module is lowered. */
  keyed: KeyedSites;
  /** Keyed host elements lowered as one node per identity (`transform/keyed-hosts.ts`). */
  sharedHosts: ReadonlySet<t.JSXElement>;
  /** `.map` lists whose callback is one keyed call (`transform/keyed-list.ts`), rewritten once the module is lowered. */
  lists: KeyedListSite[];
  /** Hot builds (`transform/hot.ts`): the original source, for `remember` keys. */
  hot: { code: string } | null;
}

export type Frame =
  /**
   * An open group: `end` closes it (a jump out of it must call `end` first).
   * `keyedList`: the group of a loop whose iterations emit keyed elements
   * (`loops.ts`): flow control inside an iteration opens no groups, so that
   * each keyed element is a sibling of every other item's; any other group
   * an iteration opens is keyed by `index`: the item's key when it is known
   * before the iteration runs (`itemKeyed`, `iteration-key.ts`), else the
   * iteration's index, counted by `counter`.
   */
  | {
      kind: "group";
      end: () => t.Statement;
      emitted: boolean;
      keyedList?: { index: string; counter: string; used: boolean; itemKeyed: boolean };
    }
  | { kind: "loop"; labels: string[] }
  | { kind: "switch"; labels: string[] }
  | { kind: "label"; labels: string[] }
  /** Where `return` goes: a function body (`break $body`), a `.map` callback (`return`), a content block (`break $cb`). */
  | { kind: "return"; label: string | null; used: boolean };

export class Ctx {
  constructor(
    readonly shared: Shared,
    readonly keys: KeyScope,
    readonly frames: Frame[],
    /** The composable function whose own body this is (forwarding `$dirty` bits), or null inside lambdas. */
    readonly fn: ComposableInfo | null,
    readonly fnName: string,
    /**
     * The container whose children this code composes (a composable's or
     * lambda's body, an element's children, a `key` block, a list): a keyed
     * element is identified by its key among the keyed elements of the whole
     * container, whatever branch placed it (`transform/keyed-identity.ts`).
     */
    readonly list: KeyScope = keys,
  ) {}

  get a(): Analysis {
    return this.shared.analysis;
  }

  /** The code of a new container (its keys under `keys`). */
  with(keys: KeyScope): Ctx {
    return new Ctx(this.shared, keys, this.frames, this.fn, this.fnName);
  }

  /** A branch that opens no group (a keyed choice): keys of its own, the container's keyed elements. */
  branch(keys: KeyScope): Ctx {
    return new Ctx(this.shared, keys, this.frames, this.fn, this.fnName, this.list);
  }

  /**
   * In a branch of a keyed choice (`branch`): a group here is a sibling of
   * the container's, so one whose key is not its site's (an unkeyed call's
   * is its callee's) needs a group of its own to stay this branch's.
   */
  inChoice(): boolean {
    return this.keys !== this.list;
  }

  uid(prefix: string): string {
    return `$${prefix}${this.shared.uid++}`;
  }

  /** The innermost open group (slots written after one of its children need a group of their own). */
  group(): Extract<Frame, { kind: "group" }> | undefined {
    for (let i = this.frames.length - 1; i >= 0; i--) {
      const f = this.frames[i]!;
      if (f.kind === "group") return f;
    }
    return undefined;
  }

  /**
   * True inside an iteration of a keyed list, outside any element: `if`,
   * `switch`, `?:` and `&&` there choose which keyed elements the item emits,
   * and open no flow-control group (a positional group per item would tie
   * every element under it to the item's position, not its key).
   */
  inKeyedList(): boolean {
    return this.group()?.keyedList !== undefined;
  }

  /**
   * Inside an iteration of a keyed list: the iteration's index. A group
   * there that is not a keyed element's (an unkeyed element, `remember`, a
   * nested loop) is a movable group keyed by it, so that it matches the same
   * iteration's group last time, as a group per iteration would (duplicate
   * keys in order), whatever the keyed siblings did.
   */
  keyedIndex(): t.Identifier | null {
    const list = this.group()?.keyedList;
    if (!list) return null;
    list.used = true;
    return t.identifier(list.index);
  }

  markEmitted(): void {
    const g = this.group();
    if (g) g.emitted = true;
  }

  /** Opens a group around `body()`: start statement, lowered body, end statement. */
  wrap(start: t.Statement, end: () => t.Statement, body: () => t.Statement[]): t.Statement[] {
    const frame: Frame = { kind: "group", end, emitted: false };
    this.frames.push(frame);
    let inner: t.Statement[];
    try {
      inner = body();
    } finally {
      this.frames.pop();
    }
    this.markEmitted();
    const last = inner[inner.length - 1];
    return endsFlow(last) ? [start, ...inner] : [start, ...inner, end()];
  }

  /** A flow-control group (its label is one devtools knows: `runtime/source-info.ts`). */
  flow(
    scope: KeyScope,
    label: FlowControlLabel,
    node: t.Node | null,
    body: (ctx: Ctx) => t.Statement[],
  ): t.Statement[] {
    return this.replaceable(scope, label, node, body);
  }

  replaceable(
    scope: KeyScope,
    label: string,
    node: t.Node | null,
    body: (ctx: Ctx) => t.Statement[],
  ): t.Statement[] {
    const index = this.keyedIndex();
    if (index) return this.movable(scope, index, node, body);
    const args: t.Expression[] = [num(scope.key)];
    const src = this.source(label, node);
    if (src) args.push(src);
    const inner = this.with(scope);
    return this.wrap(
      stmt(call("startReplaceableGroup", args), node),
      () => stmt(call("endReplaceableGroup", [])),
      () => body(inner),
    );
  }

  movable(
    scope: KeyScope,
    dataKey: t.Expression,
    node: t.Node | null,
    body: (ctx: Ctx) => t.Statement[],
  ): t.Statement[] {
    const inner = this.with(scope);
    return this.wrap(
      stmt(call("startMovableGroup", [num(scope.key), dataKey]), node),
      () => stmt(call("endMovableGroup", [])),
      () => body(inner),
    );
  }

  /** Dev builds: `"Name@file:line:col"`; production builds: nothing. */
  source(name: string, node: t.Node | null | undefined): t.StringLiteral | null {
    if (!this.shared.dev) return null;
    const loc = node?.loc?.start;
    const lit = t.stringLiteral(formatSource(name, this.shared.file, loc?.line, loc && loc.column + 1));
    sourceLiterals.add(lit);
    return lit;
  }
}

/** Source strings (`Name@file:line:col`): where code is, not what it does (a keyed element's shape leaves them out). */
export const sourceLiterals = new WeakSet<t.StringLiteral>();

/** Open collections of group-key literals, innermost last (`collectKeys`). */
const collecting: t.NumericLiteral[][] = [];

/** A group key (or another int32 written in hex). */
export function num(n: number): t.NumericLiteral {
  const lit = t.numericLiteral(n);
  setNum(lit, n);
  collecting[collecting.length - 1]?.push(lit);
  return lit;
}

/** Gives `lit` a new value (a key salted by its element's shape, `transform/keyed-identity.ts`). */
export function setNum(lit: t.NumericLiteral, n: number): void {
  lit.value = n;
  (lit as t.NumericLiteral & { extra?: unknown }).extra = { rawValue: n, raw: `0x${n.toString(16)}` };
}

/**
 * Runs `body`, returning what it returns and the key literals (`num`) made
 * meanwhile; those also count as made by any collection around this one.
 */
export function collectKeys<T>(body: () => T): { value: T; literals: t.NumericLiteral[] } {
  const literals: t.NumericLiteral[] = [];
  collecting.push(literals);
  let value: T;
  try {
    value = body();
  } finally {
    collecting.pop();
  }
  collecting[collecting.length - 1]?.push(...literals);
  return { value, literals };
}

export function bits(n: number): t.Expression {
  const lit = t.numericLiteral(n);
  (lit as t.NumericLiteral & { extra?: unknown }).extra = { rawValue: n, raw: `0b${n.toString(2)}` };
  return lit;
}

/** `$c.method(...args)`: only the methods of the contract (`runtime/compiled-composer.ts`). */
export function call(method: CompiledComposerMember, args: t.Expression[]): t.CallExpression {
  return t.callExpression(t.memberExpression(t.identifier(C), t.identifier(method)), args);
}

/** `import { name as local } from "composa"`: only the names of the contract (`CompiledRuntimeImports`). */
export function runtimeImport(name: CompiledRuntimeImport, local: string): t.ImportDeclaration {
  return t.importDeclaration(
    [t.importSpecifier(t.identifier(local), t.identifier(name))],
    t.stringLiteral("composa"),
  );
}

export function member(prop: CompiledComposerMember): t.MemberExpression {
  return t.memberExpression(t.identifier(C), t.identifier(prop));
}

/** An expression statement that keeps the source location of `from` (source maps). */
export function stmt(e: t.Expression, from?: t.Node | null): t.ExpressionStatement {
  const s = t.expressionStatement(e);
  if (from?.loc) {
    s.loc = from.loc;
    e.loc = from.loc;
  }
  return s;
}

export function withLoc<T extends t.Node>(n: T, from: t.Node | null | undefined): T {
  if (from?.loc && !n.loc) n.loc = from.loc;
  return n;
}

/** True when control never falls through the end of `s` (its group was closed by the jump). */
export function endsFlow(s: t.Statement | undefined): boolean {
  if (!s) return false;
  if (t.isBreakStatement(s) || t.isContinueStatement(s) || t.isReturnStatement(s) || t.isThrowStatement(s))
    return true;
  if (t.isBlockStatement(s)) return endsFlow(s.body[s.body.length - 1]);
  return false;
}
