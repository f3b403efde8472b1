/**
 * `render(App, container, props?)`: compose a composable into a DOM container.
 *
 * The composition owns the container's children: whatever the container held
 * is removed when the first render is applied, and nothing else should add
 * children to it while the composition lives (the Applier addresses children
 * by index).
 * Several compositions can live on one page, one per container.
 *
 * @example
 * import { render, Text } from "composa/dom";
 * function Hello({ name }: { name: string }) {
 *   <Text text={`Hello, ${name}`} />;
 * }
 * const app = render(Hello, document.getElementById("app")!, { name: "web" });
 * render(Hello, document.getElementById("app")!, { name: "you" }); // recomposes, keeps state
 * app.dispose(); // removes the nodes, runs cleanups, detaches every listener
 */
import type { Composable } from "../composition.js";
import type { RootProps } from "../root-props.js";
import { Composition } from "../composition.js";
import { DomApplier } from "./applier.js";
import { flushBindings, hasPendingBindings } from "./binding.js";
import { describeValue } from "../callee.js";
import { checkApp } from "../checks.js";
import { runtimeError } from "../messages.js";

const ROOT: unique symbol = Symbol("composa.root");

interface Container {
  [ROOT]?: DomComposition;
}

/** A composition rendered into a DOM container. */
export class DomComposition extends Composition<Node> {
  constructor(
    readonly container: Element | DocumentFragment,
    applier: DomApplier = new DomApplier(container, { replaceContent: true }),
  ) {
    super(applier);
  }

  declare readonly applier: DomApplier;

  /** Remove every node, run effect and ref cleanups, detach every listener. Idempotent. */
  protected override disposeNow(): void {
    const container = this.container as Container;
    if (container[ROOT] === this) delete container[ROOT];
    super.disposeNow();
    this.applier.stopDelegating();
  }
}

/** Makes `composition` the one `render(…, container)` recomposes from now on (`hydrate`). */
export function registerComposition(
  container: Element | DocumentFragment,
  composition: DomComposition,
): void {
  (container as Container)[ROOT] = composition;
}

/**
 * Compose `App` into `container` synchronously (throwing if composition
 * throws, with the DOM left as it was). Rendering again into the same
 * container recomposes the composition already there with the new `App` and
 * props, keeping state where the structure matches.
 */
export function render<P extends object>(
  App: (props: P) => void,
  container: Element | DocumentFragment,
  ...[props]: RootProps<P>
): DomComposition {
  checkRoot("render", App, container);
  const host = container as Container;
  let composition = host[ROOT];
  // A whole document is hydrated (hydrate/document.ts), then may be rendered again (React's
  // `root.render`), but never composed afresh: a second `<html>` beside the page's would die in
  // the DOM ("only one element on document").
  if (composition === undefined && (container as Node).nodeType === 9) throw runtimeError("R052", {});
  const first = composition === undefined;
  if (composition === undefined) {
    composition = new DomComposition(container);
    host[ROOT] = composition;
  }
  const compiled = App as unknown as Composable<P>;
  const appProps = (props ?? {}) as P;
  try {
    composition.setContent(($c) => compiled(appProps, $c, 0));
  } catch (error) {
    // A first render that failed leaves nothing behind (DESIGN, "Public
    // runtime API"): not the registration, not a pass scheduled by a write
    // made while it composed; the container keeps what it held. The next
    // render starts afresh.
    if (first) composition.dispose();
    throw error;
  }
  // What the pass itself changed for deferred bindings (a provider's new value read by
  // `{() => Local.current}`) shows when render returns, as the rest of the pass does.
  if (hasPendingBindings()) flushBindings();
  return composition;
}

/**
 * What `render` and `hydrate` are given, checked before anything is made: a
 * composable, and an element (or fragment) to compose into.
 */
export function checkRoot(call: string, app: unknown, container: unknown): void {
  checkApp(call, app);
  if (typeof container !== "object" || container === null || typeof (container as Node).nodeType !== "number")
    throw runtimeError("R031", { call, value: describeValue(container) });
}
