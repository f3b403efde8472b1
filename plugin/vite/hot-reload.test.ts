// @vitest-environment happy-dom
/**
 * Hot reload that keeps state, compiler and runtime together: a module is
 * compiled with `hot: true`, run, rendered; then an edited version is
 * compiled and run as Vite would run it after a file change, and the same
 * composition recomposes with the new code.
 */
import * as composa from "composa";
import * as dom from "composa/dom";
import { beforeEach, describe, expect, it } from "vitest";
import { compile } from "../babel/compile.js";
import { evaluate, fakeHot, type FakeHot } from "./test/evaluate.js";

let fileNo = 0;
let container: HTMLElement;

/** One file across its versions (each test gets its own file: families are global). */
function hotFile(deps: Record<string, object> = {}) {
  const filename = `/src/hot-${++fileNo}.tsx`;
  return {
    compiled: (source: string) => compile(source, { filename, root: "/src", dev: true, hot: true }).code,
    load(source: string, hot?: FakeHot) {
      const code = compile(source, { filename, root: "/src", dev: true, hot: true }).code;
      return evaluate(code, { composa, "composa/dom": dom, ...deps }, hot ? { hot } : {});
    },
  };
}

function click(selector: string, times = 1): void {
  for (let i = 0; i < times; i++) {
    (container.querySelector(selector) as HTMLElement).click();
    composa.flush();
  }
}

beforeEach(() => {
  container = document.createElement("div");
  document.body.replaceChildren(container);
});

const COUNTER = `import { mutableStateOf, remember } from "composa";
import { Button, Text } from "composa/dom";

export function Counter() {
  const count = remember(() => mutableStateOf(0));
  <div class="counter">
    <Text text={\`Count: \${count.value}\`} />
    <Button text="+" onClick={() => count.value++} />
  </div>;
}
`;

