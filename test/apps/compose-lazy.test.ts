// @vitest-environment happy-dom
// compose-lazy.tsx. happy-dom lays nothing out: a list there shows a screenful
// (the window's height, 768px, over 40px estimates) and keeps scrollTop as set;
// real layout is test/browser/lazy-list.test.ts's.
import { fireEvent } from "@testing-library/dom";
import { mutableStateOf } from "composa";
import type { LazyListState } from "composa/dom";
import { flush, render } from "composa/testing";
import { beforeEach, describe, expect, it } from "vitest";
import { Feed, log, rowRuns, type Entry } from "./compose-lazy.js";

const tick = () => new Promise((r) => setTimeout(r, 0));
const rows = (ids: number[]): Entry[] => ids.map((id) => ({ kind: "row", id, text: `row ${id}` }));
/** The rows shown (pooled wrappers are hidden), in index order. */
const shown = (c: HTMLElement) =>
  [...c.querySelectorAll<HTMLElement>(".composa-lazy-item")]
    .filter((w) => w.style.display !== "none")
    .sort((a, b) => Number(a.getAttribute("aria-posinset")) - Number(b.getAttribute("aria-posinset")))
    .map((w) => w.querySelector(".row")?.getAttribute("data-id") ?? w.textContent);

function setup(entries: Entry[]) {
  const state = {
    entries: mutableStateOf(entries),
    selected: mutableStateOf(-1),
    accent: mutableStateOf("blue"),
    handle: {} as { state?: LazyListState },
  };
  const result = render(Feed, state);
  return { ...state, ...result };
}

beforeEach(() => {
  log.length = 0;
  for (const k of Object.keys(rowRuns)) delete rowRuns[k];
});

