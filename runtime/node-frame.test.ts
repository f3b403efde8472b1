import { describe, expect, it } from "vitest";
import type { ChangeList } from "./change-list.js";
import { markNodes, NodeFrame, resetNodes } from "./node-frame.js";

/** What `finish` asks of the Applier for the node's children, as text. */
function finished(frame: NodeFrame<string>): string[] {
  const ops: string[] = [];
  const applier = {
    insert: (i: number, n: string) => ops.push(`insert ${i} ${n}`),
    remove: (i: number, count: number) => ops.push(`remove ${i} ${count}`),
    move: (from: number, to: number, count: number) => ops.push(`move ${from} ${to} ${count}`),
  };
  const changes = {
    children: (_node: string, run: (a: typeof applier) => void) => run(applier),
    insertChildren: () => ops.push("insertChildren"),
  } as unknown as ChangeList<string>;
  frame.finish(changes);
  return ops;
}

const runsOf = (frame: NodeFrame<string>) => frame.runs;

describe("NodeFrame", () => {
  it("old children left out while the rest keep their order are removes, with no new order recorded (one row of 1,000 removed)", () => {
    const frame = new NodeFrame<string>().open("tbody", 1000, false);
    frame.keep(0, 3);
    frame.keep(4, 990); // old child 3 left
    frame.keep(995, 3); // old child 994 left; 998 and 999 too (the end)
    expect(runsOf(frame)).toBeNull();
    expect(finished(frame)).toEqual(["remove 3 1", "remove 993 1", "remove 996 2"]);
  });

  it("switches to the whole new order, as runs, when a child comes back out of order or is new, the gaps so far included", () => {
    const moved = new NodeFrame<string>().open("tbody", 6, false);
    moved.keep(0, 1);
    moved.keep(2, 2); // old 1 left
    moved.keep(1, 1); // ...and comes back later: a move
    expect(runsOf(moved)).toEqual([0, 1, 2, 2, 1, 1]); // [old start, length] runs
    expect(finished(moved)).toEqual(["remove 4 2", "move 1 4 1"]);

    const added = new NodeFrame<string>().open("tbody", 3, false);
    added.keep(1, 2); // old 0 left
    added.add("new");
    expect(runsOf(added)).toEqual([1, 2, -1, 1]);
    expect(finished(added)).toEqual(["remove 0 1", "insert 2 new"]);
  });

  it("records a new order as runs: two rows of 1,000 swapped are five runs, not 1,000 entries", () => {
    const frame = new NodeFrame<string>().open("tbody", 1000, false);
    frame.keep(0, 1);
    frame.keep(998, 1);
    for (let i = 2; i < 998; i++) frame.keep(i, 1); // one row at a time, as a list keeps them
    frame.keep(1, 1);
    frame.keep(999, 1);
    expect(runsOf(frame)).toEqual([0, 1, 998, 1, 2, 996, 1, 1, 999, 1]);
    expect(finished(frame)).toEqual(["move 1 999 1", "move 997 1 1"]);
  });

  it("a rollback to a mark (an error boundary's) restores the run it lengthened since", () => {
    const frame = new NodeFrame<string>().open("tbody", 6, false);
    frame.keep(1, 1);
    frame.keep(0, 1); // out of order: runs from here
    const mark = markNodes(frame);
    frame.keep(2, 2); // a run of its own (0 ended the last)
    frame.add("new");
    resetNodes(frame, mark);
    expect(runsOf(frame)).toEqual([1, 1, 0, 1]);
    frame.keep(2, 1);
    const lengthened = markNodes(frame);
    frame.keep(3, 2); // lengthens [2, 1] to [2, 3]
    expect(runsOf(frame)).toEqual([1, 1, 0, 1, 2, 3]);
    resetNodes(frame, lengthened);
    expect(runsOf(frame)).toEqual([1, 1, 0, 1, 2, 1]);
    frame.keep(5, 1);
    expect(finished(frame)).toEqual(["remove 3 2", "move 0 2 1"]); // [1, 0, 2, 5]
  });
});
