import {
  type SkipSignature,
  MAX_BIT_PROPS,
  PROP_DIFFERENT,
  PROP_STATIC,
  PROP_UNCERTAIN,
} from "./compiled-composer.js";
import type { RecomposeScope } from "./recompose-scope.js";
import {
  DATA,
  GROUP_FIELDS,
  INFO,
  KEY,
  NODE_COUNT_MASK,
  NODE_FLAG,
  OBJECT_KEY_FLAG,
  SCOPE_FLAG,
  SIZE,
  SOURCE_FLAG,
} from "./slot-table/group-layout.js";
import type { SlotTable } from "./slot-table/slot-table.js";

/**
 * Whether old group `index` of `table` is the restart group `key` of a
 * composable whose inputs did not change, read from the table alone: its
 * scope is valid and its first slots, those its prop comparisons take
 * (`docs/compiled-code.md`), still hold `self` (if given), then each prop
 * `props[names[i]]` the caller was not sure of (`Object.is`). The `$changed`
 * bits (`changed`, laid out in compiled-composer.ts) say the rest: a static
 * prop takes no slot, a "same" one is taken at its word, a "different" one
 * means the body runs. Returns its scope, or null; on a scope, `out` holds the
 * group's size and node count, for the caller to keep it without reading them again.
 *
 * The table's addressing (`address`, `dataIndex`, `slotAddress`) is inline,
 * as in `GroupFrame.openOld`: this runs for every row of a list that
 * recomposes, often in code not optimized yet.
 */
export function unchangedRestartGroup(
  table: SlotTable,
  index: number,
  key: number,
  changed: number,
  props: object,
  names: readonly string[],
  self: unknown,
  out: KeptGroup,
): RecomposeScope | null {
  const g = table.groups;
  const size = table.size;
  const gapStart = table.gapStart;
  const a = (index < gapStart ? index : index + table.capacity - size) * GROUP_FIELDS;
  const info = g[a + INFO]!;
  if (g[a + KEY] !== key || (info & (SCOPE_FLAG | OBJECT_KEY_FLAG | NODE_FLAG)) !== SCOPE_FLAG) return null;
  // Its slots (data indices): the scope, the source if any, then the props.
  const slotStart = index < gapStart ? g[a + DATA]! : g[a + DATA]! + table.slotsSize + 1;
  const next = index + 1;
  const slotEnd =
    next >= size
      ? table.slotsSize
      : next < gapStart
        ? g[next * GROUP_FIELDS + DATA]!
        : g[(next + table.capacity - size) * GROUP_FIELDS + DATA]! + table.slotsSize + 1;
  const slots = table.slots;
  const slotGapStart = table.slotGapStart;
  const slotGapLength = table.slotGapLength;
  const scope = slots[slotStart < slotGapStart ? slotStart : slotStart + slotGapLength] as RecomposeScope;
  // Invalid, or maybe (through a derived state): opening it decides. (A scope that read
  // state got its restart lambda when its group last ended: compiled code always hands
  // `endRestartGroup`'s answer to `updateScope`; one that read nothing needs none.)
  if (scope.invalid) return null;
  let data = info & SOURCE_FLAG ? slotStart + 2 : slotStart + 1;
  if (self !== undefined) {
    if (data >= slotEnd || !Object.is(slots[data < slotGapStart ? data : data + slotGapLength], self))
      return null;
    data++;
  }
  if (changed === 0) {
    // Nothing known of any prop (a keyed call's usual case): each is compared.
    if (data + names.length > slotEnd) return null;
    for (let i = 0; i < names.length; i++, data++) {
      const value = (props as Record<string, unknown>)[names[i]!];
      if (!Object.is(slots[data < slotGapStart ? data : data + slotGapLength], value)) return null;
    }
  } else {
    for (let i = 0; i < names.length; i++) {
      // `propShift(i)`, inline.
      const known = i < MAX_BIT_PROPS ? (changed >>> (1 + 2 * i)) & 3 : PROP_UNCERTAIN;
      if (known === PROP_STATIC) continue;
      if (known === PROP_DIFFERENT || data >= slotEnd) return null;
      if (known === PROP_UNCERTAIN) {
        const value = (props as Record<string, unknown>)[names[i]!];
        if (!Object.is(slots[data < slotGapStart ? data : data + slotGapLength], value)) return null;
      }
      data++;
    }
  }
  out.size = g[a + SIZE]!;
  out.nodes = info & NODE_COUNT_MASK;
  return scope;
}

