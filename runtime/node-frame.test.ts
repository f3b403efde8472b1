import { describe, expect, it } from "vitest";
import type { ChangeList } from "./change-list.js";
import { NodeFrame } from "./node-frame.js";

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

const orderOf = (frame: NodeFrame<string>) => (frame as unknown as { order: number[] | null }).order;

describe("NodeFrame", () => {
  it("old children left out while the rest keep their order are removes, with no new order recorded (one row of 1,000 removed)", () => {
    const frame = new NodeFrame<string>().open("tbody", 1000, false);
    frame.keep(0, 3);
    frame.keep(4, 990); // old child 3 left
    frame.keep(995, 3); // old child 994 left; 998 and 999 too (the end)
    expect(orderOf(frame)).toBeNull();
    expect(finished(frame)).toEqual(["remove 3 1", "remove 993 1", "remove 996 2"]);
  });

  it("switches to the whole new order when a child comes back out of order or is new, the gaps so far included", () => {
    const moved = new NodeFrame<string>().open("tbody", 6, false);
    moved.keep(0, 1);
    moved.keep(2, 2); // old 1 left
    moved.keep(1, 1); // ...and comes back later: a move
    expect(orderOf(moved)).toEqual([0, 2, 3, 1]);
    expect(finished(moved)).toEqual(["remove 4 2", "move 1 4 1"]);

    const added = new NodeFrame<string>().open("tbody", 3, false);
    added.keep(1, 2); // old 0 left
    added.add("new");
    expect(orderOf(added)).toEqual([1, 2, -1]);
    expect(finished(added)).toEqual(["remove 0 1", "insert 2 new"]);
  });
});
