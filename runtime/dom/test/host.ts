/**
 * A one-element composition for the DOM layer's unit tests, in the compiled
 * shape of docs/compiled-code.md: `<tag {...props()}>{children}</tag>` in a
 * restartable group, so that state read by `props()` recomposes it.
 */
import type { Composer } from "../../composer.js";
import { installDomFeatures } from "../install.js";
import { render, type DomComposition } from "../render.js";

// Hand-written composables that set any name: every feature of the setter (features.ts).
installDomFeatures();

type C = Composer<Node>;

export interface HostChild {
  tag: string;
  props: () => Record<string, unknown>;
}

/** Renders `<tag>` with the props `props()` returns (always the same names) and `children`, into `container`. */
export function renderHost(
  container: Element,
  tag: string,
  props: () => Record<string, unknown>,
  children: readonly HostChild[] = [],
): DomComposition {
  function Host(_: object, $c: C): void {
    $c.startRestartGroup(0x4051);
    $c.startElement(0x4052, tag);
    const values = props();
    for (const name in values) $c.set(name, values[name]);
    children.forEach((child, i) => {
      $c.startElement(0x4060 + i, child.tag);
      const own = child.props();
      for (const name in own) $c.set(name, own[name]);
      $c.endNode();
    });
    $c.endNode();
    $c.endRestartGroup()?.updateScope(Host, _, 1);
  }
  return render(Host as unknown as (props: object) => void, container);
}
