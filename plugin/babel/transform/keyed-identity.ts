/**
 * Keyed identity across branches (docs/keyed-identity.md). An element with
 * `key=` is identified by its callee (or tag) and key among the keyed
 * elements of its container, as React identifies a child by type and key:
 *
 * - Its movable group's key names the container and the callee, not the
 *   call site (`KeyScope.keyed`), so the keyed elements that several
 *   branches place are siblings with one group key, and Pending matches
 *   them by key (duplicates in order), moving state and nodes.
 * - A flow construct whose branches place keyed elements (`choosesKeyed`)
 *   opens no flow-control groups (a keyed list's iteration does the same):
 *   its branches' other content keeps keys of its own branch, and slot users
 *   there get groups of their own.
 * - What the element composes inside its group is keyed from the identity
 *   too, so the same element written in two branches is one group all the
 *   way down. When several call sites share an identity (`finishKeyedSites`),
 *   whatever differs between them must not share slots: each site's keys are
 *   salted with a hash of its compiled code (two sites of the same code share
 *   everything), a composable call's memoized props go in a group of their
 *   own (its callee's group, and so its state, is shared whatever the props),
 *   and its static or forwarded `$changed` bits, true of one call site only,
 *   are dropped.
 */
import * as t from "@babel/types";
import { hashString } from "../keys.js";
import { C, GROUP_HELPER, type Ctx, setNum, type Shared, sourceLiterals } from "./context.js";
import { findNode } from "./walk.js";
import { listCallback } from "../analyze/positions.js";
import { hasKey } from "./element.js";

/** One call site of a keyed element. */
export interface KeyedSite {
  /** The statements its movable group holds (for a fused `keyedCall`, the call). */
  content: t.Statement[];
  /** The key literals made for what it composes, its nested elements' included. */
  literals: t.NumericLiteral[];
  /** A composable call: the call, and where its props and `$changed` are. */
  call: { expr: t.CallExpression; props: number; changed: number } | null;
  /** A composable call's props group key (one of `literals`), used only when the identity has several sites. */
  propsKey: t.NumericLiteral | null;
  /** Literals of `literals` its shape does not salt: a shared host node's key and its children's (keyed-hosts.ts). */
  exempt?: ReadonlySet<t.NumericLiteral>;
}

export interface KeyedSites {
  /** How many sites each identity (the keyed group's path) has. */
  counts: Map<string, number>;
  /** Every site, in the order their lowering finished: an element nested in another comes first. */
  finished: { identity: string; site: KeyedSite }[];
}

export function keyedSites(): KeyedSites {
  return { counts: new Map(), finished: [] };
}

/** Registers a site of `identity` once its content is lowered. */
export function addSite(shared: Shared, identity: string, site: KeyedSite): void {
  const { counts, finished } = shared.keyed;
  counts.set(identity, (counts.get(identity) ?? 0) + 1);
  finished.push({ identity, site });
}

/**
 * Does a branch place keyed elements at its container's level: a keyed
 * element behind `if`, `?:`, `&&`, a `return`, in a fragment or an array
 * literal; not inside another element (its children are that element's),
 * a loop or list call (their own lists) or a function.
 */
export function choosesKeyed(node: t.Node | null | undefined, ctx: Ctx): boolean {
  const ownList = (n: t.Node) =>
    t.isJSXElement(n) ||
    t.isLoop(n) ||
    (t.isCallExpression(n) && (listCallback(n) !== null || ctx.a.callKind.get(n) === "key"));
  return (
    findNode(
      node,
      (n) => t.isJSXElement(n) && hasKey(n),
      () => false,
      ownList,
    ) !== null
  );
}

/** After lowering the module: the identities placed by several call sites (see the file comment). */
export function finishKeyedSites(shared: Shared): void {
  const hoisted = new Map<string, t.Node>();
  for (const decl of shared.templates)
    for (const d of decl.declarations) if (t.isIdentifier(d.id) && d.init) hoisted.set(d.id.name, d.init);
  // Inner elements first (they finished first): an outer shape sees their salted keys.
  for (const { identity, site } of shared.keyed.finished) {
    if (shared.keyed.counts.get(identity)! < 2) continue;
    if (site.call) {
      const args = site.call.expr.arguments;
      args[site.call.changed] = t.numericLiteral(0);
      if (site.propsKey !== null && usesComposer(args[site.call.props]!)) {
        shared.helpers.add(GROUP_HELPER);
        args[site.call.props] = t.callExpression(t.identifier(GROUP_HELPER), [
          t.identifier(C),
          site.propsKey,
          t.arrowFunctionExpression([], args[site.call.props] as t.Expression),
        ]);
      }
    }
    const salt = shapeOf(site.content, hoisted);
    for (const lit of site.literals)
      if (site.exempt?.has(lit) !== true) setNum(lit, hashString(`${lit.value}\u0000${salt}`));
  }
}

function usesComposer(node: t.Node): boolean {
  return (
    findNode(
      node,
      (n) => t.isIdentifier(n, { name: C }),
      () => true,
    ) !== null
  );
}

const IGNORED = new Set([
  "type",
  "loc",
  "start",
  "end",
  "range",
  "extra",
  "leadingComments",
  "trailingComments",
  "innerComments",
]);
/**
 * Names the compiler makes (`$v0`, `$lambda3`, `$tpl2`) and Babel's unique
 * names (`_spread`, `_spread2`): they differ between two sites of the same code.
 */
const MADE_NAME = /^(\$[A-Za-z]+\d+|_[A-Za-z]*\d*)$/;

/**
 * A hash of what `nodes` compose: their code, with the compiler's own names
 * numbered in order of appearance, hoisted templates and prop lists read
 * where they are used, and source locations left out. Two sites with the
 * same shape run the same Composer calls with the same keys.
 */
function shapeOf(nodes: t.Node[], hoisted: Map<string, t.Node>): string {
  const names = new Map<string, string>();
  const out: string[] = [];
  const visit = (v: unknown): void => {
    if (v === null || v === undefined) {
      out.push("_");
      return;
    }
    if (Array.isArray(v)) {
      out.push("[");
      for (const x of v) visit(x);
      out.push("]");
      return;
    }
    if (typeof v !== "object") {
      out.push(JSON.stringify(v));
      return;
    }
    if (!("type" in v)) {
      out.push(JSON.stringify(v));
      return;
    }
    const node = v as t.Node;
    if (t.isStringLiteral(node) && sourceLiterals.has(node)) {
      out.push("src");
      return;
    }
    if (t.isIdentifier(node) && MADE_NAME.test(node.name)) {
      let name = names.get(node.name);
      if (name === undefined) {
        names.set(node.name, (name = `$${names.size}`));
        const init = hoisted.get(node.name);
        if (init) {
          out.push(`${name}=`);
          visit(init);
        }
      }
      out.push(name);
      return;
    }
    out.push(node.type, "(");
    const fields = node as unknown as Record<string, unknown>;
    for (const k of Object.keys(fields)) {
      if (IGNORED.has(k)) continue;
      out.push(k, ":");
      visit(fields[k]);
    }
    out.push(")");
  };
  for (const n of nodes) visit(n);
  return String(hashString(out.join(" ")));
}
