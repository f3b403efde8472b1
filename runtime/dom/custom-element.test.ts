// @vitest-environment happy-dom
/**
 * Custom elements in happy-dom (the Chromium suite runs the Custom Elements
 * Everywhere tests, test/browser/custom-elements.test.ts): properties the
 * element defines, attributes otherwise, props that wait for a late
 * definition, event names as written, and the prop: / attr: / on: prefixes.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { flush } from "../recomposer.js";
import { mutableStateOf } from "../state/index.js";
import { renderHost } from "./test/host.js";

let container: HTMLElement;
let tagCount = 0;

beforeEach(() => {
  flush();
  document.body.innerHTML = "";
  container = document.createElement("div");
  document.body.append(container);
});

/** A fresh tag name per test (a registry defines each name once). */
function tag(): string {
  return `x-el-${++tagCount}`;
}

class WithProperties extends HTMLElement {
  items: unknown = undefined;
  camelCase: unknown = undefined;
  #label = "";
  set label(value: string) {
    this.#label = value;
  }
  get label(): string {
    return this.#label;
  }
}

describe("custom element props", () => {
  it("a name the element defines is a property (as given); other names and HTMLElement's own members are attributes", () => {
    const name = tag();
    customElements.define(name, class extends WithProperties {});
    const items = ["C", "o"];
    renderHost(container, name, () => ({
      items,
      camelCase: { deep: 1 },
      label: "L",
      id: "main",
      title: "t",
      count: 3,
      open: true,
    }));
    const el = container.firstElementChild as WithProperties;
    expect(el.items).toBe(items);
    expect(el.camelCase).toEqual({ deep: 1 });
    expect(el.label).toBe("L");
    expect(el.hasAttribute("items")).toBe(false);
    expect(el.getAttribute("id")).toBe("main");
    expect(el.getAttribute("title")).toBe("t");
    expect(el.getAttribute("count")).toBe("3");
    expect(el.getAttribute("open")).toBe("");
  });

  it("defined after the first render: the props reach the class's accessors, none is lost or shadowed", async () => {
    const name = tag();
    const items = mutableStateOf(["a"]);
    renderHost(container, name, () => ({ items: items.value, label: "early", other: "attr" }));
    const el = container.firstElementChild as WithProperties;
    // Not defined yet: the primitive waits as an attribute, the array as an own property.
    expect(el.getAttribute("label")).toBe("early");
    expect((el as unknown as { items: string[] }).items).toEqual(["a"]);
    const seen = vi.fn();
    customElements.define(
      name,
      class extends WithProperties {
        override set label(value: string) {
          seen(value);
          super.label = value;
        }
        override get label(): string {
          return super.label;
        }
      },
    );
    await customElements.whenDefined(name);
    await Promise.resolve();
    expect(el.label).toBe("early");
    expect(seen).toHaveBeenCalledWith("early");
    expect(Object.hasOwn(el, "label")).toBe(false);
    expect(el.hasAttribute("label")).toBe(false);
    expect(el.items).toEqual(["a"]);
    expect(el.getAttribute("other")).toBe("attr");
    items.value = ["b"];
    flush();
    expect(el.items).toEqual(["b"]);
  });

  it("refuses HTML sinks and script URLs given as properties", () => {
    const name = tag();
    customElements.define(
      name,
      class extends HTMLElement {
        href = "";
      },
    );
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    renderHost(container, name, () => ({
      href: "javascript:alert(1)",
      "prop:innerHTML": "<img src=x onerror=alert(1)>",
    }));
    const el = container.firstElementChild as HTMLElement & { href: string };
    expect(el.href).toBe("");
    expect(el.querySelector("img")).toBeNull();
    warn.mockRestore();
  });
});

