/**
 * Attribute types of intrinsic elements, derived from lib.dom so that they
 * follow the platform: an HTML element accepts its writable, primitive-typed
 * properties (`disabled: boolean`, `tabIndex: number`, `placeholder: string`)
 * under their property names, which `setAttribute` lowercases into the
 * attribute (`tabIndex` → `tabindex`). SVG and MathML elements have no such
 * reflected properties (theirs are `SVGAnimated*` objects), so they accept
 * any attribute name with a primitive value.
 */
import type { ClassValue } from "../dom/classname.js";
import type { AriaAttributes } from "./aria.js";
import type { EventAttributes } from "./events.js";

/** Children of an element or a composable: elements, text, content lambdas, lists of them. */
export type Children = Child | readonly Children[];
type Child = void | string | number | bigint | boolean | null | undefined | ContentLambda;
/**
 * A content lambda (`{() => { ... }}`) or a deferred text (`{() => count.value}`).
 * Once compiled it is a composable, `(props, $c, $changed)`, hence the optional parameters.
 */
export type ContentLambda = (props: never, composer: never, changed: number) => unknown;

/** A value, or a deferred binding that computes it (phase skipping: only this property updates). */
export type Bindable<T> = T | (() => T);

/**
 * `ref={el => ...}`: may return a cleanup; otherwise it is called with `null` when the element
 * leaves. A result that is not a function is ignored (runtime/dom/refs.ts), so React 18's
 * `ref={(el) => (box.current = el)}` and `ref={(el) => refs.set(id, el)}` are accepted.
 */
// Method syntax makes the parameter bivariant, so `(el: HTMLInputElement) => ...` is accepted.
export type RefCallback<E> = { bivarianceHack(el: E | null): unknown }["bivarianceHack"];

/** `ref={box}`: an object whose `current` is the element while it is attached (React's `useRef` shape). */
export type RefObject<E> = { current: E | null };

/**
 * What `ref` takes: a callback or an object ref, both typed by the element,
 * as React's are: `{ current: HTMLCanvasElement | null }` on an `<input>` is
 * an error (so is a wider `{ current: HTMLElement | null }`: a property is
 * compared covariantly).
 */
export type Ref<E> = RefCallback<E> | RefObject<E>;

/** Typed style keys (camelCase CSSOM names), plus `--custom` and kebab-case keys. */
export type CSSProperties = {
  [
    K in keyof CSSStyleDeclaration as K extends string
      ? CSSStyleDeclaration[K] extends string
        ? K extends "cssText" | "cssFloat"
          ? never
          : K
        : never
      : never
  ]?: string | number | null | false;
} & {
  // React's capitalized vendor prefixes (`WebkitLineClamp`): CSSOM has both spellings.
  [
    K in keyof CSSStyleDeclaration as K extends `webkit${infer R}`
      ? CSSStyleDeclaration[K] extends string
        ? `Webkit${R}`
        : never
      : never
  ]?: string | number | null | false;
} & {
  [kebab: `${string}-${string}`]: string | number | null | undefined | false;
};

type IfEquals<X, Y, A, B> = (<T>() => T extends X ? 1 : 2) extends <T>() => T extends Y ? 1 : 2 ? A : B;

// Writable properties that are not attributes (setting them as attributes
// would be meaningless) or that have a dedicated attribute of their own.
type NotAttributes =
  | "innerHTML"
  | "outerHTML"
  | "innerText"
  | "outerText"
  | "textContent"
  | "nodeValue"
  | "scrollTop"
  | "scrollLeft"
  | "selectionStart"
  | "selectionEnd"
  | "selectionDirection"
  | "valueAsNumber"
  | "selectedIndex"
  | "currentTime"
  | "volume"
  | "playbackRate"
  | "defaultPlaybackRate"
  | "returnValue"
  | "length"
  | "className"
  | "style"
  | "children";

type Primitive = string | number | boolean | bigint;

type ReflectedKeys<E> = {
  [K in keyof E]-?: K extends string
    ? K extends NotAttributes | `aria${Capitalize<string>}` | `on${string}`
      ? never
      : E[K] extends Primitive | null
        ? IfEquals<{ [Q in K]: E[K] }, { -readonly [Q in K]: E[K] }, K, never>
        : never
    : never;
}[keyof E];

// Strings also take numbers (they are stringified), as in React.
type AttributeValue<T> = T | null | undefined | (T extends string ? number : never);

/** The reflected attributes of HTML element type `E`. */
export type ReflectedAttributes<E> = { [K in ReflectedKeys<E>]?: Bindable<AttributeValue<E[K]>> };

/** A `TrustedHTML` (`trustedTypes.createPolicy(…).createHTML(html)`), as far as lib.dom knows it. */
export interface TrustedHTMLValue {
  toJSON(): string;
  toString(): string;
}

