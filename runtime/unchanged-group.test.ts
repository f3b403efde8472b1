import { describe, expect, it } from "vitest";
import type { RecomposeScope } from "./recompose-scope.js";
import { NODE_FLAG, OBJECT_KEY_FLAG, SCOPE_FLAG } from "./slot-table/group-layout.js";
import { SlotTable } from "./slot-table/slot-table.js";
import { unchangedKeyedCall, type KeptGroup } from "./unchanged-group.js";

const ROW = 0x51;
const skip = { key: 0x2f, names: ["item", "selected"] };
const ROWS = 6;

/**
 * A list of keyed rows as `keyedCall` leaves them: the movable group (its
 * data key), its restart group (scope, then the props), and the row's node
 * group under it; the group and slot gaps then put where the test says.
 */
function table(groupGap: number, slotGap: number) {
  const t = new SlotTable();
  const w = t.openWriter();
  const scopes: { invalid: boolean }[] = [];
  const nodes: object[] = [];
  const root = w.appendGroup(1, 0, -1);
  for (let r = 0; r < ROWS; r++) {
    const keyed = w.appendGroup(ROW, OBJECT_KEY_FLAG, root);
    w.appendSlot(keyed, `id${r}`);
    const restart = w.appendGroup(skip.key, SCOPE_FLAG, keyed);
    const scope = { invalid: false };
    scopes.push(scope);
    w.appendSlot(restart, scope);
    w.appendSlot(restart, `item${r}`);
    w.appendSlot(restart, r === 2);
    const node = w.appendGroup(7, NODE_FLAG, restart);
    nodes.push({ tr: r });
    w.appendSlot(node, nodes[r]);
    w.closeGroup(node, 0);
    w.closeGroup(restart, 1);
    w.closeGroup(keyed, 1);
  }
  w.closeGroup(root, ROWS);
  w.moveGapTo(groupGap);
  w.moveSlotGapTo(slotGap);
  w.close();
  return { t, scopes, nodes };
}

describe("unchangedKeyedCall", () => {
  it("answers the same wherever the group and slot gaps stand: before, among or after a row's groups and slots", () => {
    const out: KeptGroup = { size: 0, nodes: 0 };
    const { t: plain } = table(1 + 3 * ROWS, 6 * ROWS + 1);
    for (let groupGap = 0; groupGap <= plain.size; groupGap++)
      for (let slotGap = 0; slotGap <= plain.slotsSize; slotGap++) {
        const { t, scopes, nodes } = table(groupGap, slotGap);
        scopes[4]!.invalid = true;
        const where = `gaps at group ${groupGap}, slot ${slotGap}`;
        for (let r = 0; r < ROWS; r++) {
          const index = 1 + 3 * r;
          const props = { item: `item${r}`, selected: r === 2 };
          const scope = unchangedKeyedCall(t, index, ROW, `id${r}`, skip, 0, props, out);
          if (r === 4) expect(scope, `${where}: row ${r}, its scope invalid`).toBeNull();
          else {
            expect(scope as unknown, `${where}: row ${r}`).toBe(scopes[r]);
            expect([out.size, out.nodes], where).toEqual([3, 1]);
          }
          const changed = { item: `item${r}`, selected: r !== 2 };
          expect(
            unchangedKeyedCall(t, index, ROW, `id${r}`, skip, 0, changed, out),
            `${where}: row ${r}, a prop changed`,
          ).toBeNull();
          expect(
            unchangedKeyedCall(t, index, ROW, `id${r + 1}`, skip, 0, props, out),
            `${where}: row ${r}, another data key`,
          ).toBeNull();
          expect(
            unchangedKeyedCall(t, index, ROW + 1, `id${r}`, skip, 0, props, out),
            `${where}: row ${r}, another key`,
          ).toBeNull();
          const fewer = { key: skip.key, names: ["item", "selected", "select"] };
          expect(
            unchangedKeyedCall(
              t,
              index,
              ROW,
              `id${r}`,
              fewer,
              0,
              { ...props, select: nodes[r] },
              out,
            ) as RecomposeScope | null,
            `${where}: row ${r}, more props than its slots hold (the next slot holds the extra one)`,
          ).toBeNull();
        }
      }
  });
});
