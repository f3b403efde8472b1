/**
 * What the server's Composer (`MarkupWriter`, writer.ts) writes with: the
 * output and the stack of open elements, and the markup rules of writing
 * them. A start tag stays open until the element's first child or its end:
 * attributes arrive (`set`) after `startElement`, and an empty SVG element
 * closes with `/>`. Content that the markup rules rewrite (raw text, a void
 * element's children, an `<option>` whose selection depends on its text)
 * goes to a buffer of its own, swapped in for `out` while it is written.
 * What it writes is byte for byte what `serialize.ts` writes for the same tree.
 */
import { ElementFrame, ELEMENT, NO_BUFFER } from "./frame.js";
import { escapeAttribute, escapeText, NS_HTML } from "./nodes.js";
import {
  dropsLeadingNewline,
  EMPTY_TEXT,
  keptNewline,
  RAW_TEXT,
  RCDATA as RCDATA_TEXT,
  safeRawText,
  TEXT_SEPARATOR,
  VALUE_IS_TEXT,
  VOID,
} from "./serialize.js";
import type { TemplateElement } from "./templates.js";

// How texts are written (the element whose content is being written decides).
export const MARKUP = 0;
const RAW = 1;
const RCDATA = 2;

const BUFFER_DISCARD = 1;
const BUFFER_RAW = 2;
const BUFFER_RCDATA = 3;
const BUFFER_OPTION = 4;

function isSelected(value: unknown, own: string): boolean {
  if (Array.isArray(value)) return value.some((v) => escapeAttribute(String(v)) === own);
  return escapeAttribute(value === null ? "" : String(value)) === own;
}

export abstract class MarkupOutput {
  /** The markup written so far (or the buffer of the element being written, see `ElementFrame.saved`). */
  out = "";
  /** The last thing written in the current element is a non-empty text. */
  protected afterText = false;
  protected mode = MARKUP;
  protected readonly frames: ElementFrame[] = [new ElementFrame()];
  protected depth = 0;
  /** `<select value>` in effect for the options being written. */
  protected selectValue: unknown = undefined;
  /** The text of an `<option>` whose selection depends on it, while it is written. */
  protected optionText: string | null = null;

  constructor() {
    const root = this.frames[0]!;
    root.reset(ELEMENT, "div", NS_HTML, "", null);
    root.pending = false;
  }

  /** The markup written, once the app has been composed. */
  result(): string {
    return this.out;
  }

  protected push(): ElementFrame {
    const depth = ++this.depth;
    let frame = this.frames[depth];
    if (frame === undefined) this.frames.push((frame = new ElementFrame()));
    return frame;
  }

  /** Opens element `<type>` (its start tag waits for its first child or its end). */
  protected open(type: string, ns: number, template: TemplateElement | null): ElementFrame {
    const parent = this.frames[this.depth]!;
    if (parent.pending) this.flush(parent);
    parent.leadingNewline = false;
    const frame = this.push();
    frame.reset(ELEMENT, type, ns, template !== null ? template.open : `<${type}`, template);
    frame.silent = this.mode !== MARKUP;
    if (template !== null && template.special && !frame.silent) frame.element();
    this.afterText = false;
    return frame;
  }

  /** The start tag of `frame` as it stands (static part, then what `set` gave). */
  protected startTag(frame: ElementFrame): string {
    let tag = frame.open;
    if (frame.dynamic) {
      const attrs = frame.el.attrs;
      if (attrs !== null)
        for (let i = 0; i < attrs.length; i += 2)
          tag += attrs[i + 1] === "" ? ` ${attrs[i]}` : ` ${attrs[i]}="${attrs[i + 1]}"`;
    }
    return tag;
  }

