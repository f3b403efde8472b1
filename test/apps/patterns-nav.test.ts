// @vitest-environment happy-dom
// Tabs, an accordion, a hash router, pagination and a wizard, driven as a user would.
import { fireEvent, screen } from "@testing-library/dom";
import { userEvent } from "@testing-library/user-event";
import { mutableStateOf } from "composa";
import { flush, render } from "composa/testing";
import { afterEach, describe, expect, it } from "vitest";
import { expectSameAsFresh, liveValues } from "./fresh.js";
import { Faq, KeepAliveTabs, Paged, Router, Settings, Wizard } from "./patterns-nav.js";

const texts = (c: Element, sel: string) => [...c.querySelectorAll(sel)].map((e) => e.textContent);

describe("tabs", () => {
  it("click and arrow keys select; a keyed panel starts fresh on each visit", async () => {
    const user = userEvent.setup();
    const { container } = render(Settings);
    await user.click(screen.getByText("profile 0"));
    await user.click(screen.getByText("profile 1"));
    expect(screen.getByRole("tabpanel").textContent).toBe("profile 2");
    await user.click(screen.getByRole("tab", { name: "Billing" }));
    expect(screen.getByRole("tabpanel").textContent).toBe("billing 0");
    expect(screen.getByRole("tab", { name: "Billing" }).getAttribute("aria-selected")).toBe("true");
    expect(document.activeElement).toBe(screen.getByRole("tab", { name: "Billing" }));
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("tabpanel").textContent).toBe("Delete your account?");
    expect(document.activeElement).toBe(screen.getByRole("tab", { name: "Danger" }));
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("tabpanel").textContent).toBe("profile 0");
    expect(screen.getByRole("tabpanel").id).toBe("panel-profile");
    expect(screen.getAllByRole("tab").map((t) => t.tabIndex)).toEqual([0, -1, -1]);
    expectSameAsFresh(Settings, {}, container);
  });

  it("kept-alive tabs hide their panels and keep each one's state", () => {
    const { container, rerender } = render(KeepAliveTabs, { names: ["a", "b"] });
    fireEvent.click(screen.getByText("a 0"));
    fireEvent.click(screen.getByText("b"));
    expect(container.querySelectorAll("section")[0]!.hidden).toBe(true);
    fireEvent.click(screen.getByText("b 0"));
    fireEvent.click(screen.getByText("a"));
    expect(texts(container, "section:not([hidden])")).toEqual(["a 1"]);
    expect(texts(container, "section")).toEqual(["a 1", "b 1"]);
    // a tab added in front: the keyed sections keep their state
    rerender({ names: ["z", "a", "b"] });
    expect(texts(container, "section")).toEqual(["z 0", "a 1", "b 1"]);
    // the active tab is an index, as written: now "z"
    expect(texts(container, "section:not([hidden])")).toEqual(["z 0"]);
  });
});

describe("an accordion", () => {
  const items = [
    { q: "Shipping?", a: "3 days" },
    { q: "Returns?", a: "30 days" },
    { q: "Support?", a: "email" },
  ];

  it("one open at a time, or many", () => {
    const { container, rerender } = render(Faq, { items, multiple: false });
    fireEvent.click(screen.getByText("Shipping?"));
    fireEvent.click(screen.getByText("Support?"));
    expect(texts(container, "dd")).toEqual(["email"]);
    expect(texts(container, ".open dt")).toEqual(["Support?"]);
    rerender({ items, multiple: true });
    fireEvent.click(screen.getByText("Shipping?"));
    expect(texts(container, "dd")).toEqual(["3 days", "email"]);
    fireEvent.click(screen.getByText("Support?"));
    expect(texts(container, "dd")).toEqual(["3 days"]);
    expect(screen.getByText("Shipping?").getAttribute("aria-expanded")).toBe("true");
    expect(screen.getByText("Support?").getAttribute("aria-expanded")).toBe("false");
  });
});

