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
import { DomApplier } from "./applier.js";
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

/** The portal's subcomposition, remembered where the `Portal` is; a change of target makes a new one. */
class PortalHost implements RememberObserver {
  readonly range: RangeStart;
  readonly composition: Subcomposition<Node>;

  constructor(
    readonly target: Element | DocumentFragment,
    parent: Composition<Node>,
  ) {
    this.range = createRange(target.ownerDocument!);
    this.composition = new Subcomposition(parent, new DomApplier(target, { range: this.range }));
  }

  /** Entered with its parent's pass, whose late work has already filled the range (in its holder). */
  onRemembered(): void {
    appendRange(this.target, this.range);
  }

  onForgotten(): void {
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
  const host = $c.cache(false, () => new PortalHost(target, $c.scopeOwner as Composition<Node>));
  host.composition.composeWithin($c, (c) => c.dynamic(CONTENT_KEY, children));
  $c.endMovableGroup();
}