/** What every element accepts, HTML or not. */
export type CommonAttributes<E extends Element> = EventAttributes<E> &
  AriaAttributes & {
    children?: Children;
    /** Pins identity (content and state move with it); never set on the node. */
    key?: unknown;
    ref?: Ref<E>;
    class?: Bindable<ClassValue>;
    className?: Bindable<ClassValue>;
    /** Solid's spelling: each key a class, present while its value is truthy; joined with `class`. */
    classList?: { [name: string]: unknown };
    style?: Bindable<string | CSSProperties | null | undefined | false>;
    /** React's spelling of `autofocus`: focused when composed with it (the attribute alone works at page load only). */
    autoFocus?: boolean | null | undefined;
    /**
     * The one door for raw HTML: the string is parsed as markup. Never pass
     * data from users. On a page that requires Trusted Types, pass a
     * `TrustedHTML` from your policy (a plain string is refused there).
     */
    unsafeInnerHTML?: string | TrustedHTMLValue | null;
  } & {
    [data: `data-${string}`]: Bindable<Primitive | null | undefined>;
  } & {
    [aria: `aria-${string}`]: Bindable<Primitive | null | undefined>;
  } & {
    /** Forces a property, whatever the element: the value as given (a function too, not a deferred binding). */
    [property: `prop:${string}`]: unknown;
    /** Forces an attribute, whatever the element. */
    [attribute: `attr:${string}`]: Bindable<Primitive | null | undefined>;
  };

/**
 * What a custom element tag accepts: everything every element does, your
 * typed props `P` (properties of the element, attributes, `on<event>`
 * handlers as the element spells its events), and, unless `P` closes it, any
 * other name.
 *
 * @example
 * declare module "composa/jsx-runtime" {
 *   namespace JSX {
 *     interface IntrinsicElements {
 *       "star-rating": CustomElementAttributes<StarRating, { value?: number; "onrating-change"?: (e: CustomEvent<number>) => void }>;
 *     }
 *   }
 * }
 */
export type CustomElementAttributes<E extends HTMLElement, P extends object = {}> = Omit<
  CommonAttributes<HTMLElement>,
  "ref"
> & {
  // Handlers see an HTMLElement as currentTarget (what an undeclared tag gives), the ref sees E.
  ref?: Ref<E>;
} & P;

type Text = Bindable<string | number | null | undefined>;

type LabelFor<E> = E extends HTMLLabelElement | HTMLOutputElement ? { for?: Text; htmlFor?: Text } : {};

/**
 * React's camelCase spellings of attributes whose DOM property is spelled
 * otherwise (`spellCheck` for `spellcheck`): HTML attribute names are
 * case-insensitive, so `setAttribute` (and the server's markup) take either,
 * and an element accepts the alias wherever it has the property.
 */
interface ReactSpellings {
  allowFullScreen: "allowFullscreen";
  autoCapitalize: "autocapitalize";
  autoComplete: "autocomplete";
  autoPlay: "autoplay";
  charSet: "charset";
  encType: "enctype";
  formEncType: "formEnctype";
  hrefLang: "hreflang";
  imageSrcSet: "imageSrcset";
  spellCheck: "spellcheck";
  srcLang: "srclang";
  srcSet: "srcset";
}
type Aliases<E> = {
  [
    A in keyof ReactSpellings as ReactSpellings[A] extends ReflectedKeys<E> ? A : never
  ]?: ReflectedAttributes<E>[ReactSpellings[A] & keyof ReflectedAttributes<E>];
};

/**
 * Attributes with no writable primitive property to derive them from (a
 * read-only object such as `form` or `sandbox`, or no property at all, as for
 * microdata), or whose property's type is not the attribute's: `translate`
 * is `"yes"` / `"no"` (a boolean is spelled so), `contentEditable` takes
 * `true` as React's does.
 */
type GlobalExtras = {
  role?: Text;
  is?: string;
  part?: Text;
  exportparts?: Text;
  itemProp?: Text;
  itemScope?: Bindable<boolean | null | undefined>;
  itemType?: Text;
  itemID?: Text;
  itemRef?: Text;
  // RDFa, which React's types accept on every element (`<div vocab="https://schema.org/" typeof="Person">`).
  about?: Text;
  content?: Text;
  datatype?: Text;
  inlist?: Text;
  property?: Text;
  rel?: Text;
  resource?: Text;
  rev?: Text;
  typeof?: Text;
  vocab?: Text;
  translate?: Bindable<"yes" | "no" | boolean | null | undefined>;
  contentEditable?: Bindable<boolean | "true" | "false" | "plaintext-only" | "inherit" | null | undefined>;
  // React's "booleanish" attributes: the words "true" / "false" or a boolean, which is written as one.
  draggable?: Bindable<Booleanish>;
  spellCheck?: Bindable<Booleanish>;
  spellcheck?: Bindable<Booleanish>;
  // Typed here, not from lib.dom, whose TypeScript 5 version has no "until-found" (and
  // makes `nonce` optional, which the reflected attributes leave out).
  nonce?: Text;
  hidden?: Bindable<boolean | "until-found" | null | undefined>;
  autoCorrect?: Bindable<"on" | "off" | boolean | null | undefined>;
  /**
   * React's directives to itself, accepted so that code written for React
   * compiles: they write nothing. Hydration repairs a mismatch either way and
   * reports it in development builds.
   */
  suppressHydrationWarning?: boolean;
  suppressContentEditableWarning?: boolean;
};
type Booleanish = boolean | "true" | "false" | null | undefined;
type Overridden = "translate" | "contentEditable" | "autocorrect" | "draggable" | "spellcheck" | "hidden";