describe("hot reload", () => {
  it("re-runs an edited composable in place, keeping its remembered state", () => {
    const file = hotFile();
    const v1 = file.load(COUNTER);
    dom.render(v1.Counter as () => void, container);
    click("button", 3);
    expect(container.textContent).toBe("Count: 3+");

    // A text change and a new function above it: keys are structural, not line-based.
    file.load(
      COUNTER.replace(
        "export function Counter",
        "function twice(n: number) {\n  return n * 2;\n}\n\nexport function Counter",
      ).replace("`Count: ${count.value}`", "`Clicks: ${twice(count.value) / 2}`"),
    );
    composa.flush();
    expect(container.textContent).toBe("Clicks: 3+");
    // The click handler is the new module's too, and the state is the same object.
    click("button");
    expect(container.textContent).toBe("Clicks: 4+");

    // An edited event handler (a memoized lambda) is replaced too.
    file.load(COUNTER.replace("count.value++", "count.value += 10"));
    composa.flush();
    click("button");
    expect(container.textContent).toBe("Count: 14+");
  });

  it("makes old function objects run the newest code", () => {
    const file = hotFile();
    const v1 = file.load(COUNTER);
    file.load(COUNTER.replace("Count:", "Total:"));
    // Whoever kept the first version's function (an importer, a restart lambda) gets the new body.
    dom.render(v1.Counter as () => void, container);
    expect(container.textContent).toBe("Total: 0+");
  });

  it("recreates a remembered value whose calculation changed, alone", () => {
    const source = `import { mutableStateOf, remember } from "composa";
export function Pair() {
  const a = remember(() => mutableStateOf(1));
  const b = remember(() => mutableStateOf(2));
  <p>{\`\${a.value}/\${b.value}\`}</p>;
  <button onClick={() => { a.value += 10; b.value += 10; }} />;
}
`;
    const file = hotFile();
    dom.render(file.load(source).Pair as () => void, container);
    click("button");
    expect(container.querySelector("p")!.textContent).toBe("11/12");

    file.load(source.replace("mutableStateOf(2)", "mutableStateOf(5)"));
    composa.flush();
    expect(container.querySelector("p")!.textContent).toBe("11/5");

    // A new remember above the others: they keep their values.
    file.load(
      source
        .replace("mutableStateOf(2)", "mutableStateOf(5)")
        .replace("  const a =", "  const c = remember(() => mutableStateOf(7));\n  const a =")
        .replace("`${a.value}/${b.value}`", "`${c.value} ${a.value}/${b.value}`"),
    );
    composa.flush();
    expect(container.querySelector("p")!.textContent).toBe("7 11/5");
  });

  it("recomposes only the composables whose code changed; the others keep state and are not re-run", () => {
    const runs = { A: 0, B: 0 };
    const source = `import { mutableStateOf, remember } from "composa";
import { runs } from "spy";
export function A() {
  runs.A++;
  const n = remember(() => mutableStateOf(0));
  <button class="a" onClick={() => n.value++}>{\`A\${n.value}\`}</button>;
}
export function B() {
  runs.B++;
  const n = remember(() => mutableStateOf(0));
  <button class="b" onClick={() => n.value++}>{\`B\${n.value}\`}</button>;
}
export function Both() {
  <A />;
  <B />;
}
`;
    const file = hotFile({ spy: { runs } });
    dom.render(file.load(source).Both as () => void, container);
    click(".a", 2);
    click(".b", 5);
    expect(container.textContent).toBe("A2B5");
    const before = { ...runs };

    file.load(source.replace("`A${n.value}`", "`a:${n.value}`"));
    composa.flush();
    expect(container.textContent).toBe("a:2B5");
    expect(runs.A).toBe(before.A + 1);
    expect(runs.B).toBe(before.B);
  });

  it("re-runs every composable of the module when code outside composables changed", () => {
    const source = `function suffix() {
  return "!";
}
export function A() {
  <i>{\`a\${suffix()}\`}</i>;
}
export function B() {
  <b>{\`b\${suffix()}\`}</b>;
}
export function Both() {
  <A />;
  <B />;
}
`;
    const file = hotFile();
    dom.render(file.load(source).Both as () => void, container);
    expect(container.textContent).toBe("a!b!");
    // B's text is unchanged, A's changed too: B still depends on what changed outside.
    file.load(source.replace('"!"', '"?"').replace("<i>", '<i class="edited">'));
    composa.flush();
    expect(container.textContent).toBe("a?b?");
  });

  it("re-runs every composable of a module that creates values at top level, which are new objects in a new version", () => {
    const source = `import { CompositionLocalProvider, compositionLocalOf } from "composa";
const LocalTheme = compositionLocalOf("light");
function Themed() {
  <i>{LocalTheme.current}</i>;
}
export function App() {
  <CompositionLocalProvider values={[LocalTheme.provides("dark")]}>
    <Themed />
  </CompositionLocalProvider>;
}
`;
    const file = hotFile();
    dom.render(file.load(source).App as () => void, container);
    expect(container.textContent).toBe("dark");
    // Only Themed's text changed, but it now reads the new LocalTheme: App must provide that one.
    file.load(source.replace("<i>{LocalTheme.current}</i>", "<i>{`theme: ${LocalTheme.current}`}</i>"));
    composa.flush();
    expect(container.textContent).toBe("theme: dark");
  });

  it("re-runs every composable of a module re-run for an import's sake (its own code unchanged)", () => {
    const config = { label: "one" };
    const source = `import { config } from "config";
export function Label() {
  <b>{config.label}</b>;
}
`;
    const file = hotFile({
      config: {
        get config() {
          return { ...config };
        },
      },
    });
    dom.render(file.load(source).Label as () => void, container);
    expect(container.textContent).toBe("one");
    config.label = "two";
    file.load(source);
    composa.flush();
    expect(container.textContent).toBe("two");
  });

  it("survives edits that change a group's slots: only that group is composed afresh", () => {
    const source = `import { mutableStateOf, remember } from "composa";
function Label({ text }: { text: string }) {
  <b>{text}</b>;
}
export function Panel() {
  const count = remember(() => mutableStateOf(0));
  const step = 2;
  <section class="panel">
    <Label text={\`n=\${count.value}\`} />
    <button onClick={() => count.value++}>+</button>
  </section>;
}
`;
    const file = hotFile();
    dom.render(file.load(source).Panel as () => void, container);
    click("button", 3);
    expect(container.innerHTML).toBe('<section class="panel"><b>n=3</b><button>+</button></section>');

    // A new attribute on the element, a new capture in a handler, a new prop of a composable:
    // each changes the slots of one group, which is recreated; the count lives on.
    file.load(
      source
        .replace('<section class="panel">', '<section class="panel" title="edited">')
        .replace("count.value++", "count.value += step")
        .replace(
          "function Label({ text }: { text: string })",
          "function Label({ text, bold }: { text: string; bold?: boolean })",
        )
        .replace("<b>{text}</b>;", "<b class={bold ? 'bold' : ''}>{text}</b>;")
        .replace("<Label text={`n=${count.value}`} />", "<Label text={`n=${count.value}`} bold />"),
    );
    composa.flush();
    expect(container.innerHTML).toBe(
      '<section class="panel" title="edited"><b class="bold">n=3</b><button>+</button></section>',
    );
    click("button");
    expect(container.querySelector("b")!.textContent).toBe("n=5");
  });

  it("shows edited static structure and attributes and keeps state", () => {
    const source = `import { mutableStateOf, remember } from "composa";
export function Card() {
  const count = remember(() => mutableStateOf(0));
  <div class="card">
    <h3>Title</h3>
    <p>
      Count <b>{count.value}</b>
    </p>
    <button onClick={() => count.value++}>+</button>
  </div>;
}
`;
    const file = hotFile();
    dom.render(file.load(source).Card as () => void, container);
    click("button", 2);
    expect(container.innerHTML).toBe(
      '<div class="card"><h3>Title</h3><p>Count <b>2</b></p><button>+</button></div>',
    );

    // A static attribute and a static text changed, a dynamic attribute added.
    file.load(
      source
        .replace('class="card"', 'class="card wide"')
        .replace("<h3>Title</h3>", "<h3>Heading</h3>")
        .replace("<b>", "<b title={String(count.value)}>"),
    );
    composa.flush();
    expect(container.innerHTML).toBe(
      '<div class="card wide"><h3>Heading</h3><p>Count <b title="2">2</b></p><button>+</button></div>',
    );
    click("button");
    expect(container.querySelector("b")!.outerHTML).toBe('<b title="3">3</b>');
  });

  it("survives a new dynamic attribute on a nested node", () => {
    const source = `import { mutableStateOf, remember } from "composa";
export function Card() {
  const count = remember(() => mutableStateOf(0));
  <div class="card">
    <p>
      Count <b>{count.value}</b>
    </p>
    <button onClick={() => count.value++}>+</button>
  </div>;
}
`;
    const file = hotFile();
    dom.render(file.load(source).Card as () => void, container);
    click("button", 2);
    file.load(source.replace("<b>", "<b title={String(count.value)}>"));
    composa.flush();
    expect(container.innerHTML).toBe(
      '<div class="card"><p>Count <b title="2">2</b></p><button>+</button></div>',
    );
  });

  it("keeps a callee's slots whether a call site passes a prop as a constant or not", () => {
    const source = `import { mutableStateOf, remember } from "composa";
function Label({ text }: { text: string }) {
  <b>{text}</b>;
}
export function Panel() {
  const count = remember(() => mutableStateOf(0));
  <Label text={String(count.value)} />;
  <button onClick={() => count.value++}>+</button>;
}
`;
    const file = hotFile();
    dom.render(file.load(source).Panel as () => void, container);
    click("button");
    // A new call with a constant prop, then the same call given a changing value.
    const withConstant = source.replace("  <button", '  <Label text="fixed" />;\n  <button');
    file.load(withConstant);
    composa.flush();
    expect(container.textContent).toBe("1fixed+");
    file.load(withConstant.replace('<Label text="fixed" />', "<Label text={`x${count.value}`} />"));
    composa.flush();
    expect(container.textContent).toBe("1x1+");
  });

  it("runs in plain Node: every import.meta.hot use is guarded", () => {
    const code = hotFile().compiled(COUNTER);
    expect(code).toContain("if (import.meta.hot)");
    expect(code.replace(/if \(import\.meta\.hot\) \{[\s\S]*?\n\}/, "")).not.toContain("import.meta.hot");
    // `evaluate` gives no `hot`, as plain Node: loading and rendering work.
    const file = hotFile();
    dom.render(file.load(COUNTER).Counter as () => void, container);
    expect(container.textContent).toBe("Count: 0+");
  });
});

describe("hot module boundaries", () => {
  it("accepts its own updates when every export is a composable", () => {
    const hot = fakeHot();
    const file = hotFile();
    file.load(COUNTER, hot);
    expect(hot.accepted).toHaveLength(1);
    // A version that failed to load (a compile error) leaves the app as it is.
    hot.accepted[0]!(undefined);
    expect(hot.invalidated).toEqual([]);
    // A version that exports something else goes back to Vite's propagation.
    const next = file.load(`${COUNTER}export const LIMIT = 3;\n`);
    hot.accepted[0]!(next);
    expect(hot.invalidated).toHaveLength(1);
    expect(hot.invalidated[0]).toContain("LIMIT");
  });

  it("leaves a module with other exports to Vite's propagation", () => {
    const code = hotFile().compiled(`${COUNTER}export const LIMIT = 3;\n`);
    expect(code).not.toContain("accept(");
    const reexport = hotFile().compiled(`${COUNTER}export { other } from "./other";\n`);
    expect(reexport).not.toContain("accept(");
    const noExports = hotFile().compiled(COUNTER.replace("export function", "function"));
    expect(noExports).not.toContain("accept(");
  });
});
