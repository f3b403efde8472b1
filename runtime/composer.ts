import type { CompiledComposer } from "./compiled-composer.js";
import type { TextValue } from "./applier.js";
import { isRememberObserver, Remembered } from "./change-list.js";
import { bindUnderLocals } from "./deferred-locals.js";
import type { GroupFrame } from "./group-frame.js";
import { PROPS_FLAG } from "./slot-table/group-layout.js";
import { describeValue } from "./callee.js";
import { runtimeError } from "./messages.js";
import { functionOwners, openComposable, type OpenComposable } from "./errors.js";
import { DEV } from "./dev.js";
import { isNothing, sameText, TemplateComposer } from "./template-composer.js";
import type { PassFrame } from "./pass-frame.js";
import type { IdSequence } from "./remember-id.js";
import { listCopy, sameOrCopy } from "./state/list-copy.js";
import { stableEqual } from "./stable-hook.js";
// Group keys of `dynamic` content, one per kind of value.
import {
  DYNAMIC_ARRAY_GROUP as DYNAMIC_ARRAY_KEY,
  DYNAMIC_ITEM_GROUP as DYNAMIC_ITEM_KEY,
  DYNAMIC_LAMBDA_GROUP as DYNAMIC_LAMBDA_KEY,
  DYNAMIC_TEXT_GROUP as DYNAMIC_TEXT_KEY,
} from "./group-keys.js";

/**
 * The props object of a composable called without any (a content slot placed
 * with `{children}`): one shared, frozen object, so that placing content
 * allocates nothing.
 */
export const NO_PROPS: Readonly<Record<string, never>> = Object.freeze({});

/**
 * The Composer (How Composition Works): compiled composables call it to open and close
 * groups, emit nodes and remember values. It reads the last good slot table,
 * writes new content into an insert table, and records every other change in
 * a change list that is applied only once the pass has succeeded.
 *
 * The methods are those of `docs/compiled-code.md`.
 */
export class Composer<N = unknown> extends TemplateComposer<N> implements CompiledComposer {
  /** > 0 while composing reused content (`reuse`). */
  private reusing = 0;

  /** The last node given a spread while inserting (see `set`). */
  private spreadNode: N | null = null;

  /** > 0 while an error boundary's content composes (`ErrorBoundary`): a failure there can be caught. */
  guarded = 0;
  /** The frame this pass belongs to: its own, or the one of the pass it composes within (pass-frame.ts). */
  frame!: PassFrame;
  /** Where `rememberId` takes ids in this pass: a server render's sequence while hydrating, else the page's (null). */
  ids: IdSequence | null = null;

  /** `startNode` + `createNode` or `useNode`. */
  startElement(key: number, type: string): void {
    this.startNode(key);
    if (this.insertDepth > 0) this.createNode(type);
    else this.useNode();
  }

  // ---- creating nodes ---------------------------------------------------------

  /** Creates the node of the group being inserted, through the Applier's node factory. */
  createNode(type: string): void {
    const frame = this.top();
    const node = this.applier.createNode(type, frame.nodeFrame!.node);
    this.adoptNode(frame, node);
  }

  /** Creates a text node for the group being inserted. */
  createTextNode(text: TextValue): void {
    const frame = this.top();
    this.adoptNode(frame, this.applier.createText(text, frame.nodeFrame!.node));
  }

  /**
   * A memoized property of the current node (Compose From First Principles' `memo(value) { node.name = value }`).
   * A deferred lambda composed under composition locals is handed on bound
   * to them (deferred-locals.ts), and handed on again only when the lambda
   * or the locals change.
   */
  set(name: string, value: unknown): void {
    const frame = this.top();
    if ((frame.info & PROPS_FLAG) === 0) this.markProps();
    this.setOn(frame, frame.nodeFrame!.node, name, value);
  }

