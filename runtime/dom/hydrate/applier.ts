/**
 * The hydrating Applier: a DOM Applier whose first pass adopts the server's
 * nodes where the DOM Applier would create and insert new ones.
 *
 * While the first pass composes, the node factory *claims* the server's
 * nodes and their properties (ClaimingApplier, claiming-applier.ts;
 * PropertyClaimingApplier, claiming-props.ts). This half plays the change
 * list of that pass: insertions, removals and moves in a claimed parent go
 * to an array per parent (the *view*: the children the composition
 * expects), and at the end of the pass each parent's view is compared with
 * its actual children: equal (the markup matched), nothing is touched;
 * different, that parent's children are made equal to the view (views.ts),
 * which replaces the smallest subtree that did not match (a wrong element is
 * replaced by a new one with its whole content; a wrong text is rewritten in
 * place).
 *
 * Movable content's subcompositions claim inside the server's ranges and
 * apply their changes in the parent's pass (late work, change-list.ts)
 * through a RootedApplier that forwards `onBeginChanges` / `onEndChanges`
 * here, so the views are reconciled at the end of the outermost apply only:
 * an inner end would reconcile before the other placements' content was
 * played, and apply that for real.
 *
 * Separators (`<!---->` before a text the parser would have merged into the
 * previous one, runtime/server/serialize.ts) stay in the DOM after
 * hydration (a removal would be a mutation). The DOM Applier addresses
 * children by index, so the first structural change to a parent that still
 * holds markers removes them first. A `<!--t-->` (an empty text, which the
 * parser cannot make) is replaced by the text the pass made (views.ts'
 * repair: the one mutation that text costs anyway), so none is left.
 */
import type { TemplateDescription } from "../../applier.js";
import { DEV } from "../dev.js";
import { HTML_NS } from "../props.js";
import { flattenRanges, rangeOf, rangesExist } from "../range.js";
import { firstOf, holdsMarker, isMarker, removeMarkers } from "./server-markup.js";
import { compareView, DIFFERENT, repairChildren, SAME_WITH_MARKERS } from "./views.js";
import {
  checkStaticRest,
  restTextsDiffer,
  claimedExtraAttributes,
  restStart as staticRestStart,
  type StaticRestHost,
} from "./static-parts.js";
import { childrenOf } from "../applier.js";
import { UNSAFE_HTML } from "../attributes.js";
import { VALUE_IS_TEXT } from "../../server/serialize.js";
import { PropertyClaimingApplier } from "./claiming-props.js";
import { documentPart, findForward, keptBefore, NOT_DOCUMENT, withKept } from "./document.js";

export class HydratingApplier extends PropertyClaimingApplier {
  /** Per parent, the children the composition expects (see the file comment). */
  private views = new Map<Node, Node[]>();
  /** After hydration: parents that still hold markers. */
  private marked: Set<Node> | null = null;
  /**
   * After hydrating a whole document: per parent (the document, `<html>`),
   * the nodes kept before the app's (the doctype, the parser's `<head>`),
   * which the DOM Applier's indices pass over (document.ts).
   */
  private before: Map<Node, number> | null = null;
  /** Applies in progress: a subcomposition's (movable content) runs inside its parent's. */
  private applying = 0;

  /** `parent`: a claimed node, or a claimed <template>'s content (the view is its content's children). */
  private view(node: Node): Node[] {
    const parent = this.hosts.get(node) ?? node;
    const children = childrenOf(parent);
    let view = this.views.get(children);
    if (view === undefined) {
      view = [];
      const claimed = this.claimedTemplates.get(parent);
      if (claimed !== undefined) {
        // A claimed template node: the children it handed out, then its static rest (never walked).
        view.push(...claimed.handed);
        // A `<textarea>` or `<output>` with no children of its own: the server wrote its
        // `value` / `defaultValue` as its text, which is the value's, not a child to check.
        const valueText =
          claimed.description.length === 2 &&
          VALUE_IS_TEXT.has((parent as Element).localName) &&
          (parent as Element).namespaceURI === HTML_NS;
        if (!valueText)
          this.advance(
            parent,
            checkStaticRest(
              this.host(),
              parent,
              this.restStart(parent, claimed.description, claimed.handed.length),
              claimed.description,
              claimed.handed.length,
              view,
            ),
          );
        else
          for (
            let at = this.restStart(parent, claimed.description, claimed.handed.length);
            at !== null;
            at = at.nextSibling
          )
            if (!isMarker(at)) view.push(at);
      }
      this.views.set(children, view);
    }
    return view;
  }

  private unmark(parent: Node): void {
    if (!this.marked!.delete(parent)) return;
    removeMarkers(parent);
    if (this.marked!.size === 0) this.marked = null;
  }