describe("functions given to a custom element", () => {
  it("one with parameters is the property's value (defined now or later); one without is a deferred binding", async () => {
    const defined = tag();
    customElements.define(
      defined,
      class extends HTMLElement {
        renderer: unknown = undefined;
        label: unknown = undefined;
      },
    );
    const renderer = (root: HTMLElement, item: string) => (root.textContent = item);
    const format = (n: number) => n.toFixed(1);
    const n = mutableStateOf(1);
    renderHost(container, defined, () => ({ renderer, format, label: () => `n=${n.value}` }));
    const el = container.firstElementChild as HTMLElement & {
      renderer: unknown;
      label: unknown;
      format: unknown;
    };
    expect(el.renderer).toBe(renderer);
    // Not defined by the element: kept as a property all the same, never as an attribute's text.
    expect(el.format).toBe(format);
    expect(el.hasAttribute("format")).toBe(false);
    expect(el.label).toBe("n=1");
    n.value = 2;
    flush();
    expect(el.label).toBe("n=2");

    const late = tag();
    const seen: unknown[] = [];
    const other = document.body.appendChild(document.createElement("div"));
    renderHost(other, late, () => ({ renderer, format }));
    const pending = other.firstElementChild as HTMLElement & { renderer: unknown; format: unknown };
    expect(pending.renderer).toBe(renderer);
    customElements.define(
      late,
      class extends HTMLElement {
        set renderer(value: unknown) {
          seen.push(value);
        }
      },
    );
    await customElements.whenDefined(late);
    await Promise.resolve();
    expect(seen).toEqual([renderer]);
    expect(pending.format).toBe(format);
    expect(pending.hasAttribute("format")).toBe(false);
  });
});

describe("a property that cannot be set", () => {
  it("is reported, and the pass goes on", () => {
    const name = tag();
    customElements.define(
      name,
      class extends HTMLElement {
        get size() {
          return 1;
        }
      },
    );
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    renderHost(container, name, () => ({ size: 5, "prop:tagName": "x", label: "after" }));
    const el = container.firstElementChild as HTMLElement & { size: number };
    expect(el.size).toBe(1);
    expect(el.getAttribute("label")).toBe("after");
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });
});

describe("custom element events", () => {
  it("on<name> listens to the event exactly as written after `on`; platform names keep their meaning", () => {
    const name = tag();
    customElements.define(name, class extends HTMLElement {});
    const heard: string[] = [];
    const names = ["lowercaseevent", "kebab-event", "camelEvent", "CAPSevent", "PascalEvent", "click"];
    renderHost(container, name, () => ({
      onlowercaseevent: () => heard.push("lowercaseevent"),
      "onkebab-event": () => heard.push("kebab-event"),
      oncamelEvent: () => heard.push("camelEvent"),
      onCAPSevent: () => heard.push("CAPSevent"),
      onPascalEvent: () => heard.push("PascalEvent"),
      onClick: () => heard.push("click"),
    }));
    const el = container.firstElementChild!;
    for (const type of names) el.dispatchEvent(new CustomEvent(type, { bubbles: true }));
    el.dispatchEvent(new CustomEvent("pascalevent"));
    expect(heard).toEqual(names);
  });
});

describe("prop:, attr: and on: on any element", () => {
  it("force a property, an attribute, a listener", () => {
    const fn = () => 1;
    const heard: string[] = [];
    renderHost(container, "div", () => ({
      "prop:custom": fn,
      "prop:title": "as property",
      "attr:data-x": 5,
      "attr:aria-busy": true,
      "on:my-Event": () => heard.push("my-Event"),
    }));
    const div = container.firstElementChild as HTMLDivElement & { custom: unknown };
    expect(div.custom).toBe(fn); // a function given to prop: is the value, not a deferred binding
    expect(div.title).toBe("as property");
    expect(div.getAttribute("data-x")).toBe("5");
    expect(div.getAttribute("aria-busy")).toBe("true");
    div.dispatchEvent(new Event("my-Event"));
    expect(heard).toEqual(["my-Event"]);
  });
});
