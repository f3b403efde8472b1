/**
 * The server's Applier: the change list of one pass, played against the
 * plain objects of nodes.ts (no DOM), then serialized once (serialize.ts).
 * Namespaces follow the DOM Applier's rules (`<svg>`, `<math>`, back to HTML
 * under `foreignObject` and MathML text elements).
 */
import { MOVABLE_CONTAINER } from "../movable-content.js";
import type { Applier, TemplateDescription } from "../applier.js";
import { NS_HTML, NS_MATHML, NS_SVG, ServerElement, ServerText, type ServerNode } from "./nodes.js";
import { setServerProperty } from "./props.js";

const MATHML_TEXT: ReadonlySet<string> = new Set(["mi", "mo", "mn", "ms", "mtext"]);
const TAG = /^[a-zA-Z][a-zA-Z0-9:-]*$/;

/** Template prototypes, by description and namespace: built once, cloned per use (never handed out themselves). */
const prototypes = new WeakMap<TemplateDescription, (ServerElement | undefined)[]>();

function childNamespace(parent: ServerNode): number {
  if (!(parent instanceof ServerElement)) return NS_HTML;
  if (parent.ns === NS_SVG) return parent.tag === "foreignObject" ? NS_HTML : NS_SVG;
  if (parent.ns === NS_MATHML) return MATHML_TEXT.has(parent.tag) ? NS_HTML : NS_MATHML;
  return NS_HTML;
}

function clone(node: ServerNode): ServerNode {
  if (!(node instanceof ServerElement)) return new ServerText(node.text);
  const copy = new ServerElement(node.tag, node.ns);
  if (node.attrs !== null) copy.attrs = node.attrs.slice();
  const children = node.children;
  const n = children.length;
  const out = new Array<ServerNode>(n);
  for (let i = 0; i < n; i++) out[i] = clone(children[i]!);
  copy.children = out;
  copy.html = node.html;
  return copy;
}

export class ServerApplier implements Applier<ServerNode> {
  current: ServerNode;
  private readonly stack: ServerNode[] = [];

  constructor(readonly root: ServerElement) {
    this.current = root;
  }

  down(node: ServerNode): void {
    this.stack.push(this.current);
    this.current = node;
  }

  up(): void {
    this.current = this.stack.pop() ?? this.root;
  }

  private children(): ServerNode[] {
    return (this.current as ServerElement).children;
  }

  insert(index: number, node: ServerNode): void {
    const children = this.children();
    if (index === children.length) children.push(node);
    else children.splice(index, 0, node);
  }

  insertAll(index: number, nodes: readonly ServerNode[]): void {
    const children = this.children();
    if (index === children.length) for (let i = 0; i < nodes.length; i++) children.push(nodes[i]!);
    else children.splice(index, 0, ...nodes);
  }

  remove(index: number, count: number): void {
    this.children().splice(index, count);
  }

  move(from: number, to: number, count: number): void {
    const children = this.children();
    const moved = children.splice(from, count);
    children.splice(to > from ? to - count : to, 0, ...moved);
  }

  clear(): void {
    this.stack.length = 0;
    this.current = this.root;
    this.root.children = [];
  }

  createNode(type: string, parent: ServerNode): ServerNode {
    if (!TAG.test(type)) throw new Error(`Composa: ${JSON.stringify(type)} is not a valid element name`);
    const ns = type === "svg" ? NS_SVG : type === "math" ? NS_MATHML : childNamespace(parent);
    const el = new ServerElement(type, ns);
    // A placement of movable content: the DOM makes it a range of comments
    // (dom/range.ts); markup keeps an element that lays out as if absent, which
    // hydration adopts as the placement's node.
    if (type === MOVABLE_CONTAINER) this.setProperty(el, "style", "display: contents");
    return el;
  }

  createText(text: string): ServerNode {
    return new ServerText(text);
  }

  setText(node: ServerNode, text: string): void {
    (node as ServerText).text = text;
  }

  setProperty(node: ServerNode, name: string, value: unknown): void {
    if (node instanceof ServerText) {
      // A deferred text child: its text, evaluated once.
      const v = typeof value === "function" ? (value as () => unknown)() : value;
      node.text = v === null || v === undefined || typeof v === "boolean" ? "" : String(v);
      return;
    }
    setServerProperty(node, name, value);
  }

  cloneTemplate(template: TemplateDescription, parent: ServerNode): ServerNode {
    const ns = childNamespace(parent);
    let byNs = prototypes.get(template);
    if (byNs === undefined) prototypes.set(template, (byNs = []));
    let prototype = byNs[ns];
    if (prototype === undefined) byNs[ns] = prototype = this.build(template, parent) as ServerElement;
    return clone(prototype);
  }

  templateChild(parent: ServerNode, previous: ServerNode | null): ServerNode | null {
    const children = (parent as ServerElement).children;
    if (previous === null) return children[0] ?? null;
    return children[children.indexOf(previous) + 1] ?? null;
  }

  private build(description: TemplateDescription | string, parent: ServerNode): ServerNode {
    if (typeof description === "string") return new ServerText(description);
    const [type, attributes, ...children] = description;
    const el = this.createNode(type, parent) as ServerElement;
    if (attributes !== null) for (const name in attributes) setServerProperty(el, name, attributes[name]);
    for (const child of children) el.children.push(this.build(child, el));
    return el;
  }
}
