// @vitest-environment happy-dom
// When state is written and read (signal-timing.tsx).
import { screen } from "@testing-library/dom";
import { userEvent } from "@testing-library/user-event";
import { flush, render } from "composa/testing";
import { beforeEach, describe, expect, it } from "vitest";
import {
  Announcer,
  Checkout,
  LogView,
  Measured,
  OpenCount,
  Panel,
  Presence,
  Untracked,
  ann,
  bob,
  counts,
  label,
  log,
  presence,
  price,
  qty,
  seen,
  theme,
  total,
} from "./signal-timing.js";

beforeEach(() => {
  seen.length = 0;
  for (const k of Object.keys(counts)) delete counts[k];
});

const text = (c: HTMLElement, sel: string) => c.querySelector(sel)!.textContent;
const tick = () => new Promise((r) => setTimeout(r, 0));

describe("reads and writes over time", () => {
  it("a handler reads its own writes at once, and derived state is current outside composition", async () => {
    price.value = 10;
    qty.value = 1;
    const { container } = render(Checkout);
    await userEvent.setup().click(screen.getByRole("button", { name: "buy" }));
    await tick();
    await tick();
    expect(seen).toEqual(["after write 2 20", "after await 40", "after a frame 40"]);
    flush();
    expect(text(container, ".total")).toBe("40");
    // Written with no pass in between: a read outside composition is still current.
    qty.value = 3;
    expect(total.value).toBe(60);
  });

  it("a ref that measures and a watcher that writes: the page settles on both", async () => {
    const { container, rerender } = render(Measured, { text: "hello" });
    // The watcher yields its first value asynchronously.
    expect(text(container, "output")).toBe("5 / 0");
    await tick();
    flush();
    expect(text(container, "output")).toBe("5 / 10");
    rerender({ text: "hi" });
    // The ref is called again only if the element changed: this one did not.
    expect(text(container, "output")).toBe("5 / 10");
  });

  it("a microtask queued while composing lands in the next pass; a nested snapshot's write is kept with the pass", async () => {
    log.value = [];
    const { container } = render(LogView);
    const other = render(Announcer, { name: "ann" });
    expect(text(other.container, ".announce")).toBe("ann (1)");
    await Promise.resolve();
    flush();
    expect([...container.querySelectorAll("li")].map((li) => li.textContent)).toEqual(["hello ann"]);
    other.rerender({ name: "bob" });
    expect(text(other.container, ".announce")).toBe("bob (1)");
    await Promise.resolve();
    flush();
    expect([...container.querySelectorAll("li")].map((li) => li.textContent)).toEqual([
      "hello ann",
      "hello bob",
    ]);
  });

  it("a cleanup that writes state another root reads: that root follows when the panel leaves", () => {
    const counter = render(OpenCount);
    const a = render(Panel);
    const b = render(Panel);
    expect(text(counter.container, ".open")).toBe("2 open");
    a.unmount();
    flush();
    expect(text(counter.container, ".open")).toBe("1 open");
    b.unmount();
    flush();
    expect(text(counter.container, ".open")).toBe("0 open");
  });

  it("a module-level map keyed by objects: each reader shows its key's value, the summary follows", () => {
    presence.clear();
    const { container } = render(Presence);
    expect([...container.querySelectorAll("i")].map((i) => i.className)).toEqual(["unknown", "unknown"]);
    presence.set(ann, "here");
    flush();
    expect([...container.querySelectorAll("i")].map((i) => i.className)).toEqual(["here", "unknown"]);
    expect(text(container, ".summary")).toBe("1 here");
    presence.set(bob, "here");
    presence.set(ann, "away");
    flush();
    expect([...container.querySelectorAll("i")].map((i) => i.className)).toEqual(["away", "here"]);
    expect(text(container, ".summary")).toBe("1 here");
  });

  it("an untracked read while composing never recomposes; the next pass shows its latest value", () => {
    theme.value = "light";
    label.value = "a";
    const { container } = render(Untracked);
    const before = counts.untracked!;
    theme.value = "dark";
    flush();
    expect(counts.untracked).toBe(before);
    expect(text(container, ".u")).toBe("a light");
    label.value = "b";
    flush();
    expect(text(container, ".u")).toBe("b dark");
  });
});
