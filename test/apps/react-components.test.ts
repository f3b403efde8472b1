// @vitest-environment happy-dom
// React-style component patterns (react-components.tsx), driven as a user
// would and, where the state is all in the props, compared with a fresh
// composition of the same props.
import { screen } from "@testing-library/dom";
import { userEvent } from "@testing-library/user-event";
import { flush, render } from "composa/testing";
import { beforeEach, describe, expect, it } from "vitest";
import { expectSameAsFresh } from "./fresh.js";
import * as A from "./react-components.js";

beforeEach(() => {
  A.log.length = 0;
});

const texts = (c: HTMLElement, sel: string) => [...c.querySelectorAll(sel)].map((e) => e.textContent);

describe("React-style components", () => {
  it("a higher-order component keeps its own state, declared once or made while composing", async () => {
    const user = userEvent.setup();
    for (const inline of [false, true]) {
      const { container, rerender, unmount } = render(A.Hoc, { name: "Ada", inline });
      await user.click(container.querySelector(".hello")!);
      await user.click(container.querySelector(".hello")!);
      expect(texts(container, "output")).toEqual(["2"]);
      rerender({ name: "Grace", inline });
      // The wrapper's state survives new props; the inner component shows them.
      expect(container.querySelector(".counted")!.textContent).toBe("2Hello Grace");
      unmount();
    }
  });

  it("a recursive comment thread: a reply form per comment, replies nested at any depth", async () => {
    const user = userEvent.setup();
    const { container } = render(A.Thread, {
      initial: [{ id: 1, text: "first", replies: [{ id: 2, text: "second", replies: [] }] }],
    });
    await user.click(screen.getByText("reply to second"));
    await user.type(screen.getByLabelText("reply to second"), "third{Enter}");
    expect(texts(container, "p")).toEqual(["first", "second", "third"]);
    expect(container.querySelector('[data-id="2"] [data-id="100"]')).not.toBeNull();
    // The form closed and emptied; another reply opens its own form.
    expect(container.querySelector("form")).toBeNull();
    await user.click(screen.getByText("reply to first"));
    await user.type(screen.getByLabelText("reply to first"), "fourth{Enter}");
    expect(texts(container, ".thread > li > ul > li > p")).toEqual(["second", "fourth"]);
  });

  it("rest props reach the element, through one component or two; dropped ones are removed", async () => {
    const user = userEvent.setup();
    const { container, rerender } = render(A.Rest, { busy: true });
    const save = container.querySelector("#save") as HTMLButtonElement;
    expect(save.className).toBe("btn primary");
    expect(save.disabled).toBe(true);
    expect(save.title).toBe("saving");
    rerender({ busy: false });
    expect(save.disabled).toBe(false);
    expect(save.hasAttribute("title")).toBe(false);
    await user.click(save);
    const del = screen.getByLabelText("delete");
    expect(del.className).toBe("btn ghost");
    expect(del.innerHTML).toBe('<i class="icon-trash"></i>Delete');
    await user.click(del);
    expect(A.log).toEqual(["save", "delete"]);
    expectSameAsFresh(A.Rest, { busy: false }, container);
  });

  it("tabs from an object of components: another component is a fresh one", async () => {
    const user = userEvent.setup();
    const { container } = render(A.Tabs, { user: "ada" });
    expect(texts(container, ".panel")).toEqual(["Welcome, ada"]);
    await user.click(screen.getByRole("tab", { name: "profile" }));
    await user.click(screen.getByText("edit"));
    expect(texts(container, ".panel")).toEqual(["ada edited 1 times"]);
    expect(screen.getByRole("tab", { name: "profile" }).getAttribute("aria-selected")).toBe("true");
    await user.click(screen.getByRole("tab", { name: "settings" }));
    await user.click(screen.getByRole("tab", { name: "profile" }));
    // As in React: the profile panel left, so its state did.
    expect(texts(container, ".panel")).toEqual(["ada edited 0 times"]);
  });

  it("a hook that returns a component: the component reads the hook's state", async () => {
    const user = userEvent.setup();
    render(A.ModalPage, {});
    expect(screen.queryByRole("dialog")).toBeNull();
    await user.click(screen.getByText("open"));
    expect(screen.getByRole("dialog", { name: "Confirm" }).textContent).toBe("Sure?close");
    await user.click(screen.getByText("close"));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("a component loaded later is shown once it arrives; a failed load shows the error", async () => {
    let resolve!: (c: (p: { name: string }) => void) => void;
    const load = () => new Promise<(p: { name: string }) => void>((r) => (resolve = r));
    const { container } = render(A.LazyPanel, { load, name: "Ada" });
    expect(container.textContent).toBe("Loading…");
    resolve(A.Greeting);
    await Promise.resolve();
    await Promise.resolve();
    flush();
    expect(container.innerHTML).toBe("<h2>Hello Ada</h2>");

    const failing = render(A.LazyPanel, { load: () => Promise.reject(new Error("chunk failed")), name: "x" });
    await Promise.resolve();
    await Promise.resolve();
    flush();
    expect(failing.container.querySelector('[role="alert"]')!.textContent).toBe("chunk failed");
  });

  it("a component declared inside another keeps its state and effects while its parent recomposes", async () => {
    const user = userEvent.setup();
    const { container, rerender } = render(A.Grid, { factor: 1, rows: 2 });
    await user.click(container.querySelectorAll("td")[1]!);
    rerender({ factor: 10, rows: 3 });
    expect(texts(container, "td")).toEqual(["0", "10 (1)", "20"]);
    expect(A.log).toEqual(["cell 0 in", "cell 1 in", "cell 2 in"]);
    rerender({ factor: 10, rows: 1 });
    expect(A.log.slice(3)).toEqual(["cell 2 out", "cell 1 out"]);
  });

  it("arrow components whose body is an element, a fragment, an array or a ?:", () => {
    const { container, rerender } = render(A.Arrows, { n: 1, ok: true });
    expect(container.innerHTML).toBe(
      '<span class="badge">1</span><span class="badge">2</span><i>1</i><b>2</b><b>yes</b>',
    );
    rerender({ n: 5, ok: false });
    expect(container.innerHTML).toBe(
      '<span class="badge">5</span><span class="badge">6</span><i>5</i><b>10</b><i>no</i>',
    );
    expectSameAsFresh(A.Arrows, { n: 5, ok: false }, container);
  });

  it("a list component whose body is the .map: rows keep their nodes and what was typed when reordered", async () => {
    const user = userEvent.setup();
    const people = [
      { id: 1, name: "Ada" },
      { id: 2, name: "Grace" },
    ];
    const { container, rerender } = render(A.People, { people });
    await user.type(screen.getByLabelText("Grace"), "typed");
    const grace = screen.getByLabelText("Grace");
    rerender({ people: [people[1]!, people[0]!] });
    expect([...container.querySelectorAll("input")].map((i) => i.getAttribute("aria-label"))).toEqual([
      "Grace",
      "Ada",
    ]);
    expect(screen.getByLabelText("Grace")).toBe(grace);
    expect((grace as HTMLInputElement).value).toBe("typed");
  });

  it("children typed as a string get the string, as in React: string methods and attributes work", () => {
    const { container, rerender } = render(A.Labels, { name: "Ada Lovelace" });
    expect(container.innerHTML).toBe(
      '<h2 id="account-settings" title="Account settings">ACCOUNT SETTINGS</h2>' +
        '<h2 id="ada-lovelace" title="Ada Lovelace">ADA LOVELACE</h2>' +
        "<span aria-label=\"Ada Lovelace's email: required\">Ada Lovelace's email</span>",
    );
    rerender({ name: "Grace" });
    expect(texts(container, "h2")).toEqual(["ACCOUNT SETTINGS", "GRACE"]);
    expectSameAsFresh(A.Labels, { name: "Grace" }, container);
  });
});
