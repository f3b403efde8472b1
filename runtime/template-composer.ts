/**
 * Templates, the Composer's layer for them (How Composition Works: the
 * Composer; DESIGN.md "Static content"): a host subtree whose structure is
 * static is created by cloning a prepared copy (`startTemplate`), and either
 * keeps a node group per element (`startTemplateNode`, `templateDynamic`,
 * `templateStatic`), or, folded, is one node group whose dynamic attributes
 * and `{value}`s are holes of it (`holeSet`, `holeContent`, `endTemplate`).
 * The methods are those of `docs/compiled-code.md`; `Composer` adds the rest.
 */
import type { TemplateDescription, TextValue } from "./applier.js";
import type { TemplateHoles } from "./compiled-composer.js";
import type { GroupFrame } from "./group-frame.js";
import { TEMPLATE_CONTENT_KEY, TEMPLATE_HOLE_GROUP } from "./group-keys.js";
import { internalError, runtimeError } from "./messages.js";
import type { NodeFrame } from "./node-frame.js";
import { HOLES_FLAG, NODE_FLAG } from "./slot-table/group-layout.js";
import { ListComposer } from "./keyed-list.js";
import { TemplateWalk } from "./template-walk.js";

/** A folded template's hole whose value is neither text nor nothing: its content is composed in a group (`holeContent`). */
const HOLE_CONTENT = Symbol("hole content");
const NO_HOLES: TemplateHoles = [];

/**
 * The text a string, number or bigint value shows: a number stays a number
 * (the Applier converts it, `TextValue`), so that neither V8's
 * number-to-string cache nor the slot table holds a string per number shown.
 */
export function textValue(value: string | number | bigint): TextValue {
  return typeof value === "bigint" ? String(value) : value;
}

/**
 * Whether `previous`, a slot's text, shows as `text`: the same value, or a
 * number and the string it shows as (no DOM write then, as when every text
 * was a string). Two NaN show alike.
 */
export function sameText(previous: unknown, text: TextValue): boolean {
  if (previous === text) return true;
  if (typeof text === "number") {
    if (typeof previous === "number") return text !== text && previous !== previous;
    return typeof previous === "string" && previous === String(text);
  }
  return typeof previous === "number" && String(previous) === text;
}

/** Values a child expression shows as nothing. */
export function isNothing(value: unknown): boolean {
  return value === null || value === undefined || typeof value === "boolean";
}

export abstract class TemplateComposer<N> extends ListComposer<N> {
  /** Children of the template nodes this pass built itself (an Applier without `cloneTemplate`). */
  private builtChildren: Map<N, N[]> | null = null;
  /** The holes of the folded template being composed, and the walk to them through its clone. */
  private holes: TemplateHoles = NO_HOLES;
  private readonly walk = new TemplateWalk<N>({
    child: (parent, previous, index, hole) => this.templateChild(parent, previous, index, hole),
  });
  /** The description of the folded template being composed. */
  private template: TemplateDescription | null = null;
  /** Hole content waiting for `endTemplate`: hole, element, value, index, static children after, … (`holeContent`). */
  private readonly holeContents: unknown[] = [];

  /** The node of the innermost node group. */
  get currentNode(): N {
    return this.top().nodeFrame!.node;
  }

  /** `set` on `node`, its value in the next slot of `frame` (composer.ts). */
  protected abstract setOn(frame: GroupFrame<N>, node: N, name: string, value: unknown): void;
  /** `dynamic`'s content, in the current group (composer.ts). */
  protected abstract placeValue(value: unknown): void;
  abstract changed(value: unknown): boolean;
  abstract createTextNode(text: TextValue): void;

  /** Makes `node` the new node of the group being inserted; `attached`: it is already in place (a template's). */
  protected adoptNode(frame: GroupFrame<N>, node: N, attached = false): void {
    this.insertTable.slots[this.insertTable.slotAddress(frame.nodeSlot)] = node;
    if (attached) frame.nodeFrame!.adopt(node);
    else frame.nodeFrame!.add(node);
    frame.openNodeFrame(node, 0, true);
  }

  /**
   * The next child of the template node being inserted around the current
   * group (its children are met in order). Found from the one before it, so
   * a clone is walked only as far as the code needs: the static rest of a
   * row is never visited.
   */
  private nextTemplateChild(nodes: NodeFrame<N>, hole = false): N {
    return this.templateChild(nodes.node, nodes.lastAdopted, nodes.adoptedCount, hole);
  }

