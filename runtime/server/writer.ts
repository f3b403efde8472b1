/**
 * The server's Composer: the compiler ↔ runtime contract
 * (`CompiledComposer`, docs/compiled-code.md) implemented as a markup
 * writer. A server render is one first composition that is never
 * recomposed, so nothing a Composer keeps for later is needed: no slot
 * table, no change list, no recompose scope. Groups are no-ops, `remember`
 * calls its factory, `changed` is always true, and nodes are written to the
 * output as the composable calls arrive, which in a first composition is
 * document order. A template's start tags and static children are written
 * from strings made once per template (templates.ts).
 *
 * What it writes is byte for byte what `serialize.ts` writes for the same
 * tree (markers, escaping, raw text, `<select value>`...), and the tests of
 * runtime/server/ and the fuzzer's hydrate mode hold it to that.
 * The output and the markup rules of writing elements and texts are
 * markup-output.ts's.
 */
import type { TemplateDescription } from "../applier.js";
import { isRememberObserver, type RememberObserver } from "../change-list.js";
import type {
  CompiledComposable,
  CompiledComposer,
  ListItemFn,
  ScopeUpdater,
  TemplateHoles,
} from "../compiled-composer.js";
import { NO_PROPS } from "../composer.js";
import { describeValue } from "../callee.js";
import { runtimeError } from "../messages.js";
import { openComposable, type OpenComposable } from "../errors.js";
import { ElementFrame, TEXT } from "./frame.js";
import { NS_HTML, ServerElement, ServerText, type ServerNode } from "./nodes.js";
import { setServerProperty } from "./props.js";
import { keptNewline, TEXT_SEPARATOR } from "./serialize.js";
import { compiledTemplate, elementNamespace, type TemplateElement } from "./templates.js";
import { MARKUP, MarkupOutput } from "./markup-output.js";
import type { IdSequence } from "../remember-id.js";

const EMPTY_LOCALS: ReadonlyMap<unknown, unknown> = new Map();

/** `currentRecomposeScope()` on the server: nothing ever recomposes. */
const NO_SCOPE = { invalidate(): void {}, pin(): void {} };

/** Where `rollback` returns to (an error boundary's content threw). */
export interface WriterCheckpoint {
  out: string;
  depth: number;
  groups: number;
  afterText: boolean;
  mode: number;
  locals: ReadonlyMap<unknown, unknown>;
  remembered: number;
  optionText: string | null;
  selectValue: unknown;
  pending: boolean;
  buffer: number;
  saved: string;
  leadingNewline: boolean;
}

function isNothing(value: unknown): boolean {
  return value === null || value === undefined || typeof value === "boolean";
}

export class MarkupWriter extends MarkupOutput implements CompiledComposer {
  /** Tells code that must not treat this as a Composer (movable content, lazy lists, portals) what it is. */
  readonly writesMarkup = true;
  readonly inserting = true;
  readonly skipping = false;
  readonly forced = false;
  locals: ReadonlyMap<unknown, unknown> = EMPTY_LOCALS;
  /** What a pass records for after it is applied: nothing here (`CompositionLocalProvider`, `ErrorBoundary` use it). */
  readonly changes = { custom(_change: () => void): void {} };

  /** Sources of the open groups (dev builds), by group depth: a throw names its composable. */
  private readonly sources: (string | undefined)[] = [undefined];
  private groups = 0;
  /** Values remembered by this render that observe remembering: told `onAbandoned` at the end. */
  readonly remembered: RememberObserver[] = [];
  /** Where `rememberId` takes ids: this render's own sequence, which hydration counts again (remember-id.ts). */
  readonly ids: IdSequence;

  constructor(idPrefix = "") {
    super();
    this.ids = { prefix: idPrefix, next: 0 };
  }

  // ---- groups: nothing to keep -----------------------------------------------

  startRestartGroup(_key: number, source?: string): void {
    this.sources[++this.groups] = source;
  }