type FormAssociated =
  | HTMLButtonElement
  | HTMLFieldSetElement
  | HTMLInputElement
  | HTMLObjectElement
  | HTMLOutputElement
  | HTMLSelectElement
  | HTMLTextAreaElement;
type Values = Bindable<string | number | readonly (string | number)[] | null | undefined>;
/** React 19's form action: called at submit with the form's data (runtime/dom/form-action.ts). */
export type FormAction = (formData: FormData) => unknown;
type ClosedBy = Bindable<"any" | "closerequest" | "none" | null | undefined>;
type ElementExtras<E> = (E extends FormAssociated ? { form?: Text } : {}) &
  (E extends HTMLFormElement ? { action?: Text | FormAction } : {}) &
  (E extends HTMLButtonElement | HTMLInputElement ? { formAction?: Text | FormAction } : {}) &
  (E extends HTMLInputElement ? { list?: Text } : {}) &
  // A `<select multiple>`'s value is the array of the selected options' values.
  (E extends HTMLSelectElement ? { value?: Values; defaultValue?: Values } : {}) &
  (E extends HTMLIFrameElement ? { sandbox?: Text } : {}) &
  (E extends HTMLLinkElement ? { sizes?: Text } : {}) &
  (E extends HTMLMetaElement ? { charSet?: Text; charset?: Text; property?: Text } : {}) &
  // Invoker commands, typed here: TypeScript 5's lib.dom has neither property.
  (E extends HTMLButtonElement ? { command?: Text; commandfor?: Text; commandFor?: Text } : {}) &
  (E extends HTMLDialogElement ? { closedBy?: ClosedBy; closedby?: ClosedBy } : {}) &
  // Attributes that lib.dom has no primitive property for: Chrome's `controlslist="nodownload"`,
  // `blocking="render"`, an area's `hreflang`.
  (E extends HTMLMediaElement ? { controlsList?: Text; controlslist?: Text } : {}) &
  (E extends HTMLLinkElement | HTMLScriptElement | HTMLStyleElement ? { blocking?: Text } : {}) &
  (E extends HTMLAreaElement ? { hrefLang?: Text; hreflang?: Text } : {}) &
  // React's types take a string for these (`width="100%"` on an `<img>`); the attribute is its text.
  (E extends
    | HTMLImageElement
    | HTMLCanvasElement
    | HTMLVideoElement
    | HTMLInputElement
    | HTMLEmbedElement
    | HTMLObjectElement
    | HTMLSourceElement
    ? { width?: Text; height?: Text }
    : {}) &
  // The property is `popoverTargetElement` (an element); the attribute takes its id.
  (E extends HTMLButtonElement | HTMLInputElement ? { popoverTarget?: Text; popovertarget?: Text } : {}) &
  // `download` with no file name: `<a download>`.
  (E extends HTMLAnchorElement | HTMLAreaElement
    ? { download?: Bindable<string | boolean | null | undefined> }
    : {});

/**
 * React's `dangerouslySetInnerHTML={{ __html }}`: refused (the DOM layer
 * warns and sets nothing). Typed so that the error names the way that works.
 *
 * @deprecated Composa has one raw-HTML door: `unsafeInnerHTML={html}` (a string or `TrustedHTML`).
 */
type RefusedInnerHTML = "use unsafeInnerHTML={html} instead: dangerouslySetInnerHTML is refused";

/** Attributes of HTML element type `E`. */
export type HTMLAttributes<E extends HTMLElement> = CommonAttributes<E> &
  Omit<ReflectedAttributes<E>, Overridden | keyof ElementExtras<E>> &
  Omit<Aliases<E>, keyof GlobalExtras> &
  LabelFor<E> &
  GlobalExtras &
  ElementExtras<E> & {
    /** @deprecated Composa has one raw-HTML door: `unsafeInnerHTML={html}` (a string or `TrustedHTML`). */
    dangerouslySetInnerHTML?: RefusedInnerHTML;
  };

/** Attributes of SVG and MathML element type `E`: any name, primitive values. */
export type XMLAttributes<E extends Element> = CommonAttributes<E> & {
  [attribute: string]: unknown;
};
