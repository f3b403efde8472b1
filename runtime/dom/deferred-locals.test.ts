// @vitest-environment happy-dom
/**
 * Issue 18, point 8: a deferred lambda (`style={() => …}`, `{() => …}`) sees
 * the composition locals in effect where it was composed (DESIGN, "Phases"),
 * and follows the provided value when it changes.
 */
import { beforeEach, describe, expect, it } from "vitest";
import type { Composer } from "../composer.js";
import {
  CompositionLocalProvider,
  compositionLocalOf,
  staticCompositionLocalOf,
  type CompositionLocal,
} from "../composition-local.js";
import { flush } from "../recomposer.js";
import { mutableStateOf, type MutableState } from "../state/index.js";
import { installStyle } from "./install.js";
import { render } from "./render.js";
import * as dom from "./index.js";
import { load } from "../../plugin/babel/test/harness.js";

// The composables below set `style` by hand: they install it, as compiled code would.
installStyle();

// Composables in the compiled shape of docs/compiled-code.md, written by hand.
type C = Composer<Node>;
const app = <P>(fn: (props: P, $c: C, $changed: number) => void) => fn as unknown as (props: P) => void;

interface Counts {
  box: number;
  evaluations: number;
}

/**
 * `<div style={() => ({ width: `10${Local.current}` })}>{() => Local.current}{label}</div>`:
 * restartable, skips unless `label` changed; the two lambdas are memoized (the same
 * functions in every pass), so only the locals they were bound to can tell passes apart.
 */
function Box(
  props: { local: CompositionLocal<string>; label: string; counts: Counts },
  $c: C,
  $changed: number,
) {
  const { local, label, counts } = props;
  $c.startRestartGroup(0x500);
  const dirty = $c.changed(label);
  if (!$c.skipIfUnchanged(!dirty && ($changed & 1) === 0)) {
    counts.box++;
    $c.startElement(0x501, "div");
    $c.set(
      "style",
      $c.cache(false, () => () => ({ width: `10${local.current}` })),
    );
    $c.text(
      0x502,
      $c.cache(false, () => () => (counts.evaluations++, local.current)),
    );
    $c.text(0x503, ` ${label}`);
    $c.endNode();
  }
  $c.endRestartGroup()?.updateScope(Box, props, $changed | 1);
}

/** Provides `unit.value` around a Box labelled `label.value`. */
function App(
  props: {
    local: CompositionLocal<string>;
    unit: MutableState<string>;
    label: MutableState<string>;
    counts: Counts;
  },
  $c: C,
  $changed: number,
) {
  const { local, unit, label, counts } = props;
  $c.startRestartGroup(0x600);
  const boxLabel = label.value;
  CompositionLocalProvider(
    {
      values: [local.provides(unit.value)],
      children: (_: unknown, $c2: C) => Box({ local, label: boxLabel, counts }, $c2, 0),
    },
    $c,
    0,
  );
  $c.endRestartGroup()?.updateScope(App, props, $changed | 1);
}

let container: HTMLElement;
beforeEach(() => {
  document.body.innerHTML = "";
  container = document.createElement("div");
  document.body.append(container);
});

function mount(local: CompositionLocal<string>) {
  const unit = mutableStateOf("em");
  const label = mutableStateOf("a");
  const counts: Counts = { box: 0, evaluations: 0 };
  const composition = render(app(App), container, { local, unit, label, counts });
  const div = container.firstChild as HTMLElement;
  const text = div.firstChild;
  return { unit, label, counts, composition, div, text };
}

