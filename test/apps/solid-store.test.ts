// @vitest-environment happy-dom
// Solid's createStore / useTrackedEffect / <Index> / <Dynamic>, written by a user
// over Composa's state (solid-store.tsx).
import { screen } from "@testing-library/dom";
import { userEvent } from "@testing-library/user-event";
import { flush, render } from "composa/testing";
import { beforeEach, describe, expect, it } from "vitest";
import { Picker, Profile, dynamicChoice, effectLog, runs, type AppState } from "./solid-store.js";

const initial: AppState = {
  user: { name: "ada", address: { city: "Paris", zip: "75000" } },
  todos: [
    { title: "read", done: false },
    { title: "write", done: true },
  ],
};

beforeEach(() => {
  effectLog.length = 0;
  for (const k of Object.keys(runs)) delete runs[k];
});

describe("a fine-grained store with lazily created states", () => {
  it("a nested write recomposes only its readers; effects re-run for what they read", async () => {
    const user = userEvent.setup();
    const { container } = render(Profile, { initial });
    expect(container.querySelector(".name")!.textContent).toBe("ada");
    expect(container.querySelector(".city")!.textContent).toBe("Paris");
    expect(container.querySelector(".left")!.textContent).toBe("1 left");
    expect(effectLog).toEqual(["ada in Paris", "todos: 2 (zip 75000)"]);
    const before = { ...runs };

    await user.click(screen.getByRole("button", { name: "move" }));
    expect(container.querySelector(".city")!.textContent).toBe("Lyon");
    expect(runs.city).toBe(before.city! + 1);
    expect(runs.name).toBe(before.name);
    expect(effectLog).toEqual(["ada in Paris", "todos: 2 (zip 75000)", "ada in Paris → ada in Lyon"]);

    await user.click(screen.getByRole("button", { name: "shout" }));
    expect(container.querySelector(".name")!.textContent).toBe("ADA");
    expect(effectLog.at(-1)).toBe("ada in Lyon → ADA in Lyon");

    // The untracked read does not re-run the second effect.
    const logged = effectLog.length;
    await user.click(screen.getByRole("button", { name: "zip" }));
    expect(effectLog.length).toBe(logged);
  });

  it("rows by position: toggling and typing write one path; adding an item extends the list", async () => {
    const user = userEvent.setup();
    const { container } = render(Profile, { initial });
    const title0 = screen.getByLabelText<HTMLInputElement>("title 0");
    await user.click(screen.getByLabelText("done 0"));
    expect(container.querySelector(".left")!.textContent).toBe("0 left");
    expect([...container.querySelectorAll("li")].map((li) => li.className)).toEqual(["done", "done"]);
    await user.type(title0, "!");
    expect(title0.value).toBe("read!");
    expect(screen.getByLabelText<HTMLInputElement>("title 0")).toBe(title0);

    await user.click(screen.getByRole("button", { name: "add" }));
    expect(container.querySelectorAll("li")).toHaveLength(3);
    expect(screen.getByLabelText<HTMLInputElement>("title 2").value).toBe("new");
    expect(container.querySelector(".left")!.textContent).toBe("1 left");
    expect(effectLog.at(-1)).toBe("todos: 3 (zip 75000)");
    // The state for index 2 was created while composing the pass that showed it: it works afterwards.
    await user.click(screen.getByLabelText("done 2"));
    expect(container.querySelector(".left")!.textContent).toBe("0 left");
    await user.type(screen.getByLabelText("title 2"), "er");
    expect(screen.getByLabelText<HTMLInputElement>("title 2").value).toBe("newer");
    expect(title0.value).toBe("read!");
  });
});

describe("<Dynamic component>", () => {
  it("switches between tag names and composables; a composable's state lives while it stays", async () => {
    const user = userEvent.setup();
    dynamicChoice.value = "fancy";
    const { container } = render(Picker);
    const picker = container.querySelector(".picker")!;
    expect(picker.innerHTML).toBe('<strong class="fancy warm">hello 0</strong>');
    await user.click(screen.getByText(/hello/));
    expect(picker.innerHTML).toBe('<strong class="fancy warm">hello 1</strong>');
    dynamicChoice.value = "h1";
    flush();
    expect(picker.innerHTML).toBe('<h1 class="dyn">hello</h1>');
    dynamicChoice.value = "h2";
    flush();
    expect(picker.innerHTML).toBe('<h2 class="dyn">hello</h2>');
    dynamicChoice.value = "plain";
    flush();
    expect(picker.innerHTML).toBe("<em>hello</em>");
    dynamicChoice.value = "fancy";
    flush();
    expect(picker.innerHTML).toBe('<strong class="fancy warm">hello 0</strong>');
  });
});
