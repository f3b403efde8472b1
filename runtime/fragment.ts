/**
 * React's `<Fragment key={id}>…</Fragment>`: its children in place, no node.
 * `<>…</>` is the same without a key; with `key` (which the compiler puts on
 * the call's group, as on any element with `key=`) the children's nodes and
 * state move with it among the siblings of a list, the way React code writes
 * a `.map` that gives each item several elements (`<dt>` + `<dd>`).
 */
import type { CompiledComposer } from "./compiled-composer.js";
import type { Children } from "./jsx-runtime/index.js";
import { runtimeError } from "./messages.js";

const FRAGMENT_CONTENT = 0x6f7a1e01;

export interface FragmentProps {
  children?: Children;
}

export function Fragment(props: FragmentProps): void;
export function Fragment(props: FragmentProps, $c: CompiledComposer, $changed: number): void;
export function Fragment(props: FragmentProps, $c?: CompiledComposer): void {
  if ($c === undefined) throw runtimeError("R002", { name: "Fragment" });
  $c.dynamic(FRAGMENT_CONTENT, props.children);
}
