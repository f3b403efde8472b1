/**
 * The first half of the hydrating Applier (applier.ts): *claiming* the
 * server's nodes while the first pass composes, where the DOM Applier would
 * create new ones. The node factory takes the container's existing nodes in
 * document order (one cursor per parent): `createNode` takes the next
 * element if its tag is the one asked for, `createText` the next text,
 * `cloneTemplate` / `templateChild` the template's nodes as the Composer
 * walks them. Properties are compared with what the server wrote (the
 * server's own rules, runtime/server/props.ts) and written only when they
 * differ. What did not match is counted (and described in development), and
 * a new node is made in its place: nothing here moves or removes a node of
 * the server's; which of them stay is decided when the pass is played
 * (HydratingApplier, applier.ts). Properties are compared in the next
 * layer (claiming-props.ts).
 *
 * A placement of movable content is a range (dom/range.ts) in the client's
 * DOM and in the server's markup alike: `createNode` of the placement's
 * container adopts the server's `<!--[-->` … `<!--]-->` as the range, and
 * the content's subcomposition claims the nodes between the comments (its
 * cursor stops at the end comment).
 */
import type { TemplateDescription, TextValue } from "../../applier.js";
import { childrenOf, DomApplier } from "../applier.js";
import { DEV } from "../dev.js";
import { MOVABLE_CONTAINER } from "../../movable-content.js";
import { adoptRange, isRange, rangeOf, rangesExist } from "../range.js";
import { HTML_NS } from "../props.js";
import { runtimeError } from "../../messages.js";
import { describeNode, describePath, reportMismatch, restructuredBy } from "./mismatch.js";
import { EMPTY_TEXT, isMarker, oneText, rangeEndOf, SEPARATOR } from "./server-markup.js";
import { wrongStaticAttributes } from "./static-parts.js";
import { documentPart, findForward, KEEPS_AROUND, NOT_DOCUMENT } from "./document.js";

function isNoscript(node: Node): boolean {
  return (node as Element).localName === "noscript" && (node as Element).namespaceURI === HTML_NS;
}

/** React's directive to hydration, honoured here (an element's own texts and attributes are not reported). */
const SUPPRESS = "suppressHydrationWarning";

export abstract class ClaimingApplier extends DomApplier {
  /** True during the first pass (composing and applying). */
  hydrating = true;
  /** Mismatches found (each also reported in development). */
  mismatches = 0;
  /** Per claimed parent, its next unclaimed child. */
  private cursors = new Map<Node, ChildNode | null>();
  /** The server's nodes adopted so far (the container first); anything else is new. */
  protected claimed = new Set<Node>();
  /** Claimed template nodes: their description and the children handed out so far. */
  protected claimedTemplates = new Map<Node, { description: TemplateDescription; handed: Node[] }>();
  /** Texts to rewrite at the end of the pass. */
  private texts: [Text, string][] = [];
  /** Static attributes of claimed template nodes to write back at the end of the pass (checked in production too). */
  private attributes: [Element, string, unknown][] = [];
  /** Per claimed element, the properties the pass gave it (the check for extra attributes; production screens it by count). */
  protected given = new Map<Element, [string, unknown][]>();
  /**
   * Mismatch reports, printed at the end of the pass (content an error
   * boundary dropped takes its own back). `own`: the element's own text or
   * attribute, which its `suppressHydrationWarning` silences (known only
   * once the pass gave it its properties).
   */
  private reports: { message: string; el: Node; own: boolean }[] = [];
  /**
   * Per claimed parent, the server's element at its cursor that a node the
   * pass asked for did not match. It is not consumed: the client may have
   * composed a node the server did not render (`{user && <Banner />}` where
   * the server had no user), and the server's element is then the next one
   * asked for, adopted as it is. If the next node asked for is rather the
   * one after it, the held element was replaced, and is passed over
   * (`claimPast`). Consuming it at once (as a replacement) made every later
   * sibling a mismatch too: one client-only node rebuilt the whole rest.
   */
  protected held = new Map<Node, ChildNode>();
  /** Per claimed parent, the server's elements passed over (`claimPast`) that the pass may still claim. */
  private passed = new Map<Node, ChildNode[]>();
  /**
   * Server texts claimed for a text asked for as "" (behind the server's
   * separator), whose content the pass has not given yet. An empty text
   * asks for nothing later (a template's hole leaves it as it is, a
   * `{value}` of "" is created with it): one still here at the end of the
   * pass is "" for the client, and the server's text is rewritten (a
   * mismatch), as a text given other content is.
   */
  protected unsettled = new Set<Text>();
  /** A template's `{expr}` text in a one-text parent, claimed whole before its content is known (`claimLate`). */
  protected late: Text | null = null;
  /** Placements made anew in a one-text parent (the server could not write their comments there): that parent. */
  private oneTextRanges = new Map<Node, Node>();
  /** Parents whose repair is no mismatch: an empty text's (the parser makes none), a one-text parent's. */
  protected expectedRepairs = new Set<Node>();
  /**
   * Claimed parents handed a new node though nothing mismatched (an empty
   * text, a text the markup lacks): production does not trust them to hold
   * their server children as they are, and compares their view.
   */
  protected made = new Set<Node>();
  /** Claimed elements whose content a property gives (`unsafeInnerHTML`): their children are not the pass's. */
  protected contentGiven = new Set<Node>();
  /** A claimed <template>'s content: its template (views and cursors are the template's). */
  protected hosts = new WeakMap<Node, Node>();
  /** The node `claim` took last: a template's node is the server's if it is the one just asked for. */
  private lastClaimed: Node | null = null;
  /** A whole document: what the pass passed over in it and in its `<html>` (the doctype, the parser's `<head>`), kept (document.ts). */
  protected leading = new Set<Node>();

