// @vitest-environment happy-dom
// Dynamic tags a React user writes beyond a string literal (dialect-tags.tsx):
// before, each failed at run time with R018 ("is the string "h2", not a composable").
import { mutableStateOf } from "composa";
import { flush, render } from "composa/testing";
import { expect, it } from "vitest";
import { expectSameAsFresh } from "./fresh.js";
import { Bold } from "./dialect-tags-bold.js";
import { Heading, Marked, Texts } from "./dialect-tags.js";

it("a tag looked up in a table of tag names", () => {
  const level = mutableStateOf(1);
  const { container } = render(Heading, { level, text: "Hi" });
  expect(container.innerHTML).toBe('<h2 class="title">Hi</h2>');
  level.value = 3;
  flush();
  expect(container.innerHTML).toBe('<h1 class="title">Hi</h1>');
  expectSameAsFresh(Heading, { level, text: "Hi" }, container);
});

it("a table given as a prop holds tag names and composables alike", () => {
  const kind = mutableStateOf("em");
  const marks = { em: "em", strong: Bold, code: "code" } as const;
  const { container } = render(Marked, { kind, marks });
  expect(container.innerHTML).toBe("<em>em</em>");
  kind.value = "strong";
  flush();
  expect(container.innerHTML).toBe("<strong>strong</strong>");
  kind.value = "other";
  flush();
  expect(container.innerHTML).toBe("<span>other</span>");
});

it("an `as` prop without a default, typed as tag names", () => {
  const tag = mutableStateOf<"p" | "span" | "label">("p");
  const { container } = render(Texts, { tag });
  expect(container.innerHTML).toBe('<p class="text" id="t">hello</p>');
  tag.value = "label";
  flush();
  expect(container.innerHTML).toBe('<label class="text" id="t">hello</label>');
  expectSameAsFresh(Texts, { tag }, container);
});
