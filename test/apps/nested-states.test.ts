// @vitest-environment happy-dom
// A store of stores (nested-states.tsx).
import { screen } from "@testing-library/dom";
import { userEvent } from "@testing-library/user-event";
import { flush, render } from "composa/testing";
import { beforeEach, expect, it } from "vitest";
import { expectSameAsFresh } from "./fresh.js";
import { Tasks, addTask, reset, runs, tasks } from "./nested-states.js";

beforeEach(() => {
  reset();
  for (const k of Object.keys(runs)) delete runs[k];
});

const rows = (c: HTMLElement) =>
  [...c.querySelectorAll("li")].map(
    (li) =>
      `${li.dataset.id}${li.className ? "x" : ""}:${li.querySelector("span, input:not([type])")!.textContent || (li.querySelector("input:not([type])") as HTMLInputElement | null)?.value}`,
  );

it("an item's own state recomposes its row; derived views over the items' states re-sort and re-filter; row state follows the key", async () => {
  const user = userEvent.setup();
  addTask("write");
  addTask("read");
  addTask("sleep");
  const { container } = render(Tasks);
  expect(rows(container)).toEqual(["1:write", "2:read", "3:sleep"]);
  expect(container.querySelector(".open")!.textContent).toBe("3 open");

  // Editing row 3 (its own remembered state), then moving it first by priority: the editor moves with it.
  await user.dblClick(screen.getByText("sleep"));
  await user.type(screen.getByLabelText("edit 3"), "!");
  const before = { ...runs };
  await user.click(screen.getByLabelText("up 3"));
  expect(rows(container)).toEqual(["3:sleep!", "1:write", "2:read"]);
  expect(runs["row 1"]).toBe(before["row 1"]);
  // Done: filtered out under "open", kept with its editor under "all".
  await user.click(screen.getByLabelText("done 3"));
  expect(container.querySelector(".open")!.textContent).toBe("2 open");
  await user.click(screen.getByRole("button", { name: "all" }));
  expect(rows(container)).toEqual(["1:write", "2:read"]);
  await user.click(screen.getByRole("button", { name: "open" }));
  expect(rows(container)).toEqual(["3x:sleep", "1:write", "2:read"]);
  // (an item that left and came back starts its row afresh: its editor is gone)
  expect(container.querySelector('[aria-label="edit 3"]')).toBeNull();

  // A title written from outside any handler: only that row and the derived views read it.
  const beforeWrite = { ...runs };
  tasks[1]!.title.value = "READ";
  flush();
  expect(rows(container)).toEqual(["3x:sleep", "1:write", "2:READ"]);
  expect(runs["row 1"]).toBe(beforeWrite["row 1"]);
  expect(runs.tasks).toBe(beforeWrite.tasks);
  expectSameAsFresh(Tasks, {}, container);

  // Editing, Enter writes the title state.
  await user.dblClick(screen.getByText("write"));
  await user.clear(screen.getByLabelText("edit 1"));
  await user.type(screen.getByLabelText("edit 1"), "code{Enter}");
  expect(rows(container)).toEqual(["3x:sleep", "1:code", "2:READ"]);
  expectSameAsFresh(Tasks, {}, container);
});