/** The size (in groups) and node count of a group `unchangedRestartGroup` found unchanged. */
export interface KeptGroup {
  size: number;
  nodes: number;
}

/**
 * `unchangedRestartGroup` for a keyed call (`keyedCall`): old group `index`
 * is the movable group `key` / `dataKey` (`Object.is`), and its one child,
 * holding all its nodes, is the restart group `skip.key` whose props did not
 * change. Returns that scope, `out` then holding the movable group's size and
 * node count; or null.
 *
 * This runs once for every row a list keeps, mostly in code a JIT has not
 * optimized yet (a page's first updates), where every call and property read
 * costs: so for the usual `changed` of 0 both groups are read here, the
 * table's fields once, and `Object.is` is written out
 * (`a !== b ? a === a || b === b : a === 0 && 1 / a !== 1 / b` is
 * `!Object.is(a, b)`). Other bits take `unchangedRestartGroup`.
 */
export function unchangedKeyedCall(
  table: SlotTable,
  index: number,
  key: number,
  dataKey: unknown,
  skip: SkipSignature,
  changed: number,
  props: object,
  out: KeptGroup,
): RecomposeScope | null {
  const g = table.groups;
  const gapStart = table.gapStart;
  const size = table.size;
  const shift = table.capacity - size;
  // The usual case, `changed` 0 and the three groups it reads (the keyed group, its
  // restart group, the group after them) on one side of the group gap, where their
  // stored data indices are `dataShift` short of the real ones (0 before the gap): each
  // read addressed without a test, the slots too when they lie on one side of the slot
  // gap. About a quarter fewer operations per kept row, in code a JIT has not optimized
  // yet; inline, not a function of its own, which was one more call per row.
  // (Slots across the slot gap, or anything else: the general code below decides.)
  const a =
    index + 2 < gapStart
      ? index * GROUP_FIELDS
      : index >= gapStart && index + 2 < size
        ? (index + shift) * GROUP_FIELDS
        : -1;
  if (changed === 0 && a >= 0) {
    const info = g[a + INFO]!;
    if (g[a + KEY] !== key || (info & (OBJECT_KEY_FLAG | NODE_FLAG | SCOPE_FLAG)) !== OBJECT_KEY_FLAG)
      return null;
    const groupSize = g[a + SIZE]!;
    const nodes = info & NODE_COUNT_MASK;
    // The restart group, its one child (a size of groupSize - 1 says so): all of the keyed group but itself, all its nodes.
    const b = a + GROUP_FIELDS;
    const rInfo = g[b + INFO]!;
    if (
      g[b + KEY] !== skip.key ||
      (rInfo & (SCOPE_FLAG | OBJECT_KEY_FLAG | NODE_FLAG)) !== SCOPE_FLAG ||
      g[b + SIZE] !== groupSize - 1 ||
      (rInfo & NODE_COUNT_MASK) !== nodes
    )
      return null;
    // Data indices: the data key, the restart group's slots, and where the next group's
    // start, which ends them.
    const dataShift = index < gapStart ? 0 : table.slotsSize + 1;
    const keyData = g[a + DATA]! + dataShift;
    const slotEnd = g[b + GROUP_FIELDS + DATA]! + dataShift;
    const slotGapStart = table.slotGapStart;
    const off = slotEnd <= slotGapStart ? 0 : keyData >= slotGapStart ? table.slotGapLength : -1;
    if (off >= 0) {
      const slots = table.slots;
      const old = slots[keyData + off];
      if (
        old !== dataKey
          ? old === old || dataKey === dataKey
          : old === 0 && 1 / old !== 1 / (dataKey as number)
      )
        return null;
      let at = g[b + DATA]! + dataShift + off;
      const scope = slots[at] as RecomposeScope;
      if (scope.invalid) return null;
      at += rInfo & SOURCE_FLAG ? 2 : 1;
      const names = skip.names;
      const count = names.length;
      if (at + count > slotEnd + off) return null;
      // The compiled comparison if there is one (each prop read by its name), else a loop.
      const same = skip.same;
      if (same !== undefined) {
        if (!same(props as never, slots, at)) return null;
      } else
        for (let i = 0; i < count; i++) {
          const value = (props as Record<string, unknown>)[names[i]!];
          const was = slots[at++];
          if (was !== value ? was === was || value === value : was === 0 && 1 / was !== 1 / (value as number))
            return null;
        }
      out.size = groupSize;
      out.nodes = nodes;
      return scope;
    }
  }
  const at = (index < gapStart ? index : index + shift) * GROUP_FIELDS;
  const info = g[at + INFO]!;
  if (g[at + KEY] !== key || (info & (OBJECT_KEY_FLAG | NODE_FLAG | SCOPE_FLAG)) !== OBJECT_KEY_FLAG)
    return null;
  const groupSize = g[at + SIZE]!;
  if (groupSize < 2) return null;
  const nodes = info & NODE_COUNT_MASK;
  const slots = table.slots;
  const slotGapStart = table.slotGapStart;
  const slotGapLength = table.slotGapLength;
  const afterGap = table.slotsSize + 1;
  // The data key is the group's first slot.
  let data = index < gapStart ? g[at + DATA]! : g[at + DATA]! + afterGap;
  const old = slots[data < slotGapStart ? data : data + slotGapLength];
  if (old !== dataKey ? old === old || dataKey === dataKey : old === 0 && 1 / old !== 1 / (dataKey as number))
    return null;
  if (changed !== 0) {
    const scope = unchangedRestartGroup(
      table,
      index + 1,
      skip.key,
      changed,
      props,
      skip.names,
      undefined,
      out,
    );
    // Anything else in the keyed group (the call site was another before) is the slow path's to remove.
    if (scope === null || out.size !== groupSize - 1 || out.nodes !== nodes) return null;
    out.size = groupSize;
    return scope;
  }
  // The restart group, its one child: all of the keyed group but itself, all its nodes.
  const r = index + 1;
  const b = (r < gapStart ? r : r + shift) * GROUP_FIELDS;
  const rInfo = g[b + INFO]!;
  if (
    g[b + KEY] !== skip.key ||
    (rInfo & (SCOPE_FLAG | OBJECT_KEY_FLAG | NODE_FLAG)) !== SCOPE_FLAG ||
    g[b + SIZE] !== groupSize - 1 ||
    (rInfo & NODE_COUNT_MASK) !== nodes
  )
    return null;
  // Its slots: the scope, the source if any, then the props; they end where the next group's start.
  data = r < gapStart ? g[b + DATA]! : g[b + DATA]! + afterGap;
  const next = r + 1;
  const slotEnd =
    next >= size
      ? table.slotsSize
      : next < gapStart
        ? g[next * GROUP_FIELDS + DATA]!
        : g[(next + shift) * GROUP_FIELDS + DATA]! + afterGap;
  const scope = slots[data < slotGapStart ? data : data + slotGapLength] as RecomposeScope;
  if (scope.invalid) return null;
  data += rInfo & SOURCE_FLAG ? 2 : 1;
  const names = skip.names;
  if (data + names.length > slotEnd) return null;
  for (let i = 0; i < names.length; i++, data++) {
    const value = (props as Record<string, unknown>)[names[i]!];
    const was = slots[data < slotGapStart ? data : data + slotGapLength];
    if (was !== value ? was === was || value === value : was === 0 && 1 / was !== 1 / (value as number))
      return null;
  }
  out.size = groupSize;
  out.nodes = nodes;
  return scope;
}