  /** Child `index` of `parent`, a node of a template made in this pass: the one after `previous` (null: the first). */
  private templateChild(parent: N, previous: N | null, index: number, hole = false): N {
    if (this.builtChildren !== null) return this.builtChildren.get(parent)![index]!;
    const child = this.applier.templateChild!(parent, previous, hole);
    if (child === null) throw internalError("I015");
    return child;
  }

  // ---- templates --------------------------------------------------------------

  /**
   * Opens the node group of a template root (a host subtree whose structure
   * is static): when inserting, its node and those of its template nodes
   * (`startTemplateNode`, `templateText`, in pre-order) come from one clone
   * of `template`; otherwise they are the nodes kept in the table. Dynamic
   * attributes and children go through `set` and the usual calls. Close with
   * `endNode`.
   *
   * @example
   * const $tpl = ["li", { class: "item" }, ["b", null, "Name: "]] as const;
   * c.startTemplate(0x10, $tpl); c.set("title", t);
   *   c.startTemplateNode(0x11); c.templateText(0x12); c.text(0x13, name); c.endNode();
   * c.endNode();
   */
  startTemplate(key: number, template: TemplateDescription, holes?: TemplateHoles): void {
    if (holes !== undefined) {
      this.startFoldedTemplate(key, template, holes);
      return;
    }
    this.startNode(key);
    if (this.insertDepth === 0) {
      this.useNode();
      return;
    }
    this.adoptNode(this.top(), this.cloneTemplate(template));
  }

  private cloneTemplate(template: TemplateDescription): N {
    const parent = this.top().nodeFrame!.node;
    return this.applier.cloneTemplate !== undefined
      ? this.applier.cloneTemplate(template, parent)
      : this.buildTemplate(template, parent);
  }

  // ---- folded templates --------------------------------------------------------

  /**
   * A folded template (`startTemplate` with `holes`): one node group for the
   * whole subtree. Its elements have no groups; those with something dynamic
   * (its hole nodes) are found once, in the clone, and kept in the group's
   * slots after the holes' description; the values follow (`holeSet`,
   * `holeContent`). Its node frame keeps the root's children as the clone
   * made them (a `{value}` of the root changes them through its own
   * detached group). Close with `endTemplate`.
   */
  private startFoldedTemplate(key: number, template: TemplateDescription, holes: TemplateHoles): void {
    this.start(key, undefined, holes.length > 0 ? NODE_FLAG | HOLES_FLAG : NODE_FLAG, undefined);
    const frame = this.top();
    this.holes = holes;
    this.template = template;
    frame.contentFrom = this.holeContents.length;
    if (this.insertDepth === 0) {
      this.useNode();
      const nodes = frame.nodeFrame!;
      nodes.keep(0, nodes.oldCount);
      frame.nodes += nodes.oldCount;
      frame.oldNodeCursor = nodes.oldCount;
      if (holes.length > 0) frame.slotCursor += 1 + holes.length;
      return;
    }
    const root = this.cloneTemplate(template);
    this.adoptNode(frame, root);
    frame.nodes += template.length - 2;
    if (holes.length === 0) return;
    const w = this.insertWriter;
    w.appendSlot(frame.insertIndex, holes);
    for (let i = 0; i < holes.length; i++) w.appendSlot(frame.insertIndex, null);
    this.walk.open(root);
  }

  /** Hole node `hole` of the folded template being composed: reached in its clone (and kept), or read from its slot. */
  private holeNode(frame: GroupFrame<N>, hole: number): N {
    if (this.insertDepth === 0) return this.slotAt(frame, 2 + hole) as N;
    const node = this.walk.to(this.holes[hole]!);
    this.insertTable.slots[this.insertTable.slotAddress(frame.nodeSlot + 2 + hole)] = node;
    return node;
  }

  /**
   * A dynamic attribute of hole node `hole` of the folded template being
   * composed: `set` for an element without a group of its own.
   *
   * @example
   * c.startTemplate(0x10, $tpl, [[1, 0]]); c.holeSet(0, "onClick", select); c.endTemplate();
   */
  holeSet(hole: number, name: string, value: unknown): void {
    const frame = this.top();
    this.setOn(frame, this.holeNode(frame, hole), name, value);
  }

