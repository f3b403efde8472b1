// @vitest-environment happy-dom
// Stateful programs rendered by composa/server and hydrated (ssr-state.tsx,
// and lifecycle.tsx / state-lists.tsx as they are): no DOM mutation where the
// markup matches, no report, no effect on the server and each effect once
// after hydration, and a working app afterwards.
import { screen } from "@testing-library/dom";
import { userEvent } from "@testing-library/user-event";
import { flush } from "composa";
import { hydrate } from "composa/dom";
import { renderToString } from "composa/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import * as life from "./lifecycle.js";
import * as lists from "./state-lists.js";
import * as apps from "./ssr-state.js";

const disposers: (() => void)[] = [];
beforeEach(() => {
  apps.ssrLog.length = 0;
  life.log.length = 0;
});
afterEach(() => {
  for (const d of disposers.splice(0)) d();
  document.body.innerHTML = "";
  vi.restoreAllMocks();
});

/** The server's markup of `App`, hydrated: the DOM mutations hydration made (in the whole body) and its warnings. */
function serverThenHydrate<P extends object>(App: (p: P) => void, props: P) {
  const html = renderToString(App, props);
  const serverLog = [...life.log.splice(0), ...apps.ssrLog.splice(0)];
  const container = document.body.appendChild(document.createElement("div"));
  container.innerHTML = html;
  const server = [...container.querySelectorAll("*")];
  const warn = vi.spyOn(console, "warn");
  const observer = new MutationObserver(() => {});
  observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
  const composition = hydrate(App, container, props);
  const records = observer.takeRecords();
  observer.disconnect();
  disposers.push(() => composition.dispose());
  const warnings = warn.mock.calls.map((c) => String(c[0]));
  warn.mockRestore();
  return { container, html, serverLog, records, server, warnings };
}

describe("programs hydrated as they are", () => {
  it("effects: none on the server, each once after hydration, in composition order", () => {
    const r = serverThenHydrate(life.EffectTree, { id: 1, show: true });
    expect(r.serverLog).toEqual([]);
    expect(r.records).toEqual([]);
    expect(r.warnings).toEqual([]);
    expect(life.log).toEqual([
      "mount parent",
      "effect parent",
      "mount a",
      "effect a",
      "mount b1",
      "effect b1",
      "side parent",
      "side a",
      "side b1",
    ]);
  });

  it("a reducer app: zero mutations, then adding and toggling work", async () => {
    const user = userEvent.setup();
    const r = serverThenHydrate(life.TodoApp, {});
    expect(r.records).toEqual([]);
    expect(r.warnings).toEqual([]);
    await user.type(screen.getByLabelText("new todo"), "milk{Enter}");
    await user.click(screen.getByLabelText("milk"));
    expect(screen.getByText("0 left")).toBeTruthy();
    expect(r.server.every((el) => el.isConnected)).toBe(true);
  });

  it("a list with row state: zero mutations, then a row expands, takes a note and removes itself", async () => {
    const user = userEvent.setup();
    lists.people.splice(
      0,
      lists.people.length,
      { id: 1, name: "Ada", age: 36 },
      { id: 2, name: "Bob", age: 50 },
    );
    const r = serverThenHydrate(lists.People, {});
    expect(r.records).toEqual([]);
    expect(r.warnings).toEqual([]);
    await user.click(screen.getByText("Bob"));
    await user.type(screen.getByLabelText("note Bob"), "x");
    lists.people.unshift({ id: 3, name: "Cy", age: 20 });
    flush();
    expect(r.container.querySelector("[data-id='2'] .age")!.textContent).toBe("age 50");
    expect((screen.getByLabelText("note Bob") as HTMLInputElement).value).toBe("x");
    await user.click(r.container.querySelector("[data-id='1'] .remove")!);
    expect([...r.container.querySelectorAll(".toggle")].map((b) => b.textContent)).toEqual(["Cy", "Bob"]);
  });

  it("nested providers: zero mutations, then a changed theme reaches the consumer", () => {
    const r = serverThenHydrate(life.ThemedPage, { dark: true, user: "ann" });
    expect(r.records).toEqual([]);
    expect(r.warnings).toEqual([]);
    expect([...r.container.querySelectorAll(".themed")].map((s) => s.textContent)).toEqual([
      "dark/ann",
      "sepia/ann",
    ]);
  });
});

