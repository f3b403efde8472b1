// @vitest-environment happy-dom
// The rows of README's "Coming from React or Solid" table that other apps here
// do not show, each with the behaviour its React counterpart has.
import { screen } from "@testing-library/dom";
import { userEvent } from "@testing-library/user-event";
import { flush } from "composa";
import { render } from "composa/testing";
import { describe, expect, it } from "vitest";
import { Reducer, Sorted, Themed, Toggle, type Log } from "./idioms.js";

const newLog = (): Log => ({ sorts: 0, mounts: 0, unmounts: 0 });
const items = (c: HTMLElement) => [...c.querySelectorAll("li")].map((li) => li.textContent);

describe("React idioms in Composa", () => {
  it("remember with keys recomputes only when a key changes (useMemo)", async () => {
    const user = userEvent.setup();
    const log = newLog();
    const list = ["b", "c", "a"];
    const { container, rerender } = render(Sorted, { items: list, order: "asc", log });
    expect(items(container)).toEqual(["a", "b", "c"]);
    expect(log.sorts).toBe(1);
    await user.click(screen.getByText(/tick/));
    expect(screen.getByText("tick 1")).toBeTruthy();
    expect(log.sorts).toBe(1); // the body ran again, the keys did not change
    rerender({ items: list, order: "desc", log });
    expect(items(container)).toEqual(["c", "b", "a"]);
    expect(log.sorts).toBe(2);
    rerender({ items: ["d", ...list], order: "desc", log });
    expect(items(container)).toEqual(["d", "c", "b", "a"]);
    expect(log.sorts).toBe(3);
  });

  it("a remembered box keeps its value across recompositions and recomposes nothing (useRef)", async () => {
    const user = userEvent.setup();
    const log = newLog();
    const { container } = render(Sorted, { items: ["x"], order: "asc", log });
    expect(container.querySelector("output")!.textContent).toBe("1");
    await user.click(screen.getByText(/tick/));
    await user.click(screen.getByText(/tick/));
    expect(container.querySelector("output")!.textContent).toBe("3");
  });

  it("DisposableEffect without keys runs once on enter and cleans up on leave (useEffect with [])", async () => {
    const user = userEvent.setup();
    const log = newLog();
    render(Toggle, { log });
    expect(log).toMatchObject({ mounts: 1, unmounts: 0 });
    await user.click(screen.getByText(/other/));
    await user.click(screen.getByText(/other/));
    expect(screen.getByText("other 2")).toBeTruthy();
    expect(log).toMatchObject({ mounts: 1, unmounts: 0 });
    await user.click(screen.getByText("toggle"));
    expect(screen.queryByText("mounted")).toBeNull();
    expect(log).toMatchObject({ mounts: 1, unmounts: 1 });
    await user.click(screen.getByText("toggle"));
    expect(log).toMatchObject({ mounts: 2, unmounts: 1 });
  });

  it("a composition local reaches readers through other composables and follows its provider (useContext)", async () => {
    const user = userEvent.setup();
    const { container } = render(Themed);
    const cls = () => [...container.querySelectorAll("button")].map((b) => `${b.textContent}:${b.className}`);
    expect(cls()).toEqual(["outside:btn-light", "inside:btn-light"]);
    await user.click(screen.getByLabelText("dark"));
    expect(cls()).toEqual(["outside:btn-light", "inside:btn-dark"]);
    await user.click(screen.getByLabelText("dark"));
    expect(cls()).toEqual(["outside:btn-light", "inside:btn-light"]);
  });

  it("a reducer is a function that writes state (useReducer)", async () => {
    const user = userEvent.setup();
    const { container } = render(Reducer);
    await user.click(screen.getByText("add"));
    await user.click(screen.getByText("add"));
    flush();
    expect(container.querySelector("span")!.textContent).toBe("10");
    await user.click(screen.getByText("reset"));
    expect(container.querySelector("span")!.textContent).toBe("0");
  });
});
