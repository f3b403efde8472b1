// @vitest-environment happy-dom
import { userEvent } from "@testing-library/user-event";
import { mutableStateListOf, mutableStateOf } from "composa";
import { hydrate } from "composa/dom";
import { renderToString } from "composa/server";
import { flush, render } from "composa/testing";
import { expect, it, vi } from "vitest";
import { expectSameAsFresh, liveValues, markup } from "./fresh.js";
import {
  Accordion,
  CityPicker,
  Inbox,
  SalesReport,
  Settings,
  TagPicker,
  Uploads,
  type Mail,
  type Sale,
  type Upload,
} from "./widgets.js";

/** Each row's progress, meter, li, output and button as markup shows them. */
function rows(container: HTMLElement): string[][] {
  return [...container.querySelectorAll("li")].map((li) => [
    `li ${li.getAttribute("value")}`,
    `progress ${li.querySelector("progress")!.getAttribute("value")}`,
    `meter ${li.querySelector("meter")!.getAttribute("value")}`,
    `output ${li.querySelector("output")!.getAttribute("value")} "${li.querySelector("output")!.textContent}"`,
    `button ${li.querySelector("button")!.getAttribute("value")}`,
  ]);
}

it("value on progress, meter, li, output and button is an attribute: undefined leaves it off", () => {
  const uploads = mutableStateOf<Upload[]>([
    { name: "a.png", done: undefined },
    { name: "b.png", done: 40 },
  ]);
  const { container } = render(Uploads, { uploads, first: 3 });
  expect(rows(container)).toEqual([
    ["li 3", "progress null", "meter 0", 'output null "waiting"', "button a.png"],
    ["li 4", "progress 40", "meter 40", 'output 40 "40%"', "button b.png"],
  ]);
  // the size became known for one, and unknown again for the other (a retry)
  uploads.value = [
    { name: "a.png", done: 10 },
    { name: "b.png", done: undefined },
  ];
  flush();
  expect(rows(container)).toEqual([
    ["li 3", "progress 10", "meter 10", 'output 10 "10%"', "button a.png"],
    ["li 4", "progress null", "meter 0", 'output null "waiting"', "button b.png"],
  ]);
  expectSameAsFresh(Uploads, { uploads, first: 3 }, container);
  uploads.value = [{ name: "b.png", done: 100 }];
  flush();
  expect(rows(container)).toEqual([
    ["li 3", "progress 100", "meter 100", 'output 100 "100%"', "button b.png"],
  ]);
  expectSameAsFresh(Uploads, { uploads, first: 3 }, container);
});

it("the server writes the same value attributes", () => {
  const uploads = mutableStateOf<Upload[]>([
    { name: "a.png", done: undefined },
    { name: "b.png", done: 40 },
  ]);
  const parsed = document.createElement("div");
  parsed.innerHTML = renderToString(Uploads, { uploads, first: 3 });
  expect(rows(parsed)).toEqual([
    ["li 3", "progress null", "meter 0", 'output null "waiting"', "button a.png"],
    ["li 4", "progress 40", "meter 40", 'output 40 "40%"', "button b.png"],
  ]);
});

it("hydration adopts them as the server wrote them, then updates them as render does", () => {
  const uploads = mutableStateOf<Upload[]>([
    { name: "a.png", done: undefined },
    { name: "b.png", done: 40 },
  ]);
  const container = document.body.appendChild(document.createElement("div"));
  container.innerHTML = renderToString(Uploads, { uploads, first: 3 });
  const before = container.innerHTML;
  const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
  const composition = hydrate(Uploads, container, { uploads, first: 3 });
  try {
    expect(warn).not.toHaveBeenCalled();
    expect(container.innerHTML).toBe(before);
    uploads.value = [
      { name: "a.png", done: 5 },
      { name: "b.png", done: undefined },
    ];
    flush();
    expect(rows(container)).toEqual([
      ["li 3", "progress 5", "meter 5", 'output 5 "5%"', "button a.png"],
      ["li 4", "progress null", "meter 0", 'output null "waiting"', "button b.png"],
    ]);
  } finally {
    warn.mockRestore();
    composition.dispose();
    container.remove();
  }
});

