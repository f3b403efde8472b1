// @vitest-environment happy-dom
import { fireEvent, screen } from "@testing-library/dom";
import { userEvent } from "@testing-library/user-event";
import { flush, render } from "composa/testing";
import { beforeEach, describe, expect, it } from "vitest";
import { groups, Groups, People, people } from "./state-lists.js";
import { expectSameAsFresh } from "./fresh.js";

const names = (c: HTMLElement) => [...c.querySelectorAll("li .toggle")].map((b) => b.textContent);

beforeEach(() => {
  people.splice(
    0,
    people.length,
    { id: 1, name: "Ada", age: 36 },
    { id: 2, name: "Bob", age: 50 },
    { id: 3, name: "Cy", age: 20 },
  );
  groups.clear();
});

describe("state lists used as arrays", () => {
  it("sort, reverse, splice, filter in place, move; row state and focus follow the row", async () => {
    const user = userEvent.setup();
    const { container } = render(People);
    fireEvent.click(screen.getByText("Bob"));
    const bobInput = screen.getByLabelText("note Bob") as HTMLInputElement;
    await user.type(bobInput, "hi");
    expect(document.activeElement).toBe(bobInput);
    people.sort((a, b) => a.age - b.age);
    flush();
    expect(names(container)).toEqual(["Cy", "Ada", "Bob"]);
    expect(document.activeElement).toBe(bobInput);
    expect(bobInput.value).toBe("hi");
    expect(container.querySelector("[data-id='2'] .age")!.textContent).toBe("age 50");
    people.reverse();
    flush();
    expect(names(container)).toEqual(["Bob", "Ada", "Cy"]);
    expect(document.activeElement).toBe(bobInput);
    people.splice(1, 0, { id: 4, name: "Dee", age: 41 });
    flush();
    expect(names(container)).toEqual(["Bob", "Dee", "Ada", "Cy"]);
    expect(document.activeElement).toBe(bobInput);
    await user.type(bobInput, "!");
    expect(bobInput.value).toBe("hi!");
    // filter in place
    for (let i = people.length - 1; i >= 0; i--) if (people[i].age < 40) people.splice(i, 1);
    flush();
    expect(names(container)).toEqual(["Bob", "Dee"]);
    // move item: take the last, put it first
    const [moved] = people.splice(people.length - 1, 1);
    people.unshift(moved);
    flush();
    expect(names(container)).toEqual(["Dee", "Bob"]);
    expect(bobInput.value).toBe("hi!");
    expect(container.querySelector("[data-id='2'] .age")).not.toBeNull();
    expect(container.querySelector(".summary")!.textContent).toBe("2 people, oldest Bob");
    // spread into a new array, replaced whole
    people.splice(0, people.length, ...[...people, { id: 5, name: "Eve", age: 70 }].reverse());
    flush();
    expect(names(container)).toEqual(["Eve", "Bob", "Dee"]);
    expect(bobInput.value).toBe("hi!");
    // Typed notes and open rows aside, the same as a fresh render of the list.
    fireEvent.click(screen.getByText("Bob"));
    bobInput.value = "";
    fireEvent.input(bobInput);
    expectSameAsFresh(People, {}, container);
  });

  it("a row removes itself from its own handler", async () => {
    const user = userEvent.setup();
    const { container } = render(People);
    await user.click(container.querySelector("[data-id='2'] .remove")!);
    expect(names(container)).toEqual(["Ada", "Cy"]);
    await user.click(container.querySelector("[data-id='1'] .remove")!);
    await user.click(container.querySelector("[data-id='3'] .remove")!);
    expect(names(container)).toEqual([]);
    expect(container.querySelector(".summary")!.textContent).toBe("0 people, oldest -");
  });

  it("nested keyed lists in a state map keep each item's state", () => {
    groups.set("fruit", ["apple", "pear"]);
    groups.set("veg", ["leek"]);
    const { container } = render(Groups);
    fireEvent.click(screen.getByText("pear:0"));
    fireEvent.click(screen.getByText("leek:0"));
    groups.set("fruit", ["fig", "pear", "apple"]);
    flush();
    expect([...container.querySelectorAll("li")].map((l) => l.textContent)).toEqual([
      "fig:0",
      "pear:1",
      "apple:0",
      "leek:1",
    ]);
    // reorder groups: delete and re-add moves to the end of the map
    const fruit = groups.get("fruit")!;
    groups.delete("fruit");
    groups.set("fruit", fruit);
    flush();
    expect([...container.querySelectorAll("h3")].map((l) => l.textContent)).toEqual(["veg", "fruit"]);
    expect([...container.querySelectorAll("li")].map((l) => l.textContent)).toEqual([
      "leek:1",
      "fig:0",
      "pear:1",
      "apple:0",
    ]);
    // move an item between groups: a new item there (keys are per list)
    groups.set("veg", ["leek", "pear"]);
    groups.set("fruit", ["fig", "apple"]);
    flush();
    expect([...container.querySelectorAll("li")].map((l) => l.textContent)).toEqual([
      "leek:1",
      "pear:0",
      "fig:0",
      "apple:0",
    ]);
  });
});
