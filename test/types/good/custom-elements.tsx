// Custom elements: any props on an undeclared tag; typed props for a declared
// one (IntrinsicElements augmentation, as the README shows); prop: / attr: /
// on: on any element; the kit's pass-through attributes.
import type { CustomElementAttributes } from "composa/jsx-runtime";
import { Checkbox, TextField } from "composa/dom";

declare class StarRating extends HTMLElement {
  value: number;
  labels: string[];
}

declare module "composa/jsx-runtime" {
  namespace JSX {
    interface IntrinsicElements {
      "star-rating": CustomElementAttributes<
        StarRating,
        { value?: number; labels?: string[]; "onrating-change"?: (event: CustomEvent<number>) => void }
      >;
    }
  }
}

// The same without a namespace (typescript-eslint's no-namespace): the CustomElements interface.
declare class ColorSwatch extends HTMLElement {
  color: string;
}
declare module "composa/jsx-runtime" {
  interface CustomElements {
    "color-swatch": CustomElementAttributes<
      ColorSwatch,
      { color?: string; onpick?: (e: CustomEvent<string>) => void }
    >;
  }
}

export function Swatch(): void {
  <color-swatch color="red" onpick={(e) => void e.detail.toUpperCase()} ref={(el) => void el?.color} />;
}

export function CustomElements(props: { rating: number }): void {
  // Undeclared: anything goes.
  <my-widget items={["a", "b"]} config={{ dense: true }} camelCase={1} onmyEvent={(e: Event) => void e} />;
  // Declared: typed props, ref typed as the element.
  <star-rating
    value={props.rating}
    labels={["bad", "good"]}
    onrating-change={(e) => void (e.detail + 1)}
    ref={(el) => void el?.labels.length}
    class="stars"
  />;
  // Forced property / attribute / listener on any element.
  <div prop:scrollTop={10} attr:aria-busy="true" on:custom={(e) => void e.detail} />;
  <input prop:indeterminate={true} attr:form="f" />;
  // The kit passes its element's attributes and events through.
  <TextField
    value="x"
    name="q"
    id="q"
    placeholder="Search"
    disabled={false}
    aria-label="search"
    onKeyDown={(e) => void e.key}
    ref={(el: HTMLInputElement | null) => el?.focus()}
  />;
  <Checkbox
    checked
    name="done"
    id="done"
    aria-describedby="hint"
    onKeyDown={(e) => void e.key}
    ref={(el) => void el?.checked}
  />;
}
