/**
 * The server's node objects: an element's properties as the server's setter
 * keeps them (props.ts: attributes already as escaped text, `<select value>`,
 * `unsafeInnerHTML`), and texts. The markup writer (writer.ts) keeps one per
 * open element; templates (templates.ts) keep their static parts as trees of
 * them, serialized once (serialize.ts); hydration compares the browser's
 * attributes with what the server wrote through them.
 */

export const NS_HTML = 0;
export const NS_SVG = 1;
export const NS_MATHML = 2;

export class ServerText {
  /**
   * Made empty, its text given later (a deferred text, a template's dynamic
   * text): written after a separator, which hydration looks for to tell it
   * from a dynamic text left out.
   */
  readonly late: boolean;
  /** The text, not escaped (a text may change before serialization: `setText`). */
  constructor(public text: string) {
    this.late = text === "";
  }
  /** Read by the kit (`ensureKitStyles`): a server node belongs to no document. */
  readonly ownerDocument = null;
}

export class ServerElement {
  /** Attributes in order: name, then its escaped value (`null`: a bare boolean attribute), pairs in one array. */
  attrs: (string | null)[] | null = null;
  children: ServerNode[] = [];
  /** `unsafeInnerHTML`, written as it is. */
  html: string | null = null;
  /** `value` of a `<textarea>` or `<output>` (its content) or a `<select>` (which option is selected). */
  value: unknown = undefined;
  readonly ownerDocument = null;

  constructor(
    // Not readonly: the markup writer reuses one per open element (frame.ts).
    public tag: string,
    public ns: number,
  ) {}

  /** Sets attribute `name` (already final: lowercased, aliased) to `escaped`, or removes it (`undefined`). */
  setAttr(name: string, escaped: string | null | undefined): void {
    let attrs = this.attrs;
    if (attrs !== null) {
      for (let i = 0; i < attrs.length; i += 2) {
        if (attrs[i] === name) {
          if (escaped === undefined) attrs.splice(i, 2);
          else attrs[i + 1] = escaped;
          return;
        }
      }
    }
    if (escaped === undefined) return;
    if (attrs === null) this.attrs = attrs = [];
    attrs.push(name, escaped);
  }

  getAttr(name: string): string | null | undefined {
    const attrs = this.attrs;
    if (attrs === null) return undefined;
    for (let i = 0; i < attrs.length; i += 2) if (attrs[i] === name) return attrs[i + 1];
    return undefined;
  }
}

export type ServerNode = ServerElement | ServerText;

// Escaping: `&` and `<` in text (`>` too, so that no `-->` or `]]>` can be
// read into anything); `&` and `"` in double-quoted attribute values.
const TEXT_SPECIAL = /[&<>]/;
const ATTR_SPECIAL = /[&"]/;

export function escapeText(text: string): string {
  if (!TEXT_SPECIAL.test(text)) return text;
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

export function escapeAttribute(text: string): string {
  if (!ATTR_SPECIAL.test(text)) return text;
  return text.replace(/&/g, "&amp;").replace(/"/g, "&quot;");
}
