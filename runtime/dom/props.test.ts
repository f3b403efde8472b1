// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { freshDom } from "./test/fresh-dom.js";
import { DomApplier } from "./applier.js";

let root: HTMLElement;
let applier: DomApplier;
let warn: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  ({ root, applier } = freshDom());
  warn = vi.spyOn(console, "warn").mockImplementation(() => {});
});
afterEach(() => {
  warn.mockRestore();
});

function make<K extends keyof HTMLElementTagNameMap>(tag: K): HTMLElementTagNameMap[K] {
  const el = applier.createNode(tag, root) as HTMLElementTagNameMap[K];
  applier.insert(root.childNodes.length, el);
  return el;
}

/** Set like the Composer does: remembering the previous value per name. */
function setter(el: Element) {
  const last = new Map<string, unknown>();
  return (name: string, value: unknown) => {
    applier.setProperty(el, name, value, last.get(name));
    last.set(name, value);
  };
}

describe("class", () => {
  it("accepts strings, arrays and objects; empty removes the attribute", () => {
    const div = make("div");
    const set = setter(div);
    set("class", "a b");
    expect(div.getAttribute("class")).toBe("a b");
    set("class", ["x", false, null, ["y", { z: true, w: false }]]);
    expect(div.getAttribute("class")).toBe("x y z");
    set("class", { on: 1, off: 0 });
    expect(div.getAttribute("class")).toBe("on");
    set("class", null);
    expect(div.hasAttribute("class")).toBe(false);
    set("className", "c");
    expect(div.className).toBe("c");
  });

  it("an empty first class writes nothing to the element", () => {
    const div = make("div");
    const remove = vi.spyOn(div, "removeAttribute");
    const set = setter(div);
    set("class", "");
    expect(remove).not.toHaveBeenCalled();
    expect(div.hasAttribute("class")).toBe(false);
    set("class", "danger");
    set("class", "");
    expect(remove).toHaveBeenCalledWith("class");
    expect(div.hasAttribute("class")).toBe(false);
  });
});

describe("style", () => {
  it("sets a string as cssText", () => {
    const div = make("div");
    setter(div)("style", "color: red; display: none");
    expect(div.style.color).toBe("red");
    expect(div.style.display).toBe("none");
  });

  it("sets camelCase, kebab-case and --custom keys; adds px to lengths only", () => {
    const div = make("div");
    setter(div)("style", {
      backgroundColor: "red",
      "font-weight": "bold",
      "--gap": "4px",
      width: 10,
      opacity: 0.5,
      zIndex: 2,
    });
    expect(div.style.backgroundColor).toBe("red");
    expect(div.style.getPropertyValue("font-weight")).toBe("bold");
    expect(div.style.getPropertyValue("--gap")).toBe("4px");
    expect(div.style.width).toBe("10px");
    expect(div.style.opacity).toBe("0.5");
    expect(div.style.zIndex).toBe("2");
  });

  it("diffs objects key by key and removes keys that disappear", () => {
    const div = make("div");
    const set = setter(div);
    set("style", { color: "red", "--a": "1", marginTop: "2px" });
    // A key that is unchanged must not be rewritten: poke it behind the
    // applier's back and check the poke survives the next update.
    div.style.marginTop = "7px";
    set("style", { color: "blue", marginTop: "2px" });
    expect(div.style.color).toBe("blue");
    expect(div.style.getPropertyValue("--a")).toBe("");
    expect(div.style.marginTop).toBe("7px");
    set("style", { marginTop: null });
    expect(div.style.color).toBe("");
    expect(div.style.marginTop).toBe("");
  });

  it("handles string <-> object transitions and null", () => {
    const div = make("div");
    const set = setter(div);
    set("style", "color: red; padding: 1px");
    set("style", { margin: "3px" });
    expect(div.style.color).toBe("");
    expect(div.style.padding).toBe("");
    expect(div.style.margin).toBe("3px");
    set("style", "display: block");
    expect(div.style.margin).toBe("");
    expect(div.style.display).toBe("block");
    set("style", null);
    expect(div.hasAttribute("style")).toBe(false);
  });

  it("an object that leaves no declaration leaves no attribute, as on a fresh element (fuzz seed 950057)", () => {
    const div = make("div");
    const set = setter(div);
    set("style", "font-weight: bold");
    set("style", {});
    expect(div.hasAttribute("style")).toBe(false);
    set("style", { color: "red" });
    set("style", { color: undefined });
    expect(div.hasAttribute("style")).toBe(false);
    set("style", { color: "blue" });
    expect(div.getAttribute("style")).toBe("color: blue;");
  });
});

describe("attributes", () => {
  it("sets booleans, removes on null / undefined / false", () => {
    const button = make("button");
    const set = setter(button);
    set("disabled", true);
    expect(button.getAttribute("disabled")).toBe("");
    set("disabled", false);
    expect(button.hasAttribute("disabled")).toBe(false);
    set("title", "hi");
    set("title", undefined);
    expect(button.hasAttribute("title")).toBe(false);
    set("title", 3);
    expect(button.getAttribute("title")).toBe("3");
    set("title", null);
    expect(button.hasAttribute("title")).toBe(false);
  });

  it("spells booleans out for aria-*, data-* and booleanish attributes", () => {
    const div = make("div");
    const set = setter(div);
    set("aria-expanded", false);
    set("data-on", true);
    set("draggable", false);
    expect(div.getAttribute("aria-expanded")).toBe("false");
    expect(div.getAttribute("data-on")).toBe("true");
    expect(div.getAttribute("draggable")).toBe("false");
    set("aria-expanded", null);
    expect(div.hasAttribute("aria-expanded")).toBe(false);
  });

  it("treats names that exist on Object.prototype as plain attributes", () => {
    const div = make("div");
    setter(div)("$spread", { constructor: "c", toString: "t", __proto__x: "p", hasOwnProperty: 1 });
    expect(div.getAttribute("constructor")).toBe("c");
    expect(div.getAttribute("tostring")).toBe("t");
    expect(div.getAttribute("hasownproperty")).toBe("1");
  });

  it("maps htmlFor and never sets key or children", () => {
    const label = make("label");
    const set = setter(label);
    set("htmlFor", "name");
    set("key", "k1");
    set("children", () => {});
    expect(label.getAttribute("for")).toBe("name");
    expect(label.hasAttribute("key")).toBe(false);
    expect(label.hasAttribute("children")).toBe(false);
  });
});

