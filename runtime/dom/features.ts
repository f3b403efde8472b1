/**
 * The optional parts of the DOM property setter (props.ts): reached only by a
 * program that uses them, so that an app carries none of what it does not use
 * (issue 25, DESIGN.md "Public surface and size").
 *
 * Compiled code knows every host element's tag and attribute names
 * statically, so the compiler asks `domFeaturesOf(tag, name)` for each and
 * emits one installer call per feature the file needs (docs/compiled-code.md,
 * "Installed DOM features"); the installers are in install.ts and write the
 * hook table below. A spread (`{...rest}`) may carry any name: it installs
 * them all, as the kit (hand-written, with pass-through props) does. A
 * property whose feature was not installed is not set, and R008 names the
 * installer the code should have called: never silently another meaning (an
 * unscreened URL, a style object as text).
 *
 * This module is shared with the compiler (plugin/babel/transform/features.ts):
 * it holds data and pure functions only, no DOM.
 */
import type { CompiledDomImport } from "../compiled-composer.js";
import { LIVE_PROPERTIES, SVG_ATTRIBUTE_ALIASES } from "./attributes.js";
import type { ApplyProperty, PropContext } from "./props.js";
import type { RangeOps } from "./range.js";
import type { ElementExtras } from "./record.js";
import { URL_ATTRIBUTES } from "./url.js";

/** The installers, by the name compiled code imports from `composa/dom` (the contract's). */
export type DomFeature = Exclude<CompiledDomImport, "tagOf">;

/** Every feature an attribute may need (what a spread installs). */
export const ALL_DOM_FEATURES: readonly DomFeature[] = [
  "installStyle",
  "installLiveProperties",
  "installCustomElements",
  "installUrlScreening",
  "installRefs",
  "installInnerHtml",
  "installSpread",
];

/** The feature a module needs when it imports `movableContentOf` from `composa`. */
export const MOVABLE_CONTENT_FEATURE: DomFeature = "installMovableContent";

/** Every installer, in the order compiled code calls them. */
export const DOM_INSTALLERS: readonly DomFeature[] = [...ALL_DOM_FEATURES, MOVABLE_CONTENT_FEATURE];

/**
 * The features that setting `name` on a `<tag>` may need: over-approximated
 * from the names alone (a `value` on a `<button>` installs live properties
 * though the button's value is an attribute), never under.
 */
export function domFeaturesOf(tag: string, name: string): DomFeature[] {
  const out: DomFeature[] = [];
  // A custom element's names are properties or attributes (URLs among them), decided at run time.
  if (tag.includes("-")) out.push("installCustomElements", "installUrlScreening");
  if (name === "$spread") return [...ALL_DOM_FEATURES];
  if (name.startsWith("prop:")) out.push("installCustomElements", "installUrlScreening");
  let plain = name.startsWith("attr:") ? name.slice(5) : name;
  plain = SVG_ATTRIBUTE_ALIASES.get(plain) ?? plain; // `xlinkHref` is `xlink:href`, a URL
  const lower = plain.toLowerCase();
  if (name === "style") out.push("installStyle");
  else if (name === "ref") out.push("installRefs");
  else if (name === "unsafeInnerHTML") out.push("installInnerHtml");
  else if (LIVE_PROPERTIES.has(name)) out.push("installLiveProperties");
  if (URL_ATTRIBUTES.has(lower) || lower === "to" || lower === "from" || lower === "values")
    out.push("installUrlScreening");
  return [...new Set(out)];
}

/** What props.ts calls a live property's setter (controlled.ts); `first`: no value was set before (a new element). */
export type LiveSetter = (
  el: Element,
  name: string,
  value: unknown,
  ctx: LiveContext,
  first?: boolean,
) => void;

/** The part of props.ts's context a live property needs. */
export interface LiveContext {
  settleLater(el: Element): void;
  delegate?(type: string): boolean;
}

/** A custom element's setter (custom-element.ts); `setAttr` is props.ts's attribute setter. */
export type CustomSetter = (
  el: Element,
  name: string,
  value: unknown,
  setAttr: (el: Element, name: string, value: unknown) => void,
  forceProperty?: boolean,
) => void;

/** The hooks the installers fill; `undefined` until installed. */
export interface DomFeatureHooks {
  style?: (el: HTMLElement, value: unknown, previous: unknown) => void;
  live?: LiveSetter;
  /** End of pass for an element a live property queued (a `<select>`'s value, an option). */
  settleLive?: (el: Element, record: ElementExtras) => void;
  /** The children of `parent` changed: if it is a controlled `<select>` (or its `<optgroup>`), its value is written again at the end of the pass. */
  optionsChanged?: (parent: Node, ctx: LiveContext) => void;
  /** After a delegated event's walk / a directly called handler: controlled elements show their state. */
  afterEvent?: (event: Event) => void;
  afterDirectHandler?: (event: Event) => void;
  custom?: CustomSetter;
  /** Whether a URL-carrying attribute's text must be refused (attributes.ts's `isRefusedUrl`). */
  refusedUrl?: (tag: string, html: boolean, lower: string, flags: number, text: string) => boolean;
  /** Set by range.ts when the first range is made (a placement of movable content, a portal, hydration). */
  ranges?: RangeOps;
  /** A placement of movable content (installMovableContent). */
  createRange?: (document: Document) => Node;
  innerHtml?: (el: Element, value: unknown) => void;
  spread?: (el: Element, value: unknown, previous: unknown, ctx: PropContext, apply: ApplyProperty) => void;
  /** React 19's `action={fn}` / `formAction={fn}` (form-action.ts), with URL screening. */
  formAction?: {
    set(el: Element, value: unknown): boolean;
    run(form: Element, event: Event): void;
  };
  ref?: {
    set(el: Element, value: unknown, ctx: LiveContext): void;
    settle(el: Element, record: ElementExtras): void;
    detach(record: ElementExtras, el: Element): void;
  };
}

export const features: DomFeatureHooks = {};