  endRestartGroup(): ScopeUpdater | null {
    this.groups--;
    return null;
  }

  startReplaceableGroup(_key: number, source?: string): void {
    this.sources[++this.groups] = source;
  }

  endReplaceableGroup(): void {
    this.groups--;
  }

  startMovableGroup(_key: number, _dataKey: unknown): void {
    this.sources[++this.groups] = undefined;
  }

  endMovableGroup(): void {
    this.groups--;
  }

  skipToGroupEnd(): void {}

  skipIfUnchanged(_unchanged: boolean): boolean {
    return false;
  }

  skipRestartGroup(
    _key: number,
    _changed: number,
    _props: object,
    _names: readonly string[],
    _self?: unknown,
  ): boolean {
    return false;
  }

  keyedCall(key: number, dataKey: unknown, fn: CompiledComposable, props: object, changed: number): void {
    this.startMovableGroup(key, dataKey);
    fn(props as never, this, changed);
    this.endMovableGroup();
  }

  keyedList(
    xs: unknown,
    key: number,
    fn: CompiledComposable,
    keyOf: ListItemFn<unknown>,
    propsOf: ListItemFn<object>,
    changed: number,
  ): void {
    (xs as readonly unknown[]).map((item, i, all) =>
      this.keyedCall(key, keyOf(item, i, all), fn, propsOf(item, i, all), changed),
    );
  }

  /**
   * The source of the innermost open composable (dev builds), and the hooks
   * open inside it, for a composition error; flow-control groups (`if`,
   * `map`) are skipped, as the Composer's `describeOpenGroups` does.
   */
  openSource(): OpenComposable {
    return openComposable(this.openGroups()) ?? { source: undefined, key: undefined };
  }

  /** The open groups' sources, innermost first. */
  private *openGroups(): Generator<{ source: string | undefined; key: undefined }> {
    for (let g = this.groups; g > 0; g--) yield { source: this.sources[g], key: undefined };
  }

  forceRecompose(content: () => void): void {
    content();
  }

  reuse(content: () => void): void {
    content();
  }

  currentRecomposeScope(): typeof NO_SCOPE {
    return NO_SCOPE;
  }

  recordSideEffect(_effect: () => void): void {}

  // ---- slots: nothing to compare --------------------------------------------

  changed(_value: unknown): boolean {
    return true;
  }

  cache<T>(_invalid: boolean, calc: () => T): T {
    const value = calc();
    if (isRememberObserver(value)) this.remembered.push(value);
    return value;
  }

  // ---- elements ---------------------------------------------------------------

  /** What kit code reads of "the current node" (`ownerDocument`: none on the server). */
  get currentNode(): ServerElement {
    return this.frames[this.depth]!.el;
  }

  startNode(_key: number): void {}

  createNode(type: string): void {
    const parent = this.frames[this.depth]!;
    this.open(type, elementNamespace(type, parent.tag, parent.ns), null);
  }

  useNode(): void {
    throw new Error("Composa internal error: a server render never reuses a node");
  }

  startElement(_key: number, type: string): void {
    const parent = this.frames[this.depth]!;
    this.open(type, elementNamespace(type, parent.tag, parent.ns), null);
  }

  /** A text node given late (`createTextNode("")` then `set("data", …)`, as the kit's deferred texts are). */
  createTextNode(text: string): void {
    const frame = this.push();
    frame.reset(TEXT, "", NS_HTML, "", null);
    frame.text = text;
    frame.late = text === "";
  }

  set(name: string, value: unknown): void {
    const frame = this.frames[this.depth]!;
    if (frame.kind === TEXT) {
      const v = typeof value === "function" ? (value as () => unknown)() : value;
      frame.text = isNothing(v) ? "" : String(v);
      return;
    }
    if (frame.silent) return;
    setServerProperty(frame.element(), name, value);
  }

  endNode(): void {
    const frame = this.frames[this.depth]!;
    if (frame.kind === TEXT) {
      this.depth--;
      this.writeText(frame.text, frame.late);
      return;
    }
    this.close(frame);
  }

