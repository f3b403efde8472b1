// @vitest-environment happy-dom
import { mutableStateOf } from "composa";
import { renderToString } from "composa/server";
import { flush, render } from "composa/testing";
import { expect, it } from "vitest";
import { expectSameAsFresh } from "./fresh.js";
import { CalledSlot, Forgotten, Page, Toolbar } from "./render-props.js";

it("components given as props render, and optional ones come and go", () => {
  const items = mutableStateOf([
    { id: 1, name: "milk" },
    { id: 2, name: "eggs" },
  ]);
  const withHeader = mutableStateOf(false);
  const { container } = render(Page, { items, withHeader });
  expect(container.innerHTML).toBe(
    "<main><ul><li><span>1. milk</span></li><li><span>2. eggs</span></li></ul></main>",
  );
  withHeader.value = true;
  items.value = [items.value[1]!];
  flush();
  expect(container.innerHTML).toBe("<main><h1>Groceries</h1><ul><li><span>1. eggs</span></li></ul></main>");
  expectSameAsFresh(Page, { items, withHeader }, container);
  items.value = [];
  flush();
  expect(container.innerHTML).toBe('<main><h1>Groceries</h1><p class="empty">All done</p></main>');
  withHeader.value = false;
  flush();
  expectSameAsFresh(Page, { items, withHeader }, container);
});

it("a component prop that holds undefined names the element and the composable it is in (React's 'Element type is invalid')", () => {
  expect(() => render(Forgotten, { items: [{ id: 1, name: "milk" }] })).toThrow(
    /^Composa: List \(.*render-props\.tsx:\d+:\d+\) threw: Composa \[R018\]: `<props\.renderItem>` is undefined, not a composable\. .*`\{props\.renderItem && <props\.renderItem … \/>\}`/,
  );
});

it("a component looked up under a missing name says so, where it is called", () => {
  const { container } = render(Toolbar, { icon: "Star" });
  expect(container.querySelector(".star")!.getAttribute("style")).toBe("font-size: 12px;");
  expect(() => render(Toolbar, { icon: "Moon" })).toThrow(
    /^Composa: Toolbar \(.*\) threw: Composa \[R018\]: `<Icon>` is undefined, not a composable/,
  );
});

it("the server names them the same way", () => {
  expect(() => renderToString(Forgotten, { items: [{ id: 1, name: "milk" }] })).toThrow(
    /^Composa: List \(.*render-props\.tsx:\d+:\d+\) threw: Composa \[R018\]: `<props\.renderItem>` is undefined/,
  );
});

it("a slot called as a plain function (`children({ x })`) says to place it with element syntax (R022), in the composable that called it", () => {
  expect(() => render(CalledSlot)).toThrow(
    /^Composa: Tracker \(.*render-props\.tsx:\d+:\d+\) threw: Composa \[R022\]: the composable `CalledSlot\.lambda` was called as a plain function \(where its Composer goes it got undefined\): .*`<Children pos=\{p\} \/>`/,
  );
});
