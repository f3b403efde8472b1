/**
 * `movableContentOf(content)`: content whose state and nodes move with it.
 *
 * Each placement of the content (a *site*) is a node group in the parent's
 * slot table holding a container node (of type `composa-content`: on the DOM
 * a range of two comments whose content sits directly in the parent, see
 * dom/range.ts) and a remembered `Site`; what is placed in it is an
 * *instance*: a subcomposition (subcomposition.ts) with its own slot table,
 * rooted at that container. Placed again at the same site, the instance
 * composes there in the parent's pass. Placed at a new site in a pass that
 * removes its old one, the instance moves: its nodes (the same objects) go
 * from the old container to the new one after every other change of the
 * pass, and its remembered values, effects and restart scopes stay as they
 * are. Which instance a new site gets is only known once the pass has seen
 * every removal (the old site may be removed after the new one was met), so
 * a new site that may receive a moving instance decides at the end of the
 * pass, as Compose's `insertMovableContent` does ("late" work, change-list.ts).
 * An instance whose site leaves and that no other site took is disposed.
 * So a move only happens within one frame of passes (pass-frame.ts): a
 * composition and the subcompositions composed in its pass. Removed by one
 * root and placed by another in the same flush, or placed a frame later by
 * a Portal's content that recomposes on its own, it is disposed and made
 * afresh (DESIGN.md, "Movable content": "not placed by the end of a pass
 * is disposed"); development builds say so (`note`, R053) rather than lose
 * the state silently.
 *
 * The container is what keeps the parent's node bookkeeping untouched: the
 * parent knows one node per site, whatever the content emits, and the
 * content's own composition manages the nodes inside it. The DOM Applier
 * makes that one node a range (the content's nodes are the parent's own
 * children), other Appliers an element. A server render (no Composer, no
 * site) writes the content in place between the range's two comments, which
 * hydration adopts as the range (dom/hydrate/claiming-applier.ts).
 */
import { checkFunction } from "./checks.js";
import { LateFailure, type RememberObserver } from "./change-list.js";
import { isMarkupWriter } from "./compiled-composer.js";
import type { Composer } from "./composer.js";
import type { Applier } from "./applier.js";
import type { AnyComposer, Composition, PreparedPass } from "./composition.js";
import type { PassFrame } from "./pass-frame.js";
import { guardOf, RootedApplier, Subcomposition } from "./subcomposition.js";
import { DEV } from "./dev.js";
import { runtimeError } from "./messages.js";
import { frameNumber } from "./recomposer.js";

/** Whether `composition` or one it lives in is being disposed. */
function disposing(composition: Composition<unknown> | null): boolean {
  for (let c = composition; c !== null; c = c.parent) if (c.disposing) return true;
  return false;
}

/** `Movable.note`'s kinds. */
const RELEASED = 0;
const MADE = 1;

const SITE_KEY = 0x30ab1e01;
const CONTAINER_KEY = 0x30ab1e02;
/** The container's node type; on the DOM a range (dom/range.ts), in server markup that range's two comments. */
export const MOVABLE_CONTAINER = "composa-content";

type CompiledContent<P> = (props: P, $c: AnyComposer, $changed: number) => void;

/** One life of the content: its composition, and where it is placed (as of the last applied pass). */
class Instance<N> {
  site: Site<N> | null = null;
  /** The last pass that placed it (an instance is placed once per pass). */
  claimedPass = 0;
  constructor(
    readonly composition: Subcomposition<N>,
    readonly applier: RootedApplier<N>,
  ) {}
}

/** A place where the content is composed: remembered in the parent's slot table. */
class Site<N> implements RememberObserver {
  instance: Instance<N> | null = null;
  /** Its container node (the one of its node group). */
  container!: N;
  constructor(
    readonly movable: Movable<N, never>,
    /** The composition whose slot table remembers it, and its Applier. */
    readonly owner: Composition<N>,
    readonly applier: Applier<N>,
  ) {}

  /**
   * Whether a pass of `frame` removes it: its group leaves, or the
   * subcomposition it is in leaves with its host (a `Portal` that closes).
   */
  leavesIn(frame: PassFrame): boolean {
    if (frame.forgets(this)) return true;
    for (let c: Composition<N> | null = this.owner; c instanceof Subcomposition; c = c.parent) {
      if (c.host === null) break;
      if (frame.forgets(c.host)) return true;
    }
    return false;
  }

  /** Its group left: the instance goes too, unless another site took it in the same pass. */
  onForgotten(): void {
    const instance = this.instance;
    this.instance = null;
    if (instance === null || instance.site !== this) return;
    instance.site = null;
    this.movable.instances.delete(instance);
    instance.composition.dispose();
    // Development: dropped by a pass, not by its composition's disposal (an app unmounted, a page left).
    if (DEV && !disposing(this.owner)) this.movable.note(RELEASED, this.owner);
  }
}

