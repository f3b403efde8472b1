/**
 * Hydration mismatches, as development reports them: where (a path of tags
 * and child indices from the container), what the composition expected, and
 * what the server's markup had there.
 */
import { HTML_NS } from "../props.js";

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

// Start tags that close an open `<p>` in the HTML parser (its "close a p element" rule).
const CLOSES_P: ReadonlySet<string> = new Set(
  (
    "address article aside blockquote center details dialog dir div dl dd dt fieldset figcaption figure " +
    "footer form h1 h2 h3 h4 h5 h6 header hgroup hr li listing main menu nav ol p plaintext pre section " +
    "summary table ul xmp"
  ).split(" "),
);

/**
 * Why the parser did not keep `<tag>` in `parent` as the server wrote it,
 * for the report ("" when that is not the cause): the nesting React's
 * development build warns about, which the parser restructures.
 */
export function restructuredBy(parent: Node, tag: string): string {
  if (parent.nodeType !== 1 || (parent as Element).namespaceURI !== HTML_NS) return "";
  const name = (parent as Element).localName;
  if (name === "table" && tag === "tr")
    return " (the HTML parser puts a <tr> written in a <table> into a <tbody>: write the <tbody>)";
  if (name === "p" && CLOSES_P.has(tag))
    return ` (the HTML parser ends a <p> before a <${tag}>: use another element than <p> around it)`;
  return "";
}