  /** `set` on `node`, its value in the next slot of `frame`. */
  protected setOn(frame: GroupFrame<N>, node: N, name: string, value: unknown): void {
    if (DEV && typeof value === "object" && value !== null && name === "$spread") {
      for (const v of Object.values(value)) if (typeof v === "function") this.ownFunction(v);
    } else if (DEV && typeof value === "function") this.ownFunction(value);
    // A state list is handed on as a copy read here (list-copy.ts): its edits reach the property.
    const copy =
      listCopy.of !== undefined && typeof value === "object" && value !== null
        ? listCopy.of(value)
        : undefined;
    if (copy !== undefined) value = copy;
    // Locals in effect: a provider ran and installed `bindUnderLocals` (deferred-locals.ts).
    if (this.insertDepth > 0) {
      if (this.locals.size > 0) value = bindUnderLocals!(name, value, undefined, this.locals);
      this.insertWriter.appendSlot(frame.insertIndex, value);
      if (name === "$spread") this.spreadNode = node;
      // Hydration: a server node that already shows the value needs no change
      // (not after a spread on the same node, whose named attributes are
      // remembered when the change is played).
      else if (
        typeof value === "string" &&
        this.applier.shows !== undefined &&
        node !== this.spreadNode &&
        this.applier.shows(node, name, value)
      )
        return;
      this.changes.setProperty(node, name, value, undefined);
      return;
    }
    const offset = frame.slotCursor++;
    const previous = this.slotAt(frame, offset);
    if (copy !== undefined) value = sameOrCopy(previous, copy);
    if (Object.is(previous, value)) return;
    if (this.locals.size > 0) {
      value = bindUnderLocals!(name, value, previous, this.locals);
      if (Object.is(previous, value)) return; // the same lambda, already bound to these locals
    }
    this.changes.setSlot(frame.pos, offset, value);
    this.changes.setProperty(node, name, value, previous);
  }

  /**
   * A text node updated in place: its text is `String(value)` (a number is
   * handed on as one, `TextValue`); a function is
   * a deferred text binding (`{() => count.value}`), handed to the Applier as
   * the property `data` so that only the text node follows the state it reads.
   */
  text(key: number, value: unknown): void {
    this.startNode(key);
    if (typeof value === "function") {
      if (this.insertDepth > 0) this.createTextNode("");
      else this.useNode();
      this.set("data", value);
    } else if (this.insertDepth > 0) {
      const text = typeof value === "number" ? value : String(value);
      this.createTextNode(text);
      this.changed(text);
    } else {
      this.useNode();
      const frame = this.top();
      const previous = this.slotAt(frame, frame.slotCursor);
      const text = typeof value === "number" ? value : String(value);
      if (sameText(previous, text)) frame.slotCursor++;
      else if (this.changed(text)) {
        // Leaving a deferred binding goes through setProperty, which disposes it.
        if (typeof previous === "function")
          this.changes.setProperty(this.currentNode, "data", text, previous);
        else this.changes.setText(this.currentNode, text);
      }
    }
    this.endNode();
  }

  /**
   * A child whose kind is known only at run time (`{expr}`): string / number →
   * text node, null / undefined / boolean → nothing, array → its items in
   * order, function → a composable, called as every composable is,
   * `(props, $c, $changed)`, with no props (`NO_PROPS`); a function that
   * returns a value instead is a getter, and that value is placed. Each
   * kind has its own group, so a change of kind replaces the content.
   *
   * @example
   * c.dynamic(0x2a, props.children); // places children, whatever they are
   */
  dynamic(key: number, value: unknown): void {
    this.startReplaceableGroup(key);
    this.placeValue(value);
    this.endReplaceableGroup();
  }

  protected placeValue(value: unknown): void {
    if (isNothing(value)) return;
    if (typeof value === "function") {
      this.startReplaceableGroup(DYNAMIC_LAMBDA_KEY);
      const result: unknown = (value as (props: object, c: Composer<N>, changed: number) => unknown)(
        NO_PROPS,
        this,
        0,
      );
      // A composable returns nothing; a function that returns a value is a
      // getter (Solid's accessor, `{count}` for `{count()}`): its value is the
      // child, and the scope that placed it reads what the getter read.
      if (result !== undefined) this.placeValue(result);
      this.endReplaceableGroup();
    } else if (Array.isArray(value)) {
      // Unkeyed items: matched in order, as duplicate keys are.
      this.startReplaceableGroup(DYNAMIC_ARRAY_KEY);
      for (const item of value) {
        this.startReplaceableGroup(DYNAMIC_ITEM_KEY);
        this.placeValue(item);
        this.endReplaceableGroup();
      }
      this.endReplaceableGroup();
    } else if (typeof value === "object" || typeof value === "symbol") {
      // A plain object, a Date, a DOM node, a symbol: "[object Object]" would only hide the mistake.
      throw runtimeError("R019", { value: describeValue(value) });
    } else {
      this.text(DYNAMIC_TEXT_KEY, value);
    }
  }

