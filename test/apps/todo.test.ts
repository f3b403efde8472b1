// @vitest-environment happy-dom
import { fireEvent, screen, within } from "@testing-library/dom";
import { userEvent } from "@testing-library/user-event";
import { render } from "composa/testing";
import { describe, expect, it } from "vitest";
import { expectSameAsFresh, liveValues } from "./fresh.js";
import { makeStore, TodoApp } from "./todo.js";

const rows = (c: HTMLElement) =>
  [...c.querySelectorAll("li[data-id]")].map((li) => `${li.className}|${li.textContent}`);

describe("a React-style to-do app", () => {
  it("adds, toggles, filters, edits in place, removes and clears completed", async () => {
    const user = userEvent.setup();
    const store = makeStore();
    const { container } = render(TodoApp, { store });
    expect(container.querySelector("main")).toBeNull();
    expect(container.querySelector("footer")).toBeNull();
    const input = screen.getByPlaceholderText<HTMLInputElement>("What needs to be done?");
    await user.type(input, "milk{Enter}");
    await user.type(input, "eggs{Enter}");
    await user.type(input, "  {Enter}");
    await user.type(input, "bread{Enter}");
    expect(input.value).toBe("");
    expect(rows(container)).toEqual(["|milk×", "|eggs×", "|bread×"]);
    expect(container.querySelector(".todo-count")!.textContent).toBe("3 items left");
    expectSameAsFresh(TodoApp, { store }, container);

    await user.click(screen.getByLabelText("Toggle eggs"));
    expect(rows(container)).toEqual(["|milk×", "done|eggs×", "|bread×"]);
    expect(container.querySelector(".todo-count")!.textContent).toBe("2 items left");
    expect(screen.getByRole("button", { name: /Clear completed/ }).textContent).toBe("Clear completed (1)");
    expectSameAsFresh(TodoApp, { store }, container);

    await user.click(screen.getByText("Active"));
    expect(rows(container)).toEqual(["|milk×", "|bread×"]);
    expect(screen.getByText("Active").className).toBe("selected");
    expect(screen.getByText("All").hasAttribute("class")).toBe(false);
    expectSameAsFresh(TodoApp, { store }, container);
    await user.click(screen.getByText("Completed"));
    expect(rows(container)).toEqual(["done|eggs×"]);
    await user.click(screen.getByText("All"));
    expect(rows(container)).toEqual(["|milk×", "done|eggs×", "|bread×"]);
    expect(liveValues(container)).toEqual(["", "false", "false", "true", "false"]);

    // Edit in place: the row's own remembered state follows it.
    await user.dblClick(screen.getByText("bread"));
    const edit = screen.getByLabelText<HTMLInputElement>("Edit bread");
    expect(edit.value).toBe("bread");
    await user.clear(edit);
    await user.type(edit, "rye{Enter}");
    expect(rows(container)).toEqual(["|milk×", "done|eggs×", "|rye×"]);
    expectSameAsFresh(TodoApp, { store }, container);
    // Escape cancels.
    await user.dblClick(screen.getByText("milk"));
    await user.type(screen.getByLabelText("Edit milk"), "shake{Escape}");
    expect(rows(container)).toEqual(["|milk×", "done|eggs×", "|rye×"]);

    // Toggle all, then clear completed.
    await user.click(screen.getByLabelText("Toggle all"));
    expect(rows(container)).toEqual(["done|milk×", "done|eggs×", "done|rye×"]);
    expect(container.querySelector(".todo-count")!.textContent).toBe("0 items left");
    expect(screen.getByLabelText<HTMLInputElement>("Toggle all").checked).toBe(true);
    await user.click(screen.getByLabelText("Toggle eggs"));
    expect(screen.getByLabelText<HTMLInputElement>("Toggle all").checked).toBe(false);
    expect(container.querySelector(".todo-count")!.textContent).toBe("1 item left");
    expectSameAsFresh(TodoApp, { store }, container);
    await user.click(screen.getByRole("button", { name: /Clear completed/ }));
    expect(rows(container)).toEqual(["|eggs×"]);
    expect(screen.queryByRole("button", { name: /Clear completed/ })).toBeNull();
    expectSameAsFresh(TodoApp, { store }, container);

    await user.click(screen.getByLabelText("Remove eggs"));
    expect(container.querySelector("main")).toBeNull();
    expect(container.querySelector("footer")).toBeNull();
    expectSameAsFresh(TodoApp, { store }, container);
  });

  it("row state (an open editor) follows its key when the list reorders", async () => {
    const store = makeStore([
      { id: 1, text: "a", done: false },
      { id: 2, text: "b", done: false },
      { id: 3, text: "c", done: false },
    ]);
    const { container } = render(TodoApp, { store });
    fireEvent.dblClick(screen.getByText("b"));
    const edit = screen.getByLabelText<HTMLInputElement>("Edit b");
    fireEvent.input(edit, { target: { value: "bee" } });
    store.todos.reverse();
    store.todos.splice(0, 0); // no-op write
    const { flush } = await import("composa/testing");
    flush();
    expect(rows(container)).toEqual(["|c×", "editing|", "|a×"]);
    expect(screen.getByLabelText<HTMLInputElement>("Edit b")).toBe(edit);
    expect(edit.value).toBe("bee");
    // Remove the row before it: its state stays.
    fireEvent.click(within(container.querySelector("li[data-id='3']")!).getByRole("button"));
    expect(rows(container)).toEqual(["editing|", "|a×"]);
    expect(edit.value).toBe("bee");
    fireEvent.keyDown(edit, { key: "Enter" });
    expect(rows(container)).toEqual(["|bee×", "|a×"]);
  });
});
