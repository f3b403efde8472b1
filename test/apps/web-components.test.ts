// @vitest-environment happy-dom
// Web components from Composa as React 19 / Solid users use them (web-components.tsx).
import { screen } from "@testing-library/dom";
import { userEvent } from "@testing-library/user-event";
import { hydrate } from "composa/dom";
import { renderToString } from "composa/server";
import { flush, render } from "composa/testing";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { Badges, Picker, log, type PickList } from "./web-components.js";

beforeEach(() => {
  log.length = 0;
});

const fruits = [
  { id: 1, name: "apple" },
  { id: 2, name: "pear" },
];

const shadowItems = (el: PickList) =>
  [...el.shadowRoot!.querySelectorAll("button")].map(
    (b) => `${b.className}${b.disabled ? " disabled" : ""}|${b.textContent}`,
  );

describe("a Lit-like element", () => {
  it("gets arrays and functions as properties, reports events by their exact names, reflects a number", async () => {
    const user = userEvent.setup();
    const { container } = render(Picker, { initial: fruits });
    const el = container.querySelector<PickList>("pick-list")!;
    expect(el.items).toEqual(fruits);
    expect(el.hasAttribute("items")).toBe(false);
    expect(typeof el.formatLabel).toBe("function");
    expect(el.shadowRoot!.querySelector(".label")!.textContent).toBe("2 fruits");
    expect(shadowItems(el)).toEqual(["item|apple", "item|pear"]);
    expect(el.renderer).toBeUndefined();

    await user.click(el.shadowRoot!.querySelectorAll("button")[1]!);
    expect(log).toEqual(["item-selected pear", "Picked pear"]);
    expect(el.selectedIndex).toBe(1);
    expect(el.getAttribute("selectedindex")).toBe("1");
    expect(container.querySelector("h3")!.textContent).toBe("Fruits (1)");
    expect(shadowItems(el)).toEqual(["item|apple", "item selected|pear"]);

    await user.click(screen.getByRole("button", { name: "fancy" }));
    expect(typeof el.renderer).toBe("function");
    expect(shadowItems(el)).toEqual(["item|★ apple", "item selected|★ pear"]);
    await user.click(screen.getByRole("button", { name: "fancy" }));
    expect(el.renderer).toBeUndefined();
    expect(shadowItems(el)).toEqual(["item|apple", "item selected|pear"]);

    await user.click(screen.getByRole("button", { name: "read" }));
    expect(log.at(-1)).toBe("read back 1");
  });

  it("a boolean property reflects as an attribute; slotted light-DOM children update in place", async () => {
    const user = userEvent.setup();
    const { container } = render(Picker, { initial: [] });
    const el = container.querySelector<PickList>("pick-list")!;
    expect(el.shadowRoot!.querySelector(".label")!.textContent).toBe("0 fruits");
    expect(el.querySelector("em")!.textContent).toBe("Nothing here");
    await user.click(screen.getByRole("button", { name: "lock" }));
    expect(el.disabled).toBe(true);
    expect(el.hasAttribute("disabled")).toBe(true);
    await user.click(screen.getByRole("button", { name: "add" }));
    expect(el.querySelector("em")).toBeNull();
    expect(el.shadowRoot!.querySelector(".label")!.textContent).toBe("1 fruit");
    expect(shadowItems(el)).toEqual(["item disabled|kiwi"]);
    await user.click(screen.getByRole("button", { name: "lock" }));
    expect(el.disabled).toBe(false);
    expect(el.hasAttribute("disabled")).toBe(false);
    expect(shadowItems(el)).toEqual(["item|kiwi"]);
    // The title stays one node, slotted by its attribute.
    expect([...el.children].map((c) => `${c.localName}:${c.getAttribute("slot")}`)).toEqual(["h3:title"]);
  });
});

describe("an element defined after it was rendered", () => {
  it("props given before the definition reach it after; later changes too", async () => {
    const { container, rerender } = render(Badges, {
      count: 2,
      tags: ["a"],
      tone: "info" as string | undefined,
    });
    const el = container.querySelector("late-badge")!;
    const seen: string[] = [];
    class LateBadge extends HTMLElement {
      #count = 0;
      tags: string[] = [];
      get count() {
        return this.#count;
      }
      set count(v: number) {
        seen.push(`count ${v}`);
        this.#count = v;
      }
    }
    customElements.define("late-badge", LateBadge);
    await customElements.whenDefined("late-badge");
    await Promise.resolve();
    const badge = el as LateBadge;
    expect(badge).toBeInstanceOf(LateBadge);
    expect(badge.count).toBe(2);
    expect(seen).toEqual(["count 2"]);
    expect(badge.tags).toEqual(["a"]);
    expect(badge.getAttribute("tone")).toBe("info");
    expect(badge.hasAttribute("count")).toBe(false);
    rerender({ count: 3, tags: ["a", "b"], tone: undefined });
    expect(badge.count).toBe(3);
    expect(badge.tags).toEqual(["a", "b"]);
    expect(badge.hasAttribute("tone")).toBe(false);
    badge.click();
    flush();
    expect(log).toEqual(["badge click"]);
  });
});

describe("server-rendered, then hydrated", () => {
  it("the markup has no object or function text; the hydrated element gets them and works", async () => {
    const user = userEvent.setup();
    const html = renderToString(Picker, { initial: fruits });
    expect(html).toContain('<pick-list><h3 slot="title">');
    const container = document.body.appendChild(document.createElement("div"));
    container.innerHTML = html;
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const app = hydrate(Picker, container, { initial: fruits });
    try {
      expect(warn).not.toHaveBeenCalled();
      const el = container.querySelector<PickList>("pick-list")!;
      expect(el.items).toEqual(fruits);
      expect(el.shadowRoot!.querySelector(".label")!.textContent).toBe("2 fruits");
      await user.click(el.shadowRoot!.querySelectorAll("button")[0]!);
      expect(container.querySelector("h3")!.textContent).toBe("Fruits (0)");
      expect(log).toEqual(["item-selected apple", "Picked apple"]);
    } finally {
      warn.mockRestore();
      app.dispose();
      container.remove();
    }
  });
});