  /** Writes the start tag of `frame`, whose first child is coming (or which is ending). */
  protected flush(frame: ElementFrame): void {
    frame.pending = false;
    if (frame.silent) return;
    let start = this.startTag(frame);
    const tag = frame.tag;
    const html = frame.ns === NS_HTML;
    const el = frame.dynamic ? frame.el : null;
    const content = el !== null ? el.html : null;
    if (html && tag === "option" && this.selectValue !== undefined && frame.attr("selected") === undefined) {
      const own = frame.attr("value");
      if (own !== undefined && own !== null) {
        if (isSelected(this.selectValue, own)) start += " selected";
      } else if (content === null && !VOID.has(tag)) {
        // Selected or not by its text, known at its end: its content waits in a buffer.
        frame.startTag = start;
        this.buffer(frame, BUFFER_OPTION);
        this.optionText = "";
        return;
      }
    }
    if (html && VOID.has(tag)) {
      this.out += `${start}>`;
      frame.closeTag = "";
      this.buffer(frame, BUFFER_DISCARD);
      return;
    }
    if (content !== null) {
      this.out += `${start}>${content}`;
      this.buffer(frame, BUFFER_DISCARD);
      return;
    }
    if (html && VALUE_IS_TEXT.has(tag) && el !== null && el.value !== undefined) {
      const text = escapeText(el.value === null ? "" : String(el.value));
      this.out += `${start}>${keptNewline(tag, text)}${text}`;
      this.buffer(frame, BUFFER_DISCARD);
      return;
    }
    this.out += `${start}>`;
    if (!html) return;
    if (RAW_TEXT.has(tag)) {
      this.buffer(frame, BUFFER_RAW);
      this.mode = RAW;
    } else if (RCDATA_TEXT.has(tag)) {
      this.buffer(frame, BUFFER_RCDATA);
      this.mode = RCDATA;
    } else if (tag === "select" && el !== null && el.value !== undefined) {
      frame.outerSelect = this.selectValue;
      frame.isSelect = true;
      this.selectValue = el.value;
    } else if (dropsLeadingNewline(tag)) {
      frame.leadingNewline = true;
    }
  }

  protected buffer(frame: ElementFrame, kind: number): void {
    frame.buffer = kind;
    frame.saved = this.out;
    this.out = "";
  }

  /** Ends the element of `frame`. */
  protected close(frame: ElementFrame): void {
    this.depth--;
    if (frame.silent) return;
    if (frame.pending) {
      if (frame.ns !== NS_HTML && !(frame.dynamic && frame.el.html !== null)) {
        this.out += `${this.startTag(frame)}/>`;
        this.afterText = false;
        return;
      }
      this.flush(frame);
    }
    const close = frame.closeTag;
    switch (frame.buffer) {
      case NO_BUFFER:
        this.out += close;
        break;
      case BUFFER_DISCARD:
        this.out = frame.saved + close;
        break;
      case BUFFER_RAW: {
        const content = safeRawText(frame.tag, this.out);
        this.mode = MARKUP;
        this.out = frame.saved + content + close;
        break;
      }
      case BUFFER_RCDATA: {
        const content = this.out;
        this.mode = MARKUP;
        this.out = frame.saved + keptNewline(frame.tag, content) + content + close;
        break;
      }
      case BUFFER_OPTION: {
        const selected = isSelected(this.selectValue, escapeAttribute(this.optionText!));
        this.optionText = null;
        this.out = `${frame.saved}${frame.startTag}${selected ? " selected" : ""}>${this.out}${close}`;
        break;
      }
    }
    if (frame.isSelect) this.selectValue = frame.outerSelect;
    this.afterText = false;
  }

  /** A text node: escaped, after a separator when it follows a text or is given late, `<!--t-->` when empty. */
  protected writeText(text: string, late: boolean): void {
    const parent = this.frames[this.depth]!;
    if (parent.pending) this.flush(parent);
    if (this.optionText !== null) this.optionText += text;
    const mode = this.mode;
    if (mode !== MARKUP) {
      this.out += mode === RAW ? text : escapeText(text);
      return;
    }
    if (text === "") {
      parent.leadingNewline = false;
      this.out += EMPTY_TEXT;
      this.afterText = false;
      return;
    }
    if (this.afterText || late) {
      this.out += TEXT_SEPARATOR + escapeText(text);
    } else {
      if (parent.leadingNewline) this.out += keptNewline(parent.tag, text);
      this.out += escapeText(text);
    }
    parent.leadingNewline = false;
    this.afterText = true;
  }
}