describe("live properties", () => {
  it("writes value only when it differs from the live value (caret survives)", () => {
    const input = make("input");
    const set = setter(input);
    set("value", "hello");
    input.focus();
    input.setSelectionRange(2, 2);
    let writes = 0;
    const proto = Object.getPrototypeOf(input) as object;
    const desc =
      Object.getOwnPropertyDescriptor(proto, "value") ??
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(proto), "value")!;
    Object.defineProperty(input, "value", {
      get: () => desc.get!.call(input),
      set: (v: string) => {
        writes++;
        desc.set!.call(input, v);
      },
      configurable: true,
    });
    // The user typed: the live value is already what the state says.
    set("value", "hello");
    expect(writes).toBe(0);
    expect(input.selectionStart).toBe(2);
    set("value", "help");
    expect(writes).toBe(1);
    expect(input.value).toBe("help");
    set("value", null); // uncontrolled again: left as it is (README, "Forms"), as in React
    expect(input.value).toBe("help");
  });

  it("sets checked and selected as properties", () => {
    const box = make("input");
    const set = setter(box);
    set("type", "checkbox");
    set("checked", true);
    expect(box.checked).toBe(true);
    set("checked", false);
    expect(box.checked).toBe(false);
    expect(box.hasAttribute("checked")).toBe(false);
  });

  it("applies a <select>'s value again once its options are in", () => {
    const select = make("select");
    setter(select)("value", "b");
    for (const v of ["a", "b"]) {
      const option = applier.createNode("option", select) as HTMLOptionElement;
      option.value = v;
      option.textContent = v;
      select.append(option);
    }
    applier.onEndChanges();
    expect(select.value).toBe("b");
  });
});

describe("raw HTML", () => {
  it("goes in only through unsafeInnerHTML", () => {
    const div = make("div");
    const set = setter(div);
    set("innerHTML", "<b>x</b>");
    expect(div.childNodes.length).toBe(0);
    expect(warn).toHaveBeenCalled();
    set("unsafeInnerHTML", "<b>bold</b>");
    expect(div.querySelector("b")?.textContent).toBe("bold");
    set("unsafeInnerHTML", null);
    expect(div.innerHTML).toBe("");
  });

  it("refuses srcdoc", () => {
    const frame = make("iframe");
    setter(frame)("srcdoc", "<script>alert(1)</script>");
    expect(frame.hasAttribute("srcdoc")).toBe(false);
  });
});

describe("spread", () => {
  it("diffs the previous object against the new one through the same setter", () => {
    const a = make("a");
    const set = setter(a);
    const click = vi.fn();
    set("$spread", { title: "t", "data-x": 1, style: { color: "red" }, onClick: click, key: "k" });
    expect(a.getAttribute("title")).toBe("t");
    expect(a.getAttribute("data-x")).toBe("1");
    expect(a.style.color).toBe("red");
    expect(a.hasAttribute("key")).toBe(false);
    a.click();
    expect(click).toHaveBeenCalledTimes(1);
    set("$spread", { title: "u", style: { margin: "1px" } });
    expect(a.getAttribute("title")).toBe("u");
    expect(a.hasAttribute("data-x")).toBe(false);
    expect(a.style.color).toBe("");
    expect(a.style.margin).toBe("1px");
    a.click();
    expect(click).toHaveBeenCalledTimes(1);
  });

  it("lets named attributes after the spread win, also when only the spread changes", () => {
    const div = make("div");
    const set = setter(div);
    // <div {...p} class="named" title={t} />: the compiler writes one object, `{ ...p, class: "named", title: t }`.
    const spread = (p: object) => ({ ...p, class: "named", title: undefined });
    set("$spread", spread({ class: "a", title: "spread", id: "i1" }));
    expect(div.className).toBe("named");
    expect(div.hasAttribute("title")).toBe(false);
    set("$spread", spread({ class: "b", title: "spread 2", id: "i2" }));
    expect(div.className).toBe("named");
    expect(div.hasAttribute("title")).toBe(false);
    expect(div.id).toBe("i2");
    set("$spread", spread({}));
    expect(div.className).toBe("named");
    expect(div.hasAttribute("id")).toBe(false);
  });

  it("never turns a string into an inline handler, whatever its case", () => {
    const div = make("div");
    const set = setter(div);
    set("$spread", { onclick: "alert(1)", ONMOUSEOVER: "alert(2)", onError: "alert(3)" });
    expect(div.attributes.length).toBe(0);
    expect(warn).toHaveBeenCalledTimes(3);
  });

  it("ignores keys that are not attribute names instead of throwing", () => {
    const div = make("div");
    expect(() => setter(div)("$spread", { '"><script>': "x", ok: "y" })).not.toThrow();
    expect(div.getAttribute("ok")).toBe("y");
    expect(div.querySelector("script")).toBeNull();
  });
});