  constructor(root: Element | DocumentFragment) {
    super(root);
    this.claimed.add(root);
    // The first pass claims template nodes one by one (templateChild); a
    // clone is for content made afresh, as after hydration.
    (this as { cloneTemplate?: unknown }).cloneTemplate = this.claimTemplate;
  }

  // ---- claiming (while composing) ------------------------------------------

  /** `parent`'s next unclaimed child; for a range, up to its end comment (null there). */
  protected cursor(parent: Node): ChildNode | null {
    if (this.late !== null && this.late.parentNode === parent) this.settleLate("");
    const at = this.cursors.get(parent);
    if (!rangesExist || !isRange(parent)) return at !== undefined ? at : childrenOf(parent).firstChild;
    const next = at !== undefined ? at : parent.nextSibling;
    return next === parent.rangeEnd ? null : next;
  }

  /** `own`: a text of `parent` or an attribute of it (`suppressHydrationWarning` there silences it). */
  protected mismatch(parent: Node, expected: string, found: Node | null, own = false): void {
    this.mismatches++;
    if (DEV)
      this.reports.push({
        message: `${describePath(parent, this.root)}: expected ${expected}, found ${describeNode(found)}`,
        el: parent,
        own,
      });
  }

  /**
   * Where an error boundary's content starts: if the content throws, the
   * Composer drops it and composes the fallback in its place, which the
   * server rendered at the same position. What the content claimed goes
   * back, and its mismatches were not ones.
   */
  markFactory(): unknown {
    if (!this.hydrating) return null;
    return {
      cursors: new Map(this.cursors),
      held: new Map(this.held),
      passed: new Map([...this.passed].map(([parent, nodes]) => [parent, [...nodes]])),
      claimed: this.claimed.size,
      handed: new Map([...this.claimedTemplates].map(([node, t]) => [node, t.handed.length])),
      texts: this.texts.length,
      attributes: this.attributes.length,
      mismatches: this.mismatches,
      reports: this.reports.length,
    };
  }

  restoreFactory(mark: unknown): void {
    if (mark === null || !this.hydrating) return;
    const m = mark as {
      cursors: Map<Node, ChildNode | null>;
      held: Map<Node, ChildNode>;
      passed: Map<Node, ChildNode[]>;
      claimed: number;
      handed: Map<Node, number>;
      texts: number;
      attributes: number;
      mismatches: number;
      reports: number;
    };
    this.cursors = new Map(m.cursors);
    this.held = new Map(m.held);
    this.passed = new Map([...m.passed].map(([parent, nodes]) => [parent, [...nodes]]));
    let i = 0;
    for (const node of this.claimed) if (i++ >= m.claimed) this.claimed.delete(node);
    for (const [node, t] of this.claimedTemplates) {
      const handed = m.handed.get(node);
      if (handed === undefined) this.claimedTemplates.delete(node);
      else t.handed.length = handed;
    }
    this.texts.length = m.texts;
    this.attributes.length = m.attributes;
    this.mismatches = m.mismatches;
    this.reports.length = m.reports;
    if (this.late !== null && !this.claimed.has(this.late)) this.late = null;
  }

