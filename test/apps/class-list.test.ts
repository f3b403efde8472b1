// @vitest-environment happy-dom
// `classList` (Solid) joins the element's `class`: toggling one never drops the other's classes.
import { userEvent } from "@testing-library/user-event";
import { renderToString } from "composa/server";
import { render } from "composa/testing";
import { describe, expect, it } from "vitest";
import { Tabs } from "./class-list.js";

const classes = (c: HTMLElement) =>
  [...c.querySelectorAll("nav, button, i")].map((el) => el.getAttribute("class"));

describe("classList", () => {
  it("toggles its classes beside the element's class, in the browser and on the server", async () => {
    const user = userEvent.setup();
    const names = ["a", "b"];
    const { container } = render(Tabs, { names });
    expect(classes(container)).toEqual(["tabs", "tab active tab-first", "tab", null]);
    await user.click(container.querySelectorAll("button")[1]!);
    expect(classes(container)).toEqual(["tabs", "tab tab-first", "tab active", null]);
    await user.click(container.querySelector("i")!);
    expect(classes(container)).toEqual(["tabs busy", "tab tab-first", "tab active", "spinner"]);
    expect(renderToString(Tabs, { names })).toContain(
      '<nav class="tabs"><button class="tab active tab-first">',
    );
    await user.click(container.querySelector("i")!);
    expect(classes(container)).toEqual(["tabs", "tab tab-first", "tab active", null]);
    expect(container.querySelector("[classlist]")).toBeNull();
  });
});