  /**
   * A placement of movable content starts (`[`) or ends (`]`): written as
   * the client's DOM has it, an empty comment on each side of the content
   * (a range, dom/range.ts), which hydration adopts. Where markup takes no
   * comment (raw text, `<textarea>`), the content alone.
   */
  rangeMark(mark: "[" | "]"): void {
    const parent = this.frames[this.depth]!;
    if (parent.pending) this.flush(parent);
    if (this.mode !== MARKUP || parent.silent) return;
    parent.leadingNewline = false;
    this.out += `<!--${mark}-->`;
    // A text after the comment is a node of its own for the parser: no separator.
    this.afterText = false;
  }

  // ---- templates --------------------------------------------------------------

  startTemplate(_key: number, template: TemplateDescription, holes?: TemplateHoles): void {
    const parent = this.frames[this.depth]!;
    const compiled = compiledTemplate(template, parent.tag, parent.ns);
    this.open(compiled.tag, compiled.ns, compiled).holes = holes ?? null;
  }

  // A folded template is written as its unfolded form would be: the elements on
  // the way to each hole opened as `startTemplateNode`s, the static children
  // passed on the way written as `templateText`s and static elements, what is
  // left of each element written by `templateStatic` when the walk leaves it.

  holeSet(hole: number, name: string, value: unknown): void {
    this.toHole(hole);
    this.set(name, value);
  }

  holeContent(hole: number, value: unknown, at = 0): void {
    this.toHole(hole);
    const frame = this.frames[this.depth]!;
    while (frame.cursor < at) this.staticChild(frame);
    this.templateDynamic(0, value);
  }

  endTemplate(): void {
    while (this.frames[this.depth]!.holes === null) this.leaveTemplateNode();
    this.leaveTemplateNode();
  }

  /** Makes hole node `hole` of the innermost folded template the open element. */
  private toHole(hole: number): void {
    let root = this.depth;
    while (this.frames[root]!.holes === null) root--;
    const path = this.frames[root]!.holes![hole]!;
    // The part of the path open already: frame `root + d + 1` is child `cursor - 1` of frame `root + d`.
    let d = 0;
    while (root + d < this.depth && d < path.length && this.frames[root + d]!.cursor - 1 === path[d]) d++;
    while (this.depth > root + d) this.leaveTemplateNode();
    for (; d < path.length; d++) {
      const frame = this.frames[this.depth]!;
      while (frame.cursor < path[d]!) this.staticChild(frame);
      this.startTemplateNode(0);
    }
  }

  /** Writes the rest of the open template element, all static, and closes it. */
  private leaveTemplateNode(): void {
    const frame = this.frames[this.depth]!;
    const rest = frame.template!.children.length - frame.cursor;
    if (rest > 0) this.templateStatic(rest, 0);
    this.endNode();
  }

  /** Writes the next child of template element `frame`, a static one. */
  private staticChild(frame: ElementFrame): void {
    if (typeof frame.template!.children[frame.cursor] === "string") this.templateText(0);
    else {
      this.startTemplateNode(0);
      this.leaveTemplateNode();
    }
  }

  startTemplateNode(_key: number): void {
    const parent = this.frames[this.depth]!;
    const child = parent.template!.children[parent.cursor++] as TemplateElement;
    this.open(child.tag, child.ns, child);
  }

  templateText(_key: number): void {
    const parent = this.frames[this.depth]!;
    this.writeText(parent.template!.children[parent.cursor++] as string, false);
  }

  templateDynamic(_key: number, value: unknown): void {
    this.frames[this.depth]!.cursor++;
    if (typeof value === "string" || typeof value === "number" || typeof value === "bigint")
      this.writeText(String(value), true); // the template's placeholder text, given late
    else this.placeValue(value);
  }