  private claim<T extends Node>(parent: Node, node: T): T {
    this.cursors.set(parent, node.nextSibling);
    if (this.held.size > 0) this.held.delete(parent);
    this.claimed.add(node);
    const children = childrenOf(node);
    if (children !== node) {
      // A <template>'s children are its content's (the Applier goes down into it).
      this.claimed.add(children);
      this.hosts.set(children, node);
    }
    this.lastClaimed = node;
    return node;
  }

  override createNode(type: string, parent: Node): Node {
    if (!this.hydrating || !this.claimed.has(parent)) return super.createNode(type, parent);
    if (parent.nodeType === 9 && type !== "html") throw runtimeError("R039", { what: `<${type}>` });
    let at = this.cursor(parent);
    while (at !== null && isMarker(at) && (at as Comment).data === SEPARATOR) at = at.nextSibling;
    if (type === MOVABLE_CONTAINER) return this.claimRange(parent, at);
    if (at !== null && at.nodeType === 8) at = this.skipRanges(parent, at);
    if (at !== null && at.nodeType === 1 && (at as Element).localName === type) {
      if (!isNoscript(at)) return this.claim(parent, at);
      // While scripts run, the parser keeps a <noscript>'s content as one
      // text: the composition's children cannot be claimed from it. A new
      // one takes its place (as an empty text does a `<!--t-->`): no report.
      this.cursors.set(parent, at.nextSibling);
      this.expectedRepairs.add(parent);
      this.made.add(parent);
      return super.createNode(type, parent);
    }
    const part = documentPart(parent, this.root);
    if (part !== NOT_DOCUMENT) {
      // The document's own parts, shared with the page's scripts: what is not the app's is passed over.
      const found = findForward(at, type, this.claimed);
      if (found !== null) {
        this.passOver(parent, part, at, found, !this.cursors.has(parent));
        return this.claim(parent, found);
      }
    }
    this.mismatch(parent, `<${type}>${DEV ? restructuredBy(parent, type) : ""}`, at);
    if (part === NOT_DOCUMENT) {
      const past = at !== null ? this.past(at) : null;
      const fits = (node: Node | null) =>
        node !== null && node.nodeType === 1 && (node as Element).localName === type && !isNoscript(node);
      if (fits(past)) return this.claimPast(parent, at!, past!);
      const earlier = this.passed.get(parent)?.find(fits);
      if (earlier !== undefined) return this.claimEarlier(parent, earlier);
    }
    if (at !== null && at.nodeType === 1) {
      // In a part of a whole document, the server's element met is replaced (document.ts).
      if (part !== NOT_DOCUMENT) this.cursors.set(parent, at.nextSibling);
      else this.held.set(parent, at);
    }
    return super.createNode(type, parent);
  }

  /** The server's node after `at`, markers aside. */
  private past(at: ChildNode): ChildNode | null {
    let next = at.nextSibling;
    while (next !== null && isMarker(next)) next = next.nextSibling;
    return next;
  }

  /**
   * `past`, the node after `at`, is the one asked for: `at` is passed over
   * (the server rendered it, the client has none here: a placeholder the
   * client does not show, a held element the client replaced, a text). An
   * element passed over may still be claimed later in the pass, out of
   * order (`claimEarlier`); otherwise it is removed at the end of the pass.
   */
  private claimPast<T extends ChildNode>(parent: Node, at: ChildNode, past: T): T {
    if (at.nodeType === 1) {
      const passed = this.passed.get(parent);
      if (passed === undefined) this.passed.set(parent, [at]);
      else passed.push(at);
    }
    return this.claim(parent, past);
  }

  /** An element passed over before the cursor (`claimPast`), claimed now: the parent's repair moves it (one move, not a rebuild). */
  private claimEarlier(parent: Node, node: ChildNode): Node {
    const passed = this.passed.get(parent)!;
    passed.splice(passed.indexOf(node), 1);
    const cursor = this.cursors.get(parent);
    this.claim(parent, node);
    this.cursors.set(parent, cursor === undefined ? null : cursor);
    this.made.add(parent);
    return node;
  }

