import { describe, expect, it } from "vitest";
import { ChangeList } from "./change-list.js";

describe("change list", () => {
  it("reset keeps the room of a pass of a few hundred changes and lets a large pass's go", () => {
    const list = new ChangeList<string>();
    for (let i = 0; i < 300; i++) list.setText(`node ${i}`, "text");
    const small = list.room;
    expect(small).toBeGreaterThan(0);
    list.reset();
    expect(list.room).toBe(small);

    for (let i = 0; i < 5000; i++) list.setText(`node ${i}`, "text");
    expect(list.room).toBeGreaterThan(4096);
    list.reset();
    expect(list.room).toBe(0);
  });
});
