/**
 * React's dynamic tag: `const Tag = \`h${level}\`; <Tag class="title">{text}</Tag>`
 * or `function Box({ as: Tag = "div", ...rest })`. A capitalized tag calls a
 * composable; when the compiler sees that the binding may hold a string
 * (analyze/index.ts, `tagCallees`) it calls `tagOf(Tag)` instead of `Tag`,
 * and a string becomes the element of that name. Its props are set as a
 * spread would set them (any name, so every attribute feature is installed
 * on first use, as the kit does); its children are its content. A new tag
 * name is a new element (the group is keyed by it): its content starts over.
 */
import type { CompiledComposable, CompiledComposer } from "../compiled-composer.js";
import { composableOf } from "../callee.js";
import { installSpread } from "./install.js";

const TAG_GROUP = 0x7a6e6f0;
const TAG_NODE = 0x7a6e6f1;
const TAG_CHILDREN = 0x7a6e6f2;

const hosts = new Map<string, CompiledComposable>();

/**
 * `tag` itself when it is a composable; the element composable of that name
 * when it is a string. Development builds pass the tag as written (`name`):
 * anything else then fails with R018 (runtime/callee.ts).
 */
export function tagOf<F>(tag: F, name?: string): F {
  if (typeof tag !== "string") return name === undefined ? tag : composableOf(tag, name);
  let host = hosts.get(tag);
  if (host === undefined) {
    installSpread();
    const name = tag;
    host = (props: object, $c: CompiledComposer) => {
      $c.startMovableGroup(TAG_GROUP, name);
      $c.startElement(TAG_NODE, name);
      $c.set("$spread", props);
      $c.dynamic(TAG_CHILDREN, (props as { children?: unknown }).children);
      $c.endNode();
      $c.endMovableGroup();
    };
    hosts.set(tag, host);
  }
  return host as F;
}