  /**
   * In a part of a whole document, the nodes from `at` to `found` (not the
   * app's) are passed over: before the app's first node in `parent` (`first`), or
   * anywhere in the document and `<html>`, they are kept (`leading`);
   * between two of the app's in `<head>` or `<body>`, removed (document.ts).
   */
  protected passOver(parent: Node, part: number, at: ChildNode | null, found: Node, first: boolean): void {
    if (at === found) return;
    if (part === KEEPS_AROUND || first) {
      for (let node = at; node !== found && node !== null; node = node.nextSibling) this.leading.add(node);
      return;
    }
    this.made.add(parent);
    this.expectedRepairs.add(parent);
  }

  /**
   * A whole document's `<head>` or `<body>` met in a claimed template's
   * static rest (applier.ts): claimed as a template node of its own, so that
   * its static rest is checked in turn, past what is not the app's, and a
   * mismatch inside it replaces the smallest subtree there, never the
   * element (a new `<body>` would stand beside the page's).
   */
  protected adoptStatic(el: Element, description: TemplateDescription): void {
    this.claimed.add(el);
    this.claimedTemplates.set(el, { description, handed: [] });
    this.checkStaticAttributes(el, description);
  }

  /** Where the pass's claims in `parent` stopped: `at` (the static rest checked, applier.ts). */
  protected advance(parent: Node, at: ChildNode | null): void {
    this.cursors.set(parent, at);
  }

  /**
   * A placement of movable content: the server's range at `at`, adopted
   * (its nodes are the content's to claim). Markup without one there is a
   * mismatch: a new range is made, and nothing of `parent`'s is consumed, so
   * the siblings after the placement are still claimed.
   */
  private claimRange(parent: Node, at: ChildNode | null): Node {
    const end = at !== null ? rangeEndOf(at, isRange(parent) ? parent.rangeEnd : null) : null;
    if (end === null && oneText(parent)) {
      // No comment can stand in raw text: the server wrote the content alone.
      // A new range; its texts are claimed from the parent's text, and the
      // repair at the end of the pass puts the range's comments around them.
      const range = super.createNode(MOVABLE_CONTAINER, parent);
      this.oneTextRanges.set(range, parent);
      this.expectedRepairs.add(parent);
      return range;
    }
    if (end === null) {
      this.mismatch(parent, "movable content <!--[-->", at);
      return super.createNode(MOVABLE_CONTAINER, parent);
    }
    this.cursors.set(parent, end.nextSibling);
    const range = adoptRange(at as Comment, end);
    this.claimed.add(range);
    return range;
  }

  /**
   * Where a node is asked for, a server range (a placement the composition
   * does not have here) is extra: it is passed over whole (the repair
   * removes it with its content), so the nodes after it are still claimed,
   * and the cursor moves past it (it is reported once). Separators between
   * ranges are passed over too, and after the last one when `separators`
   * (an element is asked for; a late text keeps the `<!---->` that is its
   * own).
   */
  protected skipRanges(parent: Node, at: ChildNode | null, separators = true): ChildNode | null {
    const stop = rangeOf(parent)?.rangeEnd ?? null;
    let end = at !== null ? rangeEndOf(at, stop) : null;
    if (end === null) return at === stop ? null : at;
    while (end !== null) {
      this.mismatch(parent, "no movable content", at);
      at = end.nextSibling;
      let next: ChildNode | null = at;
      while (next !== null && isMarker(next) && (next as Comment).data === SEPARATOR) next = next.nextSibling;
      end = next !== null ? rangeEndOf(next, stop) : null;
      if (end !== null || separators) at = next;
    }
    this.cursors.set(parent, at);
    return at === stop ? null : at;
  }

