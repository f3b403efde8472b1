// @vitest-environment happy-dom
import { flush } from "composa";
import { render } from "composa/dom";
import { describe, expect, it } from "vitest";
import { SlotsExample } from "./slots.js";

describe("the slots example", () => {
  it("keeps each item's remembered counter, and its button, when the list is reversed", () => {
    const container = document.createElement("div");
    render(SlotsExample, container);
    const items = () => [...container.querySelectorAll("li button")] as HTMLButtonElement[];
    expect(items().map((b) => b.textContent)).toEqual(["apple: 0", "pear: 0", "plum: 0"]);
    const apple = items()[0]!;
    apple.click();
    apple.click();
    flush();
    const reverse = [...container.querySelectorAll("button")].find((b) => b.textContent === "Reverse")!;
    reverse.click();
    flush();
    expect(items().map((b) => b.textContent)).toEqual(["plum: 0", "pear: 0", "apple: 2"]);
    expect(items()[2]).toBe(apple);
    expect(container.querySelector("h3")!.textContent).toBe("Parameterized slots");
  });
});