  override insert(index: number, node: Node): void {
    if (this.hydrating && this.claimed.has(this.current)) this.view(this.current).splice(index, 0, node);
    else {
      if (this.marked !== null) this.unmark(this.current);
      super.insert(this.shift(index), node);
    }
  }

  override insertAll(index: number, nodes: readonly Node[]): void {
    if (this.hydrating && this.claimed.has(this.current)) this.view(this.current).splice(index, 0, ...nodes);
    else {
      if (this.marked !== null) this.unmark(this.current);
      super.insertAll(this.shift(index), nodes);
    }
  }

  override remove(index: number, count: number): void {
    if (this.hydrating && this.claimed.has(this.current)) this.view(this.current).splice(index, count);
    else {
      if (this.marked !== null) this.unmark(this.current);
      super.remove(this.shift(index), count);
    }
  }

  override move(from: number, to: number, count: number): void {
    if (this.hydrating && this.claimed.has(this.current)) {
      const view = this.view(this.current);
      const moved = view.splice(from, count);
      view.splice(to > from ? to - count : to, 0, ...moved);
    } else {
      if (this.marked !== null) this.unmark(this.current);
      super.move(this.shift(from), this.shift(to), count);
    }
  }

  /** `index` among the current parent's children, past the nodes a whole document kept before the app's. */
  private shift(index: number): number {
    return this.before === null ? index : index + (this.before.get(this.current) ?? 0);
  }

  override onBeginChanges(): void {
    this.applying++;
    super.onBeginChanges();
  }

  override onEndChanges(): void {
    // Only the outermost apply's end: a subcomposition's nested one comes before the rest of the pass.
    if (--this.applying <= 0) {
      this.applying = 0;
      if (this.hydrating) this.reconcile();
    }
    super.onEndChanges();
  }

  /** The end of the first pass: every claimed parent's children made equal to its view (nothing to do when the markup matched). */
  private reconcile(): void {
    this.settleClaims();
    const marked = new Set<Node>();
    // A claimed template node the change list never touched, in a pass with
    // no mismatch, has by construction the children it handed out, in order,
    // then its static rest: its server children, as they are. Production
    // trusts that (no view, no comparison: most nodes of a page are such);
    // development builds the view to check the static rest (checkStaticRest).
    const trusted = !DEV && this.mismatches === 0;
    for (const parent of this.claimedTemplates.keys()) {
      const children = childrenOf(parent);
      if (!trusted || this.views.has(children) || this.made.has(parent) || this.restDiffers(parent))
        this.view(parent);
      else if (holdsMarker(children)) marked.add(children);
    }
    this.viewChildless();
    for (const [parent, logical] of this.views) {
      // A range stands for all of its nodes.
      let view = rangesExist ? flattenRanges(logical) : logical;
      const part = documentPart(parent, this.root);
      if (part !== NOT_DOCUMENT) view = withKept(parent, view, part, this.leading, this.cursor(parent));
      const same = compareView(parent, view);
      if (same !== DIFFERENT) {
        if (same === SAME_WITH_MARKERS) marked.add(parent);
        continue;
      }
      if (DEV && this.mismatches === 0 && !this.expectedRepairs.has(this.hosts.get(parent) ?? parent))
        this.mismatch(parent, "other children", firstOf(parent, rangeOf(parent)));
      if (repairChildren(parent, view)) marked.add(parent);
    }
    // Production compares only the elements with more attributes than the composition may have written.
    const extra = DEV ? this.checkExtraAttributes() : this.extraAttributes(true);
    this.before = this.leading.size > 0 ? keptBefore(this.leading) : null;
    this.endClaiming(extra);
    this.marked = marked.size > 0 ? marked : null;
    this.views.clear();
  }

  /**
   * A claimed element the pass gave no child (nothing was inserted in it,
   * so it has no view) expects none: the server's children there (content
   * the client does not compose, `{open && <li>…</li>}` closed on the
   * client) are extra, and its empty view removes them. Not where children
   * come from elsewhere: a template node's static rest (its own view), a
   * property's content (`unsafeInnerHTML`, a `<textarea>`'s value), a
   * custom element's own, a <template>'s content, a range, a whole
   * document's parts (document.ts).
   */
  private viewChildless(): void {
    for (const node of this.claimed) {
      if (node.nodeType !== 1 || node.firstChild === null) continue;
      const el = node as Element;
      if (this.claimedTemplates.has(el) || this.views.has(childrenOf(el)) || this.contentGiven.has(el))
        continue;
      if (el.localName.includes("-") || childrenOf(el) !== el || documentPart(el, this.root) !== NOT_DOCUMENT)
        continue;
      if (el.namespaceURI === HTML_NS && VALUE_IS_TEXT.has(el.localName)) continue;
      let child: ChildNode | null = el.firstChild;
      while (child !== null && isMarker(child)) child = child.nextSibling;
      if (child !== null) this.view(el);
    }
  }

