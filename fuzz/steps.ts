/**
 * Random sequences of root state: flags flipped, numbers and strings set,
 * keyed lists with inserts, removes, moves, swaps, duplicates, relabels
 * (a new item object with the same id), reversals, clears, and now and then
 * a long list. Each step is
 * the whole root state (so the minimizer can drop steps), plus what the
 * runner does besides: cell writes (state mode) and an armed fault.
 */
import type { Item, RootValues } from "./helpers.js";
import type { Random } from "./random.js";

export interface Step {
  values: RootValues;
  /** State mode: write `value` into the `pick`-th live cell (by sorted path, modulo their count). */
  cellWrites: { pick: number; value: number }[];
  /** Arm this many-th reached fault point (modulo their count) for one failing pass before the step. */
  fault: number | null;
}

/** Values of the string props and labels; "" among them, as an empty text is a node of its own to keep. */
const WORDS = ["a", "b", "c", "d", "e", ""];

export function initialValues(r: Random, ids: { next: number }): RootValues {
  const list = (n: number): Item[] =>
    Array.from({ length: n }, () => ({ id: ids.next++, label: r.pick(WORDS) }));
  const l0 = list(r.range(0, 5));
  if (l0.length > 0 && r.chance(0.2)) l0.push({ ...r.pick(l0), label: "dup" });
  return {
    f0: r.chance(0.5),
    f1: r.chance(0.5),
    n0: r.int(5),
    n1: r.int(5),
    s0: r.pick(WORDS),
    l0,
    l1: list(r.range(0, 3)),
  };
}

export function generateSteps(
  r: Random,
  count: number,
  options: { cells: boolean; faults: boolean },
): Step[] {
  const ids = { next: 1 };
  const steps: Step[] = [{ values: initialValues(r, ids), cellWrites: [], fault: null }];
  for (let i = 1; i < count; i++) {
    let values = steps[i - 1]!.values;
    const n = r.range(1, 3);
    for (let k = 0; k < n; k++) values = mutate(r, values, ids);
    const cellWrites = options.cells
      ? Array.from({ length: r.range(0, 2) }, () => ({ pick: r.int(1000), value: r.int(5) }))
      : [];
    const fault = options.faults && r.chance(0.4) ? r.int(1000) : null;
    steps.push({ values, cellWrites, fault });
  }
  return steps;
}

function mutate(r: Random, v: RootValues, ids: { next: number }): RootValues {
  switch (r.int(6)) {
    case 0:
      return { ...v, f0: !v.f0 };
    case 1:
      return { ...v, f1: !v.f1 };
    case 2:
      return r.chance(0.5) ? { ...v, n0: r.int(5) } : { ...v, n1: r.int(5) };
    case 3:
      return { ...v, s0: r.pick(WORDS) };
    default: {
      const which = r.chance(0.7) ? "l0" : "l1";
      return { ...v, [which]: mutateList(r, v[which], ids) };
    }
  }
}

function mutateList(r: Random, list: readonly Item[], ids: { next: number }): Item[] {
  const out = list.slice();
  const at = () => r.int(out.length + 1);
  const some = () => r.int(out.length);
  const op = r.weighted<string>([
    ["insert", 3],
    ["duplicate", out.length > 0 ? 1 : 0],
    ["remove", out.length > 0 ? 2.5 : 0],
    ["move", out.length > 1 ? 2 : 0],
    ["swap", out.length > 1 ? 1 : 0],
    ["relabel", out.length > 0 ? 1 : 0],
    ["reverse", out.length > 1 ? 0.5 : 0],
    ["clear", out.length > 0 ? 0.3 : 0],
    // Now and then a long list, so that clears and moves also meet parents of 64+ children.
    ["bulk", out.length < 20 ? 0.15 : 0],
    ["shuffle", out.length > 2 ? 0.5 : 0],
  ]);
  switch (op) {
    case "insert":
      out.splice(at(), 0, { id: ids.next++, label: r.pick(WORDS) });
      break;
    case "duplicate": {
      const item = out[some()]!;
      out.splice(at(), 0, r.chance(0.5) ? item : { id: item.id, label: r.pick(WORDS) });
      break;
    }
    case "remove":
      out.splice(some(), r.chance(0.8) ? 1 : 2);
      break;
    case "move": {
      const [item] = out.splice(some(), 1);
      out.splice(at(), 0, item!);
      break;
    }
    case "swap": {
      const a = some();
      const b = some();
      [out[a], out[b]] = [out[b]!, out[a]!];
      break;
    }
    case "relabel": {
      const i = some();
      out[i] = { id: out[i]!.id, label: r.pick(WORDS) };
      break;
    }
    case "reverse":
      out.reverse();
      break;
    case "clear":
      out.length = 0;
      break;
    case "bulk":
      out.splice(
        at(),
        0,
        ...Array.from({ length: r.range(60, 80) }, () => ({ id: ids.next++, label: r.pick(WORDS) })),
      );
      break;
    case "shuffle":
      for (let i = out.length - 1; i > 0; i--) {
        const j = r.int(i + 1);
        [out[i], out[j]] = [out[j]!, out[i]!];
      }
      break;
  }
  return out;
}
