// Incremental must equal from-scratch: compose the same app over the same
// state into a new container and compare the trees (attribute order is not
// meaningful: an attribute added later is last in incremental markup).
import { render } from "composa/testing";
import { expect } from "vitest";

/** Markup with each element's attributes sorted by name. */
export function markup(node: Node): string {
  if (node.nodeType === 3) return (node as Text).data;
  if (node.nodeType === 8) return `<!--${(node as Comment).data}-->`;
  const el = node as Element;
  const children = [...el.childNodes].map(markup).join("");
  if (node.nodeType !== 1) return children;
  const attrs = [...el.attributes]
    .map((a) => `${a.name}="${a.value}"`)
    .sort()
    .map((a) => ` ${a}`)
    .join("");
  return `<${el.localName}${attrs}>${children}</${el.localName}>`;
}

export function expectSameAsFresh<P extends object>(
  App: (props: P) => void,
  props: P,
  container: HTMLElement,
): void {
  const fresh = render(App, props as never);
  try {
    expect(markup(container)).toBe(markup(fresh.container));
    expect(liveValues(container)).toEqual(liveValues(fresh.container));
  } finally {
    fresh.unmount();
  }
}

/** The live values of a container's form fields, which markup does not show. */
export function liveValues(container: HTMLElement): string[] {
  return [...container.querySelectorAll("input, textarea, select")].map((el) => {
    const input = el as HTMLInputElement;
    return input.type === "checkbox" || input.type === "radio" ? String(input.checked) : input.value;
  });
}
