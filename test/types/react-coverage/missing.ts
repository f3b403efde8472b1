// What React's types accept on an HTML element and ours do not, as types, for
// react-coverage.test.ts to read through TypeScript 5's compiler API.
import type { JSX } from "composa/jsx-runtime";
import type { JSX as React } from "react";

type Tags = keyof React.IntrinsicElements & keyof JSX.IntrinsicElements & keyof HTMLElementTagNameMap;
type Missing<T extends Tags> = Exclude<
  keyof React.IntrinsicElements[T] & string,
  keyof JSX.IntrinsicElements[T]
>;

/** Attributes React accepts on every element (its `HTMLAttributes`) and ours refuse on a `<div>`. */
export type MissingEverywhere = Missing<"div">;
/** `tag.attribute` for the rest. */
export type MissingOnTag = { [T in Tags]: `${T}.${Exclude<Missing<T>, MissingEverywhere>}` }[Tags];
/** React's intrinsic tags that are not ours. */
export type MissingTags = Exclude<keyof React.IntrinsicElements, keyof JSX.IntrinsicElements>;