  /**
   * `text` is "" for a text whose content the pass gives later (a deferred
   * text, a template's dynamic text): the server writes a separator before
   * each of those, so that one is claimed only when that separator is there.
   */
  override createText(value: TextValue, parent?: Node): Node {
    if (!this.hydrating || parent === undefined) return super.createText(value);
    // Compared with the server's text: as a string (a number only after hydration stays one, `TextValue`).
    const text = typeof value === "string" ? value : String(value);
    if (parent.nodeType === 9) throw runtimeError("R039", { what: `the text ${JSON.stringify(text)}` });
    if (!this.claimed.has(parent)) {
      const holder = this.oneTextRanges.size > 0 ? this.oneTextRanges.get(parent) : undefined;
      return holder === undefined ? super.createText(text) : this.createText(text, holder);
    }
    let at = this.cursor(parent);
    // A server range the composition does not have here is passed over (and removed), as before an element.
    if (at !== null && at.nodeType === 8 && (at as Comment).data === "[")
      at = this.skipRanges(parent, at, false);
    if (text === "") {
      if (at !== null && at.nodeType === 3 && oneText(parent)) return this.claimLate(parent);
      if (at === null || !isMarker(at)) {
        // Raw text holds no `<!--t-->`: an empty text there is made, as the markup says.
        if (at === null && oneText(parent)) this.expectedRepairs.add(parent);
        this.made.add(parent);
        return super.createText("");
      }
      const next: ChildNode | null = at.nextSibling;
      if ((at as Comment).data !== EMPTY_TEXT && next !== null && next.nodeType === 3) {
        // Its content comes later (setText, matches), or this text is "" indeed: settled at the end of the pass.
        this.unsettled.add(next as Text);
        return this.claim(parent, next);
      }
      // An empty text (`<!--t-->`: the parser makes none) is made, as the markup says: no mismatch.
      if ((at as Comment).data === EMPTY_TEXT) this.expectedRepairs.add(parent);
      this.made.add(parent);
      this.cursors.set(parent, next);
      return super.createText("");
    }
    while (at !== null && isMarker(at) && (at as Comment).data === SEPARATOR) at = at.nextSibling;
    if (at !== null && at.nodeType === 3) {
      const found = this.claim(parent, at as Text);
      if (found.data === text) return found;
      if (found.data.startsWith(text)) {
        // Two texts the markup merged (no separator): split, a mutation,
        // reported unless in raw text, where the server can write no separator.
        if (!oneText(parent))
          this.mismatch(parent, `text ${JSON.stringify(text)} (then more text)`, found, true);
        const rest = found.splitText(text.length);
        this.cursors.set(parent, rest);
        return found;
      }
      this.mismatch(parent, `text ${JSON.stringify(text)}`, found, true);
      this.texts.push([found, text]);
      return found;
    }
    if (at !== null && at.nodeType !== 3) {
      // The same text after a server node the client does not have here (`claimPast`).
      const past = this.past(at);
      if (past !== null && past.nodeType === 3 && (past as Text).data === text)
        return this.claimPast(parent, at, past);
    }
    // Text where the markup has none is the element's text; an element there is structure.
    this.mismatch(parent, `text ${JSON.stringify(text)}`, at, at === null || at.nodeType === 3);
    return super.createText(text);
  }

  /** `cloneTemplate` during the first pass: the template's root, claimed. */
  private claimTemplate(template: TemplateDescription, parent: Node): Node {
    const root = this.createNode(template[0], parent);
    // Not the server's (or new content's): a whole new clone replaces it.
    if (root !== this.lastClaimed) return this.freshClone(template, parent);
    this.claimedTemplates.set(root, { description: template, handed: [] });
    this.checkStaticAttributes(root as Element, template);
    return root;
  }

  /**
   * A new clone of `template` for `parent` (content the server's markup did
   * not have): built with hydration off, so that building it claims nothing
   * of the server's nodes.
   */
  protected freshClone(template: TemplateDescription, parent: Node): Node {
    const hydrating = this.hydrating;
    this.hydrating = false;
    try {
      return DomApplier.prototype.cloneTemplate.call(this, template, parent);
    } finally {
      this.hydrating = hydrating;
    }
  }

  override templateChild(parent: Node, previous: Node | null, hole = false): Node | null {
    const claimed = this.hydrating ? this.claimedTemplates.get(parent) : undefined;
    if (claimed === undefined) return super.templateChild(parent, previous);
    const description = claimed.description[claimed.handed.length + 2] as
      TemplateDescription | string | undefined;
    let child: Node | null = null;
    // A hole that holds no text: the server wrote nothing for it (its content follows), so nothing is claimed.
    if (typeof description === "string" && hole) child = super.createText(description);
    else if (typeof description === "string") child = this.createText(description, parent);
    else if (description !== undefined) {
      child = this.createNode(description[0], parent);
      if (child !== this.lastClaimed) child = this.freshClone(description, parent);
      else {
        this.claimedTemplates.set(child, { description, handed: [] });
        this.checkStaticAttributes(child as Element, description);
      }
    }
    if (child !== null) claimed.handed.push(child);
    return child;
  }

