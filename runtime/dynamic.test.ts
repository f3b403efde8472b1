import { describe, expect, it } from "vitest";
import type { Composer } from "./composer.js";
import { Composition } from "./composition.js";
import { RecordingApplier, show, type TreeNode } from "./test/recording-applier.js";

type C = Composer<TreeNode>;

function setup() {
  const applier = new RecordingApplier();
  const composition = new Composition(applier);
  const compose = (value: unknown) =>
    composition.setContent((c) => {
      c.startElement(1, "div");
      c.dynamic(2, value);
      c.endNode();
    });
  return { applier, compose, div: () => applier.root.children[0]! };
}

describe("dynamic children ($c.dynamic)", () => {
  it("places each kind: text, nothing, arrays in order, composable lambdas", () => {
    const { applier, compose } = setup();
    compose("a");
    expect(show(applier.root)).toBe('root(div("a"))');
    compose(42);
    expect(show(applier.root)).toBe('root(div("42"))');
    for (const nothing of [null, undefined, true, false]) {
      compose(nothing);
      expect(show(applier.root)).toBe("root(div())");
    }
    compose(["x", null, ["y", 3]]);
    expect(show(applier.root)).toBe('root(div("x","y","3"))');
    compose((_: unknown, c: C) => {
      c.startElement(9, "b");
      c.endNode();
    });
    expect(show(applier.root)).toBe("root(div(b()))");
  });

  it("updates text of the same kind in place, and replaces content when the kind changes", () => {
    const { applier, compose, div } = setup();
    compose("a");
    const node = div().children[0];
    applier.take();
    compose("b");
    expect(applier.take()).toEqual(['text "a" -> "b"']);
    expect(div().children[0]).toBe(node);
    compose((_: unknown, c: C) => c.text(3, "lambda"));
    expect(applier.take()).toEqual(["remove div[0] x1", 'insert div[0] "lambda"']);
  });

  it("an array that grows keeps the nodes of the items it had", () => {
    const { applier, compose, div } = setup();
    compose(["a", "b"]);
    const [a, b] = div().children;
    applier.take();
    compose(["a", "b", "c"]);
    expect(applier.take()).toEqual(['insert div[2] "c"']);
    expect(div().children[0]).toBe(a);
    expect(div().children[1]).toBe(b);
  });
});

describe("a getter as a dynamic child", () => {
  it("a function that returns a value (Solid's accessor) shows that value, updated in place", () => {
    const { applier, compose, div } = setup();
    compose(() => "count 1");
    expect(show(applier.root)).toBe('root(div("count 1"))');
    const node = div().children[0];
    applier.take();
    compose(() => "count 2");
    expect(applier.take()).toEqual(['text "count 1" -> "count 2"']);
    expect(div().children[0]).toBe(node);
    compose(() => ["a", 1]);
    expect(show(applier.root)).toBe('root(div("a","1"))');
    compose(() => null);
    expect(show(applier.root)).toBe("root(div())");
  });
});

describe("deferred text ($c.text with a function)", () => {
  it("makes an empty text node and hands the function to the Applier as its data", () => {
    const applier = new RecordingApplier();
    const composition = new Composition(applier);
    const read = () => "late";
    composition.setContent((c) => c.text(5, read));
    const node = applier.root.children[0]!;
    expect(node.type).toBe("#text");
    expect(node.text).toBe("");
    expect(node.props.data).toBe(read);
    const other = () => "other";
    composition.setContent((c) => c.text(5, other));
    expect(applier.root.children[0]).toBe(node);
    expect(node.props.data).toBe(other);
    // Back to plain text: through setProperty, so the Applier can drop the binding.
    composition.setContent((c) => c.text(5, "plain"));
    expect(applier.root.children[0]).toBe(node);
    expect(node.props.data).toBe("plain");
  });
});