describe("deferred lambdas see the locals where they were composed", () => {
  it("a dynamic local: the provided value, then the new one without recomposing the content", () => {
    const { unit, counts, div, text } = mount(compositionLocalOf("px"));
    expect(div.style.width).toBe("10em");
    expect(div.textContent).toBe("em a");
    unit.value = "rem";
    flush();
    expect(div.style.width).toBe("10rem");
    expect(div.textContent).toBe("rem a");
    expect(container.firstChild).toBe(div);
    expect(div.firstChild).toBe(text);
    expect(counts.box).toBe(1); // only the bindings followed the provider
  });

  it("a static local: the provider's content recomposes and the same lambdas see the new value", () => {
    const { unit, counts, div, text } = mount(staticCompositionLocalOf("px"));
    expect(div.style.width).toBe("10em");
    expect(div.textContent).toBe("em a");
    unit.value = "rem";
    flush();
    expect(counts.box).toBe(2);
    expect(div.style.width).toBe("10rem");
    expect(div.textContent).toBe("rem a");
    expect(container.firstChild).toBe(div);
    expect(div.firstChild).toBe(text);
  });

  it("the content recomposing under unchanged locals does not evaluate the lambdas again", () => {
    const { label, counts, div } = mount(compositionLocalOf("px"));
    expect(counts.evaluations).toBe(1);
    label.value = "b"; // App and Box recompose; the provider provides the same value
    flush();
    expect(counts.box).toBe(2);
    expect(div.textContent).toBe("em b");
    expect(counts.evaluations).toBe(1);
  });

  it("outside any provider a deferred lambda reads the default; the nearest provider wins", () => {
    const Local = compositionLocalOf("default");
    function Nested(_props: object, $c: C) {
      $c.startReplaceableGroup(0x700);
      $c.text(0x701, () => Local.current);
      CompositionLocalProvider(
        {
          values: [Local.provides("outer")],
          children: (_: unknown, $c2: C) => {
            $c2.text(0x702, () => ` ${Local.current}`);
            CompositionLocalProvider(
              {
                values: [Local.provides("inner")],
                children: (_: unknown, $c3: C) => $c3.text(0x703, () => ` ${Local.current}`),
              },
              $c2,
              0,
            );
          },
        },
        $c,
        0,
      );
      $c.endReplaceableGroup();
    }
    render(app(Nested), container, {});
    expect(container.textContent).toBe("default outer inner");
  });

  it("a handler given under a provider is not a deferred lambda: it gets its event, as it was given", () => {
    const Local = compositionLocalOf("default");
    const clicks: string[] = [];
    const onClick = (event: Event) => clicks.push(`${event.type} ${Local.current}`);
    function Button(_props: object, $c: C) {
      $c.startReplaceableGroup(0x800);
      CompositionLocalProvider(
        {
          values: [Local.provides("x")],
          children: (_: unknown, $c2: C) => {
            $c2.startElement(0x801, "button");
            $c2.set("onClick", onClick);
            $c2.endNode();
          },
        },
        $c,
        0,
      );
      $c.endReplaceableGroup();
    }
    render(app(Button), container, {});
    (container.firstChild as HTMLElement).click();
    expect(clicks).toEqual(["click default"]); // called with its event, outside composition
  });

  it("in the dialect: style={() => …} and {() => Local.current} under a provider, its value then changed", () => {
    const { module } = load(
      `
      import { compositionLocalOf, CompositionLocalProvider } from "composa";
      const LocalUnit = compositionLocalOf("px");
      function Bar() {
        <div style={() => ({ width: \`10\${LocalUnit.current}\` })}>{() => LocalUnit.current}</div>;
      }
      export function App({ unit }: { unit: string }) {
        <div>{() => LocalUnit.current}</div>;
        <CompositionLocalProvider values={[LocalUnit.provides(unit)]}>
          <Bar />
        </CompositionLocalProvider>;
      }
    `,
      { "composa/dom": dom },
    );
    render(module.App, container, { unit: "em" });
    expect(container.innerHTML).toBe('<div>px</div><div style="width: 10em;">em</div>');
    const bar = container.lastChild as HTMLElement;
    const text = bar.firstChild;
    render(module.App, container, { unit: "rem" });
    flush();
    expect(container.innerHTML).toBe('<div>px</div><div style="width: 10rem;">rem</div>');
    expect(container.lastChild).toBe(bar);
    expect(bar.firstChild).toBe(text);
  });

  it("in the dialect: deferred lambdas in a spread, and named ones before it, see the provided locals", () => {
    const { module } = load(
      `
      import { compositionLocalOf, CompositionLocalProvider } from "composa";
      const LocalUnit = compositionLocalOf("px");
      function Bar({ extra }) {
        <div title={() => "t-" + LocalUnit.current} {...extra} />;
      }
      export function App({ unit }: { unit: string }) {
        <CompositionLocalProvider values={[LocalUnit.provides(unit)]}>
          <Bar extra={{ style: () => ({ width: \`10\${LocalUnit.current}\` }) }} />
        </CompositionLocalProvider>;
      }
    `,
      { "composa/dom": dom },
    );
    render(module.App, container, { unit: "em" });
    expect(container.innerHTML).toBe('<div title="t-em" style="width: 10em;"></div>');
    render(module.App, container, { unit: "rem" });
    flush();
    expect(container.innerHTML).toBe('<div title="t-rem" style="width: 10rem;"></div>');
  });
});
