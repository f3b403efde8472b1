/**
 * An open node of the markup writer (writer.ts): an element whose end tag
 * has not been written yet, or a text whose content is given late. Frames
 * are kept in a stack by depth and reused, so that writing an element
 * allocates nothing but the strings it writes.
 */
import { NS_HTML, ServerElement } from "./nodes.js";
import type { TemplateHoles } from "../compiled-composer.js";
import type { TemplateElement } from "./templates.js";

export const ELEMENT = 0;
export const TEXT = 1;
export const NO_BUFFER = 0;

export class ElementFrame {
  kind = ELEMENT;
  tag = "div";
  ns = NS_HTML;
  /** `<tag` and its static attributes (a template's), or `<tag` when every attribute is in `el`. */
  open = "";
  /** `</tag>`, or "" for a void element. */
  closeTag = "";
  /** The start tag is not written yet (attributes may still come). */
  pending = true;
  /** The template element it is, whose children `startTemplateNode` etc. walk with `cursor`. */
  template: TemplateElement | null = null;
  cursor = 0;
  /** A folded template's root: its holes (writer.ts, `toHole`); null for any other element. */
  holes: TemplateHoles | null = null;
  /** `el` holds this element's attributes (the static ones copied in), `<select value>`, `unsafeInnerHTML`. */
  dynamic = false;
  /** The element's properties as the server's setter keeps them (props.ts); reused from element to element. */
  readonly el = new ServerElement("div", NS_HTML);
  /** Inside raw text (`<script>`, `<textarea>`): no tag is written, only texts. */
  silent = false;
  /** How the content is buffered (writer.ts), and the output it was swapped with. */
  buffer = NO_BUFFER;
  saved = "";
  /** An `<option>`'s start tag, while whether it is selected waits for its text. */
  startTag = "";
  /** A `<pre>` or `<listing>` whose first text, if it starts with a newline, gets one more (serialize.ts, `keptNewline`). */
  leadingNewline = false;
  isSelect = false;
  outerSelect: unknown = undefined;
  /** A late text's content. */
  text = "";
  late = false;

  reset(kind: number, tag: string, ns: number, open: string, template: TemplateElement | null): void {
    this.kind = kind;
    this.tag = tag;
    this.ns = ns;
    this.open = open;
    this.closeTag = template !== null ? template.closeTag : `</${tag}>`;
    this.template = template;
    this.cursor = 0;
    this.holes = null;
    this.pending = true;
    this.dynamic = false;
    this.silent = false;
    this.buffer = NO_BUFFER;
    this.leadingNewline = false;
    this.isSelect = false;
  }

  /** The properties of this element, made ready for `set` (with its template's static ones) the first time. */
  element(): ServerElement {
    const el = this.el;
    if (this.dynamic) return el;
    this.dynamic = true;
    el.tag = this.tag;
    el.ns = this.ns;
    el.attrs = null;
    el.html = null;
    el.value = undefined;
    const template = this.template;
    if (template !== null) {
      const proto = template.proto;
      if (proto.attrs !== null) {
        el.attrs = proto.attrs.slice();
        this.open = `<${this.tag}`;
      }
      el.html = proto.html;
      el.value = proto.value;
    }
    return el;
  }

  /** Takes the static properties of `node` (a template's static element, written node by node). */
  copyFrom(node: ServerElement): void {
    const el = this.element();
    el.attrs = node.attrs === null ? null : node.attrs.slice();
    el.html = node.html;
    el.value = node.value;
  }

  /** Attribute `name` as it will be written (`undefined`: absent). */
  attr(name: string): string | null | undefined {
    if (this.dynamic) return this.el.getAttr(name);
    return this.template !== null ? this.template.proto.getAttr(name) : undefined;
  }
}
