import type { Applier, TextValue } from "../applier.js";

/** A node of the plain-object tree the tests compose into. */
export interface TreeNode {
  type: string;
  text?: string;
  props: Record<string, unknown>;
  children: TreeNode[];
}

export function treeNode(type: string): TreeNode {
  return { type, props: {}, children: [] };
}

/** `div(span("a"), "b")`-like text of a tree, for compact assertions. */
export function show(node: TreeNode): string {
  if (node.type === "#text") return JSON.stringify(node.text);
  const inner = node.children.map(show).join(",");
  return `${node.type}(${inner})`;
}

/**
 * An Applier over plain objects that records every structural operation, so
 * tests can assert both the resulting tree and the exact operations.
 */
export class RecordingApplier implements Applier<TreeNode> {
  current: TreeNode;
  readonly ops: string[] = [];
  readonly released: TreeNode[] = [];
  private stack: TreeNode[] = [];

  constructor(readonly root: TreeNode = treeNode("root")) {
    this.current = root;
  }

  private label(node: TreeNode): string {
    return node.type === "#text" ? JSON.stringify(node.text) : node.type;
  }

  down(node: TreeNode): void {
    this.stack.push(this.current);
    this.current = node;
  }

  up(): void {
    this.current = this.stack.pop()!;
  }

  insert(index: number, node: TreeNode): void {
    this.ops.push(`insert ${this.label(this.current)}[${index}] ${this.label(node)}`);
    this.current.children.splice(index, 0, node);
  }

  remove(index: number, count: number): void {
    this.ops.push(`remove ${this.label(this.current)}[${index}] x${count}`);
    this.current.children.splice(index, count);
  }

  move(from: number, to: number, count: number): void {
    this.ops.push(`move ${this.label(this.current)}[${from}] -> ${to} x${count}`);
    const moved = this.current.children.splice(from, count);
    this.current.children.splice(from < to ? to - count : to, 0, ...moved);
  }

  clear(): void {
    this.ops.push("clear");
    this.root.children.length = 0;
  }

  createNode(type: string): TreeNode {
    return treeNode(type);
  }

  // A number's text is its `String` (Applier's `TextValue`), as the DOM would show it.
  createText(text: TextValue): TreeNode {
    return { type: "#text", text: String(text), props: {}, children: [] };
  }

  setText(node: TreeNode, value: TextValue): void {
    const text = String(value);
    this.ops.push(`text ${JSON.stringify(node.text)} -> ${JSON.stringify(text)}`);
    node.text = text;
  }

  setProperty(node: TreeNode, name: string, value: unknown): void {
    node.props[name] = value;
  }

  onRelease(node: TreeNode): void {
    this.released.push(node);
  }

  /** Takes the operations recorded so far. */
  take(): string[] {
    return this.ops.splice(0);
  }
}
