// @vitest-environment happy-dom
// compose-movable.tsx: movable content keeps its nodes, state and effects across moves.
import { fireEvent, screen } from "@testing-library/dom";
import { mutableStateOf } from "composa";
import { flush, render } from "composa/testing";
import { beforeEach, describe, expect, it } from "vitest";
import { expectSameAsFresh } from "./fresh.js";
import { render as renderRoot } from "composa/dom";
import { afterEach, onTestFinished, vi } from "vitest";
import {
  Board,
  Flicker,
  PanelHost,
  SplitDecision,
  Layout,
  lifecycle,
  PopOut,
  Selected,
  ThreePlaces,
  type Card,
} from "./compose-movable.js";

afterEach(() => {
  vi.restoreAllMocks();
});

beforeEach(() => {
  lifecycle.length = 0;
});

describe("a player moving between layouts", () => {
  it("keeps its nodes, its state, its input's value and its effect; takes new props in the same pass", () => {
    const wide = mutableStateOf(true);
    const title = mutableStateOf("intro");
    const { container } = render(Layout, { wide, title });
    fireEvent.click(screen.getByText("plays 0"));
    const input = screen.getByLabelText<HTMLInputElement>("comment");
    input.value = "typed";
    const player = container.querySelector(".player");
    wide.value = false;
    title.value = "outro";
    flush();
    expect(container.querySelector(".column > .player")).toBe(player);
    expect(screen.getByLabelText<HTMLInputElement>("comment")).toBe(input);
    expect(input.value).toBe("typed");
    expect(container.querySelector(".player b")!.textContent).toBe("outro");
    expect(screen.getByText("plays 1")).toBeTruthy();
    expect(lifecycle).toEqual(["enter intro"]);
    wide.value = true;
    flush();
    expect(container.querySelector(".row > .player")).toBe(player);
    expect(container.querySelector(".row")!.firstElementChild!.localName).toBe("aside");
    expect(lifecycle).toEqual(["enter intro"]);
    // The same DOM as a fresh composition, but for the state that moved with it.
    fireEvent.click(screen.getByText("plays 1"));
    expect(screen.getByText("plays 2")).toBeTruthy();
  });
});

describe("a board whose cards move between columns", () => {
  const ids = (c: HTMLElement, column: string) =>
    [...c.querySelectorAll(`.${column} li`)].map((li) => li.getAttribute("data-id"));

  it("a card marked done moves to the other list with its nodes and state; order follows the data", () => {
    const cards = mutableStateOf<Card[]>([
      { id: "a", done: false },
      { id: "b", done: false },
      { id: "c", done: true },
    ]);
    const { container } = render(Board, { cards });
    fireEvent.click(container.querySelector('[data-id="b"] button')!);
    const b = container.querySelector('[data-id="b"]');
    cards.value = [
      { id: "b", done: true },
      { id: "a", done: false },
      { id: "c", done: true },
    ];
    flush();
    expect(ids(container, "todo")).toEqual(["a"]);
    expect(ids(container, "done")).toEqual(["b", "c"]);
    expect(container.querySelector('[data-id="b"]')).toBe(b);
    expect(b!.textContent).toBe("bnotes 1");
    expect(lifecycle).toEqual(["enter a", "enter b", "enter c"]);
    // All of them swap columns in one pass.
    cards.value = cards.value.map((c) => ({ ...c, done: !c.done }));
    flush();
    expect(ids(container, "todo")).toEqual(["b", "c"]);
    expect(ids(container, "done")).toEqual(["a"]);
    expect(container.querySelector('[data-id="b"]')).toBe(b);
    expect(lifecycle).toEqual(["enter a", "enter b", "enter c"]);
    // A card removed leaves (its effect's cleanup runs); the others stay.
    cards.value = cards.value.filter((c) => c.id !== "c");
    flush();
    expect(lifecycle).toEqual(["enter a", "enter b", "enter c", "leave c"]);
    expect(b!.textContent).toBe("bnotes 1");
    const fresh = mutableStateOf(cards.value);
    const stripped = container.cloneNode(true) as HTMLElement;
    for (const btn of stripped.querySelectorAll("button")) btn.textContent = "notes 0";
    expectSameAsFresh(Board, { cards: fresh }, stripped);
  });
});