it("a select's value stays selected when its options are replaced, reordered or loaded later", () => {
  const cities = mutableStateOf(["Lyon", "Nice", "Paris"]);
  const city = mutableStateOf("Nice");
  const tags = mutableStateOf(["Nice", "Paris"]);
  const { container } = render(CityPicker, { cities, city, tags });
  const single = container.querySelector<HTMLSelectElement>("select.city")!;
  const plain = container.querySelector<HTMLSelectElement>("select.plain")!;
  const picked = () => [
    single.value === plain.value ? single.value : `${single.value} / ${plain.value}`,
    [...container.querySelectorAll<HTMLOptionElement>("select.tags option")]
      .filter((o) => o.selected)
      .map((o) => o.value),
  ];
  expect(picked()).toEqual(["Nice", ["Nice", "Paris"]]);
  cities.value = ["Nice", "Lyon"]; // reordered, one gone
  flush();
  expect(picked()).toEqual(["Nice", ["Nice"]]);
  cities.value = []; // loading
  flush();
  expect(picked()).toEqual(["", []]);
  cities.value = ["Lyon", "Nice", "Paris"]; // loaded: the state still says Nice
  flush();
  expect(picked()).toEqual(["Nice", ["Nice", "Paris"]]);
  cities.value = ["Brest", "Lyon", "Nice", "Paris"]; // one inserted before it
  flush();
  expect(picked()).toEqual(["Nice", ["Nice", "Paris"]]);
  cities.value = ["Paris", "Nice", "Lyon", "Brest"]; // the same options, other values
  flush();
  expect(picked()).toEqual(["Nice", ["Paris", "Nice"]]);
  expectSameAsFresh(CityPicker, { cities, city, tags }, container);
});

it("form.reset() leaves controlled fields showing the state: their defaults follow it, as React syncs them", async () => {
  const user = userEvent.setup();
  const state = {
    name: mutableStateOf("ann"),
    bio: mutableStateOf("hi"),
    news: mutableStateOf(false),
    plan: mutableStateOf("free"),
  };
  const { container } = render(Settings, state);
  const form = container.querySelector("form")!;
  await user.type(form.querySelector<HTMLInputElement>("[name=name]")!, "ie");
  await user.type(form.querySelector("textarea")!, "!");
  await user.click(form.querySelector<HTMLInputElement>("[name=news]")!);
  await user.click(form.querySelector<HTMLInputElement>("[value=pro]")!);
  expect([state.name.value, state.bio.value, state.news.value, state.plan.value]).toEqual([
    "annie",
    "hi!",
    true,
    "pro",
  ]);
  const shown = () => [...liveValues(container)];
  expect(shown()).toEqual(["annie", "hi!", "true", "false", "true"]);
  form.reset();
  expect(shown()).toEqual(["annie", "hi!", "true", "false", "true"]);
  expectSameAsFresh(Settings, state, container);
});

it("a hydrated controlled form keeps the server's markup, and its defaults then follow the state", () => {
  const state = {
    name: mutableStateOf(""),
    bio: mutableStateOf("hi"),
    news: mutableStateOf(true),
    plan: mutableStateOf("pro"),
  };
  const container = document.body.appendChild(document.createElement("div"));
  container.innerHTML = renderToString(Settings, state);
  const before = container.innerHTML;
  const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
  const composition = hydrate(Settings, container, state);
  try {
    expect(warn).not.toHaveBeenCalled();
    expect(container.innerHTML).toBe(before);
    state.name.value = "bo";
    state.news.value = false;
    state.plan.value = "free";
    flush();
    container.querySelector("form")!.reset();
    expect(liveValues(container)).toEqual(["bo", "hi", "false", "true", "false"]);
  } finally {
    warn.mockRestore();
    composition.dispose();
    container.remove();
  }
});

