// @vitest-environment happy-dom
// Overlays: a modal in a portal, a dropdown closed by an outside click, toasts on timers.
import { fireEvent, screen } from "@testing-library/dom";
import { userEvent } from "@testing-library/user-event";
import { flush, render } from "composa/testing";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { expectSameAsFresh } from "./fresh.js";
import {
  CommandPalette,
  DeleteButton,
  Dropdown,
  ToastDemo,
  Toaster,
  overlayLog,
  toast,
  toasts,
} from "./patterns-overlays.js";

beforeEach(() => {
  overlayLog.length = 0;
  toasts.splice(0, toasts.length);
});
afterEach(() => vi.useRealTimers());

describe("a modal dialog in a portal", () => {
  it("opens in document.body with the focus, closes on Escape and gives the focus back", async () => {
    const user = userEvent.setup();
    const deleted: string[] = [];
    const { container } = render(DeleteButton, { onDelete: (n) => deleted.push(n) });
    const opener = screen.getByText("Delete…");
    await user.click(opener);
    const dialog = screen.getByRole("dialog");
    expect(container.contains(dialog)).toBe(false);
    expect(dialog.parentElement!.parentElement).toBe(document.body);
    expect(document.activeElement).toBe(dialog);
    expect(screen.getByText("Delete report.pdf?")).toBeTruthy();
    expect(container.querySelector(".outside-clicks")!.textContent).toBe("dialog open");
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(opener);
    expect(overlayLog).toEqual(["open Delete report.pdf?", "close Delete report.pdf?"]);
    expect(document.body.querySelector(".backdrop")).toBeNull();
  });

  it("typing inside updates the title; a click on the dialog does not close it, one on the backdrop does", async () => {
    const user = userEvent.setup();
    render(DeleteButton, { onDelete: () => {} });
    await user.click(screen.getByText("Delete…"));
    const field = screen.getByLabelText("file name");
    await user.clear(field);
    await user.type(field, "a.txt");
    expect(screen.getByRole("heading").textContent).toBe("Delete a.txt?");
    // the effect has no keys: a new title does not reopen it
    expect(overlayLog).toEqual(["open Delete report.pdf?"]);
    await user.click(screen.getByRole("heading"));
    expect(screen.getByRole("dialog")).toBeTruthy();
    // a click inside the portal bubbles through the composition: not to .outside-clicks, which is not an ancestor
    expect(overlayLog).not.toContain("page clicked");
    await user.click(document.body.querySelector(".backdrop")!);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("the confirm button acts and closes; the page keeps working after", async () => {
    const user = userEvent.setup();
    const deleted: string[] = [];
    const { container } = render(DeleteButton, { onDelete: (n) => deleted.push(n) });
    await user.click(screen.getByText("Delete…"));
    await user.click(screen.getByText("Delete"));
    expect(deleted).toEqual(["report.pdf"]);
    expect(screen.queryByRole("dialog")).toBeNull();
    expectSameAsFresh(DeleteButton, { onDelete: () => {} }, container);
    await user.click(screen.getByText("Delete…"));
    expect(screen.getByRole("dialog")).toBeTruthy();
  });

  it("unmounting the page with the modal open removes it and runs its cleanup", async () => {
    const user = userEvent.setup();
    const { unmount } = render(DeleteButton, { onDelete: () => {} });
    await user.click(screen.getByText("Delete…"));
    unmount();
    expect(document.body.querySelector("[role=dialog]")).toBeNull();
    expect(overlayLog).toEqual(["open Delete report.pdf?", "close Delete report.pdf?"]);
    fireEvent.keyDown(document, { key: "Escape" }); // the listener is gone: nothing throws
  });
});

describe("a dropdown menu", () => {
  it("opens, moves with the keyboard, picks with Enter, closes on an outside click", async () => {
    const user = userEvent.setup();
    const picked: string[] = [];
    const outside = document.body.appendChild(document.createElement("p"));
    outside.textContent = "elsewhere";
    try {
      const { container } = render(Dropdown, {
        options: ["Copy", "Paste", "Cut"],
        onPick: (o) => picked.push(o),
      });
      const trigger = screen.getByText("Options");
      await user.click(trigger);
      expect(screen.getAllByRole("menuitem").map((m) => m.className)).toEqual(["active", "", ""]);
      await user.keyboard("{ArrowDown}{ArrowDown}{ArrowDown}{ArrowUp}");
      expect(container.querySelector(".active")!.textContent).toBe("Cut");
      await user.keyboard("{Enter}");
      expect(picked).toEqual(["Cut"]);
      expect(screen.queryByRole("menu")).toBeNull();
      await user.click(trigger);
      // a click inside the menu is not "outside"
      await user.hover(screen.getByText("Copy"));
      expect(container.querySelector(".active")!.textContent).toBe("Copy");
      await user.click(outside);
      expect(screen.queryByRole("menu")).toBeNull();
      expect(trigger.getAttribute("aria-expanded")).toBe("false");
      expect(overlayLog).toEqual([
        "listen outside",
        "unlisten outside",
        "listen outside",
        "unlisten outside",
      ]);
      expectSameAsFresh(Dropdown, { options: ["Copy", "Paste", "Cut"], onPick: () => {} }, container);
      await user.click(trigger);
      await user.click(screen.getByText("Paste"));
      expect(picked).toEqual(["Cut", "Paste"]);
    } finally {
      outside.remove();
    }
  });
});

describe("a toast queue", () => {
  it("shows at most two, each leaves after its time, hover pauses the timer", async () => {
    vi.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { container } = render(ToastDemo);
    await user.click(screen.getByText("Save"));
    await vi.advanceTimersByTimeAsync(1000);
    await user.click(screen.getByText("Save"));
    await user.click(screen.getByText("Save"));
    const shown = () => [...container.querySelectorAll("li")].map((l) => l.firstChild!.textContent);
    expect(shown()).toEqual(["Saved #1", "Saved #2"]);
    expect(container.querySelector(".more")!.textContent).toBe("+1 more");
    await vi.advanceTimersByTimeAsync(2000);
    flush();
    // #1 left after its 3 s; #3 comes in and starts its own timer
    expect(shown()).toEqual(["Saved #2", "Saved #3"]);
    expect(container.querySelector(".more")).toBeNull();
    await user.hover(screen.getByText("Saved #2"));
    expect(container.querySelector(".toast--hover")!.textContent).toContain("Saved #2");
    await vi.advanceTimersByTimeAsync(3000);
    flush();
    expect(shown()).toEqual(["Saved #2"]);
    await user.unhover(screen.getByText("Saved #2"));
    await vi.advanceTimersByTimeAsync(2999);
    flush();
    expect(shown()).toEqual(["Saved #2"]);
    await vi.advanceTimersByTimeAsync(1);
    flush();
    expect(shown()).toEqual([]);
    await vi.advanceTimersByTimeAsync(20); // the frame the last write asked for
    expect(vi.getTimerCount()).toBe(0);
  });

  it("a toast dismissed by hand takes its timer with it; toasts pushed from outside any handler show", () => {
    vi.useFakeTimers();
    const { container } = render(Toaster, { max: 3 });
    toast("from a socket", 1000);
    toast("another", 1000);
    flush();
    expect(container.querySelectorAll("li").length).toBe(2);
    fireEvent.click(screen.getByLabelText("dismiss from a socket"));
    expect([...container.querySelectorAll("li")].map((l) => l.firstChild!.textContent)).toEqual(["another"]);
    vi.advanceTimersByTime(20); // any frame the writes asked for
    expect(vi.getTimerCount()).toBe(1);
    expectSameAsFresh(Toaster, { max: 3 }, container);
    vi.advanceTimersByTime(980);
    flush();
    expect(container.querySelectorAll("li").length).toBe(0);
  });
});

describe("a command palette in a portal", () => {
  it("Ctrl+K opens it with the focus in its field (autoFocus and refs see it in the page); Escape closes it", async () => {
    const user = userEvent.setup();
    render(CommandPalette, { commands: ["Open file", "Close tab", "Open recent"] });
    await user.keyboard("{Control>}k{/Control}");
    const field = screen.getByLabelText("command");
    expect(document.activeElement).toBe(field);
    expect(overlayLog).toEqual(["list ref in the page"]);
    await user.keyboard("open");
    expect(screen.getAllByRole("listitem").map((li) => li.textContent)).toEqual(["Open file", "Open recent"]);
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    await user.keyboard("{Control>}k{/Control}");
    expect(document.activeElement).toBe(screen.getByLabelText("command"));
    expect((screen.getByLabelText("command") as HTMLInputElement).value).toBe("");
    expect(screen.getAllByRole("listitem").length).toBe(3);
  });
});
