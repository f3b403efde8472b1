import { describe, expect, it } from "vitest";
import { mutableStateOf } from "./state/index.js";
import { flush } from "./recomposer.js";
import { scope, setup } from "./test/scopes.js";

// The slot table keeps group keys in an Int32Array: a key outside 32 bits reads
// back as another number, so its group is never found again and is rebuilt at
// every pass (a Portal lost its focus and effects that way). Development builds
// refuse such a key when the group is first written.
describe("group keys", () => {
  it("a key outside 32 bits is refused with R020 (development builds)", () => {
    const { composition } = setup();
    expect(() =>
      composition.setContent((c) => {
        c.startReplaceableGroup(0x9017a101);
        c.endReplaceableGroup();
      }),
    ).toThrow(/R020.*2417467649 is not a 32-bit integer/s);
  });

  it("a 32-bit key keeps its group's state across passes", () => {
    const { composition } = setup();
    const n = mutableStateOf(0);
    const made: number[] = [];
    const runs: Record<string, number> = {};
    composition.setContent((c) =>
      scope(
        c,
        1,
        "S",
        (c) => {
          c.startReplaceableGroup(0x1017a101);
          made.push(c.cache(false, () => made.length));
          c.text(2, n.value);
          c.endReplaceableGroup();
        },
        runs,
      ),
    );
    n.value = 1;
    flush();
    expect(runs.S).toBe(2);
    expect(made).toEqual([0, 0]); // the second pass found the group and its remembered value
  });
});