it('hidden="until-found" keeps its keyword (find-in-page opens the panel); false removes it', async () => {
  const user = userEvent.setup();
  const open = mutableStateOf<string | null>("Shipping");
  const { container } = render(Accordion, { open });
  const state = () =>
    [...container.querySelectorAll("section")].map(
      (s) =>
        `${s.querySelector("button")!.getAttribute("aria-expanded")} ${s.querySelector("[role=region]")!.getAttribute("hidden")}`,
    );
  expect(state()).toEqual(["true null", "false until-found"]);
  await user.click(container.querySelectorAll("button")[1]!);
  expect(state()).toEqual(["false until-found", "true null"]);
  // find-in-page found text in the first panel: the browser fires beforematch (and removes the attribute)
  container.querySelector("#Shipping-panel")!.dispatchEvent(new Event("beforematch", { bubbles: true }));
  flush();
  expect(state()).toEqual(["true null", "false until-found"]);
  expectSameAsFresh(Accordion, { open }, container);
  const parsed = document.createElement("div");
  parsed.innerHTML = renderToString(Accordion, { open });
  expect(markup(parsed).replace(/<!---->/g, "")).toBe(markup(container));
});

it("a state list given as an attribute (a multiple select's value, a class) follows the list's changes", () => {
  const tags = mutableStateListOf("red");
  const { container } = render(TagPicker, { tags });
  const shown = () => [
    [...container.querySelectorAll("option")].filter((o) => o.selected).map((o) => o.value),
    container.querySelector("p")!.className,
  ];
  expect(shown()).toEqual([["red"], "red"]);
  tags.push("blue");
  flush();
  expect(shown()).toEqual([["red", "blue"], "red blue"]);
  tags.splice(0, 1);
  flush();
  expect(shown()).toEqual([["blue"], "blue"]);
  expectSameAsFresh(TagPicker, { tags }, container);
});

it("a tri-state 'select all' checkbox: indeterminate while some are picked, checked when every selectable one is", async () => {
  const user = userEvent.setup();
  const mails: Mail[] = [
    { id: 1, subject: "Invoice", pinned: false },
    { id: 2, subject: "Welcome", pinned: true },
    { id: 3, subject: "Lunch?", pinned: false },
  ];
  const picked = mutableStateOf<number[]>([1]);
  const { container } = render(Inbox, { mails, picked });
  const all = container.querySelector<HTMLInputElement>(".all input")!;
  const shown = () => [all.checked, all.indeterminate, [...picked.value]];
  expect(shown()).toEqual([false, true, [1]]);
  await user.click(all); // selects every mail but the pinned one
  expect(shown()).toEqual([true, false, [1, 3]]);
  await user.click(all);
  expect(shown()).toEqual([false, false, []]);
  await user.click(container.querySelector<HTMLInputElement>("[aria-label=Lunch\\?]")!);
  expect(shown()).toEqual([false, true, [3]]);
  expectSameAsFresh(Inbox, { mails, picked }, container);
});

it("a sortable table and its SVG chart: rows move, the path and the legend follow, as a fresh render", async () => {
  const user = userEvent.setup();
  const sales = mutableStateOf<Sale[]>([
    { id: 1, region: "North", amount: 30 },
    { id: 2, region: "South", amount: 10 },
    { id: 3, region: "East", amount: 20 },
  ]);
  const desc = mutableStateOf(true);
  const { container } = render(SalesReport, { sales, desc });
  const north = container.querySelector("tbody tr")!;
  const order = () => [...container.querySelectorAll("tbody th")].map((th) => th.textContent);
  expect(order()).toEqual(["North", "East", "South"]);
  expect(container.querySelector("svg path")!.getAttribute("d")).toBe("M0 20 L10 30 L20 40");
  await user.click(container.querySelector("thead button")!);
  expect(order()).toEqual(["South", "East", "North"]);
  expect(container.querySelectorAll("tbody tr")[2]).toBe(north); // the row moved, not rebuilt
  expect(container.querySelector("th[aria-sort]")!.getAttribute("aria-sort")).toBe("ascending");
  expect(container.querySelector("svg path")!.getAttribute("d")).toBe("M0 40 L10 30 L20 20");
  expect(container.querySelector(".legend")!.namespaceURI).toBe("http://www.w3.org/1999/xhtml");
  expect(container.querySelector("tfoot td")!.getAttribute("colspan")).toBe("2");
  sales.value = [...sales.value, { id: 4, region: "West", amount: 5 }];
  flush();
  expect(order()).toEqual(["West", "South", "East", "North"]);
  expectSameAsFresh(SalesReport, { sales, desc }, container);
  const parsed = document.createElement("div");
  parsed.innerHTML = renderToString(SalesReport, { sales, desc });
  expect(markup(parsed).replace(/<!---->/g, "")).toBe(markup(container));
});