  /**
   * A `{value}` child of hole node `hole`, child `at` of it (its other
   * children are static: the compiler folds no element with two). Two slots:
   * its text node, and the text it shows, or null (nothing), or a mark that
   * the value is content of another kind (a composable lambda, an array),
   * which `endTemplate` composes in a detached node group of the element
   * (a group's slots all come before its children). A change of kind
   * replaces what the value shows; the static children stay.
   *
   * @example
   * // <tr><td>{item.label}</td></tr>
   * c.startTemplate(0x10, $tpl, [[0]]); c.holeContent(0, item.label); c.endTemplate();
   */
  holeContent(hole: number, value: unknown, at = 0): void {
    const frame = this.top();
    const element = this.holeNode(frame, hole);
    const text =
      typeof value === "string" || typeof value === "number" || typeof value === "bigint"
        ? textValue(value)
        : isNothing(value)
          ? null
          : HOLE_CONTENT;
    if (text === HOLE_CONTENT) this.holeContents.push(hole, element, value, at, this.staticAfter(hole, at));
    if (this.insertDepth > 0) {
      const w = this.insertWriter;
      if (text !== null && text !== HOLE_CONTENT) {
        const node = this.walk.to(this.holes[hole]!, at);
        // Written now, not recorded: the clone is this pass's own until it is inserted.
        if (text !== "") this.applier.setText(node, text);
        w.appendSlot(frame.insertIndex, node);
      } else {
        // Nothing, or content of its own: the empty text leaves the clone.
        this.walk.to(this.holes[hole]!, at, true);
        this.changes.children(element, (a) => a.remove(at, 1));
        w.appendSlot(frame.insertIndex, null);
      }
      w.appendSlot(frame.insertIndex, text);
      return;
    }
    const offset = frame.slotCursor;
    frame.slotCursor += 2;
    const previous = this.slotAt(frame, offset + 1);
    if (previous === text) return; // the same text, nothing again, or content again (composed by `endTemplate`)
    const wasText = typeof previous === "string" || typeof previous === "number";
    const isText = text !== null && text !== HOLE_CONTENT;
    if (wasText && isText && sameText(previous, text)) return;
    this.changes.setSlot(frame.pos, offset + 1, text);
    const node = this.slotAt(frame, offset) as N | null;
    if (wasText && isText) {
      this.changes.setText(node!, text);
      return;
    }
    // Another kind: what the value showed leaves, then a text comes, if it is one.
    if (wasText) this.changes.children(element, (a) => a.remove(at, 1));
    else if (previous === HOLE_CONTENT) this.removeHoleContent(frame, hole, element, at);
    let created: N | null = null;
    if (isText) {
      const added = (created = this.applier.createText(text, element));
      this.changes.children(element, (a) => a.insert(at, added));
    }
    if (created !== node) this.changes.setSlot(frame.pos, offset, created);
  }

  /** How many static children of hole node `hole` follow its `{value}`, child `at`. */
  private staticAfter(hole: number, at: number): number {
    let description = this.template!;
    for (const index of this.holes[hole]!) description = description[2 + index] as TemplateDescription;
    return description.length - 2 - at - 1;
  }

  /** The nodes of hole `hole`'s old content (child `at` on) leave `element`; its detached group leaves when the template ends. */
  private removeHoleContent(frame: GroupFrame<N>, hole: number, element: N, at: number): void {
    const t = this.table;
    for (let i = frame.childCursor; i < frame.oldEnd; i += t.groupSize(i)) {
      if (t.key(i) !== TEMPLATE_HOLE_GROUP + hole) continue;
      // The group's nodes are all the element's children: the content's, and the static ones around it.
      const count = t.nodeCount(i) - at - this.staticAfter(hole, at);
      if (count > 0) this.changes.children(element, (a) => a.remove(at, count));
      return;
    }
  }

  /**
   * Closes a folded template, after composing the content of its holes that
   * hold neither text nor nothing, each in a detached node group of its
   * element, whose node frame counts the element's static children around it.
   */
  endTemplate(): void {
    const list = this.holeContents;
    const from = this.top().contentFrom;
    const to = list.length;
    for (let i = from; i < to; i += 5) {
      this.startDetached(TEMPLATE_HOLE_GROUP + (list[i] as number), list[i + 1] as N, list[i + 3] as number);
      this.placeValue(list[i + 2]);
      // The static children after it (the ones before, `startDetached` counts).
      const frame = this.top();
      const nodes = frame.nodeFrame!;
      const after = list[i + 4] as number;
      if (nodes.isNew) for (let k = 0; k < after; k++) nodes.adopt(null);
      else nodes.keep(nodes.oldCount - after, after);
      frame.nodes += after;
      this.end();
    }
    list.length = from;
    this.end();
  }

