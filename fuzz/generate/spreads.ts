/**
 * Attribute spreads (`GenerateOptions.spreads`, DESIGN's dialect item 5):
 * `<div {...o} title={x} {...q} />` with named attributes and spreads in
 * random orders, the spread objects written in place (object literals with
 * keys that come and go, `cond ? {…} : undefined`, `undefined`, a call
 * `(() => ({…}))()`, `{ ...o, children: s }`), or taken from locals
 * (`const o7 = …`, some remembered so that their identity survives a step)
 * and props of type `obj`. Their keys overlap the named attributes (`class`,
 * `className`, `title`, `style`, `hidden`, `data-*`), their values change
 * between steps (strings, numbers, booleans, `undefined`, `null`, class
 * objects and arrays, style objects and strings). On an element without JSX
 * children a spread may carry `children` (a text), which the element shows.
 * On composable calls, `<C {...{ a0: v }} p={…} a1={…} />`: spreads of the
 * callee's props (those without a default are always given by name too, so
 * that a spread that leaves never leaves one undefined), or of an `obj`
 * value, which the callee ignores.
 */
import type { Component, Stmt, ValueType } from "../program.js";
import type { Expressions, Scope } from "./expressions.js";

/** The host attributes spreads give (and named attributes they meet). */
const KEYS = [
  "title",
  "class",
  "className",
  "style",
  "hidden",
  "data-n",
  "data-s",
  "lang",
  "aria-label",
] as const;
type Key = (typeof KEYS)[number];

/** A value for host attribute `key`: of its own kind, or one that removes it. */
function hostValue(g: Expressions, scope: Scope, key: Key): string {
  const r = g.r;
  const absent = (): string => r.pick(["undefined", "null", "false"]);
  if (r.chance(0.15)) return absent();
  switch (key) {
    case "title":
    case "data-s":
    case "lang":
    case "aria-label":
      return r.chance(0.2) ? `${g.bool(scope)} ? ${g.str(scope)} : undefined` : g.str(scope);
    case "data-n":
      return r.chance(0.3) ? g.bool(scope) : g.num(scope);
    case "hidden":
      return r.chance(0.7) ? g.bool(scope) : g.num(scope);
    case "class":
    case "className":
      return r.weighted<() => string>([
        [() => g.str(scope), 3],
        [() => `{ k: ${g.bool(scope)}, m: ${g.bool(scope)} }`, 1],
        [() => `[${g.str(scope)}, ${g.bool(scope)} && "k"]`, 1],
      ])();
    case "style":
      return r.weighted<() => string>([
        [() => styleObject(g, scope), 3],
        [() => `${g.bool(scope)} ? "color: red" : "font-weight: bold"`, 1],
      ])();
  }
}

/** A style object whose keys come and go: camelCase, kebab-case and a custom property. */
function styleObject(g: Expressions, scope: Scope): string {
  const r = g.r;
  const entries: string[] = [];
  if (r.chance(0.6))
    entries.push(`color: ${g.bool(scope)} ? "red" : ${r.pick(['"blue"', "undefined", "null"])}`);
  if (r.chance(0.4)) entries.push(`fontWeight: ${g.bool(scope)} ? "bold" : undefined`);
  if (r.chance(0.3)) entries.push(`"margin-top": ${g.bool(scope)} ? "1px" : null`);
  if (r.chance(0.3)) entries.push(`"--x": ${g.str(scope)}`);
  if (r.chance(0.3)) entries.push(`...(${g.bool(scope)} ? { textAlign: "left" } : {})`);
  return `{ ${entries.join(", ")} }`;
}

/** A text child a spread carries (`children`): a string, a number, or nothing. */
function childrenValue(g: Expressions, scope: Scope): string {
  return g.r.weighted<() => string>([
    [() => g.str(scope), 3],
    [() => g.num(scope), 1],
    [() => g.r.pick(["undefined", "null"]), 1],
  ])();
}

/** `{ title: …, ...(c ? { hidden: … } : {}), … }` over 0–4 keys, maybe `children` too. */
function hostLiteral(g: Expressions, scope: Scope, children: boolean): string {
  const r = g.r;
  const entries: string[] = [];
  const n = r.range(0, 4);
  for (let i = 0; i < n; i++) {
    const key = r.pick(KEYS);
    const entry = `${JSON.stringify(key)}: ${hostValue(g, scope, key)}`;
    // A key that appears and disappears with the state.
    entries.push(r.chance(0.25) ? `...(${g.bool(scope)} ? { ${entry} } : {})` : entry);
  }
  if (children && r.chance(0.5))
    entries.splice(r.int(entries.length + 1), 0, `children: ${childrenValue(g, scope)}`);
  return `{ ${entries.join(", ")} }`;
}

