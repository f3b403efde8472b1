// The cheapest honest Applier: a plain-object tree, so the micro-benchmark times the
// runtime (slot table, Composer, change list) and not a DOM.
import type { Applier, TextValue } from "../../runtime/internal/index.js";

export interface Node {
  type: string;
  text: string;
  children: Node[];
}

const node = (type: string, text = ""): Node => ({ type, text, children: [] });

export class TreeApplier implements Applier<Node> {
  readonly root = node("root");
  current = this.root;
  private readonly stack: Node[] = [];

  down(n: Node): void {
    this.stack.push(this.current);
    this.current = n;
  }
  up(): void {
    this.current = this.stack.pop()!;
  }
  insert(index: number, n: Node): void {
    const children = this.current.children;
    if (index === children.length) children.push(n);
    else children.splice(index, 0, n);
  }
  remove(index: number, count: number): void {
    this.current.children.splice(index, count);
  }
  move(from: number, to: number, count: number): void {
    // Compose's convention: `to` is the index before the move.
    const children = this.current.children;
    const moved = children.splice(from, count);
    children.splice(to > from ? to - count : to, 0, ...moved);
  }
  clear(): void {
    this.root.children.length = 0;
  }
  createNode(type: string): Node {
    return node(type);
  }
  // A number's text is its `String`, as the DOM shows it (`TextValue`).
  createText(text: TextValue): Node {
    return node("#text", String(text));
  }
  setText(n: Node, text: TextValue): void {
    n.text = String(text);
  }
  setProperty(): void {}
}
