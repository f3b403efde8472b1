// @vitest-environment happy-dom
import { fireEvent } from "@testing-library/dom";
import { mutableStateOf } from "composa";
import { renderToString } from "composa/server";
import { flush, render } from "composa/testing";
import { expect, it } from "vitest";
import { markup } from "./fresh.js";
import { Boxes, Heading } from "./dyntag.js";

it("a tag held in a variable is an element of that name, replaced when the name changes", () => {
  const level = mutableStateOf<1 | 2 | 3>(2);
  const { container } = render(Heading, { level, text: "Hi" });
  expect(container.innerHTML).toBe('<h2 class="title" data-level="2">Hi</h2>');
  level.value = 3;
  flush();
  expect(container.innerHTML).toBe('<h3 class="title" data-level="3">Hi</h3>');
  expect(renderToString(Heading, { level, text: "Hi" })).toBe('<h3 class="title" data-level="3">Hi</h3>');
});

it("`as` props, children with state, handlers and screened URLs on a dynamic tag", () => {
  const section = mutableStateOf(false);
  const href = mutableStateOf<string | undefined>(undefined);
  const { container } = render(Boxes, { section, href });
  const buttons = () => container.querySelectorAll("button");
  fireEvent.click(buttons()[0]!);
  fireEvent.click(buttons()[1]!);
  expect(markup(container)).toBe(
    '<div><div class="box" id="plain"><button>1</button></div><div class="box" id="switching"><button>1</button></div><span>go</span></div>',
  );
  section.value = true;
  href.value = "/next";
  flush();
  // The plain box keeps its state; the switched one is a new element, its content new too.
  expect(markup(container)).toBe(
    '<div><div class="box" id="plain"><button>1</button></div><section class="box" id="switching"><button>0</button></section><a href="/next">go</a></div>',
  );
  expect(fireEvent.click(container.querySelector("a")!)).toBe(false);
  href.value = "javascript:alert(1)";
  flush();
  expect(container.querySelector("a")!.hasAttribute("href")).toBe(false);
});