describe("a panel popped out into a Portal", () => {
  it("moves into the portal's target and back with the same nodes and state", () => {
    const target = document.body.appendChild(document.createElement("div"));
    const out = mutableStateOf(false);
    const { container } = render(PopOut, { out, target });
    fireEvent.click(screen.getByText("plays 0"));
    const player = container.querySelector(".player")!;
    out.value = true;
    flush();
    expect(target.querySelector(".player")).toBe(player);
    expect(container.querySelector(".player")).toBeNull();
    fireEvent.click(screen.getByText("plays 1"));
    expect(player.textContent).toContain("plays 2");
    out.value = false;
    flush();
    expect(container.querySelector(".player")).toBe(player);
    expect(target.querySelector(".player")).toBeNull();
    expect(lifecycle).toEqual(["enter panel"]);
    fireEvent.click(screen.getByText("plays 2"));
    expect(player.textContent).toContain("plays 3");
    target.remove();
  });

  it("made in the portal first, it moves out with its nodes, state and working handlers, and back", () => {
    const target = document.body.appendChild(document.createElement("div"));
    const out = mutableStateOf(true);
    const { container, unmount } = render(PopOut, { out, target });
    fireEvent.click(screen.getByText("plays 0"));
    const player = target.querySelector(".player")!;
    const input = screen.getByLabelText<HTMLInputElement>("comment");
    fireEvent.input(input, { target: { value: "kept" } });
    out.value = false;
    flush();
    expect(container.querySelector(".player")).toBe(player);
    expect(input.value).toBe("kept");
    // The handlers run where it is now (its events are delegated at the new composition's root).
    fireEvent.click(screen.getByText("plays 1"));
    expect(player.textContent).toContain("plays 2");
    out.value = true;
    flush();
    expect(target.querySelector(".player")).toBe(player);
    fireEvent.click(screen.getByText("plays 2"));
    expect(player.textContent).toContain("plays 3");
    expect(lifecycle).toEqual(["enter panel"]);
    // It leaves with the app, from where it is.
    unmount();
    expect(lifecycle).toEqual(["enter panel", "leave panel"]);
    expect(target.querySelector(".player")).toBeNull();
    target.remove();
  });
});

describe("between two open portals and the page", () => {
  it("the panel goes where `where` names, the same nodes and state each time", () => {
    const left = document.body.appendChild(document.createElement("div"));
    const right = document.body.appendChild(document.createElement("div"));
    const where = mutableStateOf<"left" | "right" | "page">("left");
    const { container, unmount } = render(ThreePlaces, { where, left, right });
    const player = left.querySelector(".player")!;
    fireEvent.click(screen.getByText("plays 0"));
    for (const [place, holder] of [
      ["right", right],
      ["page", container],
      ["left", left],
      ["page", container],
      ["right", right],
    ] as const) {
      where.value = place;
      flush();
      expect(holder.querySelector(".player"), place).toBe(player);
      expect([left, right, container].filter((h) => h.querySelector(".player") !== null)).toHaveLength(1);
      fireEvent.click(player.querySelector("button")!);
    }
    expect(player.textContent).toContain("plays 6");
    expect(right.textContent).toBe("right sideroamingplays 6");
    expect(lifecycle).toEqual(["enter roaming"]);
    unmount();
    expect(lifecycle).toEqual(["enter roaming", "leave roaming"]);
    expect(left.innerHTML + right.innerHTML).toBe("");
    left.remove();
    right.remove();
  });
});

