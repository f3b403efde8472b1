// @vitest-environment happy-dom
import { screen } from "@testing-library/dom";
import { userEvent } from "@testing-library/user-event";
import { render } from "composa/testing";
import { expect, it } from "vitest";
import { Dashboard, seen } from "./dashboard.js";
import { expectSameAsFresh } from "./fresh.js";

const props = {
  points: [
    { x: 1, y: 5 },
    { x: 2, y: 10 },
    { x: 3, y: 0 },
  ],
  rows: [
    { name: "ada", sales: 12 },
    { name: "bob", sales: 3 },
  ],
  html: "<p>Hello <b>world</b></p>",
};

const attrs = (el: Element) => Object.fromEntries([...el.attributes].map((a) => [a.name, a.value]));

it("an SVG chart from data: attributes as SVG spells them, the namespace kept through foreignObject", async () => {
  const user = userEvent.setup();
  const { container, rerender } = render(Dashboard, props);
  const svg = container.querySelector("svg")!;
  expect(svg.namespaceURI).toBe("http://www.w3.org/2000/svg");
  expect(attrs(svg)).toMatchObject({
    viewBox: "0 0 200 100",
    width: "200",
    role: "img",
    "aria-label": "3 points",
  });
  const line = svg.querySelector("path")!;
  expect(attrs(line)).toEqual({
    d: "M0,50 L100,0 L200,100",
    fill: "none",
    stroke: "black",
    "stroke-width": "2",
    "stroke-linecap": "round",
  });
  expect(attrs(svg.querySelector("stop")!)).toEqual({
    offset: "0%",
    "stop-color": "black",
    "stop-opacity": "0.4",
  });
  expect(svg.querySelector("linearGradient")).not.toBeNull();
  expect([...svg.querySelectorAll("circle")].map((c) => c.getAttribute("class"))).toEqual([
    "dot ",
    "dot max",
    "dot ",
  ]);
  expect(svg.querySelector("circle title")!.textContent).toBe("1: 5");
  const use = svg.querySelector("use")!;
  expect(use.getAttributeNS("http://www.w3.org/1999/xlink", "href")).toBe("#fade");
  expect(use.getAttribute("href")).toBe("#fade");
  const legend = svg.querySelector("foreignObject div") as HTMLElement;
  expect(legend.namespaceURI).toBe("http://www.w3.org/1999/xhtml");
  expect(legend.style.fontSize).toBe("12px");

  const more = { ...props, points: [...props.points, { x: 4, y: 20 }] };
  rerender(more);
  expect(svg.querySelectorAll("circle")).toHaveLength(4);
  expect(svg.querySelector(".max title")!.textContent).toBe("4: 20");
  expectSameAsFresh(Dashboard, more, container);
  rerender(props);
  await user.click(screen.getByRole("button", { name: "Wider" }));
  expect(svg.getAttribute("viewBox")).toBe("0 0 300 100");
  expect(line.getAttribute("d")).toBe("M0,50 L150,0 L300,100");
});

it("className from a template string, style numbers in px (unitless ones not), --custom properties", async () => {
  const user = userEvent.setup();
  const { container } = render(Dashboard, props);
  const main = container.querySelector("main")!;
  expect(main.className).toBe("dashboard theme-light");
  expect(main.style.getPropertyValue("--accent")).toBe("#000");
  expect(main.style.padding).toBe("8px");
  expect(main.style.zIndex).toBe("2");
  expect(main.style.opacity).toBe("0.9");
  expect(main.style.flexGrow).toBe("1");
  await user.click(screen.getByRole("button", { name: "Theme" }));
  expect(main.className).toBe("dashboard theme-dark");
  expect(main.style.getPropertyValue("--accent")).toBe("#fff");
  expect(container.querySelector("svg path")!.getAttribute("stroke")).toBe("white");
});

it("links, images, a datalist, a table from arrays, raw HTML", () => {
  const { container, rerender } = render(Dashboard, props);
  expect(attrs(container.querySelector("a")!)).toEqual({
    href: "https://example.com/docs",
    target: "_blank",
    rel: "noopener noreferrer",
  });
  expect(attrs(container.querySelector("img")!)).toEqual({
    src: "logo.png",
    srcset: "logo.png 1x, logo@2x.png 2x",
    alt: "Logo",
    width: "32",
    height: "32",
    loading: "lazy",
  });
  const input = screen.getByLabelText<HTMLInputElement>("City");
  expect(input.getAttribute("list")).toBe("cities");
  expect(
    [...container.querySelectorAll("datalist option")].map((o) => (o as HTMLOptionElement).value),
  ).toEqual(["Paris", "Tokyo"]);
  const cells = () => [...container.querySelectorAll("tbody tr")].map((tr) => [tr.className, tr.textContent]);
  expect(cells()).toEqual([
    ["hot", "ada12"],
    ["", "bob3"],
  ]);
  expect(container.querySelector("tfoot td")!.getAttribute("colspan")).toBe("2");
  expect(container.querySelector("tfoot td")!.textContent).toBe("15");
  expect(container.querySelector("th")!.getAttribute("scope")).toBe("col");
  expect(container.querySelector(".cms")!.innerHTML).toBe("<p>Hello <b>world</b></p>");
  rerender({ ...props, rows: [props.rows[1]!, { name: "cy", sales: 30 }], html: "<i>new</i>" });
  expect(cells()).toEqual([
    ["", "bob3"],
    ["hot", "cy30"],
  ]);
  expect(container.querySelector("tbody tr")!.hasAttribute("class")).toBe(false);
  expect(container.querySelector("tfoot td")!.textContent).toBe("33");
  expect(container.querySelector(".cms")!.innerHTML).toBe("<i>new</i>");
});

it("<details open> and <dialog open> follow the state; onToggle hears the user's toggle", async () => {
  const user = userEvent.setup();
  const { container } = render(Dashboard, props);
  const details = container.querySelector("details")!;
  const dialog = container.querySelector("dialog")!;
  expect(details.open).toBe(false);
  expect(dialog.open).toBe(false);
  expect(dialog.hasAttribute("open")).toBe(false);
  await user.click(details.querySelector("summary")!); // the browser opens it and fires toggle
  expect(container.querySelector("output.toggles")!.textContent).toBe("1");
  expect(dialog.open).toBe(true);
  expect(screen.getByRole("dialog", { name: "Help is open" })).toBeTruthy();
  await user.click(screen.getByRole("button", { name: "Close" }));
  expect(dialog.open).toBe(false);
  expect(details.open).toBe(false);
});

it("<video muted> is the property; refs: an object ref and a callback ref", async () => {
  const user = userEvent.setup();
  seen.widths = [];
  const { container, unmount } = render(Dashboard, props);
  const video = container.querySelector("video")!;
  expect(video.muted).toBe(true);
  expect(video.autoplay).toBe(true);
  expect(video.getAttribute("playsinline")).toBe("");
  expect(video.getAttribute("poster")).toBe("intro.jpg");
  await user.click(screen.getByRole("button", { name: "Unmute" }));
  expect(video.muted).toBe(false);
  await user.click(screen.getByRole("button", { name: "Mute" }));
  expect(video.muted).toBe(true);

  await user.click(screen.getByRole("button", { name: "Find" }));
  expect(document.activeElement).toBe(screen.getByLabelText("City"));
  expect(seen.canvas).toBe(container.querySelector("canvas"));
  expect(seen.widths).toEqual([200]);
  unmount();
  expect(seen.canvas).toBeNull();
});