class Movable<N, P> {
  /** Instances placed by the last applied pass. */
  readonly instances = new Set<Instance<N>>();
  /** Development: the last instance disposed unplaced and the last made afresh, by composition and frame (`note`). */
  private last: [{ owner: unknown; frame: number } | null, { owner: unknown; frame: number } | null] | null =
    null;

  /**
   * Development: an instance was disposed unplaced (RELEASED) or made afresh
   * (MADE) in `owner`. The one before of the other kind in another
   * composition, in this frame or the last, is a move that did not happen
   * (R053): it moves within one pass only, and was made afresh.
   */
  note(kind: typeof RELEASED | typeof MADE, owner: unknown): void {
    const frame = frameNumber();
    const last = (this.last ??= [null, null]);
    last[kind] = { owner, frame };
    const other = last[1 - kind];
    if (other === null || other.owner === owner || frame - other.frame > 1) return;
    last[0] = last[1] = null;
    console.warn(
      runtimeError("R053", { when: frame === other.frame ? "in the same frame" : "in the next frame" })
        .message,
    );
  }
  /** Replaced by hot reload (`hotMovables`); the identity, and so the placements, stay. */
  constructor(public content: CompiledContent<P>) {}

  place(instance: Instance<N>, site: Site<N>): void {
    this.candidates = null; // the frame has composed: let it go
    instance.site = site;
    site.instance = instance;
    this.instances.add(instance);
    // Moved into another composition (in or out of a Portal): it now lives, and leaves, with that one.
    instance.composition.adoptBy(site.owner);
  }

  newInstance(site: Site<N>): Instance<N> {
    if (DEV) this.note(MADE, site.owner);
    const applier = new RootedApplier(site.applier, site.container);
    return new Instance(new Subcomposition(site.owner, applier), applier);
  }

  /** How many of `instances` the pass `claimedIn` has claimed: counted, not searched, as a content may be placed thousands of times. */
  private claimed = 0;
  private claimedIn = 0;
  /** Instances whose site leaves in `candidates.frame` (as of its `version`), for late placements to take in order. */
  private candidates: { frame: PassFrame; version: number; list: Instance<N>[]; next: number } | null = null;

  /** `instance` is placed by the pass `pass` (once per pass). */
  claim(instance: Instance<N>, pass: number): void {
    instance.claimedPass = pass;
    if (!this.instances.has(instance)) return; // a fresh one: not placed before this pass
    if (this.claimedIn !== pass) {
      this.claimedIn = pass;
      this.claimed = 0;
    }
    this.claimed++;
  }

  /** An instance placed before this pass that no site has claimed in it yet: it may move here. */
  hasUnclaimed(pass: number): boolean {
    return this.instances.size > (this.claimedIn === pass ? this.claimed : 0);
  }

  /**
   * An unclaimed instance whose site leaves in `frame`: it moves to the late
   * placement asking. The instances are searched once per frame (again only
   * if the frame has forgotten more since), not once per placement.
   */
  private leaving(frame: PassFrame): Instance<N> | null {
    let c = this.candidates;
    if (c === null || c.frame !== frame || c.version !== frame.version) {
      const list: Instance<N>[] = [];
      for (const candidate of this.instances) {
        if (candidate.claimedPass !== frame.pass && candidate.site !== null && candidate.site.leavesIn(frame))
          list.push(candidate);
      }
      c = this.candidates = { frame, version: frame.version, list, next: 0 };
    }
    while (c.next < c.list.length) {
      const candidate = c.list[c.next++]!;
      if (candidate.claimedPass !== frame.pass) return candidate;
    }
    return null;
  }

  /** The composable `movableContentOf` returns, in compiled shape. */
  compose(props: P, $c: Composer<N>): void {
    if (isMarkupWriter($c)) {
      // A server render never moves anything: the content is written in place, between the
      // comments of the client's range (dom/range.ts), which hydration adopts.
      const writer = $c as unknown as { rangeMark(mark: "[" | "]"): void };
      writer.rangeMark("[");
      this.content(props, $c, 0);
      writer.rangeMark("]");
      return;
    }
    $c.startMovableGroup(SITE_KEY, this); // moves among its siblings with the content
    const site = $c.cache(false, () => new Site<N>(this, $c.scopeOwner as Composition<N>, $c.applier));
    $c.startElement(CONTAINER_KEY, MOVABLE_CONTAINER);
    site.container = $c.currentNode;
    $c.endNode();
    const content = (c: Composer<N>) => this.content(props, c, 0);
    const instance = site.instance;
    const pass = $c.frame.pass;
    if (instance !== null && instance.claimedPass !== pass) {
      // Where it was: it stays, and recomposes with the new props (its content skips if they are the same).
      this.claim(instance, pass);
      instance.composition.composedAt($c); // inside an ErrorBoundary, throws what a pass of its own threw
      instance.composition.composeWithin($c, content);
    } else if (this.hasUnclaimed(pass)) {
      this.placeLate($c, site, content);
    } else {
      const fresh = this.newInstance(site);
      this.claim(fresh, pass);
      fresh.composition.composedAt($c);
      // Hydrating: the server wrote the content here, taking ids in order (remember-id.ts).
      fresh.composition.serverIds = $c.ids;
      let prepared: PreparedPass<N>;
      try {
        prepared = fresh.composition.prepareWithin($c, content);
      } finally {
        fresh.composition.serverIds = null;
      }
      $c.changes.late.push({
        apply: () => {
          fresh.composition.commitPrepared(prepared);
          this.place(fresh, site);
        },
        abandon: () => {
          fresh.composition.abandonPrepared(prepared);
          fresh.composition.dispose();
        },
      });
    }
    $c.endMovableGroup();
  }