  /**
   * Where the static rest of the claimed template node `parent` starts
   * among the server's nodes: past what a hole of the server's held that
   * the client did not claim (an element held there, or a text the client
   * does not have; static-parts.ts' `restStart`). Not in a template with no
   * rest and nothing held (a property's content follows: `unsafeInnerHTML`,
   * a textarea's value), nor in a whole document.
   */
  private restStart(parent: Node, description: TemplateDescription, handed: number): ChildNode | null {
    const at = this.cursor(parent);
    const held = at !== null && this.held.get(parent) === at;
    this.held.delete(parent);
    const rest = description.length - 2 - handed;
    if (at === null || (rest === 0 && !held) || documentPart(parent, this.root) !== NOT_DOCUMENT) return at;
    const start = staticRestStart(at, rest);
    this.advance(parent, start);
    return start;
  }

  /**
   * Production's check of a claimed template node it would trust (applier.ts'
   * `reconcile`): whether the server's node at its cursor is not where its
   * static rest starts (a tag or a kind that differs, a node where the
   * template ends): the server wrote content in a hole that the client did
   * not claim (`{loading && <Spinner />}` shown on the server only), or
   * the rest's tags or texts differ (the client took another branch with
   * the same tag: `user ? <b>Out</b> : <b>In</b>`; static-parts.ts'
   * `restTextsDiffer`).
   */
  private restDiffers(parent: Node): boolean {
    const claimed = this.claimedTemplates.get(parent)!;
    if (childrenOf(parent) !== parent || documentPart(parent, this.root) !== NOT_DOCUMENT) return false;
    let at = this.cursor(parent);
    while (at !== null && isMarker(at)) at = at.nextSibling;
    const first = claimed.description[2 + claimed.handed.length] as TemplateDescription | string | undefined;
    if (first === undefined)
      return (
        at !== null &&
        !this.contentGiven.has(parent) &&
        !((parent as Element).namespaceURI === HTML_NS && VALUE_IS_TEXT.has((parent as Element).localName))
      );
    return restTextsDiffer(at, claimed.description, 2 + claimed.handed.length);
  }

  /** The attributes of claimed elements the composition would not have written (`screen`: production's, static-parts.ts). */
  private extraAttributes(screen: boolean): [Element, string][] {
    return claimedExtraAttributes(
      this.claimed,
      this.root,
      (el) => this.claimedTemplates.get(el)?.description[1] ?? null,
      (el) => this.given.get(el) ?? [],
      screen,
    );
  }

  // ---- development: the static parts of claimed templates, at the end of the pass ----

  /** What static-parts.ts's `checkStaticRest` asks of this Applier. */
  private host(): StaticRestHost {
    return {
      skipRanges: (parent, at) => this.skipRanges(parent, at),
      keepsRest: (parent) => documentPart(parent, this.root) !== NOT_DOCUMENT,
      seek: (parent, at, expected, first) => {
        const part = documentPart(parent, this.root);
        if (part === NOT_DOCUMENT || at === null) return at;
        if (at.nodeType === 1 && (at as Element).localName === expected[0]) return at;
        const found = findForward(at, expected[0], this.claimed);
        if (found === null) return at;
        this.passOver(parent, part, at, found, first);
        return found;
      },
      descend: (node, expected) => {
        if (documentPart(node, this.root) === NOT_DOCUMENT || (node as Element).localName !== expected[0])
          return false;
        this.adoptStatic(node as Element, expected);
        return true;
      },
      mismatch: (parent, expected, found) => this.mismatch(parent, expected, found),
      givesHtml: (parent, description) =>
        description[1]?.[UNSAFE_HTML] !== undefined ||
        (this.given.get(parent as Element)?.some(([name]) => name === UNSAFE_HTML) ?? false),
      // A text without a parent is never claimed: the DOM Applier's.
      make: (parent, d) => (typeof d === "string" ? this.createText(d) : this.freshClone(d, parent)),
    };
  }

  /**
   * Attributes of claimed elements that the server's markup has and the
   * composition would not have written (neither a template's static one nor
   * one the pass gave): reported, and removed at the end of the pass. A
   * custom element's own are its own business (it may set them itself).
   */
  private checkExtraAttributes(): [Element, string][] {
    const extra = this.extraAttributes(false);
    for (const [el, attr] of extra)
      this.mismatch(el, `no ${attr} attribute`, el.getAttributeNode(attr), true);
    return extra;
  }
}
