// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from "vitest";
import { freshDom } from "./test/fresh-dom.js";
import { DomApplier, MATHML_NS, SVG_NS } from "./applier.js";
import { HTML_NS } from "./props.js";

let root: HTMLElement;
let applier: DomApplier;

beforeEach(() => ({ root, applier } = freshDom()));

/** Put text nodes "a".."e" (or the given labels) under the current node. */
function fill(labels = "abcde"): Node[] {
  const nodes = [...labels].map((l) => applier.createText(l));
  nodes.forEach((n, i) => applier.insert(i, n));
  return nodes;
}
const text = (node: Node = root) => node.textContent;

describe("tree operations", () => {
  it("inserts at an index and removes ranges", () => {
    fill("ace");
    applier.insert(1, applier.createText("b"));
    applier.insert(3, applier.createText("d"));
    expect(text()).toBe("abcde");
    applier.remove(1, 2);
    expect(text()).toBe("ade");
    applier.remove(2, 1);
    expect(text()).toBe("ad");
    applier.remove(0, 2);
    expect(root.childNodes.length).toBe(0);
  });

  it("insertAll puts a run of nodes at an index, or at the end, with one DOM call each time", () => {
    const [, e] = fill("ae");
    const append = vi.spyOn(root, "append");
    const before = vi.spyOn(e as ChildNode, "before");
    applier.insertAll(
      1,
      ["b", "c", "d"].map((l) => applier.createText(l)),
    );
    expect(text()).toBe("abcde");
    applier.insertAll(
      5,
      ["f", "g"].map((l) => applier.createText(l)),
    );
    expect(text()).toBe("abcdefg");
    expect([before.mock.calls.length, append.mock.calls.length]).toEqual([1, 1]);
  });

  it("clearing many children of a plain element drops them while it is detached, then puts it back in place", () => {
    const make = (tag: string) => {
      const el = document.createElement(tag);
      for (let i = 0; i < 100; i++) el.append(document.createElement("li"));
      return el;
    };
    const [list, custom, focused] = [make("ul"), make("x-list"), make("ol")];
    const input = focused.appendChild(document.createElement("input"));
    root.append("before", list, custom, focused, "after");
    input.focus();
    const removeChild = vi.spyOn(root, "removeChild");
    for (const el of [list, custom, focused]) {
      applier.down(el);
      applier.remove(0, el.childNodes.length);
      applier.up();
      expect(el.childNodes.length).toBe(0);
    }
    expect([...root.childNodes]).toEqual([root.firstChild, list, custom, focused, root.lastChild]);
    // Only the plain, unfocused one was detached: a custom element would see callbacks, focus would be lost.
    expect(removeChild.mock.calls.map(([node]) => node)).toEqual([list]);
  });

  it("moves with Compose's convention (`to` is the index before the move)", () => {
    const cases: Array<[from: number, to: number, count: number, expected: string]> = [
      [1, 3, 1, "acbde"], // the seeds' example: child 1 after child 2
      [0, 5, 1, "bcdea"], // to the end
      [4, 0, 1, "eabcd"], // to the front
      [0, 5, 2, "cdeab"], // a range forward
      [3, 1, 2, "adebc"], // a range backward
      [1, 4, 2, "adbce"],
    ];
    for (const [from, to, count, expected] of cases) {
      root.textContent = "";
      const nodes = fill();
      applier.move(from, to, count);
      expect(text(), `move(${from}, ${to}, ${count})`).toBe(expected);
      // Identity is kept: the same nodes, reordered.
      expect(new Set(root.childNodes)).toEqual(new Set(nodes));
    }
  });

  it("uses one insertBefore per moved node", () => {
    fill();
    const spy = vi.spyOn(root, "insertBefore");
    applier.move(3, 0, 2);
    expect(spy).toHaveBeenCalledTimes(2);
    expect(text()).toBe("deabc");
  });

  it("builds detached subtrees and attaches them with one insertion", () => {
    const observed: MutationRecord[] = [];
    const observer = new MutationObserver((records) => observed.push(...records));
    observer.observe(root, { childList: true, subtree: true });
    const ul = applier.createNode("ul", applier.current);
    applier.down(ul);
    for (let i = 0; i < 3; i++) {
      const li = applier.createNode("li", ul);
      applier.down(li);
      applier.insert(0, applier.createText(`item ${i}`));
      applier.up();
      applier.insert(i, li);
    }
    applier.up();
    applier.insert(0, ul);
    expect(applier.current).toBe(root);
    expect(root.innerHTML).toBe("<ul><li>item 0</li><li>item 1</li><li>item 2</li></ul>");
    return new Promise<void>((resolve) =>
      setTimeout(() => {
        observer.disconnect();
        expect(observed.length).toBe(1);
        resolve();
      }),
    );
  });

  it("down / up nest, and clear empties the root from anywhere", () => {
    const div = applier.createNode("div", root);
    applier.insert(0, div);
    applier.down(div);
    fill("xy");
    expect(applier.current).toBe(div);
    applier.up();
    expect(applier.current).toBe(root);
    applier.down(div);
    applier.clear();
    expect(root.childNodes.length).toBe(0);
    expect(applier.current).toBe(root);
  });

  it("updates text in place", () => {
    const [a] = fill("a");
    applier.setText(a!, "changed");
    expect(root.firstChild).toBe(a);
    expect(text()).toBe("changed");
  });

  it("leaves a text that already says it (typed into a contentEditable) unwritten", () => {
    // In a browser, writing a text node's data puts a caret inside it back to its start
    // (test/browser/form-edges.test.ts); happy-dom keeps the caret, so the write itself is watched.
    const a = applier.createText("hi");
    applier.insert(0, a);
    document.body.append(root);
    (a as Text).data = "hi there"; // the user's typing, which the state then follows
    const writes = new MutationObserver(() => {});
    writes.observe(root, { characterData: true, subtree: true });
    applier.setText(a, "hi there");
    expect(writes.takeRecords()).toEqual([]);
    applier.setText(a, "hi");
    expect(writes.takeRecords()).toHaveLength(1);
    expect(text()).toBe("hi");
    writes.disconnect();
  });
});