  // ---- slots ----------------------------------------------------------------

  /**
   * True if `value` differs (`Object.is`; by content for two values marked with `stable`) from the one
   * stored here last time; stores it.
   */
  changed(value: unknown): boolean {
    const frame = this.stack[this.depth - 1]!;
    if (this.insertDepth > 0) {
      this.insertWriter.appendSlot(frame.insertIndex, value);
      return true;
    }
    const offset = frame.slotCursor++;
    // `slotAt`, inline: a composable's every parameter is checked here, and
    // code that has not been optimized yet (a page's first updates) pays per call.
    const data = frame.slotStart + offset;
    if (data >= frame.slotEnd) throw runtimeError("R005");
    const t = this.table;
    const previous = t.slots[data < t.slotGapStart ? data : data + t.slotGapLength];
    if (Object.is(previous, value)) return false;
    if (stableEqual !== null && typeof value === "object" && value !== null && stableEqual(previous, value))
      return false;
    this.changes.setSlot(frame.pos, offset, value);
    return true;
  }

  /** The value remembered at this slot; computed by `calc` the first time and whenever `invalid`. */
  cache<T>(invalid: boolean, calc: () => T): T {
    const frame = this.top();
    if (this.insertDepth > 0) {
      const value = calc();
      this.insertWriter.appendSlot(frame.insertIndex, this.remembering(value));
      return value;
    }
    const offset = frame.slotCursor++;
    const previous = this.slotAt(frame, offset);
    if (!invalid && this.reusing === 0)
      return (previous instanceof Remembered ? previous.observer : previous) as T;
    const value = calc();
    if (previous instanceof Remembered) this.changes.forget(previous.observer, frame.slotStart + offset);
    this.changes.setSlot(frame.pos, offset, this.remembering(value));
    return value;
  }

  /** What `cache` stores for `value`: an observer is wrapped (and told it enters), so that only this slot remembers it. */
  private remembering(value: unknown): unknown {
    if (!isRememberObserver(value)) return value;
    this.changes.remembered.push(value);
    return new Remembered(value);
  }

  /**
   * Composes `content` over the groups of other content (Compose's reusable
   * content: a lazy list's item taking the place of one that scrolled out):
   * groups that match keep their nodes, but nothing skips and every
   * remembered value is computed again (the old ones are forgotten), so that
   * nothing of the previous content's state survives.
   */
  reuse(content: () => void): void {
    this.reusing++;
    try {
      this.forceRecompose(content);
    } finally {
      this.reusing--;
    }
  }

  /**
   * For a `CompositionError`: the innermost open group that is a composable
   * (or one of its lambdas). Flow-control groups (`if`, `map`, …) carry
   * source information for devtools, but an error thrown in a `.map` names
   * the composable the list is in, not "map"; one thrown in a hook
   * (`useSession()`) names the composable that called it, and the hook.
   */
  override describeOpenGroups(): OpenComposable {
    return openComposable(this.openFrames()) ?? super.describeOpenGroups();
  }

  /** The open groups, innermost first. */
  private *openFrames(): Generator<{ source: string | undefined; key: number | undefined }> {
    for (let d = this.depth - 1; d > 0; d--) yield this.stack[d]!;
  }

  /**
   * For a development warning about a call in a composable (an effect): the composable
   * composing now, as errors name it (the groups of hook calls, `use:…`, and flow control skipped).
   */
  describeComposable(): { source: string | undefined; key: number | undefined } {
    return this.describeOpenGroups();
  }

  /** Development builds: notes the composable that gave `fn` (an event handler) for its errors (`functionOwners`). */
  private ownFunction(fn: Function): void {
    if (functionOwners!.has(fn)) return;
    const { source } = this.describeOpenGroups();
    if (source !== undefined) functionOwners!.set(fn, source);
  }

  /** Runs `effect` after this pass's changes are applied. */
  recordSideEffect(effect: () => void): void {
    this.changes.sideEffects.push(effect);
  }
}
