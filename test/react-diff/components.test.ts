// @vitest-environment happy-dom
// Component patterns of React code (per-row state, a recursive thread, a
// reducer-driven list with filters); Composa against React 19 (harness.ts
// says what is compared).
import { it } from "vitest";
import * as C from "./components.js";
import { diff } from "./harness.js";
import * as R from "./components.react.js";

it("an accordion's rows keep their open state when the order flips", async () => {
  await diff(R.Accordion, C.Accordion, async (d) => {
    await d.click("#t-b");
    await d.click("#flip");
    await d.click("#t-c");
    await d.click("#flip");
    await d.click("#t-b");
  });
});

it("a recursive comment thread with a reply form per comment", async () => {
  await diff(R.Thread, C.Thread, async (d) => {
    await d.click("#reply-1");
    await d.type("#r-1", "one{Enter}");
    await d.click("#reply-2");
    await d.type("#r-2", "two{Enter}");
    await d.click("#reply-1");
    await d.type("#r-1", "three{Enter}");
  });
});

it("a reducer-driven to-do list with filters", async () => {
  await diff(R.Todos, C.Todos, async (d) => {
    await d.type("#new", "milk{Enter}");
    await d.type("#new", "eggs{Enter}");
    await d.click("#todo-1");
    await d.click("#f-active");
    await d.click("#f-done");
    await d.click("#f-all");
    await d.click("#clear");
  });
});
