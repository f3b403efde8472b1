// @vitest-environment happy-dom
// Module-level signals written by the world; derived chains and a diamond;
// Svelte's stores (signals-outside.tsx).
import { screen } from "@testing-library/dom";
import { userEvent } from "@testing-library/user-event";
import { flush, render } from "composa/testing";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { expectSameAsFresh } from "./fresh.js";
import {
  Dashboard,
  Shop,
  Socket,
  cart,
  counts,
  frames,
  listen,
  messages,
  online,
  ticks,
  width,
} from "./signals-outside.js";

let unlisten: () => void;
beforeEach(() => {
  for (const k of Object.keys(counts)) delete counts[k];
  messages.value = [];
  ticks.value = 0;
  frames.value = 0;
  online.value = true;
  cart.set([]);
  setWidth(1200);
  width.value = 1200;
  flush();
  unlisten = listen();
});
afterEach(() => {
  unlisten();
  vi.useRealTimers();
});

function setWidth(px: number) {
  Object.defineProperty(window, "innerWidth", { value: px, configurable: true });
}

const text = (c: HTMLElement, sel: string) => c.querySelector(sel)!.textContent;

describe("signals written from outside any component", () => {
  it("window events reach their readers at the next frame; a derived chain follows; only readers recompose", () => {
    const socket = new Socket();
    const { container } = render(Dashboard, { socket });
    expect(text(container, ".layout")).toBe("desk");
    const before = { ...counts };
    setWidth(800);
    window.dispatchEvent(new Event("resize"));
    flush();
    expect(text(container, ".layout")).toBe("tablet");
    expect(container.querySelector(".layout")!.getAttribute("data-columns")).toBe("2");
    setWidth(820); // same breakpoint: the derived value did not change, nobody recomposes
    window.dispatchEvent(new Event("resize"));
    flush();
    expect(counts.layout).toBe(before.layout! + 1);
    window.dispatchEvent(new Event("offline"));
    flush();
    expect(text(container, ".status")).toBe("offline");
    expect(counts.dashboard).toBe(before.dashboard);
    expect(counts.clock).toBe(before.clock);
    expectSameAsFresh(Dashboard, { socket }, container);
  });

  it("many writes in one task are one pass; an interval and an animation-frame loop land without flush", async () => {
    vi.useFakeTimers();
    const socket = new Socket();
    const { container } = render(Dashboard, { socket });
    const before = counts.clock!;
    for (let i = 0; i < 5; i++) ticks.value++;
    frames.value = 7;
    flush();
    expect(text(container, ".clock")).toBe("5 ticks, 7 frames");
    expect(counts.clock).toBe(before + 1);

    const interval = setInterval(() => ticks.value++, 1000);
    let raf = 0;
    const loop = () => {
      frames.value++;
      if (frames.value < 10) raf = requestAnimationFrame(loop);
    };
    raf = requestAnimationFrame(loop);
    await vi.advanceTimersByTimeAsync(3000);
    clearInterval(interval);
    cancelAnimationFrame(raf);
    expect(text(container, ".clock")).toBe("8 ticks, 10 frames");
  });

  it("a burst of socket messages: one pass; the diamond's sides agree and each is computed once per pass", () => {
    const socket = new Socket();
    const { container } = render(Dashboard, { socket });
    expect(text(container, ".summary")).toBe("0 messages, 0 letters, 0 avg");
    expect(socket.size).toBe(1);
    const before = { ...counts };
    socket.emit({ user: "ann", text: "hi" });
    socket.emit({ user: "bob", text: "hello" });
    socket.emit({ user: "ann", text: "bye" });
    flush();
    expect([...container.querySelectorAll(".chat li")].map((li) => li.textContent)).toEqual([
      "ann: hi",
      "bob: hello",
      "ann: bye",
    ]);
    expect(text(container, ".summary")).toBe("3 messages, 10 letters, 3.3333333333333335 avg");
    expect(counts.chat).toBe((before.chat ?? 0) + 1);
    expect(counts.summary).toBe((before.summary ?? 0) + 1);
    expect(counts.total).toBe((before.total ?? 0) + 1);
    expect(counts.letters).toBe((before.letters ?? 0) + 1);
    expectSameAsFresh(Dashboard, { socket }, container);
  });

  it("derived state whose readers all left is not recomputed; the emitter is unsubscribed", () => {
    const socket = new Socket();
    const { container, rerender } = render(Dashboard, { socket, showChat: true });
    rerender({ socket, showChat: false });
    expect(container.querySelector(".summary")).toBeNull();
    expect(socket.size).toBe(0);
    const before = { ...counts };
    messages.value = [{ user: "x", text: "unread" }];
    flush();
    expect(counts.summary).toBe(before.summary);
    expect(counts.total).toBe(before.total);
    rerender({ socket, showChat: true });
    expect(text(container, ".summary")).toBe("1 messages, 6 letters, 6 avg");
    expect(socket.size).toBe(1);
  });
});

describe("Svelte stores", () => {
  it("$store through useStore: set and update reach readers; a derived store that did not change recomposes nothing", async () => {
    const user = userEvent.setup();
    const { container, unmount } = render(Shop);
    expect(cart.subscribers).toBe(3);
    await user.click(screen.getByRole("button", { name: "pen" }));
    await user.click(screen.getByRole("button", { name: "pen" }));
    expect(text(container, ".badge")).toBe("2");
    expect(text(container, ".sum")).toBe("3.00");
    expect(container.querySelectorAll("li")).toHaveLength(2);
    const before = { ...counts };
    await user.click(screen.getByRole("button", { name: "same" }));
    expect(counts.badge).toBe(before.badge);
    expect(counts.cartTotal).toBe(before.cartTotal);
    cart.set([{ name: "ink", price: 4 }]); // from outside any handler
    flush();
    expect(text(container, ".badge")).toBe("1");
    expect(text(container, ".sum")).toBe("4.00");
    expect([...container.querySelectorAll("li")].map((li) => li.textContent)).toEqual(["ink"]);
    await user.click(screen.getByRole("button", { name: "empty" }));
    expect(text(container, ".badge")).toBe("0");
    unmount();
    expect(cart.subscribers).toBe(0);
  });
});
