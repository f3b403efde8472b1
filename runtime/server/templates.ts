/**
 * A compiled template (`startTemplate`'s description, docs/compiled-code.md)
 * as the markup writer uses it: each element's start tag with its static
 * attributes already written out, and the markup of its static children
 * (`templateStatic`), made once per description and namespace and then
 * shared by every render of the process.
 *
 * The static attributes go through the same setter as dynamic ones
 * (props.ts), so a static `href` is screened and a static `class` escaped
 * exactly as a dynamic one; the static children are serialized by
 * serialize.ts, the one place that knows the markup rules.
 */
import type { TemplateDescription } from "../applier.js";
import { NS_HTML, NS_MATHML, NS_SVG, ServerElement, ServerText } from "./nodes.js";
import { setServerProperty } from "./props.js";
import { serializeChildren } from "./serialize.js";

const MATHML_TEXT: ReadonlySet<string> = new Set(["mi", "mo", "mn", "ms", "mtext"]);

/** The namespace of a child of `<tag>` in namespace `ns` (the DOM Applier's rules). */
export function childNamespace(tag: string, ns: number): number {
  if (ns === NS_SVG) return tag === "foreignObject" ? NS_HTML : NS_SVG;
  if (ns === NS_MATHML) return MATHML_TEXT.has(tag) ? NS_HTML : NS_MATHML;
  return NS_HTML;
}

/** The namespace of a new element `<type>` under `<parentTag>` in `parentNs`. */
export function elementNamespace(type: string, parentTag: string, parentNs: number): number {
  return type === "svg" ? NS_SVG : type === "math" ? NS_MATHML : childNamespace(parentTag, parentNs);
}

/** The markup of some trailing static children, and whether it starts / ends with a non-empty text. */
export interface StaticRun {
  readonly markup: string;
  readonly firstText: string | null;
  readonly endsWithText: boolean;
}

export class TemplateElement {
  /** `<tag` and the static attributes: the start tag but its end, when nothing dynamic is added. */
  readonly open: string;
  readonly closeTag: string;
  /**
   * True when the static attributes give the element content of their own
   * (`value` of a `<textarea>` / `<select>`, `unsafeInnerHTML`): the writer
   * then takes the slow path through `proto`.
   */
  readonly special: boolean;
  readonly children: (TemplateElement | string)[];
  private readonly runs: (StaticRun | undefined)[] = [];

  constructor(
    /** The element with its static attributes and children, as server nodes (the slow paths read it). */
    readonly proto: ServerElement,
  ) {
    let open = `<${proto.tag}`;
    const attrs = proto.attrs;
    if (attrs !== null)
      for (let i = 0; i < attrs.length; i += 2)
        open += attrs[i + 1] === "" ? ` ${attrs[i]}` : ` ${attrs[i]}="${attrs[i + 1]}"`;
    this.open = open;
    this.closeTag = `</${proto.tag}>`;
    this.special = proto.value !== undefined || proto.html !== null;
    this.children = [];
  }

  get tag(): string {
    return this.proto.tag;
  }

  get ns(): number {
    return this.proto.ns;
  }

  /** The last `count` children (all static), written as markup once. */
  staticRun(count: number): StaticRun {
    let run = this.runs[count];
    if (run === undefined) {
      const all = this.proto.children;
      const nodes = all.slice(all.length - count);
      // Serialized as the content of a neutral element: the writer handles what depends on the parent.
      const markup = serializeChildren(nodes, "div", NS_HTML);
      const first = nodes[0];
      const last = nodes[nodes.length - 1];
      run = this.runs[count] = {
        markup,
        firstText: first instanceof ServerText && first.text !== "" ? first.text : null,
        endsWithText: last instanceof ServerText && last.text !== "",
      };
    }
    return run;
  }
}

const compiled = new WeakMap<TemplateDescription, (TemplateElement | undefined)[]>();

/** The compiled form of `description` placed in `<parentTag>` of namespace `parentNs`. */
export function compiledTemplate(
  description: TemplateDescription,
  parentTag: string,
  parentNs: number,
): TemplateElement {
  const ns = elementNamespace(description[0], parentTag, parentNs);
  let byNs = compiled.get(description);
  if (byNs === undefined) compiled.set(description, (byNs = []));
  return (byNs[ns] ??= compile(description, ns));
}

function compile(description: TemplateDescription, ns: number): TemplateElement {
  const [type, attributes, ...children] = description;
  const proto = new ServerElement(type, ns);
  if (attributes !== null) for (const name in attributes) setServerProperty(proto, name, attributes[name]);
  const element = new TemplateElement(proto);
  for (const child of children) {
    if (typeof child === "string") {
      proto.children.push(new ServerText(child));
      element.children.push(child);
    } else {
      const inner = compile(child, elementNamespace(child[0], type, ns));
      proto.children.push(inner.proto);
      element.children.push(inner);
    }
  }
  return element;
}
