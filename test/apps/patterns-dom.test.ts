// @vitest-environment happy-dom
// Apps that use the page around them and browser APIs. happy-dom has ResizeObserver and
// IntersectionObserver but lays nothing out, so they never report: those two are replaced by
// stand-ins the test drives; everything else is happy-dom's own.
import { createEvent, fireEvent, screen } from "@testing-library/dom";
import { userEvent } from "@testing-library/user-event";
import { mutableStateListOf, mutableStateOf } from "composa";
import { flush, render } from "composa/testing";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { expectSameAsFresh } from "./fresh.js";
import {
  Board,
  Counters,
  Directory,
  Editor,
  Feed,
  FileTree,
  Measured,
  Spinner,
  ThemeToggle,
  domLog,
  type Card,
  type Employee,
  type Node,
} from "./patterns-dom.js";

beforeEach(() => {
  domLog.length = 0;
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const texts = (c: Element, sel: string) => [...c.querySelectorAll(sel)].map((e) => e.textContent);

describe("dark mode on document.body", () => {
  it("toggles the body's class and the page title; the class goes when the app unmounts", async () => {
    const user = userEvent.setup();
    const theme = mutableStateOf<"light" | "dark" | "system">("light");
    const { container, unmount } = render(ThemeToggle, { theme });
    expect(document.body.classList.contains("dark")).toBe(false);
    expect(document.title).toBe("Theme: light");
    await user.click(screen.getByLabelText("dark"));
    expect(document.body.classList.contains("dark")).toBe(true);
    expect(document.documentElement.style.colorScheme).toBe("dark");
    expect(document.title).toBe("Theme: dark");
    await user.click(screen.getByLabelText("system")); // happy-dom's matchMedia: not dark
    expect(document.body.classList.contains("dark")).toBe(false);
    expectSameAsFresh(ThemeToggle, { theme }, container);
    theme.value = "dark";
    flush();
    expect(document.body.classList.contains("dark")).toBe(true);
    unmount();
    expect(document.body.classList.contains("dark")).toBe(false);
    expect(document.documentElement.style.colorScheme).toBe("");
  });
});

describe("drag-and-drop reorder", () => {
  function drag(from: Element, to: Element) {
    const dataTransfer = new DataTransfer();
    fireEvent.dragStart(from, { dataTransfer });
    const over = createEvent.dragOver(to, { dataTransfer });
    fireEvent(to, over);
    expect(over.defaultPrevented).toBe(true); // the drop target accepts
    fireEvent.drop(to, { dataTransfer });
    fireEvent.dragEnd(from, { dataTransfer });
  }

  it("moves keyed rows with their own state and their DOM nodes", async () => {
    const user = userEvent.setup();
    const cards = mutableStateListOf<Card>(
      { id: "a", title: "Alpha" },
      { id: "b", title: "Beta" },
      { id: "c", title: "Gamma" },
    );
    const { container } = render(Board, { cards });
    await user.type(screen.getByLabelText("notes Alpha"), "first!");
    const [alpha, , gamma] = [...container.querySelectorAll("li")];
    drag(alpha!, gamma!);
    expect(texts(container, "li span")).toEqual(["Beta", "Gamma", "Alpha"]);
    expect(container.querySelectorAll("li")[2]).toBe(alpha);
    expect((screen.getByLabelText("notes Alpha") as HTMLInputElement).value).toBe("first!");
    drag(container.querySelectorAll("li")[2]!, container.querySelectorAll("li")[0]!);
    expect(texts(container, "li span")).toEqual(["Alpha", "Beta", "Gamma"]);
    expect(cards.map((c) => c.id)).toEqual(["a", "b", "c"]);
    // a drop on itself changes nothing
    drag(container.querySelectorAll("li")[1]!, container.querySelectorAll("li")[1]!);
    expect(texts(container, "li span")).toEqual(["Alpha", "Beta", "Gamma"]);
    expect((screen.getByLabelText("notes Alpha") as HTMLInputElement).value).toBe("first!");
  });
});

describe("keyboard shortcuts", () => {
  it("undo, redo, save and a help toggle that ignores typing in the editor", async () => {
    const user = userEvent.setup();
    const { container } = render(Editor);
    const editor = screen.getByLabelText("editor") as HTMLTextAreaElement;
    await user.type(editor, "ab");
    expect(container.querySelector(".status")!.textContent).toBe("never saved");
    await user.keyboard("{Control>}s{/Control}");
    expect(container.querySelector(".status")!.textContent).toBe("saved");
    await user.keyboard("{Control>}z{/Control}");
    expect(editor.value).toBe("a");
    expect(container.querySelector(".status")!.textContent).toBe("unsaved changes");
    await user.keyboard("{Control>}z{/Control}{Control>}z{/Control}");
    expect(editor.value).toBe("");
    await user.keyboard("{Control>}y{/Control}");
    expect(editor.value).toBe("a");
    await user.type(editor, "?");
    expect(editor.value).toBe("a?");
    expect(screen.queryByRole("note")).toBeNull();
    editor.blur();
    await user.keyboard("?");
    expect(screen.getByRole("note")).toBeTruthy();
    await user.keyboard("?");
    expect(screen.queryByRole("note")).toBeNull();
  });
});

describe("a requestAnimationFrame loop", () => {
  it("turns a deferred style each frame, restarts on a new speed, stops on Stop and on unmount", () => {
    vi.useFakeTimers({ toFake: ["requestAnimationFrame", "cancelAnimationFrame", "performance", "Date"] });
    const { container, rerender, unmount } = render(Spinner, { speed: 90 });
    const spinner = container.querySelector<HTMLElement>(".spinner")!;
    vi.advanceTimersByTime(1000);
    const angle = () => Number(/rotate\((\d+)deg\)/.exec(spinner.style.transform)?.[1]);
    expect(angle()).toBeGreaterThanOrEqual(85);
    expect(angle()).toBeLessThanOrEqual(90);
    rerender({ speed: 180 });
    const before = angle();
    vi.advanceTimersByTime(1000);
    expect(angle()).toBeGreaterThanOrEqual(before + 170);
    fireEvent.click(screen.getByText("Stop"));
    const stopped = angle();
    vi.advanceTimersByTime(1000);
    expect(angle()).toBe(stopped);
    fireEvent.click(screen.getByText("Start"));
    unmount();
    expect(domLog).toEqual(["loop 90", "cancel 90", "loop 180", "cancel 180", "loop 180", "cancel 180"]);
    vi.advanceTimersByTime(1000);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe("observers through refs", () => {
  it("a ResizeObserver on a ref'd element sets state; it disconnects on unmount", () => {
    const observers: { cb: ResizeObserverCallback; targets: Element[]; disconnected: boolean }[] = [];
    vi.stubGlobal(
      "ResizeObserver",
      class {
        entry = {
          cb: null as unknown as ResizeObserverCallback,
          targets: [] as Element[],
          disconnected: false,
        };
        constructor(cb: ResizeObserverCallback) {
          this.entry.cb = cb;
          observers.push(this.entry);
        }
        observe(el: Element) {
          this.entry.targets.push(el);
        }
        disconnect() {
          this.entry.disconnected = true;
        }
      },
    );
    const { container, unmount } = render(Measured);
    const box = container.querySelector("div")!;
    expect(observers[0]!.targets).toEqual([box]);
    const report = (width: number) =>
      observers[0]!.cb(
        [{ target: box, contentRect: { width } } as unknown as ResizeObserverEntry],
        null as never,
      );
    report(800.4);
    flush();
    expect(box.textContent).toBe("800px");
    expect(box.className).toBe("wide");
    report(320);
    flush();
    expect(box.className).toBe("narrow");
    unmount();
    expect(observers[0]!.disconnected).toBe(true);
    expect(domLog).toEqual(["observe size", "unobserve size"]);
  });

  it("infinite scroll: the sentinel's IntersectionObserver loads pages until there are none", () => {
    const live = new Set<{ cb: IntersectionObserverCallback; el: Element | null }>();
    vi.stubGlobal(
      "IntersectionObserver",
      class {
        entry = { cb: null as unknown as IntersectionObserverCallback, el: null as Element | null };
        constructor(cb: IntersectionObserverCallback) {
          this.entry.cb = cb;
          live.add(this.entry);
        }
        observe(el: Element) {
          this.entry.el = el;
        }
        disconnect() {
          live.delete(this.entry);
        }
      },
    );
    const pages = [["a", "b"], ["c", "d"], ["e"]];
    const { container } = render(Feed, { load: (p) => pages[p] ?? [] });
    const scrollToEnd = () => {
      for (const o of [...live])
        o.cb([{ isIntersecting: true, target: o.el } as unknown as IntersectionObserverEntry], null as never);
      flush();
    };
    expect(texts(container, "li")).toEqual(["a", "b"]);
    scrollToEnd();
    scrollToEnd();
    expect(texts(container, "li")).toEqual(["a", "b", "c", "d", "e"]);
    scrollToEnd();
    expect(container.querySelector(".sentinel")).toBeNull();
    expect(container.querySelector(".end")!.textContent).toBe("No more");
    expect(live.size).toBe(0);
    expect(domLog).toEqual(["observe sentinel", "unobserve sentinel"]);
  });
});

describe("a recursive tree", () => {
  const tree = (): Node => ({
    id: "root",
    name: "src",
    children: [
      { id: "app", name: "app.tsx" },
      {
        id: "lib",
        name: "lib",
        children: [
          { id: "a", name: "a.ts" },
          { id: "util", name: "util", children: [{ id: "u", name: "u.ts" }] },
        ],
      },
    ],
  });

  it("expands and collapses each level on its own; selection and reorders keep what is open", () => {
    const root = mutableStateOf(tree());
    const selected = mutableStateOf<string | null>(null);
    const { container } = render(FileTree, { root, selected });
    const visible = () => texts(container, "[role=treeitem] > span").map((t) => t!.replace(/[▾▸]/, ""));
    expect(visible()).toEqual(["src", "app.tsx", "lib"]);
    fireEvent.click(screen.getByLabelText("expand lib"));
    fireEvent.click(screen.getByLabelText("expand util"));
    expect(visible()).toEqual(["src", "app.tsx", "lib", "a.ts", "util", "u.ts"]);
    fireEvent.click(screen.getByText("u.ts"));
    expect(container.querySelector(".selection")!.textContent).toBe("u");
    expect(container.querySelector("[aria-selected=true]")!.textContent).toBe("u.ts");
    fireEvent.click(screen.getByLabelText("collapse lib"));
    expect(visible()).toEqual(["src", "app.tsx", "lib"]);
    fireEvent.click(screen.getByLabelText("expand lib"));
    // util was dropped with lib's children (as React unmounts them): closed again
    expect(visible()).toEqual(["src", "app.tsx", "lib", "a.ts", "util"]);
    fireEvent.click(screen.getByLabelText("expand util"));
    // new data from the server: lib moved first, a file added; open folders stay open
    const next = tree();
    next.children = [next.children![1]!, next.children![0]!, { id: "new", name: "new.ts" }];
    root.value = next;
    flush();
    expect(visible()).toEqual(["src", "lib", "a.ts", "util", "u.ts", "app.tsx", "new.ts"]);
    expect(container.querySelector("[aria-selected=true]")!.textContent).toBe("u.ts");
    expect(screen.getByLabelText("collapse util").closest("li")!.getAttribute("aria-expanded")).toBe("true");
  });
});

describe("counters without end", () => {
  it("adds, counts and removes counters; each keeps its own count; the total follows", () => {
    const { container } = render(Counters);
    for (let i = 0; i < 4; i++) fireEvent.click(screen.getByText("Add counter"));
    fireEvent.click(screen.getByText("+ #2"));
    fireEvent.click(screen.getByText("+ #2"));
    fireEvent.click(screen.getByText("+ #4"));
    expect(container.querySelector(".total")!.textContent).toBe("Total 3");
    fireEvent.click(screen.getByText("remove #2"));
    expect(texts(container, "li span")).toEqual(["#1: 0", "#3: 0", "#4: 1"]);
    expect(container.querySelector(".total")!.textContent).toBe("Total 1");
    fireEvent.click(screen.getByText("Add counter"));
    expect(texts(container, "li span")).toEqual(["#1: 0", "#3: 0", "#4: 1", "#5: 0"]);
    fireEvent.click(screen.getByText("remove #1"));
    fireEvent.click(screen.getByText("+ #5"));
    expect(texts(container, "li span")).toEqual(["#3: 0", "#4: 1", "#5: 1"]);
    expect(container.querySelector(".total")!.textContent).toBe("Total 2");
  });
});

describe("a sortable, filterable table", () => {
  it("sorts by any column both ways, filters, and follows edits to the data", async () => {
    const user = userEvent.setup();
    const people = mutableStateListOf<Employee>(
      { id: 1, name: "Cleo", dept: "Sales", salary: 50000 },
      { id: 2, name: "Ada", dept: "Engineering", salary: 120000 },
      { id: 3, name: "Bob", dept: "Sales", salary: 65000 },
    );
    const { container } = render(Directory, { people });
    const names = () => texts(container, "tbody td:first-child");
    expect(names()).toEqual(["Ada", "Bob", "Cleo"]);
    const rowAda = container.querySelector("tbody tr")!;
    await user.click(screen.getByText("Name"));
    expect(names()).toEqual(["Cleo", "Bob", "Ada"]);
    expect(container.querySelectorAll("tbody tr")[2]).toBe(rowAda);
    expect(screen.getByText("Name").parentElement!.getAttribute("aria-sort")).toBe("descending");
    await user.click(screen.getByText("Salary"));
    expect(names()).toEqual(["Cleo", "Bob", "Ada"]);
    expect(texts(container, "tbody td:last-child")).toEqual(["50,000", "65,000", "120,000"]);
    await user.type(screen.getByLabelText("filter"), "sal");
    expect(names()).toEqual(["Cleo", "Bob"]);
    expect(container.querySelector(".count")!.textContent).toBe("2 of 3");
    await user.type(screen.getByLabelText("filter"), "zzz");
    expect(texts(container, "tbody td")).toEqual(["No matches"]);
    await user.clear(screen.getByLabelText("filter"));
    people.push({ id: 4, name: "Dan", dept: "Ops", salary: 10 });
    people[0] = { ...people[0]!, salary: 1_000_000 };
    flush();
    expect(names()).toEqual(["Dan", "Bob", "Ada", "Cleo"]);
    expect(container.querySelector(".count")!.textContent).toBe("4 of 4");
  });
});
