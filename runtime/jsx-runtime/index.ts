/**
 * `composa/jsx-runtime`: the dialect's JSX types, for
 * `"jsx": "react-jsx", "jsxImportSource": "composa"` in a tsconfig.
 *
 * In the dialect an element is a statement that emits a node or calls a
 * composable, so `JSX.Element` is `void`, composables return `void`, and a
 * `children` prop may hold one element, several, text or a content lambda.
 *
 * @example
 * import type { Children } from "composa/jsx-runtime";
 * function Card({ title, children }: { title: string; children?: Children }) {
 *   <section class="card">
 *     <h2>{title}</h2>
 *     {children}
 *   </section>;
 * }
 *
 * The functions exported here exist only so that a file compiled by a plain
 * JSX transform (instead of `composa/babel`) fails loudly.
 */
import type { Children, CommonAttributes, HTMLAttributes, XMLAttributes } from "./attributes.js";

export type {
  Bindable,
  Children,
  ContentLambda,
  CommonAttributes,
  CSSProperties,
  CustomElementAttributes,
  TrustedHTMLValue,
  HTMLAttributes,
  Ref,
  RefCallback,
  RefObject,
  XMLAttributes,
} from "./attributes.js";
import { runtimeError } from "../messages.js";
export type { EventAttributes, EventHandler, EventNames, TargetedEvent } from "./events.js";
export type * from "./react-events.js";

type HTMLElements = { [K in keyof HTMLElementTagNameMap]: HTMLAttributes<HTMLElementTagNameMap[K]> };
// `a`, `script`, `style` and `title` exist in both maps; the HTML meaning wins.
type SVGElements = {
  [K in Exclude<keyof SVGElementTagNameMap, keyof HTMLElementTagNameMap>]: XMLAttributes<
    SVGElementTagNameMap[K]
  >;
};
// `annotation-xml` has a dash: the custom-element signature below covers it (any attribute),
// which its own entry could not fit (its ref is a MathMLElement's, the signature's an HTMLElement's).
type MathMLElements = {
  [
    K in Exclude<keyof MathMLElementTagNameMap, keyof HTMLElementTagNameMap | "annotation-xml">
  ]: XMLAttributes<MathMLElementTagNameMap[K]>;
};

/**
 * Your custom elements' props, by tag: augment this interface (no namespace
 * needed, which typescript-eslint's `no-namespace` would report), or
 * `JSX.IntrinsicElements`, which extends it.
 *
 * @example
 * declare module "composa/jsx-runtime" {
 *   interface CustomElements {
 *     "star-rating": CustomElementAttributes<StarRating, { value?: number }>;
 *   }
 * }
 */
export interface CustomElements {}

export declare namespace JSX {
  /** An element is a statement: it produces no value. */
  type Element = void;
  /** Intrinsic tags and composables (one props object, no result). */
  type ElementType = keyof IntrinsicElements | `${string}-${string}` | ((props: never) => void);
  interface ElementChildrenAttribute {
    children: {};
  }
  interface IntrinsicAttributes {
    /** Pins identity: content and state move with the key. Never set on the node. */
    key?: unknown;
  }
  interface IntrinsicElements extends HTMLElements, SVGElements, MathMLElements, CustomElements {
    /**
     * Custom elements: any attribute. Declare your own element's props by
     * augmenting this interface (see `CustomElementAttributes`).
     */
    [custom: `${string}-${string}`]: CommonAttributes<HTMLElement> & { [attribute: string]: unknown };
  }
}

/**
 * The props of an intrinsic tag or a composable, as React's `ComponentProps`:
 * `ComponentProps<"button">` for a wrapper that passes its rest on,
 * `ComponentProps<typeof Card>` for one that wraps a composable.
 */
export type ComponentProps<T extends keyof JSX.IntrinsicElements | ((props: never) => void)> =
  T extends keyof JSX.IntrinsicElements
    ? JSX.IntrinsicElements[T]
    : T extends (props: infer P) => void
      ? P
      : never;

/** React's names for the same with and without `ref` (a composable takes `ref` as an ordinary prop). */
export type ComponentPropsWithRef<T extends keyof JSX.IntrinsicElements | ((props: never) => void)> =
  ComponentProps<T>;
export type ComponentPropsWithoutRef<T extends keyof JSX.IntrinsicElements | ((props: never) => void)> = Omit<
  ComponentProps<T>,
  "ref"
>;

/** React's `PropsWithChildren<P>`: `P` and an optional `children` placed with `{children}`. */
export type PropsWithChildren<P = unknown> = P & { children?: Children };

function notCompiled(): never {
  throw runtimeError("R003");
}

export const jsx: (type: unknown, props: unknown, key?: unknown) => never = notCompiled;
export const jsxs: (type: unknown, props: unknown, key?: unknown) => never = notCompiled;
export const Fragment: unique symbol = Symbol.for("composa.fragment");