describe("server-rendered state that the client changes after hydration", () => {
  it("a client-only clock behind a mounted flag: the server's placeholder hydrates, the effect swaps it", () => {
    const r = serverThenHydrate(apps.Clock, { now: () => "12:00" });
    expect(r.html).toContain('<span class="placeholder">--:--</span>');
    expect(r.records).toEqual([]);
    expect(r.warnings).toEqual([]);
    flush();
    expect(r.container.querySelector("time")!.textContent).toBe("12:00");
    expect(r.container.querySelector(".placeholder")).toBeNull();
    // The rest of the header is the server's.
    expect(r.server.filter((el) => el.isConnected).map((el) => el.localName)).toEqual([
      "header",
      "h1",
      "nav",
      "a",
      "a",
    ]);
  });

  it("an error boundary whose content failed on the server: its fallback hydrates, retry shows the content", async () => {
    const user = userEvent.setup();
    apps.source.broken = true;
    const r = serverThenHydrate(apps.Widgets, {});
    expect(r.html).toContain('role="alert"');
    expect(r.records).toEqual([]);
    expect(r.warnings).toEqual([]);
    apps.source.broken = false;
    await user.click(screen.getByText("retry"));
    expect(r.container.querySelector(".widget")!.textContent).toBe("weather ok");
    expect(r.container.querySelector("[role=alert]")).toBeNull();
    expect(r.container.querySelector("footer")).toBe(r.server.find((el) => el.localName === "footer"));
  });

  it("rememberId: the server's ids are kept, labels work", async () => {
    const user = userEvent.setup();
    const r = serverThenHydrate(apps.Labeled, {});
    expect(r.records).toEqual([]);
    expect(r.warnings).toEqual([]);
    const input = screen.getByLabelText("Email") as HTMLInputElement;
    expect(document.getElementById(input.getAttribute("aria-describedby")!)!.textContent).toBe(
      "we never share it",
    );
    await user.type(input, "a@b");
    expect(document.getElementById(input.getAttribute("aria-describedby")!)!.textContent).toBe("looks fine");
  });

  it("a Portal open from the start: the server writes nothing for it, hydration makes it in its target only", async () => {
    const user = userEvent.setup();
    const target = document.body.appendChild(document.createElement("div"));
    const r = serverThenHydrate(apps.StartOpen, { target });
    expect(r.records.every((record) => record.target === target)).toBe(true);
    expect(target.querySelector("[role=dialog] p")!.textContent).toBe("hello");
    await user.click(screen.getByText("close"));
    expect(target.querySelector("[role=dialog]")).toBeNull();
    await user.click(screen.getByText("toggle"));
    expect(target.querySelector("[role=dialog]")).not.toBeNull();
  });

  it("movable content: zero mutations, then the input moves to the other layout as the same node with its text", async () => {
    const user = userEvent.setup();
    const r = serverThenHydrate(apps.Layouts, {});
    expect(r.records).toEqual([]);
    expect(r.warnings).toEqual([]);
    const input = screen.getByLabelText("search") as HTMLInputElement;
    expect(r.server).toContain(input);
    await user.type(input, "abc");
    await user.click(screen.getByText("layout"));
    expect(screen.getByLabelText("search")).toBe(input);
    expect(input.value).toBe("abc");
    expect(input.parentElement!.className).toBe("row");
    await user.click(screen.getByText("layout"));
    expect(input.closest("section")).not.toBeNull();
    expect(input.value).toBe("abc");
  });

  it("a LaunchedEffect load: not started on the server, started once after hydration, its result lands", async () => {
    let resolve!: (s: string) => void;
    const load = vi.fn(() => new Promise<string>((res) => (resolve = res)));
    const r = serverThenHydrate(apps.Loader, { load });
    expect(r.serverLog).toEqual([]);
    expect(r.records).toEqual([]);
    expect(load).toHaveBeenCalledTimes(1);
    resolve("done");
    await vi.waitFor(() => {
      flush();
      expect(r.container.querySelector(".data")?.textContent).toBe("done");
    });
  });
});