  /**
   * A text given late (a template's `{expr}` text, a deferred text) in a
   * one-text parent: the server wrote it with its neighbours as one text and
   * no separator, so the text at the cursor is claimed whole, and split when
   * its content is given (`setText` at once, the setter's `matches` when
   * the pass is played) or else at the next claim in that parent or the end
   * of the pass (an empty text).
   */
  private claimLate(parent: Node): Node {
    const at = this.cursor(parent);
    if (at === null || at.nodeType !== 3) return super.createText("");
    return (this.late = this.claim(parent, at as Text));
  }

  /** The late text's content is `text`: split off what follows it, or false if it does not start the server's text. */
  protected settleLate(text: string): boolean {
    const late = this.late!;
    this.late = null;
    if (late.data === text) return true;
    if (!late.data.startsWith(text)) return false;
    this.cursors.set(late.parentNode!, late.splitText(text.length));
    return true;
  }

  override setText(node: Node, value: TextValue): void {
    if (node !== this.late && !this.hydrating) {
      super.setText(node, value);
      return;
    }
    const text = typeof value === "string" ? value : String(value);
    if (this.unsettled.size > 0) this.unsettled.delete(node as Text);
    if (node === this.late && this.settleLate(text)) return;
    if (this.hydrating) {
      // Already there (an adopted text, as a rule): no write, no mutation.
      if ((node as Text).data === text) return;
      if (this.claimed.has(node)) {
        this.mismatch(node.parentNode ?? this.root, `text ${JSON.stringify(text)}`, node, true);
        // Written at the end of the pass, not now: content an error boundary
        // drops (restoreFactory) must leave the server's text as it was.
        this.texts.push([node as Text, text]);
        return;
      }
    }
    super.setText(node, text);
  }

  /**
   * React's `suppressHydrationWarning`: an element that has it (given by
   * the pass, or a static attribute of its template) is not reported for
   * its own texts and attributes, one level deep as in React; they are
   * repaired all the same (docs/server-rendering.md).
   */
  private suppressed(el: Node): boolean {
    if (el.nodeType !== 1) return false;
    const statics = this.claimedTemplates.get(el)?.description[1];
    if (statics?.[SUPPRESS]) return true;
    const given = this.given.get(el as Element);
    return given !== undefined && given.some(([name, value]) => name === SUPPRESS && Boolean(value));
  }

  // ---- the static parts of claimed templates (production too) ---------------

  /** The static attributes of a claimed template node: a wrong one is reported (development) and written back at the end of the pass. */
  private checkStaticAttributes(el: Element, description: TemplateDescription): void {
    wrongStaticAttributes(el, description, (name, value, wrong) => {
      this.mismatch(
        el,
        `${wrong.attr}=${JSON.stringify(wrong.expected)}`,
        el.getAttributeNode(wrong.attr),
        true,
      );
      this.attributes.push([el, name, value]);
    });
  }

  // ---- the end of the first pass -----------------------------------------------

  /** Before the views are compared: the late text and the texts to rewrite are settled. */
  protected settleClaims(): void {
    if (this.late !== null) this.settleLate("");
    for (const text of this.unsettled)
      if (text.data !== "" && this.claimed.has(text)) {
        this.mismatch(text.parentNode ?? this.root, 'text ""', text, true);
        this.texts.push([text, ""]);
      }
    this.unsettled.clear();
    for (const [text, data] of this.texts) text.data = data;
  }

  /**
   * After the views were reconciled and development's last check: the
   * reports printed, what was deferred written (static attributes, and
   * `extra` ones removed), and claiming over. From now on this is a DOM
   * Applier.
   */
  protected endClaiming(extra: readonly [Element, string][]): void {
    for (const report of this.reports)
      if (!report.own || !this.suppressed(report.el)) reportMismatch(report.message);
    this.reports = [];
    this.hydrating = false;
    for (const [el, name, value] of this.attributes) this.setProperty(el, name, value, undefined);
    this.attributes = [];
    for (const [el, attr] of extra) el.removeAttribute(attr);
    this.given.clear();
    this.oneTextRanges.clear();
    this.expectedRepairs.clear();
    this.made.clear();
    this.contentGiven.clear();
    this.cursors.clear();
    this.held.clear();
    this.passed.clear();
    this.leading.clear();
    this.claimed.clear();
    this.claimedTemplates.clear();
    this.texts = [];
    delete (this as { cloneTemplate?: unknown }).cloneTemplate;
  }
}