describe("content dropped for a pass", () => {
  it("is disposed (its effect leaves) and starts afresh when placed again", () => {
    const shown = mutableStateOf(true);
    const { container } = render(Flicker, { shown });
    fireEvent.click(screen.getByText("plays 0"));
    shown.value = false;
    flush();
    expect(lifecycle).toEqual(["enter flicker", "leave flicker"]);
    shown.value = true;
    flush();
    expect(screen.getByText("plays 0")).toBeTruthy();
    expect(lifecycle).toEqual(["enter flicker", "leave flicker", "enter flicker"]);
    expectSameAsFresh(Flicker, { shown }, container);
  });

  it("hidden and shown again in the same pass (before a flush) keeps everything", () => {
    const shown = mutableStateOf(true);
    render(Flicker, { shown });
    fireEvent.click(screen.getByText("plays 0"));
    shown.value = false;
    shown.value = true;
    flush();
    expect(screen.getByText("plays 1")).toBeTruthy();
    expect(lifecycle).toEqual(["enter flicker"]);
  });
});

describe("content with parameters moving between rows", () => {
  it("follows the selection with its state and the new row's label", () => {
    const selected = mutableStateOf("b");
    const items = ["a", "b", "c"];
    const { container } = render(Selected, { items, selected });
    fireEvent.click(screen.getByText("B:0"));
    const span = container.querySelector(".highlight");
    selected.value = "c";
    flush();
    expect(container.querySelectorAll("li")[2]!.querySelector(".highlight")).toBe(span);
    expect(span!.textContent).toBe("C:1");
    selected.value = "none";
    flush();
    expect(container.querySelector(".highlight")).toBeNull();
    selected.value = "a";
    flush();
    expect(container.querySelector(".highlight")!.textContent).toBe("A:0");
    expectSameAsFresh(Selected, { items, selected }, container);
  });
});

describe("a move split across compositions' passes (DESIGN: it moves only within one pass)", () => {
  /** The development warnings printed, by their code. */
  const warnings = () => vi.spyOn(console, "warn").mockImplementation(() => {});

  it("from one render root to another in the same frame: disposed and made afresh, and development says so (R053)", () => {
    const warn = warnings();
    const [a, b] = [document.createElement("div"), document.createElement("div")];
    document.body.append(a, b);
    const [inA, inB] = [mutableStateOf(true), mutableStateOf(false)];
    const roots = [renderRoot(PanelHost, a, { shows: inA }), renderRoot(PanelHost, b, { shows: inB })];
    onTestFinished(() => {
      for (const root of roots) root.dispose();
      a.remove();
      b.remove();
    });
    fireEvent.click(screen.getByText("plays 0"));
    inA.value = false;
    inB.value = true;
    flush();
    // Not moved: the state is lost, as the warning says.
    expect(b.textContent).toContain("plays 0");
    expect(lifecycle).toEqual(["enter shared", "leave shared", "enter shared"]);
    expect(warn.mock.calls.map((c) => String(c[0]))).toEqual([
      expect.stringMatching(
        /^Composa \[R053\]: movable content left one composition and was placed in another in the same frame/,
      ),
    ]);
  });

  it("from the page into a Portal whose content places it a frame later: the same warning", () => {
    const warn = warnings();
    const target = document.body.appendChild(document.createElement("div"));
    const [inPage, inPortal] = [mutableStateOf(true), mutableStateOf(false)];
    render(SplitDecision, { inPage, inPortal, target });
    fireEvent.click(screen.getByText("plays 0"));
    inPage.value = false;
    flush();
    inPortal.value = true; // e.g. written by an effect of the pass that removed it
    flush();
    expect(target.textContent).toContain("plays 0");
    expect(warn.mock.calls.map((c) => String(c[0]))).toEqual([
      expect.stringMatching(
        /^Composa \[R053\]: movable content left one composition and was placed in another in the next frame/,
      ),
    ]);
    target.remove();
  });

  it("hidden, then shown again where it was, a frame later: disposed and made afresh with no warning (Flicker)", () => {
    const warn = warnings();
    const shown = mutableStateOf(true);
    render(Flicker, { shown });
    shown.value = false;
    flush();
    shown.value = true;
    flush();
    expect(lifecycle).toEqual(["enter flicker", "leave flicker", "enter flicker"]);
    expect(warn).not.toHaveBeenCalled();
  });
});