/** An `obj` value: a host-attribute object (a literal, or an `obj` in scope). */
export function objValue(g: Expressions, scope: Scope, children = false): string {
  const objs = g.vars(scope, "obj");
  if (objs.length > 0 && g.r.chance(0.5)) return g.r.pick(objs);
  return hostLiteral(g, scope, children);
}

/** What `{...…}` spreads on a host element. */
function hostSpread(g: Expressions, scope: Scope, children: boolean): string {
  const r = g.r;
  const objs = g.vars(scope, "obj");
  return r.weighted<() => string>([
    [() => hostLiteral(g, scope, children), 3],
    [() => r.pick(objs), objs.length > 0 ? 3 : 0],
    [() => `${g.bool(scope)} ? ${objValue(g, scope, children)} : undefined`, 1.2],
    [() => r.pick(["undefined", "null"]), 0.4],
    // A call: evaluated once, even where its `children` are read for the element's content.
    [() => `(() => (${hostLiteral(g, scope, children)}))()`, 0.8],
    // An object literal around another spread, adding `children` (or other keys).
    [
      () =>
        `{ ...${objs.length > 0 ? r.pick(objs) : hostLiteral(g, scope, false)}, ${
          children ? `children: ${childrenValue(g, scope)}` : `title: ${g.str(scope)}`
        } }`,
      0.8,
    ],
  ])();
}

/**
 * Spreads inserted among an element's named attributes, in random places,
 * and maybe named attributes that the spreads give too (so that the later
 * one in source order must win), on some elements when `spreads` is on
 * (no draw otherwise). `childless`: the element has no JSX children, so a
 * spread's `children` is its content.
 */
export function spreadAttributes(
  g: Expressions,
  scope: Scope,
  attrs: [string, string][],
  childless: boolean,
): void {
  if (!g.options.spreads || !g.r.chance(0.35)) return;
  const r = g.r;
  const extra = r.range(0, 2);
  for (let i = 0; i < extra; i++) {
    const key = r.pick(KEYS);
    if (!attrs.some(([a]) => a === key))
      attrs.splice(r.int(attrs.length + 1), 0, [key, hostValue(g, scope, key)]);
  }
  const spreads = r.weighted([
    [1, 3],
    [2, 2],
    [3, 0.5],
  ] as const);
  for (let i = 0; i < spreads; i++)
    attrs.splice(r.int(attrs.length + 1), 0, ["...", hostSpread(g, scope, childless && r.chance(0.4))]);
}

/**
 * Spreads for a call of `callee` (its props of `types`): objects of its props, each of the right type, some behind a
 * test or with `undefined` for a prop that has a default, and maybe an
 * `obj` (host attributes the callee ignores). Inserted into `props` in
 * random places, so that a spread given before a named prop loses to it and
 * one given after wins. On some calls when `spreads` is on (no draw otherwise).
 */
export function callSpreads(
  g: Expressions,
  scope: Scope,
  props: [string, string][],
  callee: Component,
  types: ValueType[],
): void {
  if (!g.options.spreads || !g.r.chance(0.3)) return;
  const r = g.r;
  const params = callee.params;
  const count = r.range(1, 2);
  for (let i = 0; i < count; i++) {
    let spread: string;
    if (params.length === 0 || r.chance(0.2)) spread = objValue(g, scope);
    else {
      const entries: string[] = [];
      for (const p of params) {
        if (!r.chance(0.6)) continue;
        // Given by name too unless it has a default: a spread that leaves never leaves it undefined.
        const value =
          p.fallback !== null && r.chance(0.2) ? "undefined" : g.value(types[params.indexOf(p)]!, scope);
        const entry = `${p.name}: ${value}`;
        entries.push(r.chance(0.25) ? `...(${g.bool(scope)} ? { ${entry} } : {})` : entry);
      }
      const literal = `{ ${entries.join(", ")} }`;
      spread = r.weighted<() => string>([
        [() => literal, 3],
        [() => `${g.bool(scope)} ? ${literal} : undefined`, 1],
        [() => `(() => (${literal}))()`, 0.5],
      ])();
    }
    props.splice(r.int(props.length + 1), 0, ["...", spread]);
  }
}

/**
 * `const ob<site> = …`: a host-attribute object in a local, new in each
 * pass, or remembered on a number so that it keeps its identity while the
 * number does (its keys read only that number, so a fresh composition
 * computes the same object).
 */
export function objLocal(g: Expressions, scope: Scope): Stmt {
  const name = `ob${g.next()}`;
  let init: string;
  if (g.r.chance(0.4)) {
    const k = g.num(scope);
    const only: Scope = { ...scope, vars: [{ expr: `(${k})`, type: "num" }] };
    init = `remember(${k}, () => (${hostLiteral(g, only, true)}))`;
  } else init = objValue(g, scope, true);
  scope.vars.push({ expr: name, type: "obj" });
  return { kind: "const", name, init };
}
