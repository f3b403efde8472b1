// @vitest-environment happy-dom
import { fireEvent, screen } from "@testing-library/dom";
import { userEvent } from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { cleanup, flush, render } from "composa/testing";
import { Counter, effectLog, Loaded, Todos, Tracked } from "./test/apps.js";

describe("render", () => {
  it("composes into a fresh container in document.body, found by testing-library queries", () => {
    const { container } = render(Counter, { label: "Clicks" });
    expect(container.parentNode).toBe(document.body);
    expect(container.textContent).toBe("Clicks: 0+1");
    expect(screen.getByText("Clicks: 0")).toBeTruthy();
    expect(screen.getByRole("button", { name: "+1" })).toBeTruthy();
  });

  it("settles what effects wrote while the first render composed", () => {
    render(Loaded);
    expect(screen.getByTestId("status").textContent).toBe("ready");
  });

  it("rerender recomposes with new props and keeps state", () => {
    const { rerender } = render(Counter, { label: "Clicks" });
    fireEvent.click(screen.getByRole("button", { name: "+1" }));
    rerender({ label: "Taps" });
    expect(screen.getByText("Taps: 1")).toBeTruthy();
  });

  it("unmount runs cleanups and removes the container; a second unmount does nothing", () => {
    effectLog.length = 0;
    const { container, unmount } = render(Tracked, { name: "a" });
    expect(effectLog).toEqual(["enter a"]);
    unmount();
    unmount();
    expect(effectLog).toEqual(["enter a", "leave a"]);
    expect(container.isConnected).toBe(false);
    expect(container.childNodes.length).toBe(0);
  });

  it("renders into a given container and leaves it in place on unmount", () => {
    const host = document.body.appendChild(document.createElement("section"));
    const { container, unmount } = render(Tracked, { name: "b" }, { container: host });
    expect(container).toBe(host);
    expect(host.textContent).toBe("b");
    unmount();
    expect(host.isConnected).toBe(true);
    expect(host.childNodes.length).toBe(0);
    host.remove();
  });
});

describe("updates after events", () => {
  it("fireEvent: the DOM is up to date when it returns", () => {
    render(Counter, { label: "Clicks" });
    fireEvent.click(screen.getByRole("button", { name: "+1" }));
    fireEvent.click(screen.getByRole("button", { name: "+1" }));
    expect(screen.getByText("Clicks: 2")).toBeTruthy();
  });

  it("user-event: typing, clicking and submitting show their updates", async () => {
    // No delay between actions: nothing but the flush after each event can show the updates.
    const user = userEvent.setup({ delay: null });
    render(Todos);
    const add = screen.getByRole("button", { name: "Add" });
    expect((add as HTMLButtonElement).disabled).toBe(true);
    await user.type(screen.getByPlaceholderText("What needs doing?"), "Write tests");
    expect((add as HTMLButtonElement).disabled).toBe(false);
    await user.click(add);
    expect(screen.getAllByRole("listitem").map((li) => li.textContent)).toEqual(["Write tests"]);
    expect(screen.getByText("1 item")).toBeTruthy();
    expect((screen.getByPlaceholderText("What needs doing?") as HTMLInputElement).value).toBe("");
    await user.type(screen.getByPlaceholderText("What needs doing?"), "Ship{Enter}");
    expect(screen.getAllByRole("listitem").map((li) => li.textContent)).toEqual(["Write tests", "Ship"]);
  });

  it("an event dispatched without testing-library waits for the next frame, or flush()", () => {
    const { container, flush: flushIt } = render(Counter, { label: "Clicks" });
    (container.querySelector("button") as HTMLButtonElement).click();
    expect(container.textContent).toBe("Clicks: 0+1");
    flushIt();
    expect(container.textContent).toBe("Clicks: 1+1");
    (container.querySelector("button") as HTMLButtonElement).click();
    flush();
    expect(container.textContent).toBe("Clicks: 2+1");
  });
});

// Two tests in order: the second sees what the first left behind.
describe("automatic cleanup after each test", () => {
  it("renders, and leaves it mounted", () => {
    effectLog.length = 0;
    document.body.replaceChildren();
    render(Tracked, { name: "left over" });
    expect(document.body.textContent).toBe("left over");
  });

  it("finds it unmounted before the next test", () => {
    expect(effectLog).toEqual(["enter left over", "leave left over"]);
    expect(document.body.childNodes.length).toBe(0);
  });

  it("cleanup() unmounts everything now", () => {
    render(Tracked, { name: "x" });
    render(Tracked, { name: "y" });
    cleanup();
    expect(document.body.childNodes.length).toBe(0);
  });
});
