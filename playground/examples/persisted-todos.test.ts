// @vitest-environment happy-dom
import { flush } from "composa";
import { render } from "composa/dom";
import { afterEach, describe, expect, it } from "vitest";
import { PersistedTodosExample } from "./persisted-todos.js";

const KEY = "composa-playground-todos";
const saved = () => JSON.parse(localStorage.getItem(KEY) ?? "null") as unknown;
/** Lets the LaunchedEffect's `for await` loop take the next value. */
const settle = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};

afterEach(() => localStorage.clear());

describe("the persisted to-do example", () => {
  it("saves the list after every change though only a child reads it, and loads it back", async () => {
    localStorage.setItem(KEY, JSON.stringify(["milk"]));
    const container = document.createElement("div");
    const app = render(PersistedTodosExample, container);
    await settle();
    expect([...container.querySelectorAll("li")].map((li) => li.firstChild!.textContent!.trim())).toEqual([
      "milk",
    ]);
    const input = container.querySelector("input")!;
    input.value = "eggs";
    input.dispatchEvent(new Event("input", { bubbles: true }));
    flush();
    [...container.querySelectorAll("button")].find((b) => b.textContent === "Add")!.click();
    flush();
    await settle();
    expect(saved()).toEqual(["milk", "eggs"]);
    (container.querySelector("li button") as HTMLButtonElement).click();
    flush();
    await settle();
    expect(saved()).toEqual(["eggs"]);
    app.dispose();
    const again = document.createElement("div");
    const reloaded = render(PersistedTodosExample, again);
    await settle();
    expect(again.querySelectorAll("li").length).toBe(1);
    reloaded.dispose();
  });
});