describe("a hash router", () => {
  afterEach(() => {
    history.replaceState(null, "", "#");
  });

  /** Navigates as a link click does in a browser (happy-dom fires `hashchange` when the hash changes). */
  async function go(hash: string) {
    location.hash = hash;
    await new Promise((r) => setTimeout(r, 0));
    flush();
  }

  it("follows hashchange: routes, params, a keyed page per user, not found, the current link", async () => {
    history.replaceState(null, "", "#/");
    const { container } = render(Router);
    expect(container.querySelector("h1")!.textContent).toBe("Home");
    expect(container.querySelector("[aria-current=page]")!.textContent).toBe("Home");
    await go("#/users/ada");
    expect(container.querySelector("h1")!.textContent).toBe("User ada");
    expect(container.querySelector("[aria-current=page]")!.textContent).toBe("Ada");
    fireEvent.click(screen.getByText("Follow"));
    expect(screen.getByText("Unfollow")).toBeTruthy();
    await go("#/users/bob");
    // another user is another page: Bob is not followed
    expect(container.querySelector("h1")!.textContent).toBe("User bob");
    expect(screen.getByText("Follow")).toBeTruthy();
    await go("#/nowhere");
    expect(container.querySelector("main")!.textContent).toBe("Not foundNo page at /nowhere");
    expect(container.querySelector("[aria-current]")).toBeNull();
    expectSameAsFresh(Router, {}, container);
    await go("");
    expect(container.querySelector("h1")!.textContent).toBe("Home");
  });
});

describe("pagination", () => {
  it("pages through, and clamps the page when the list shrinks under it", () => {
    const rows = mutableStateOf(Array.from({ length: 23 }, (_, i) => `row ${i + 1}`));
    const { container } = render(Paged, { rows, pageSize: 10 });
    expect(texts(container, "nav button")).toEqual(["Previous", "1", "2", "3", "Next"]);
    expect(screen.getByText("Previous")).toHaveProperty("disabled", true);
    fireEvent.click(screen.getByText("3"));
    expect(texts(container, "li")).toEqual(["row 21", "row 22", "row 23"]);
    expect(container.querySelector(".summary")!.textContent).toBe("21–23 of 23");
    expect(screen.getByText("Next")).toHaveProperty("disabled", true);
    rows.value = rows.value.slice(0, 15);
    flush();
    expect(texts(container, "nav button")).toEqual(["Previous", "1", "2", "Next"]);
    expect(texts(container, "li")).toEqual(["row 11", "row 12", "row 13", "row 14", "row 15"]);
    expect(container.querySelector("[aria-current=page]")!.textContent).toBe("2");
    fireEvent.click(screen.getByText("Previous"));
    expect(texts(container, "li").length).toBe(10);
    rows.value = [];
    flush();
    expect(container.querySelector(".summary")!.textContent).toBe("0–0 of 0");
    expect(texts(container, "nav button")).toEqual(["Previous", "1", "Next"]);
    expectSameAsFresh(Paged, { rows, pageSize: 10 }, container);
  });
});

describe("a wizard with validation", () => {
  it("shows each step's errors only after a try, keeps what was typed across Back, submits the whole form", async () => {
    const user = userEvent.setup();
    const done: unknown[] = [];
    const { container } = render(Wizard, { onDone: (f) => done.push(f) });
    await user.click(screen.getByText("Next"));
    expect(texts(container, ".error")).toEqual(["Enter a valid email", "At least 8 characters"]);
    const email = container.querySelector<HTMLInputElement>("[name=email]")!;
    expect(email.getAttribute("aria-invalid")).toBe("true");
    await user.type(email, "ada@example.org");
    expect(texts(container, ".error")).toEqual(["At least 8 characters"]);
    await user.type(container.querySelector("[name=password]")!, "secret123");
    await user.click(screen.getByText("Next"));
    expect(texts(container, ".current")).toEqual(["Plan"]);
    expect(container.querySelector(".error")).toBeNull();
    await user.click(screen.getByText("Next"));
    expect(texts(container, ".error")).toEqual(["Choose a plan"]);
    await user.selectOptions(container.querySelector("select")!, "pro");
    expect(container.querySelector(".error")).toBeNull();
    await user.click(screen.getByText("Back"));
    expect(liveValues(container)).toEqual(["ada@example.org", "secret123"]);
    await user.click(screen.getByText("Next"));
    expect(container.querySelector("select")!.value).toBe("pro");
    await user.click(screen.getByText("Next"));
    expect(container.querySelector(".review")!.textContent).toBe("ada@example.org on pro");
    expect(texts(container, ".done")).toEqual(["Account", "Plan"]);
    await user.click(screen.getByText("Finish"));
    expect(texts(container, ".error")).toEqual(["Accept the terms"]);
    await user.click(screen.getByLabelText("I accept"));
    expect(container.querySelector(".error")).toBeNull();
    await user.click(screen.getByText("Finish"));
    expect(done).toEqual([{ email: "ada@example.org", password: "secret123", plan: "pro", terms: true }]);
  });
});