  /** An element of the enclosing template (its node is already in place); close with `endNode`. */
  startTemplateNode(key: number): void {
    this.startNode(key);
    if (this.insertDepth === 0) {
      this.useNode();
      return;
    }
    const frame = this.top();
    this.adoptNode(frame, this.nextTemplateChild(frame.nodeFrame!), true);
  }

  /** A static text of the enclosing template: a node group without slots. */
  templateText(key: number): void {
    this.startTemplateNode(key);
    this.endNode();
  }

  /**
   * The last `count` children of the current template node are static
   * (texts, elements with nothing dynamic): `size` nodes of the clone in
   * all, with no group of their own. Counted from the end of the node's old
   * children, which they always are, whatever moved before them.
   *
   * @example
   * // <tr>{…}<td class="spacer" /></tr>
   * c.startTemplate(0x10, $tpl); …; c.templateStatic(1, 1); c.endNode();
   */
  templateStatic(count: number, _size: number): void {
    const frame = this.top();
    const nodes = frame.nodeFrame!;
    if (this.insertDepth > 0) {
      // Already in the clone, and last: nothing to visit.
      for (let i = 0; i < count; i++) nodes.adopt(null);
    } else {
      nodes.keep(nodes.oldCount - count, count);
    }
    frame.nodes += count;
  }

  /**
   * Without the Applier's `cloneTemplate`: the subtree node by node. Its
   * children lists are kept for `nextTemplateChild` until the pass ends
   * (the nodes are not attached to each other before the changes run).
   */
  private buildTemplate(template: TemplateDescription, root: N): N {
    const childrenOf = (this.builtChildren ??= new Map());
    const build = (description: TemplateDescription | string, parent: N): N => {
      if (typeof description === "string") return this.applier.createText(description, parent);
      const [type, attributes, ...children] = description;
      const node = this.applier.createNode(type, parent);
      if (attributes !== null)
        for (const name in attributes) this.changes.setProperty(node, name, attributes[name], undefined);
      const built = children.map((child) => build(child, node));
      childrenOf.set(node, built);
      if (built.length > 0)
        this.changes.children(node, (a) => built.forEach((child, i) => a.insert(i, child)));
      return node;
    };
    return build(template, root);
  }

  /**
   * A `{expr}` child inside a template. The template holds an empty text
   * node at its place (`""` in the description), cloned with the rest.
   *
   * A text value (string, number) is one node group keyed `key` whose node
   * is that text node: a row of text cells creates and inserts no text node
   * of its own, and costs one group per cell. Any other value is `dynamic`'s
   * content in a replaceable group under another key, and the placeholder
   * leaves the fresh clone. A change of kind replaces one group by the other.
   *
   * @example
   * const $tpl = ["td", { class: "id" }, ""] as const;
   * c.startTemplate(0x10, $tpl); c.templateDynamic(0x11, item.id); c.endNode();
   */
  templateDynamic(key: number, value: unknown): void {
    const isText = typeof value === "string" || typeof value === "number" || typeof value === "bigint";
    // The enclosing template node, and whether it is a clone made in this pass.
    const clone = this.insertDepth > 0 && this.top().nodeFrame!.isNew;
    if (isText) {
      const text = textValue(value);
      this.startNode(key);
      if (this.insertDepth === 0) {
        this.useNode();
        const frame = this.top();
        if (sameText(this.slotAt(frame, frame.slotCursor), text)) frame.slotCursor++;
        else if (this.changed(text)) this.changes.setText(this.currentNode, text);
      } else {
        if (clone) {
          const placeholder = this.nextTemplateChild(this.top().nodeFrame!);
          this.adoptNode(this.top(), placeholder, true);
          // Written now, not recorded: the clone is this pass's own until it
          // is inserted (nobody sees it, and a failed pass just drops it).
          if (text !== "") this.applier.setText(placeholder, text);
        } else {
          this.createTextNode(text); // was of another kind until now
        }
        this.changed(text);
      }
      this.endNode();
      return;
    }
    this.startReplaceableGroup(key ^ TEMPLATE_CONTENT_KEY);
    if (clone) {
      const nodes = this.top().nodeFrame!;
      nodes.drop(this.nextTemplateChild(nodes, true));
    }
    this.placeValue(value);
    this.endReplaceableGroup();
  }

  protected slotAt(frame: GroupFrame<N>, offset: number): unknown {
    const data = frame.slotStart + offset;
    if (data >= frame.slotEnd) {
      throw runtimeError("R005");
    }
    return this.table.slots[this.table.slotAddress(data)];
  }
}
