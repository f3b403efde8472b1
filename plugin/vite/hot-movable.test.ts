// @vitest-environment happy-dom
/**
 * Hot reload of a module that uses movable content (issue 22): an edit keeps
 * the content's state, its DOM nodes and its effect, and the content still
 * moves afterwards with them. The same edit runs in the real dev server and
 * Chromium in test/browser/hot-movable.test.ts.
 */
import * as composa from "composa";
import * as dom from "composa/dom";
import { beforeEach, expect, it } from "vitest";
import { compile } from "../babel/compile.js";
import { evaluate } from "./test/evaluate.js";
import { MOVABLE_APP, MOVABLE_EDIT } from "./test/structural-edits.js";

let container: HTMLElement;

beforeEach(() => {
  container = document.createElement("div");
  document.body.replaceChildren(container);
});

function load(source: string, effects: { started: number; stopped: number }): Record<string, unknown> {
  const code = compile(source, { filename: "/src/movable.tsx", root: "/src", dev: true, hot: true }).code;
  return evaluate(code, { composa, "composa/dom": dom, "./effects": { effects } });
}

it("an edit of a module with movable content keeps its state, nodes and effect; it still moves with them", () => {
  const effects = { started: 0, stopped: 0 };
  dom.render(load(MOVABLE_APP, effects).App as () => void, container);
  const card = container.querySelector<HTMLButtonElement>(".card")!;
  card.click();
  card.click();
  composa.flush();
  expect(card.textContent).toBe("card 2");

  load(MOVABLE_EDIT.apply(MOVABLE_APP), effects);
  composa.flush();
  expect(MOVABLE_EDIT.shows(container)).toBe(true);
  expect(container.querySelector(".card")).toBe(card);
  expect(card.textContent).toBe("card 2");
  expect(effects).toEqual({ started: 1, stopped: 0 });

  // The new code moves it, nodes and state included.
  container.querySelector<HTMLButtonElement>(".move")!.click();
  composa.flush();
  expect(container.querySelector(".wide .card")).toBe(card);
  card.click();
  composa.flush();
  expect(card.textContent).toBe("card 3");
  expect(effects).toEqual({ started: 1, stopped: 0 });
});
