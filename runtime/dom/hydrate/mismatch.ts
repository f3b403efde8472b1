/**
 * Hydration mismatches, as development reports them: where (a path of tags
 * and child indices from the container), what the composition expected, and
 * what the server's markup had there.
 */

/** A short description of a node, for a report. */
export function describeNode(node: Node | null): string {
  if (node === null) return "nothing";
  if (node.nodeType === 3) return `text ${JSON.stringify((node as Text).data)}`;
  if (node.nodeType === 2) return `${(node as Attr).name}=${JSON.stringify((node as Attr).value)}`;
  if (node.nodeType === 8) return `comment <!--${(node as Comment).data}-->`;
  if (node.nodeType === 1) return `<${(node as Element).localName}>`;
  return node.nodeName;
}

/** `div > ul > li:3` from `root` down to `node`. */
export function describePath(node: Node, root: Node): string {
  const parts: string[] = [];
  for (let at: Node | null = node; at !== null && at !== root; at = at.parentNode) {
    let index = 0;
    for (let sibling = at.previousSibling; sibling !== null; sibling = sibling.previousSibling) index++;
    parts.push(at.nodeType === 1 ? `${(at as Element).localName}:${index}` : `#${index}`);
  }
  parts.push("(container)");
  return parts.reverse().join(" > ");
}

export function reportMismatch(message: string): void {
  console.warn(`[composa] hydration mismatch at ${message}; repaired`);
}
