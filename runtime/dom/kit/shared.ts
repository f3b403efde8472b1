/**
 * What the kit's composables share: the default stylesheet, class joining and
 * placing `children`. The kit is written by hand in the compiled shape of
 * docs/compiled-code.md (what `composa/babel` would emit for it).
 */
import type { Composer } from "../../composer.js";
import { classString, type ClassValue } from "../classname.js";
import { installDomFeatures } from "../install.js";
import {
  CHILDREN_GROUP as CHILDREN_KEY,
  DEFERRED_TEXT_GROUP as DEFERRED_TEXT_KEY,
  PLACED_TEXT as TEXT_KEY,
  PLACED_TEXT_GROUP as TEXT_GROUP_KEY,
} from "./keys.js";

/**
 * The kit's default look: layout only, at zero specificity (`:where`), so any
 * class of yours overrides it. Injected once per document, on first use.
 */
export const KIT_CSS = [
  ":where(.composa-row){display:flex;flex-direction:row;align-items:center;gap:8px}",
  ":where(.composa-column){display:flex;flex-direction:column;gap:8px}",
  ":where(.composa-box){position:relative}",
  ":where(.composa-checkbox){display:inline-flex;align-items:center;gap:4px}",
].join("\n");

const styled = new WeakSet<Document>();

/** The attribute that marks the kit's stylesheet (the one `renderStyles()` of composa/server writes too). */
export const KIT_STYLE_ATTRIBUTE = "data-composa-kit";

/**
 * Add KIT_CSS to the document of `node` if it is not there yet. A server
 * page carries it in its head (`renderStyles()`, or `<KitStyles />` in a
 * whole-document app, docs/server-rendering.md): hydration adopts that one
 * instead of adding a second.
 */
export function ensureKitStyles(node: Node): void {
  const doc = node.ownerDocument;
  if (doc === null || styled.has(doc)) return;
  styled.add(doc);
  if (doc.querySelector(`style[${KIT_STYLE_ATTRIBUTE}]`) !== null) return;
  const style = doc.createElement("style");
  style.setAttribute(KIT_STYLE_ATTRIBUTE, "");
  style.textContent = KIT_CSS;
  (doc.head ?? doc.documentElement).appendChild(style);
}

/** `node`'s document holds the kit's stylesheet (`<KitStyles />`, styles.ts): `ensureKitStyles` adds none. */
export function markKitStyled(node: Node): void {
  const doc = node.ownerDocument;
  if (doc !== null) styled.add(doc);
}

/** `base` plus the user's classes, as one string (so memoization compares by value). */
let installed = false;

/**
 * A kit element's class. Every kit composable calls it first, so it is also
 * where the kit installs every feature of the property setter (features.ts):
 * the kit passes its props through to elements (`...rest`), so any name may
 * come, as from a spread. On first use, not at load: importing composa/dom
 * must not install what an app built without the kit would lack.
 */
export function kitClass(base: string, extra: ClassValue | undefined): string {
  if (!installed) {
    installed = true;
    installDomFeatures();
  }
  if (extra === undefined || extra === null) return base;
  const more = classString(extra);
  return more === "" ? base : `${base} ${more}`;
}

/** A composable lambda as compiled code passes it: a composable like any other. */
export type ComposableLambda = (props: object, $c: Composer<unknown>, $changed: number) => void;

/** Place `children` (a composable lambda, text, an array of them) where it is called. */
export function placeChildren($c: Composer<Node>, children: unknown): void {
  $c.dynamic(CHILDREN_KEY, children);
}

/**
 * A text child: a string / number as a text node updated in place, or a
 * function as a deferred binding (only the text node updates when the state
 * it reads changes; nothing recomposes).
 */
export function placeText($c: Composer<Node>, text: unknown): void {
  // A group of its own, as the compiler gives an `if`: the branches differ.
  $c.startReplaceableGroup(TEXT_GROUP_KEY);
  if (typeof text === "function") {
    $c.startNode(DEFERRED_TEXT_KEY);
    if ($c.inserting) $c.createTextNode("");
    else $c.useNode();
    $c.set("data", text);
    $c.endNode();
  } else if (text !== undefined && text !== null && typeof text !== "boolean") {
    $c.text(TEXT_KEY, text);
  }
  $c.endReplaceableGroup();
}

/** Calls `$c.changed` on every value (never short-circuits: one slot each); true if any changed. */
export function changedAny(
  $c: Composer<Node>,
  a: unknown,
  b: unknown,
  c?: unknown,
  d?: unknown,
  e?: unknown,
  f?: unknown,
): boolean {
  let dirty = $c.changed(a);
  dirty = $c.changed(b) || dirty;
  dirty = $c.changed(c) || dirty;
  dirty = $c.changed(d) || dirty;
  dirty = $c.changed(e) || dirty;
  dirty = $c.changed(f) || dirty;
  return dirty;
}

const NO_PROPS: Readonly<Record<string, unknown>> = Object.freeze({});

/**
 * The attributes a kit composable passes through to its element (`...rest`):
 * a new object on every call, so it is compared key by key with the one of
 * the last applied pass (one slot). Recorded after the pass applies, so a
 * pass that fails does not count.
 */
export function changedRest($c: Composer<Node>, rest: Record<string, unknown>): boolean {
  const box = $c.cache(false, () => ({ last: NO_PROPS }));
  if (sameProps(rest, box.last)) return false;
  $c.recordSideEffect(() => {
    box.last = rest;
  });
  return true;
}

function sameProps(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  let keys = 0;
  for (const key in a) {
    if (!(key in b) || !Object.is(a[key], b[key])) return false;
    keys++;
  }
  for (const _ in b) keys--;
  return keys === 0;
}
