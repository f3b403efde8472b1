// @vitest-environment happy-dom
// compose-effects.tsx: effect keys and order, failed passes, composition locals.
import { mutableStateOf } from "composa";
import { flush, render } from "composa/testing";
import { beforeEach, describe, expect, it } from "vitest";
import { expectSameAsFresh } from "./fresh.js";
import { render as renderInto } from "composa/dom";
import {
  Chat,
  DeferredTheme,
  Fragile,
  Guarded,
  log,
  Navigator,
  Provided,
  runs,
  Themed,
} from "./compose-effects.js";

const tick = () => new Promise((r) => setTimeout(r, 0));

beforeEach(() => {
  log.length = 0;
  for (const k of Object.keys(runs)) delete runs[k];
});

describe("LaunchedEffect keyed by a room", () => {
  it("a new key aborts the old run before the new one starts; a late answer of the old room is dropped", async () => {
    const pending = new Map<string, (s: string) => void>();
    const connect = (room: string) => new Promise<string>((resolve) => pending.set(room, resolve));
    const room = mutableStateOf("general");
    const { container, unmount } = render(Chat, { room, connect });
    expect(container.textContent).toBe("connecting to general");
    room.value = "random";
    flush();
    expect(log).toEqual(["start general", "abort general", "start random"]);
    pending.get("general")!("welcome to general");
    await tick();
    flush();
    expect(container.textContent).toBe("connecting to random");
    pending.get("random")!("welcome to random");
    await tick();
    flush();
    expect(container.textContent).toBe("welcome to random");
    // The same key again: no restart.
    room.value = "random";
    flush();
    unmount();
    expect(log).toEqual(["start general", "abort general", "start random", "abort random"]);
  });
});

describe("effect order", () => {
  it("cleanups of what left (reverse order), then effects that entered (in order), then side effects", () => {
    const screen = mutableStateOf("home");
    render(Navigator, { screen });
    expect(log).toEqual([
      "enter chrome",
      "enter home.header",
      "enter home.body",
      "enter footer@home",
      "side chrome",
      "side home.header",
      "side home.body",
      "side footer@home",
    ]);
    log.length = 0;
    screen.value = "settings";
    flush();
    // The footer got a new name: its Tracked recomposed (SideEffect again), its DisposableEffect has no key (stays).
    expect(log).toEqual([
      "leave home.body",
      "leave home.header",
      "enter settings.header",
      "enter settings.body",
      "side settings.header",
      "side settings.body",
      "side footer@settings",
    ]);
  });
});

describe("a pass that fails", () => {
  it("runs none of its effects and keeps the old ones; the next good pass runs them", () => {
    const armed = mutableStateOf(false);
    const { container } = render(Fragile, { armed });
    log.length = 0;
    armed.value = true;
    expect(() => flush()).toThrow(/boom/);
    expect(log).toEqual([]);
    expect(container.textContent).toBe("oldsafe");
    armed.value = false;
    flush();
    expect(log).toEqual([]);
    expectSameAsFresh(Fragile, { armed }, container);
  });

  it("inside an error boundary: the content's effects never run, the fallback shows, what is outside stays", () => {
    const armed = mutableStateOf(false);
    const { container } = render(Guarded, { armed });
    log.length = 0;
    armed.value = true;
    flush();
    expect(container.querySelector(".fallback")!.textContent).toBe("boom");
    // The content left (its old effect's cleanup runs); the new one never entered.
    expect(log).toEqual(["leave old"]);
    expect(container.textContent).toBe("outsideboom");
  });
});

describe("composition locals", () => {
  it("a dynamic local recomposes only its readers; an inner provider overrides it", () => {
    const theme = mutableStateOf("light");
    const density = mutableStateOf(1);
    const inner = mutableStateOf("blue");
    const { container } = render(Themed, { theme, density, inner });
    expect([...container.querySelectorAll("span")].map((s) => s.className)).toEqual([
      "light",
      "blue",
      "light",
    ]);
    for (const k of Object.keys(runs)) delete runs[k];
    theme.value = "dark";
    flush();
    expect([...container.querySelectorAll("span")].map((s) => s.className)).toEqual([
      "dark",
      "blue",
      "light",
    ]);
    // Only the reader under the outer provider that is not overridden.
    expect(runs).toEqual({ "text outer": 1 });
    expectSameAsFresh(Themed, { theme, density, inner }, container);
    for (const k of Object.keys(runs)) delete runs[k];
    inner.value = "green";
    flush();
    expect(runs).toEqual({ "text inner": 1 });
  });

  it("a static local's new value recomposes the provider's whole content, nested providers included", () => {
    const theme = mutableStateOf("light");
    const density = mutableStateOf(1);
    const inner = mutableStateOf("blue");
    const { container } = render(Themed, { theme, density, inner });
    for (const k of Object.keys(runs)) delete runs[k];
    density.value = 2;
    flush();
    expect([...container.querySelectorAll("i")].map((i) => i.textContent)).toEqual(["x2", "x2"]);
    expect(runs.badge).toBe(2);
    expect(runs.plain).toBe(1);
    expect(runs["text default"]).toBeUndefined();
    expectSameAsFresh(Themed, { theme, density, inner }, container);
  });

  it("a deferred lambda reads the provided value where it was composed", () => {
    const theme = mutableStateOf("light");
    const n = mutableStateOf(0);
    const { container } = render(DeferredTheme, { theme, n });
    expect(container.textContent).toBe("light 0");
    n.value = 1;
    flush();
    expect(container.textContent).toBe("light 1");
    theme.value = "dark";
    flush();
    expect(container.textContent).toBe("dark 1");
    n.value = 2;
    flush();
    expect(container.textContent).toBe("dark 2");
    expectSameAsFresh(DeferredTheme, { theme, n }, container);
  });

  it("render() again with a new provided value: a deferred reader shows it when render returns", () => {
    const container = document.createElement("div");
    const app = renderInto(Provided, container, { n: 1 });
    renderInto(Provided, container, { n: 2 });
    expect(container.textContent).toBe("t2");
    app.dispose();
  });
});