describe("a keyed LazyColumn", () => {
  it("an insertion above keeps each row's state and nodes with its key", () => {
    const { container, entries } = setup(rows([1, 2, 3]));
    const row2 = container.querySelector('[data-id="2"]')!;
    fireEvent.click(row2.querySelector("button")!);
    entries.value = rows([0, 1, 2, 3]);
    flush();
    expect(shown(container)).toEqual(["0", "1", "2", "3"]);
    expect(container.querySelector('[data-id="2"]')).toBe(row2);
    expect(row2.textContent).toBe("row 2♥ 1");
    expect(container.querySelector('[data-id="0"]')!.textContent).toBe("row 0♥ 0");
  });

  it("a removed row's effects are cleaned up and its LaunchedEffect aborted, at once", async () => {
    const { entries } = setup(rows([1, 2, 3]));
    await tick();
    log.length = 0;
    entries.value = rows([1, 3]);
    flush();
    expect(log).toEqual(["abort 2", "unsubscribe 2"]);
    entries.value = [];
    flush();
    expect(log.slice(2).sort()).toEqual(["abort 1", "abort 3", "unsubscribe 1", "unsubscribe 3"]);
  });

  it("removing every item shows nothing; new items afterwards start fresh (reused nodes, fresh state)", () => {
    const { container, entries } = setup(rows([1, 2]));
    fireEvent.click(container.querySelector('[data-id="1"] button')!);
    entries.value = [];
    flush();
    expect(shown(container)).toEqual([]);
    expect(container.querySelector(".composa-lazy-column > div")!.getAttribute("style")).toContain(
      "height: 0px",
    );
    entries.value = rows([7, 8]);
    flush();
    expect(shown(container)).toEqual(["7", "8"]);
    expect(container.querySelector('[data-id="7"]')!.textContent).toBe("row 7♥ 0");
    expect(log.filter((l) => l.startsWith("subscribe"))).toEqual([
      "subscribe 1",
      "subscribe 2",
      "subscribe 7",
      "subscribe 8",
    ]);
  });

  it("items of different shapes: a header never takes a row's nodes", () => {
    const { container, entries } = setup([{ kind: "header", title: "Today" }, ...rows([1, 2])]);
    expect(shown(container)).toEqual(["Today", "1", "2"]);
    entries.value = [...rows([1]), { kind: "header", title: "Older" }, ...rows([2])];
    flush();
    expect(shown(container)).toEqual(["1", "Older", "2"]);
    // "Older" took the nodes of "Today", which left: one <h3> in the page.
    expect(container.querySelectorAll("h3")).toHaveLength(1);
    expect(
      [...container.querySelectorAll(".composa-lazy-item")].every(
        (w) => w.querySelectorAll("h3, .row").length <= 1,
      ),
    ).toBe(true);
  });

  it("rows read a composition local and a selection state: each recomposes alone, the others skip", () => {
    const { container, accent, selected } = setup(rows([1, 2, 3]));
    for (const k of Object.keys(rowRuns)) delete rowRuns[k];
    fireEvent.click(container.querySelector('[data-id="2"]')!);
    expect(container.querySelector(".selected")!.getAttribute("data-id")).toBe("2");
    expect(selected.value).toBe(2);
    accent.value = "red";
    flush();
    expect(container.querySelector<HTMLElement>('[data-id="3"]')!.style.color).toBe("red");
    // Every row reads both; each recomposed once per change, nobody else ran.
    expect(rowRuns).toEqual({ 1: 2, 2: 2, 3: 2 });
  });

  it("a new items array with the same entries recomposes no row", () => {
    const { container, entries } = setup(rows([1, 2, 3]));
    for (const k of Object.keys(rowRuns)) delete rowRuns[k];
    entries.value = [...entries.value];
    flush();
    expect(rowRuns).toEqual({});
    entries.value = entries.value.map((e) => (e.kind === "row" && e.id === 2 ? { ...e, text: "two" } : e));
    flush();
    expect(rowRuns).toEqual({ 2: 1 });
    expect(container.querySelector('[data-id="2"] span')!.textContent).toBe("two");
  });

  it("scrollToItem, and an insertion above the first visible item keeps it first", () => {
    const { container, entries, handle } = setup(rows(Array.from({ length: 200 }, (_, i) => i)));
    const viewport = container.querySelector<HTMLElement>(".composa-lazy-column")!;
    handle.state!.scrollToItem(50);
    flush();
    expect(handle.state!.firstVisibleItemIndex).toBe(50);
    expect(container.querySelector(".first")!.textContent).toBe("50");
    expect(shown(container)[0]).toBe("47");
    const row50 = container.querySelector('[data-id="50"]');
    entries.value = [...rows([-3, -2, -1]), ...entries.value];
    flush();
    expect(viewport.scrollTop).toBe(53 * 40);
    expect(handle.state!.firstVisibleItemIndex).toBe(53);
    expect(container.querySelector('[data-id="50"]')).toBe(row50);
    // Scrolled back to the top: rows entering take pooled nodes, their effects start again.
    log.length = 0;
    handle.state!.scrollToItem(0);
    flush();
    expect(shown(container).slice(0, 3)).toEqual(["-3", "-2", "-1"]);
    expect(log.filter((l) => l === "subscribe -3")).toHaveLength(1);
    expect(log).toContain("unsubscribe 50");
  });

  it("a pooled row whose state changes neither recomposes nor fails; placed again, it is current", () => {
    const { container, entries, selected } = setup(rows([1, 2, 3]));
    const [first, ...rest] = entries.value;
    entries.value = rest; // row 1's composition goes to the pool; nothing takes it
    flush();
    for (const k of Object.keys(rowRuns)) delete rowRuns[k];
    selected.value = 1;
    flush();
    // The rows shown read the selection; the pooled one does not run.
    expect(rowRuns).toEqual({ 2: 1, 3: 1 });
    entries.value = [first!, ...rest];
    flush();
    expect(container.querySelector('[data-id="1"]')!.className).toBe("row selected");
    expect(rowRuns).toEqual({ 1: 1, 2: 1, 3: 1 });
  });
});
