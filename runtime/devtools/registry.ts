/**
 * The live compositions devtools knows of, and the tree they form (Decomposing Jetpack Compose's
 * "Composition" view): a subcomposition is its parent's child, and so is a
 * composition rendered into an element that another composition made.
 */
import type { Composition } from "../composition.js";
import { setDevtoolsHook } from "../devtools-hook.js";
import { forEachNode, sourceOf, splitSource } from "./groups.js";
import { Inspector } from "./inspector.js";

const live = new Set<Composition<unknown>>();
const inspectors = new WeakMap<Composition<unknown>, Inspector>();

/**
 * Devtools' view of `composition` (one per composition). Compositions created
 * once devtools is imported are watched from the start, so their "why" lists
 * begin with their first write; others from this call on.
 */
export function inspect(composition: Composition<unknown>): Inspector {
  let inspector = inspectors.get(composition);
  if (inspector === undefined) {
    inspector = new Inspector(composition);
    inspectors.set(composition, inspector);
    live.add(composition);
  }
  return inspector;
}

/** @internal Installs the runtime hook: importing `composa/devtools` does. */
export function installHook(): void {
  setDevtoolsHook({
    created: (composition) => {
      live.add(composition);
      inspect(composition);
    },
    applied: (composition) => inspect(composition).applied(),
    disposed: (composition) => {
      live.delete(composition);
      inspectors.get(composition)?.detach();
      inspectors.delete(composition);
    },
  });
}

/** One composition in the tree of compositions. */
export interface CompositionInfo {
  readonly composition: Composition<unknown>;
  /** Its first composable with source information (`App`), else `composition#n`. */
  readonly name: string;
  /** The node it renders into (a DOM container). */
  readonly root: unknown;
  readonly children: readonly CompositionInfo[];
}

/** Every live composition devtools knows of, in creation order. */
export function liveCompositions(): Composition<unknown>[] {
  return [...live];
}

/** The composition that has `node` in one of its node groups, or undefined. */
export function compositionOf(node: unknown): Composition<unknown> | undefined {
  for (const composition of live) {
    if (composition.table.writing) continue;
    let found = false;
    forEachNode(composition.table, (n) => (found ||= n === node));
    if (found) return composition;
  }
  return undefined;
}

/**
 * The live compositions as a tree: a composition whose root node lies inside
 * a node of another composition (DOM `parentNode` links) is its child.
 *
 * @example
 * compositionTree().map((c) => c.name); // ["App"]; the inspector's own composition is App's child
 */
export function compositionTree(): CompositionInfo[] {
  const owner = new Map<unknown, Composition<unknown>>();
  for (const composition of live) {
    if (composition.table.writing) continue;
    forEachNode(composition.table, (node) => owner.set(node, composition));
  }
  const parentOf = (composition: Composition<unknown>): Composition<unknown> | undefined => {
    // A subcomposition (a portal's content may be anywhere in the page) names its parent.
    if (composition.parent !== null && live.has(composition.parent)) return composition.parent;
    for (let node = parentNode(rootOf(composition)); node != null; node = parentNode(node)) {
      const found = owner.get(node);
      if (found !== undefined && found !== composition) return found;
    }
    return undefined;
  };
  const children = new Map<Composition<unknown> | undefined, Composition<unknown>[]>();
  for (const composition of live) {
    const parent = parentOf(composition);
    children.set(parent, [...(children.get(parent) ?? []), composition]);
  }
  let n = 0;
  const build = (composition: Composition<unknown>): CompositionInfo => ({
    composition,
    name: nameOf(composition) ?? `composition#${++n}`,
    root: rootOf(composition),
    children: (children.get(composition) ?? []).map(build),
  });
  return (children.get(undefined) ?? []).map(build);
}

function rootOf(composition: Composition<unknown>): unknown {
  const applier = composition.applier as { root?: unknown; current: unknown };
  return applier.root ?? applier.current;
}

function parentNode(node: unknown): unknown {
  return typeof node === "object" && node !== null
    ? (node as { parentNode?: unknown }).parentNode
    : undefined;
}

/** The name in the first group with source information (pre-order: the outermost composable). */
function nameOf(composition: Composition<unknown>): string | undefined {
  const table = composition.table;
  if (table.writing) return undefined;
  for (let i = 0; i < table.size; i++) {
    const source = sourceOf(table, i);
    if (source !== undefined) return splitSource(source).name;
  }
  return undefined;
}