  templateStatic(count: number, _size: number): void {
    const frame = this.frames[this.depth]!;
    const template = frame.template!;
    // First the start tag: it decides how the content is written (raw text, a select's value).
    if (frame.pending) this.flush(frame);
    if (this.mode !== MARKUP || this.selectValue !== undefined || frame.silent) {
      // Raw text, or options whose selection is decided as they are written: node by node.
      const children = template.proto.children;
      for (let i = children.length - count; i < children.length; i++) this.replay(children[i]!);
      return;
    }
    const run = template.staticRun(count);
    const first = run.firstText;
    if (frame.leadingNewline) {
      frame.leadingNewline = false;
      if (first !== null) this.out += keptNewline(frame.tag, first);
    }
    if (this.afterText && first !== null) this.out += TEXT_SEPARATOR;
    this.out += run.markup;
    this.afterText = run.endsWithText;
  }

  /** A static node of a template, written through the slow path (see `templateStatic`). */
  private replay(node: ServerNode): void {
    if (node instanceof ServerText) {
      this.writeText(node.text, false);
      return;
    }
    const frame = this.open(node.tag, node.ns, null);
    if (!frame.silent) frame.copyFrom(node);
    for (const child of node.children) this.replay(child);
    this.close(frame);
  }

  // ---- texts and dynamic content --------------------------------------------

  text(_key: number, value: unknown): void {
    if (typeof value === "function") {
      // A deferred text: evaluated once (it binds to the locals in effect, which are this writer's now).
      const v = (value as () => unknown)();
      this.writeText(isNothing(v) ? "" : String(v), true);
    } else this.writeText(String(value), false);
  }

  dynamic(_key: number, value: unknown): void {
    this.placeValue(value);
  }

  private placeValue(value: unknown): void {
    if (isNothing(value)) return;
    if (typeof value === "function") {
      // A getter (it returns a value; a composable returns nothing): its value, as the Composer places it.
      const result: unknown = (value as (props: object, c: MarkupWriter, changed: number) => unknown)(
        NO_PROPS,
        this,
        0,
      );
      if (result !== undefined) this.placeValue(result);
    } else if (Array.isArray(value)) {
      for (const item of value) this.placeValue(item);
    } else if (typeof value === "object" || typeof value === "symbol") {
      throw runtimeError("R019", { value: describeValue(value) }); // as the Composer does
    } else {
      this.writeText(String(value), false);
    }
  }

  // ---- error boundaries -----------------------------------------------------

  checkpoint(): WriterCheckpoint {
    const top = this.frames[this.depth]!;
    return {
      out: this.out,
      depth: this.depth,
      groups: this.groups,
      afterText: this.afterText,
      mode: this.mode,
      locals: this.locals,
      remembered: this.remembered.length,
      optionText: this.optionText,
      selectValue: this.selectValue,
      pending: top.pending,
      buffer: top.buffer,
      saved: top.saved,
      leadingNewline: top.leadingNewline,
    };
  }

  /** Drops what was written since `mark` (strings are immutable: the mark's output is the output then). */
  rollback(mark: WriterCheckpoint, _onError: (error: unknown) => void): void {
    this.out = mark.out;
    this.depth = mark.depth;
    this.groups = mark.groups;
    this.afterText = mark.afterText;
    this.mode = mark.mode;
    this.locals = mark.locals;
    this.optionText = mark.optionText;
    this.selectValue = mark.selectValue;
    const top = this.frames[this.depth]!;
    top.pending = mark.pending;
    top.buffer = mark.buffer;
    top.saved = mark.saved;
    top.leadingNewline = mark.leadingNewline;
    // What the failed content remembered is abandoned with the rest of the render.
  }

  // ---- what needs a live tree -----------------------------------------------

  get applier(): never {
    throw runtimeError("R007", { what: "an Applier" });
  }

  get scopeOwner(): never {
    throw runtimeError("R007", { what: "a composition to compose into" });
  }

  get pass(): never {
    throw runtimeError("R007", { what: "a pass" });
  }
}
