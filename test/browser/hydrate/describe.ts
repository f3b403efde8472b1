/**
 * A DOM tree as a comparable string, the same for the server's markup once
 * parsed and for a client render: hydration markers (comments) left out,
 * adjacent texts merged and empty ones dropped (the parser's view of texts),
 * attributes sorted, `style` read back through the CSSOM (the server writes
 * `color:red`, the CSSOM `color: red;`), and the live state of form controls
 * (`value`, `checked`, `selected`, a media element's `muted`) instead of their
 * attributes (the server writes the initial state as attributes, a client
 * render sets the properties).
 */
export function describeTree(root: Node): string {
  const out: string[] = [];
  let text = "";
  const flushText = () => {
    if (text !== "") out.push(JSON.stringify(text));
    text = "";
  };
  const walk = (node: Node) => {
    for (let child = node.firstChild; child !== null; child = child.nextSibling) {
      if (child.nodeType === 3) {
        text += (child as Text).data;
        continue;
      }
      if (child.nodeType !== 1) continue;
      flushText();
      const el = child as HTMLElement;
      const attrs: string[] = [];
      for (const name of el.getAttributeNames().sort()) {
        if (name === "value" || name === "checked" || name === "selected" || name === "muted") continue;
        const value = name === "style" ? el.style.cssText : el.getAttribute(name);
        if (name === "style" && value === "") continue;
        attrs.push(`${name}=${JSON.stringify(value)}`);
      }
      if (el instanceof HTMLInputElement)
        attrs.push(`.value=${JSON.stringify(el.value)}`, `.checked=${el.checked}`);
      if (el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement)
        attrs.push(`.value=${JSON.stringify(el.value)}`);
      if (el instanceof HTMLOptionElement) attrs.push(`.selected=${el.selected}`);
      if (el instanceof HTMLMediaElement) attrs.push(`.muted=${el.muted}`);
      out.push(`<${el.localName}${attrs.length > 0 ? " " + attrs.join(" ") : ""}>`);
      // A template's children are its content (where the parser puts them).
      if (el instanceof HTMLTemplateElement) walk(el.content);
      else if (!(el instanceof HTMLTextAreaElement)) walk(el);
      flushText();
      out.push(`</${el.localName}>`);
    }
  };
  walk(root);
  flushText();
  return out.join("");
}
