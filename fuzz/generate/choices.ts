/**
 * Keyed choices (`GenerateOptions.choices`): keyed elements that several
 * branches place, as React users write them, swapped, hidden, shown again,
 * and duplicated:
 *
 *     const kc7 = occurrences();
 *     if (test) { <C1 key={"kc7:a"} … />; <b key={"kc7:b"} … />; } else { <b key={"kc7:b"} … />; <C1 key={"kc7:a"} … />; }
 *
 * and the same with `switch` cases, `test ? <>…</> : <>…</>` and
 * `test && <>…</>` (in place, or as a `<div>`'s child). A keyed element is
 * identified by its callee (or tag) and key among its container's, whatever
 * branch placed it, duplicates in the order they compose
 * (docs/keyed-identity.md). So each member (an element written once, placed
 * in any branch with the same text) has the path of that identity: the
 * construct's path, its callee and key, and its occurrence among those
 * composed so far in this run of the container (`occurrences()`, asked once
 * per member and run: its path is evaluated again for its content).
 * Branches of `if` and `switch` may hold other statements too, which are
 * their branch's own.
 */
import type { ElementNode, Emit, Stmt } from "../program.js";
import type { Expressions, Scope } from "./expressions.js";
import { labelOf, retag } from "./keyed.js";

/** What keyed choices need from the generator. */
export interface ChoiceEmitter extends Expressions {
  next(): number;
  element(scope: Scope): ElementNode;
  call(scope: Scope, key: string | null): Emit;
  canCall(scope: Scope): boolean;
  block(scope: Scope, count: number, loopBody: boolean): Stmt[];
}

const KEYS = ["a", "b", "c"];

/** One keyed choice, with its occurrence counter. Only where its block runs once per run of its container. */
export function keyedChoice(g: ChoiceEmitter, scope: Scope): Stmt {
  const site = g.next();
  const counter = `kc${site}`;
  const inner: Scope = { ...scope, depth: scope.depth + 1 };
  const raw: Emit[] = [];
  const members: Emit[] = [];
  const n = g.r.range(2, 3);
  for (let m = 0; m < n; m++) {
    const placeholder = `__${counter}m${m}__`;
    let e: Emit;
    if (m > 0 && g.r.chance(0.3)) {
      // A duplicate: an earlier member's callee and key, written again.
      const from = g.r.int(m);
      e = retag(raw[from]!, `__${counter}m${from}__`, placeholder);
    } else {
      const at: Scope = { ...inner, path: placeholder };
      const key = JSON.stringify(`${counter}:${g.r.pick(KEYS)}`);
      if (g.canCall(at) && g.r.chance(0.5)) e = g.call(at, key);
      else {
        // An element with a remembered cell of its own: what shows whether its state moved with the key.
        const el = { ...g.element(at), key };
        const cell = `r${site}m${m}`;
        el.children.unshift({
          kind: "block",
          body: [
            { kind: "const", name: cell, init: `remember(() => cell(${placeholder} + "/r", 1))` },
            {
              kind: "element",
              tag: "b",
              key: null,
              attrs: [],
              children: [{ kind: "expr", expr: g.cellValue(cell) }],
            },
          ],
        });
        e = el;
      }
    }
    raw.push(e);
    const identity = JSON.stringify(`${labelOf(e)}|${JSON.parse(e.key!) as string}`);
    const path = `(${scope.path} + "/${counter}:" + ${identity} + "#" + ${counter}(${identity}, "m${m}"))`;
    // What the member composes inside is its own (another member's text is other code: composed
    // afresh); a call's `p`, its callee's state, is the identity's.
    const placed = retag(e, placeholder, `${path} + "/m${m}"`);
    if (placed.kind === "call") placed.props = placed.props.map(([k, v]) => [k, k === "p" ? path : v]);
    // An element asks for its occurrence where it composes, not where its content first uses the path.
    else placed.attrs.push(["data-kc", path]);
    members.push(placed);
  }
  // Some of the members, in some order, each a copy (the minimizer edits programs in place).
  const arrangement = (): Emit[] => {
    const order = members.map((_, i) => i);
    for (let i = order.length - 1; i > 0; i--) {
      const j = g.r.int(i + 1);
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    // Mostly every member, in another order (the swap); else some, or none.
    const count = g.r.chance(0.6) ? order.length : g.r.chance(0.2) ? 0 : g.r.range(1, order.length);
    const branch = branches++;
    return order.slice(0, count).map((i) => {
      const copy = JSON.parse(JSON.stringify(members[i])) as Emit;
      // Some branches write a host member with attributes of their own (other code, same tag
      // and key: the node stays and is patched by name, docs/keyed-identity.md). Chosen
      // without the random stream, so that every seed's program is otherwise unchanged.
      if (copy.kind === "element" && (site + i + branch) % 3 === 0)
        copy.attrs.push(
          branch % 2 ? ["title", JSON.stringify(`b${branch}`)] : ["data-branch", String(branch)],
        );
      return copy;
    });
  };
  let branches = 0;
  const withOthers = (): Stmt[] => {
    const body: Stmt[] = arrangement();
    if (g.r.chance(0.4)) body.splice(g.r.int(body.length + 1), 0, ...g.block(inner, 1, false));
    return body;
  };
  const form = g.r.weighted([
    ["if", 3],
    ["switch", 1.5],
    ["ternary", 2],
    ["and", 1],
  ] as const);
  switch (form) {
    case "if": {
      const branches = [{ test: g.bool(scope) as string | null, body: withOthers() }];
      if (g.r.chance(0.2)) branches.push({ test: g.bool(scope), body: withOthers() });
      branches.push({ test: g.r.chance(0.9) ? null : g.bool(scope), body: withOthers() });
      return { kind: "choice", site, body: { kind: "if", branches } };
    }
    case "switch": {
      const k = g.r.range(2, 3);
      const cases = Array.from({ length: k }, (_, i) => ({
        value: i === k - 1 && g.r.chance(0.5) ? null : i,
        body: withOthers(),
        fallthrough: false,
      }));
      return { kind: "choice", site, body: { kind: "switch", disc: `(${g.num(scope)}) % ${k}`, cases } };
    }
    case "ternary":
    case "and":
      return {
        kind: "choice-expr",
        site,
        test: g.bool(scope),
        a: arrangement(),
        b: form === "ternary" ? arrangement() : null,
        wrap: g.r.chance(0.4),
      };
  }
}
