/**
 * `Portal`: composes its children into another element (a modal in
 * `document.body`, a tooltip layer) as a subcomposition of the composition
 * it is placed in (subcomposition.ts): the children see the composition
 * locals in effect at the `Portal`, recompose with it, apply with its pass
 * (or not at all when that pass fails) and leave with it.
 *
 * The children go directly into `target`, after what it holds, as a range
 * (two empty comments around them, range.ts) that the portal's own DOM
 * Applier owns: `target` may hold other nodes (the composition addresses the
 * range's children, not `target`'s), and leaving removes exactly the range.
 * Event handlers in the children are delegated at `target`, so they work
 * wherever it is.
 *
 * Events bubble through the composition, as React's do through a portal: a
 * bubbling event of a delegated type (`click`, `input`, `keydown`...,
 * events.ts) that leaves the portal's content reaches the `on*` handlers of
 * the elements around the `Portal` in its parent composition (from the
 * innermost node group around it up to that composition's root), not those
 * of `target`'s ancestors in the parent composition; native listeners see
 * the DOM's path as always. For that the portal's Applier listens at
 * `target` for every type its parent's does (`addFollower`), and the
 * delegated walk asks `portalParent` where to go on once it reaches
 * `target` (`walkThroughPortals`, installed with the first portal: an app
 * without portals walks as before). Capture handlers (`onClickCapture`) and
 * events that are not delegated (`scroll`, `mouseenter`, `load`) listen on
 * their element and follow the DOM only.
 *
 * @example
 * if (open.value) {
 *   <Portal target={document.body}><div class="modal"><Button text="Close" onClick={() => (open.value = false)} /></div></Portal>;
 * }
 */
import type { RememberObserver } from "../change-list.js";
import { isMarkupWriter } from "../compiled-composer.js";
import type { Composer } from "../composer.js";
import type { Composition } from "../composition.js";
import type { Children } from "../jsx-runtime/index.js";
import { Subcomposition } from "../subcomposition.js";
import type { Applier } from "../applier.js";
import { DomApplier, addFollower, removeFollower } from "./applier.js";
import { walkThroughPortals } from "./events.js";
import { appendRange, createRange, detachRange, type RangeStart } from "./range.js";

// Group keys live in an Int32Array (the slot table): a literal above
// 0x7fffffff is stored negative and never equals itself again, so the
// group would be new at every recomposition (these were 0x9017a10x: every
// pass that recomposed a Portal's parent made the portal anew).
const PORTAL_KEY = 0x1017a101;
const CONTENT_KEY = 0x1017a102;

export interface PortalProps {
  /** Where the children go (appended after what it holds). */
  target: Element | DocumentFragment;
  children?: Children;
}

/** The portals in each target (while they are in the tree), for the delegated walk. */
const portalsIn = new WeakMap<Node, Set<PortalHost>>();

// compareDocumentPosition's bits.
const PRECEDING = 2;
const FOLLOWING = 4;

/**
 * events.ts's question, when a walk reached `root` from `top` (a child of
 * `root`): if `top` is in a portal's range there, the node around that
 * `Portal` in its parent composition and the root its handlers are
 * delegated at, where the walk goes on. A target holds few portals.
 */
function portalParent(root: Node, top: Node): readonly [Node, Node] | null {
  const portals = portalsIn.get(root);
  if (portals === undefined) return null;
  for (const portal of portals) {
    const start = portal.range;
    // The range's own start comment: where a Portal placed directly in this portal's content sits.
    const inside =
      top === start ||
      ((start.compareDocumentPosition(top) & FOLLOWING) !== 0 &&
        (start.rangeEnd.compareDocumentPosition(top) & PRECEDING) !== 0);
    if (inside) return portal.parentApplier !== null ? [portal.parentNode, portal.parentApplier.root] : null;
  }
  return null;
}

/** The DOM Applier an Applier plays into (movable content's and lazy items' forward to their parent's). */
function domApplierOf(applier: Applier<Node>): DomApplier | null {
  let at: unknown = applier;
  while (at !== undefined && !(at instanceof DomApplier)) at = (at as { target?: unknown }).target;
  return at instanceof DomApplier ? at : null;
}

/** The portal's subcomposition, remembered where the `Portal` is; a change of target makes a new one. */
class PortalHost implements RememberObserver {
  readonly range: RangeStart;
  readonly composition: Subcomposition<Node>;
  /** Where the `Portal` sits: the node of the innermost node group around it (kept as it recomposes). */
  parentNode: Node;
  /** The DOM Applier of the parent composition: its root is where the parent's handlers are delegated. */
  readonly parentApplier: DomApplier | null;

  constructor(
    readonly target: Element | DocumentFragment,
    parent: Composition<Node>,
    $c: Composer<Node>,
  ) {
    this.range = createRange(target.ownerDocument!);
    this.composition = new Subcomposition(parent, new DomApplier(target, { range: this.range }));
    this.composition.host = this; // movable content in it leaves when the portal does
    this.parentNode = $c.currentNode;
    this.parentApplier = domApplierOf($c.applier);
  }

  /** Whether the range is in `target` (from the late work of the pass that made it, before any effect or ref). */
  attached = false;

  /**
   * Puts the (still empty) range into `target` before the content's first changes apply: the
   * content is in the document when its refs and `autoFocus` settle and when the effects of
   * that pass run, so a modal's effect (or a ref callback) can focus it, as React's portals allow.
   */
  attach(): void {
    if (this.attached) return;
    this.attached = true;
    appendRange(this.target, this.range);
    let portals = portalsIn.get(this.target);
    if (portals === undefined) portalsIn.set(this.target, (portals = new Set()));
    portals.add(this);
    walkThroughPortals(portalParent);
    if (this.parentApplier !== null) addFollower(this.parentApplier, this.composition.applier as DomApplier);
  }

  onRemembered(): void {
    this.attach();
  }

  onForgotten(): void {
    portalsIn.get(this.target)?.delete(this);
    if (this.parentApplier !== null)
      removeFollower(this.parentApplier, this.composition.applier as DomApplier);
    this.composition.dispose();
    (this.composition.applier as DomApplier).stopDelegating();
    detachRange(this.range);
  }

  onAbandoned(): void {
    this.composition.dispose();
  }
}

/** Composes `children` into `target` (see the module comment). */
export function Portal(props: PortalProps): void;
export function Portal(props: PortalProps, $c: Composer<Node>, $changed: number): void;
export function Portal(props: PortalProps, $c?: Composer<Node>): void {
  if ($c === undefined)
    throw new Error(
      "Composa: Portal is an element (<Portal target={…}>…</Portal>); compile the file with composa/babel",
    );
  // A server render writes the page; a portal's content goes elsewhere in the document, composed in the browser.
  if (isMarkupWriter($c)) return;
  const { target, children } = props;
  $c.startMovableGroup(PORTAL_KEY, target); // another target: another portal
  const host = $c.cache(false, () => new PortalHost(target, $c.scopeOwner as Composition<Node>, $c));
  host.parentNode = $c.currentNode;
  host.composition.composedAt($c); // inside an ErrorBoundary, throws what a pass of its own threw
  if (!host.attached) $c.changes.late.push({ apply: () => host.attach(), abandon: () => {} });
  host.composition.composeWithin($c, (c) => c.dynamic(CONTENT_KEY, children));
  $c.endMovableGroup();
}