describe("namespaces", () => {
  it("creates svg, its children and foreignObject content in the right namespace", () => {
    const div = applier.createNode("div", root) as Element;
    const svg = applier.createNode("svg", div) as Element;
    const g = applier.createNode("g", svg) as Element;
    const circle = applier.createNode("circle", g) as Element;
    const fo = applier.createNode("foreignObject", svg) as Element;
    const p = applier.createNode("p", fo) as Element;
    const inner = applier.createNode("svg", p) as Element;
    expect([div, svg, g, circle, fo, p, inner].map((e) => e.namespaceURI)).toEqual([
      HTML_NS,
      SVG_NS,
      SVG_NS,
      SVG_NS,
      SVG_NS,
      HTML_NS,
      SVG_NS,
    ]);
    expect(fo.localName).toBe("foreignObject");
  });

  it("creates MathML under math, HTML under its text elements", () => {
    const math = applier.createNode("math", root) as Element;
    const mi = applier.createNode("mi", math) as Element;
    const b = applier.createNode("b", mi) as Element;
    expect([math.namespaceURI, mi.namespaceURI, b.namespaceURI]).toEqual([MATHML_NS, MATHML_NS, HTML_NS]);
  });

  it("renders into an SVG container", () => {
    const svg = document.createElementNS(SVG_NS, "svg");
    const svgApplier = new DomApplier(svg);
    const rect = svgApplier.createNode("rect", svgApplier.current) as Element;
    expect(rect.namespaceURI).toBe(SVG_NS);
  });

  it("sets every SVG attribute with setAttribute, case preserved", () => {
    const svg = applier.createNode("svg", root) as SVGSVGElement;
    const spy = vi.spyOn(svg, "setAttribute");
    applier.setProperty(svg, "viewBox", "0 0 10 10", undefined);
    applier.setProperty(svg, "class", "icon", undefined);
    applier.setProperty(svg, "stroke-width", 2, undefined);
    expect(svg.getAttribute("viewBox")).toBe("0 0 10 10");
    expect(svg.getAttribute("class")).toBe("icon");
    expect(svg.getAttribute("stroke-width")).toBe("2");
    expect(spy).toHaveBeenCalledTimes(3);
  });
});

describe("against an array model", () => {
  it("random insert / remove / move sequences keep the same children as the model", () => {
    let seed = 12345;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      return seed % n;
    };
    const model: Node[] = [];
    let made = 0;
    for (let step = 0; step < 2000; step++) {
      const op = model.length < 3 ? 0 : random(3);
      if (op === 0) {
        const index = random(model.length + 1);
        const node = applier.createText(String(made++));
        applier.insert(index, node);
        model.splice(index, 0, node);
      } else if (op === 1) {
        const index = random(model.length);
        const count = 1 + random(Math.min(3, model.length - index));
        applier.remove(index, count);
        model.splice(index, count);
      } else {
        const from = random(model.length);
        const count = 1 + random(Math.min(3, model.length - from));
        // `to` outside [from, from + count]: before the range, or after its end.
        const choices = [...Array(model.length + 1).keys()].filter((t) => t < from || t > from + count);
        if (choices.length === 0) continue;
        const to = choices[random(choices.length)]!;
        applier.move(from, to, count);
        const moved = model.splice(from, count);
        model.splice(to > from ? to - count : to, 0, ...moved);
      }
      expect([...root.childNodes]).toEqual(model);
    }
  });
});