  /**
   * A new site while an instance of the content is placed elsewhere: once
   * the pass has finished, it takes an instance whose site this pass removes
   * (it moves here), else a fresh one.
   */
  private placeLate($c: Composer<N>, site: Site<N>, content: (c: Composer<N>) => void): void {
    // Numbered in the order met: an earlier attempt of this pass found that this one throws
    // (LateFailure, Composition.prepare), so it throws here, inside its error boundary.
    const frame = $c.frame;
    const placement = frame.latePlacements++;
    if (frame.lateFailures?.has(placement)) throw frame.lateFailures.get(placement);
    const guarded = $c.guarded > 0;
    const guard = guardOf($c);
    const changes = $c.changes;
    const pass = frame.pass;
    const locals = $c.locals;
    const forced = $c.forced;
    let instance: Instance<N> | null = null;
    let moved = false;
    let prepared: PreparedPass<N> | null = null;
    changes.late.push({
      prepare: () => {
        // An instance whose place leaves in this frame (this pass's, or another composed with it: a
        // Portal's content) moves here; otherwise a fresh one.
        instance = this.leaving(frame);
        moved = instance !== null;
        instance ??= this.newInstance(site);
        this.claim(instance, pass);
        instance.composition.guardAt(guard);
        try {
          prepared = instance.composition.deferEffects(
            changes,
            instance.composition.prepareUnder(locals, forced, content, $c),
          );
        } catch (error) {
          throw guarded ? new LateFailure(placement, error) : error;
        }
      },
      apply: () => {
        const it = instance!;
        it.composition.commitPrepared(prepared!);
        if (moved) it.applier.moveTo(site.container, it.composition.table, site.applier);
        this.place(it, site);
      },
      abandon: () => {
        this.candidates = null;
        if (instance === null) return;
        if (prepared !== null) instance.composition.abandonPrepared(prepared);
        if (!moved) instance.composition.dispose();
      },
    });
  }
}

/** The composable made for each content lambda. */
const movables = new WeakMap<Function, Function>();

/** While hot reload evaluates a module again (runtime/hot): its movable contents so far, and its last version's. */
let hot: { previous: readonly unknown[]; current: unknown[] } | null = null;

/**
 * Hot reload (runtime/hot) evaluates a module again: until the next call
 * (null), each movable content made is the one its last version made in the
 * same order, with the new content in it. Placements are keyed by that
 * object, so they still match and keep their instances' state; a module
 * whose movable contents changed order gives state to the wrong one, as a
 * reordered `remember` would.
 */
export function hotMovables(scope: { previous: readonly unknown[]; current: unknown[] } | null): void {
  hot = scope;
}

/**
 * Content whose state and nodes move with it: a composable (`<Content />`,
 * `<Content item={x} />`) that, placed somewhere else in the same pass
 * (another parent, another branch of an `if`, another position), keeps its
 * DOM nodes (the same objects), its remembered values and its effects (no
 * leave / enter). Content not placed by the end of a pass is disposed.
 *
 * The same lambda gives the same movable content, so a composable lambda
 * (memoized by the compiler) can be wrapped where it is written; otherwise
 * `remember` it, as in Compose.
 *
 * @example
 * const Video = remember(() => movableContentOf(({ src }: { src: string }) => { <video src={src} />; }));
 * if (wide.value) { <Row><Video src={url} /><Sidebar /></Row>; }
 * else { <Column><Video src={url} /></Column>; }
 */
export function movableContentOf<P extends object = Record<never, never>>(
  content: (props: P) => void,
): (props: P) => void {
  checkFunction("movableContentOf", content, " (a composable lambda)");
  let composable = movables.get(content);
  if (composable === undefined) {
    const compiled = content as unknown as CompiledContent<P>;
    let movable: Movable<unknown, P>;
    if (hot !== null) {
      movable =
        (hot.previous[hot.current.length] as Movable<unknown, P> | undefined) ?? new Movable(compiled);
      movable.content = compiled;
      hot.current.push(movable);
    } else {
      movable = new Movable(compiled);
    }
    composable = (props: P, $c?: Composer<unknown>) => {
      if ($c === undefined)
        throw new Error(
          "Composa: movable content is an element (<Content …/>); compile the file with composa/babel",
        );
      movable.compose(props, $c);
    };
    movables.set(content, composable);
  }
  return composable as (props: P) => void;
}
