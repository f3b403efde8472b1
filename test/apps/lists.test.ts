// @vitest-environment happy-dom
import { fireEvent, screen } from "@testing-library/dom";
import { mutableStateOf } from "composa";
import { flush, render } from "composa/testing";
import { expect, it } from "vitest";
import { expectSameAsFresh } from "./fresh.js";
import { Groups, log, type Group } from "./lists.js";

const item = (id: string) => ({ id, label: id.toUpperCase() });
const shape = (c: HTMLElement) =>
  [...c.querySelectorAll("section")].map(
    (s) =>
      `${s.querySelector("h3")!.textContent}:` +
      [...s.querySelectorAll("li")]
        .map(
          (li) =>
            `${li.textContent}${li.className ? "*" : ""}${li.getAttribute("data-theme") === "dark" ? "d" : ""}`,
        )
        .join(","),
  );

it("nested keyed lists reorder with their rows' state, selection and theme", () => {
  log.length = 0;
  const groups = mutableStateOf<Group[]>([
    { id: "g1", title: "One", items: [item("a"), item("b"), item("c")] },
    { id: "g2", title: "Two", items: [item("d")] },
    { id: "g3", title: "Three", items: [] },
  ]);
  const selected = mutableStateOf<string | null>(null);
  const theme = mutableStateOf("light");
  const picks: string[] = [];
  const props = { groups, selected, theme, picks };
  const { container } = render(Groups, props);
  expect(shape(container)).toEqual(["One:A,B,C", "Two:D", "Three:"]);
  expect(log).toEqual(["+a", "+b", "+c", "+d"]);
  expectSameAsFresh(Groups, props, container);
  log.length = 0; // the fresh composition's effects
  const b = screen.getByRole("button", { name: "B" });
  fireEvent.click(b);
  fireEvent.click(b);
  fireEvent.click(screen.getByRole("button", { name: "D" }));
  expect(picks).toEqual(["none->b", "b->b", "b->d"]);
  expect(shape(container)).toEqual(["One:A,B2,C", "Two:D1*", "Three:"]);

  // Move b to group two, reverse group one's rest, swap the groups.
  const bLi = b.parentElement!;
  groups.value = [
    { id: "g2", title: "Two", items: [item("d"), item("b")] },
    { id: "g1", title: "One", items: [item("c"), item("a")] },
    { id: "g3", title: "Three!", items: [item("e")] },
  ];
  theme.value = "dark";
  flush();
  expect(shape(container)).toEqual(["Two:D1*d,Bd", "One:Cd,Ad", "Three!:Ed"]);
  // b crossed parents: new nodes, new state (React does the same); its effect left and entered.
  expect(container.contains(bLi)).toBe(false);
  expect(log).toEqual(["-b", "+b", "+e"]);
  // Within a group the row and its state move with its key.
  const aLi = [...container.querySelectorAll("li")].find((li) => li.textContent === "A")!;
  groups.value = [groups.value[0]!, { ...groups.value[1]!, items: [item("a"), item("c")] }, groups.value[2]!];
  flush();
  expect([...container.querySelectorAll("li")].find((li) => li.textContent === "A")).toBe(aLi);

  fireEvent.click(screen.getByRole("button", { name: "A" }));
  expect(shape(container)).toEqual(["Two:D1d,Bd", "One:A1*d,Cd", "Three!:Ed"]);
  expect(picks.at(-1)).toBe("d->a");

  groups.value = [];
  flush();
  expect(container.querySelector(".groups")!.childNodes.length).toBe(0);
  expect(log.slice(3).sort()).toEqual(["-a", "-b", "-c", "-d", "-e"]);
});
