// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Composer } from "../composer.js";
import { mutableStateOf } from "../state/index.js";
import { flushBindings } from "./binding.js";
import { installDomFeatures } from "./install.js";
import { render } from "./render.js";

// The composables below are hand-written (a ref, a style binding): they install what they set.
installDomFeatures();

// Composables in the compiled shape of docs/compiled-code.md, written by hand.
type C = Composer<Node>;

function Greeting(
  props: { name: string; onClick?: () => void; cleanup?: () => void },
  $c: C,
  $changed: number,
) {
  $c.startRestartGroup(0x100);
  if ($c.changed(props.name) || $c.changed(props.onClick) || !$c.skipping || $changed & 1) {
    $c.startElement(0x101, "p");
    $c.set("class", "greeting");
    $c.set("onClick", props.onClick);
    $c.set("ref", props.cleanup && (() => props.cleanup));
    $c.text(0x102, `Hello, ${props.name}`);
    $c.endNode();
  } else {
    $c.skipToGroupEnd();
  }
  $c.endRestartGroup()?.updateScope(Greeting, props, $changed | 1);
}

function Other(_props: object, $c: C) {
  $c.startRestartGroup(0x200);
  $c.startElement(0x201, "hr");
  $c.endNode();
  $c.endRestartGroup();
}

function Throws(_props: object, $c: C) {
  $c.startRestartGroup(0x300);
  $c.startElement(0x301, "div");
  throw new Error("boom in Throws");
}

let container: HTMLElement;
beforeEach(() => {
  document.body.innerHTML = "";
  container = document.createElement("div");
  container.innerHTML = "<em>loading…</em>";
  document.body.append(container);
});

const app = <P>(fn: (props: P, $c: C, $changed: number) => void) => fn as unknown as (props: P) => void;

describe("render", () => {
  it("replaces the container's content and composes the App", () => {
    render(app(Greeting), container, { name: "web" });
    expect(container.innerHTML).toBe('<p class="greeting">Hello, web</p>');
  });

  it("recomposes in place when rendered again into the same container", () => {
    const first = render(app(Greeting), container, { name: "web" });
    const p = container.firstChild;
    const text = p!.firstChild;
    const second = render(app(Greeting), container, { name: "you" });
    expect(second).toBe(first);
    expect(container.firstChild).toBe(p);
    expect(p!.firstChild).toBe(text); // text updated in place
    expect(container.textContent).toBe("Hello, you");
    render(app(Other), container);
    expect(container.innerHTML).toBe("<hr>");
  });

  it("disposes: nodes removed, handlers dropped, ref cleanups run", () => {
    const click = vi.fn();
    const cleanup = vi.fn();
    const composition = render(app(Greeting), container, { name: "x", onClick: click, cleanup });
    const p = container.firstChild as HTMLElement;
    const remove = vi.spyOn(container, "removeEventListener");
    composition.dispose();
    // The delegated click listeners (bubble and capture) leave the container too.
    expect(remove.mock.calls.map(([type, , capture]) => `${type} ${capture}`)).toEqual([
      "click false",
      "click true",
    ]);
    remove.mockRestore();
    expect(container.childNodes.length).toBe(0);
    expect(cleanup).toHaveBeenCalledTimes(1);
    p.click();
    expect(click).not.toHaveBeenCalled();
    // The container is free again.
    render(app(Greeting), container, { name: "again" });
    expect(container.textContent).toBe("Hello, again");
  });

  it("keeps several compositions apart", () => {
    const other = document.createElement("section");
    document.body.append(other);
    const a = render(app(Greeting), container, { name: "a" });
    const b = render(app(Greeting), other, { name: "b" });
    expect(a).not.toBe(b);
    a.dispose();
    expect(container.childNodes.length).toBe(0);
    expect(other.textContent).toBe("Hello, b");
  });

  it("throws what composition throws and leaves the container as it was", () => {
    expect(() => render(app(Throws), container)).toThrow("boom in Throws");
    expect(container.innerHTML).toBe("<em>loading…</em>");
    render(app(Greeting), container, { name: "ok" });
    expect(container.textContent).toBe("Hello, ok");
  });
});

describe("phase skipping", () => {
  it("a deferred attribute or text updates the DOM with zero recompositions", () => {
    const x = mutableStateOf(0);
    let compositions = 0;
    function Slider(_props: object, $c: C, $changed: number) {
      $c.startRestartGroup(0x400);
      compositions++;
      $c.startElement(0x401, "div");
      // style={() => ({ transform: `translateX(${x.value}px)` })}
      $c.set(
        "style",
        $c.cache(false, () => () => ({ transform: `translateX(${x.value}px)` })),
      );
      // {() => x.value}: a deferred text child
      $c.startNode(0x402);
      if ($c.inserting) $c.createTextNode("");
      else $c.useNode();
      $c.set(
        "data",
        $c.cache(false, () => () => x.value),
      );
      $c.endNode();
      $c.endNode();
      $c.endRestartGroup()?.updateScope(Slider, {}, $changed | 1);
    }
    const composition = render(app(Slider), container);
    const div = container.firstChild as HTMLElement;
    expect(div.style.transform).toBe("translateX(0px)");
    expect(div.textContent).toBe("0");
    for (let i = 1; i <= 3; i++) {
      x.value = i * 10;
      flushBindings();
      expect(div.style.transform).toBe(`translateX(${i * 10}px)`);
      expect(div.textContent).toBe(String(i * 10));
    }
    expect(compositions).toBe(1);
    expect(composition.hasInvalidations).toBe(false); // no scope read x
    composition.dispose();
    x.value = 99;
    flushBindings();
    expect(div.textContent).toBe("30"); // disposed bindings stopped
  });
});
