// @vitest-environment happy-dom
/**
 * Hot reload through structural edits (compiler and runtime together, as in
 * hot-reload.test.ts): an edit keeps the state, DOM nodes and effects of
 * everything whose own structure did not change. The same edits run in the
 * real dev server and Chromium in test/browser/hot-structure.test.ts.
 */
import * as composa from "composa";
import * as dom from "composa/dom";
import { beforeEach, describe, expect, it } from "vitest";
import { compile } from "../babel/compile.js";
import { evaluate } from "./test/evaluate.js";
import { APP, EDITS } from "./test/structural-edits.js";

let fileNo = 0;
let container: HTMLElement;

beforeEach(() => {
  container = document.createElement("div");
  document.body.replaceChildren(container);
});

function load(
  filename: string,
  source: string,
  effects: { started: number; stopped: number },
): Record<string, unknown> {
  const code = compile(source, { filename, root: "/src", dev: true, hot: true }).code;
  return evaluate(code, { composa, "composa/dom": dom, "./effects": { effects } });
}

describe("hot reload through structural edits", () => {
  it("compiles host elements node by node (a template's nodes exist only through its clone)", () => {
    const code = compile(APP, { filename: "/src/app.tsx", root: "/src", dev: true, hot: true }).code;
    expect(code).not.toContain("startTemplate");
  });

  for (const edit of EDITS) {
    it(`keeps the draft, the counter, their nodes and the effect: ${edit.name}`, () => {
      const filename = `/src/structure-${++fileNo}.tsx`;
      const effects = { started: 0, stopped: 0 };
      dom.render(load(filename, APP, effects).App as () => void, container);
      const input = container.querySelector("input")!;
      input.value = "half-typ";
      input.dispatchEvent(new Event("input"));
      const counter = container.querySelector<HTMLButtonElement>(".counter")!;
      counter.click();
      counter.click();
      composa.flush();
      expect(counter.textContent).toBe("n=2");
      expect(effects).toEqual({ started: 1, stopped: 0 });

      load(filename, edit.apply(APP), effects);
      composa.flush();
      expect(edit.shows(container)).toBe(true);
      expect(container.querySelector("input")).toBe(input);
      expect(input.value).toBe("half-typ");
      expect(container.querySelector(".counter")).toBe(counter);
      expect(counter.textContent).toBe(edit.counter?.(2) ?? "n=2");
      expect(effects).toEqual({ started: 1, stopped: 0 });
      // The kept state is live: the new code runs on it.
      counter.click();
      composa.flush();
      expect(counter.textContent).toBe((edit.counter ?? ((n) => `n=${n}`))(2 + edit.step));
    });
  }
});
