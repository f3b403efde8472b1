/**
 * Hovering a group highlights its DOM: one fixed overlay box around the
 * nodes the group put into its parent (a text node's box comes from a Range).
 */
let overlay: HTMLElement | null = null;

function boxOf(node: unknown): DOMRect | null {
  if (node instanceof Element) return node.getBoundingClientRect();
  if (node instanceof Text) {
    const range = document.createRange();
    range.selectNodeContents(node);
    return range.getBoundingClientRect();
  }
  return null;
}

/** Shows the overlay around `nodes` (nothing visible: hides it), titled `label`. */
export function highlightNodes(nodes: readonly unknown[], label: string): void {
  const boxes = nodes.map(boxOf).filter((b): b is DOMRect => b !== null && (b.width > 0 || b.height > 0));
  if (boxes.length === 0) return hideHighlight();
  const left = Math.min(...boxes.map((b) => b.left));
  const top = Math.min(...boxes.map((b) => b.top));
  const right = Math.max(...boxes.map((b) => b.right));
  const bottom = Math.max(...boxes.map((b) => b.bottom));
  overlay ??= document.body.appendChild(
    Object.assign(document.createElement("div"), { className: "inspector-highlight" }),
  );
  overlay.dataset.label = label;
  Object.assign(overlay.style, {
    display: "block",
    left: `${left}px`,
    top: `${top}px`,
    width: `${right - left}px`,
    height: `${bottom - top}px`,
  });
}

export function hideHighlight(): void {
  if (overlay !== null) overlay.style.display = "none";
}

/** The element currently outlined, if any (tests). */
export function highlighted(): HTMLElement | null {
  return overlay !== null && overlay.style.display !== "none" ? overlay : null;
}
