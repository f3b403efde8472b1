import { expect, it } from "vitest";
import * as state from "./index.js";
import { sendWrites } from "./test/counting-reader.js";

it("exposes the public state API from one entry point", () => {
  expect(Object.keys(state).sort()).toEqual([
    "DerivedCycleError",
    "DerivedState",
    "Observation",
    "SnapshotMutableState",
    "SnapshotStateMap",
    "StateBase",
    "currentObservation",
    "derivedStateOf",
    "isStateList",
    "isStateObject",
    "mutableStateListOf",
    "mutableStateMapOf",
    "mutableStateOf",
    "neverEqualPolicy",
    "onAnyWrite",
    "readRecord",
    "recordWrite",
    "referentialEqualityPolicy",
    "structuralEqualityPolicy",
    "structurallyEqual",
    "untracked",
    "writableRecord",
  ]);
});

it("works end to end through the entry point: a scope recomposes only for what it read", () => {
  const { Observation, mutableStateOf, derivedStateOf, mutableStateListOf } = state;
  const name = mutableStateOf("Ada");
  const todos = mutableStateListOf("a", "b");
  const summary = derivedStateOf(() => `${name.value}: ${todos.length}`);
  let recompositions = 0;
  const scope = new Observation({ invalidate: () => recompositions++ });
  expect(scope.track(() => summary.value)).toBe("Ada: 2");
  todos.push("c");
  name.value = "Ada"; // equal: nothing
  expect(recompositions).toBe(0); // readers hear of writes when they are sent (each frame, flush())
  sendWrites();
  expect(recompositions).toBe(1);
  expect(scope.track(() => summary.value)).toBe("Ada: 3");
});
