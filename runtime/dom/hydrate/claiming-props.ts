/**
 * Claiming, the properties: during the first pass, a property the pass
 * gives a claimed node is compared with what the server wrote (the server's
 * own rules, runtime/server/props.ts), and written only when it differs
 * (the DOM setter's PropContext `matches`, the Applier's `shows`). The nodes
 * themselves are claimed by the layer below (claiming-applier.ts).
 */
import { isEventName, isLiveProperty, UNSAFE_HTML } from "../attributes.js";
import { takesAsProperty } from "../custom-element.js";
import { HTML_NS } from "../props.js";
import { ClaimingApplier } from "./claiming-applier.js";
import { matchesPlainString } from "./server-markup.js";
import { wrongAttribute } from "./static-parts.js";

export abstract class PropertyClaimingApplier extends ClaimingApplier {
  /**
   * PropContext: during the first pass, whether a claimed node already shows
   * `value` for `name` as the server would have written it.
   */
  matches(el: Element, name: string, value: unknown): boolean {
    if (!this.hydrating || !this.claimed.has(el)) return false;
    if (el.nodeType === 3) {
      if (this.unsettled.size > 0) this.unsettled.delete(el as unknown as Text);
      const text = value === null || value === undefined || typeof value === "boolean" ? "" : String(value);
      if ((el as unknown as Text) === this.late && this.settleLate(text)) return true;
      if ((el as unknown as Text).data === text) return true;
      this.mismatch(el.parentNode ?? this.root, `text ${JSON.stringify(text)}`, el, true);
      return false;
    }
    if (name === UNSAFE_HTML) this.contentGiven.add(el);
    this.give(el, name, value);
    const html = el.namespaceURI === HTML_NS;
    // Live properties: the setter compares with the live value itself.
    if (html && isLiveProperty(el.localName, name)) return false;
    // A custom element's property: set on the element whatever the markup says.
    if (html && takesAsProperty(el, name, value)) return false;
    if (typeof value === "string" && html && matchesPlainString(el, name, value)) return true;
    const wrong = wrongAttribute(el, name, value, true);
    if (wrong === null) return true;
    if (wrong.attr !== "innerHTML")
      this.mismatch(
        el,
        `${wrong.attr}=${JSON.stringify(wrong.expected)}`,
        el.getAttributeNode(wrong.attr),
        true,
      );
    return false;
  }

  /**
   * Applier.shows: a plain string attribute of a claimed element that the
   * server wrote as it is, asked while composing; a match records no change
   * (anything else is recorded, and `matches` decides when it is played).
   */
  shows(node: Node, name: string, value: string): boolean {
    // Not hydrating (every insert after the first pass asks too): answered first.
    if (!this.hydrating) return false;
    if (name === "key" || name === "children" || name === "ref" || isEventName(name)) return false;
    if (!this.claimed.has(node) || node.nodeType !== 1) return false;
    const el = node as Element;
    if (el.namespaceURI !== HTML_NS || isLiveProperty(el.localName, name)) return false;
    if (!matchesPlainString(el, name, value) || takesAsProperty(el, name, value)) return false;
    this.give(el, name, value);
    return true;
  }

  private give(el: Element, name: string, value: unknown): void {
    const given = this.given.get(el);
    if (given === undefined) this.given.set(el, [[name, value]]);
    else given.push([name, value]);
  }
}
