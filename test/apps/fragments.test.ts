// @vitest-environment happy-dom
import { fireEvent } from "@testing-library/dom";
import { mutableStateOf } from "composa";
import { renderToString } from "composa/server";
import { flush, render } from "composa/testing";
import { expect, it } from "vitest";
import { expectSameAsFresh } from "./fresh.js";
import { Glossary, type Term } from "./fragments.js";

const terms: Term[] = [
  { id: 1, word: "slot", meaning: "a remembered value" },
  { id: 2, word: "group", meaning: "a span of the slot table" },
  { id: 3, word: "scope", meaning: "what recomposes" },
];

it("keyed fragments move their nodes and state with their item, through reorders and filters", () => {
  const list = mutableStateOf(terms);
  const query = mutableStateOf("");
  const { container } = render(Glossary, { terms: list, query });
  const dt = (word: string) => [...container.querySelectorAll("dt")].find((d) => d.textContent === word)!;
  const before = { slot: dt("slot"), scope: dt("scope") };
  fireEvent.click(dt("scope").nextElementSibling!); // opens scope's note
  list.value = [...terms].reverse();
  query.value = "s";
  flush();
  expect([...container.querySelectorAll("dt")].map((d) => d.textContent)).toEqual(["scope", "slot"]);
  expect(dt("scope")).toBe(before.scope);
  expect(dt("slot")).toBe(before.slot);
  expect(dt("scope").nextElementSibling!.className).toBe("note open");
  expect(container.querySelector("dl")!.lastChild!.textContent).toBe("s");
  for (const q of ["x", "", "o", "g"]) {
    query.value = q;
    flush();
    expectSameAsFresh(Glossary, { terms: list, query }, container);
  }
  expect(dt("scope")).toBeUndefined();
  expect(dt("group").nextElementSibling!.className).toBe("note");
});

it("the server writes keyed fragments' children in place", () => {
  const html = renderToString(Glossary, {
    terms: mutableStateOf(terms.slice(0, 2)),
    query: mutableStateOf(""),
  });
  expect(html.replace(/<!--[^>]*-->/g, "")).toBe(
    '<dl><dt>slot</dt><dd class="note">a remembered value</dd><dt>group</dt><dd class="note">a span of the slot table</dd></dl>',
  );
});
