import { describe, expect, it } from "vitest";
import { firstOutsideFrame } from "./where.js";

const RUNTIME = "/@fs/app/node_modules/composa/runtime/";

describe("where a write came from", () => {
  it("is the first frame outside the runtime and node_modules, without origin or query (Chromium)", () => {
    const stack = [
      "Error: state write",
      "    at captureStack (http://localhost:5173/@fs/app/node_modules/composa/runtime/devtools/where.ts:21:17)",
      "    at SnapshotMutableState.set value [as value] (http://localhost:5173/@fs/app/node_modules/composa/runtime/state/mutable-state.ts:45:5)",
      "    at HTMLButtonElement.<anonymous> (http://localhost:5173/examples/counter.tsx?t=1712:23:72)",
      "    at dispatchBubble (http://localhost:5173/@fs/app/node_modules/composa/runtime/dom/events.ts:56:38)",
    ].join("\n");
    expect(firstOutsideFrame(stack, RUNTIME)).toBe("/examples/counter.tsx:23:72");
  });

  it("reads Firefox / Safari frames (`fn@url:line:col`) and anonymous V8 frames", () => {
    expect(
      firstOutsideFrame(
        "set value@http://localhost:5173/@fs/app/node_modules/composa/runtime/state/mutable-state.ts:45:5\nonClick@http://localhost:5173/src/app.tsx:9:12",
        RUNTIME,
      ),
    ).toBe("/src/app.tsx:9:12");
    expect(firstOutsideFrame("Error\n    at /home/me/app/src/main.ts:3:7", "/home/me/composa/runtime/")).toBe(
      "/home/me/app/src/main.ts:3:7",
    );
  });

  it("skips Node internals and dependencies, and knows nothing when only they remain", () => {
    const stack =
      "Error\n    at process.processTicksAndRejections (node:internal/process/task_queues:95:5)\n    at file:///app/node_modules/vitest/dist/runner.js:1:2";
    expect(firstOutsideFrame(stack, RUNTIME)).toBeUndefined();
    expect(firstOutsideFrame(undefined)).toBeUndefined();
  });
});
