// @vitest-environment happy-dom
/**
 * Events in a Portal's content bubble through the composition, as React's
 * synthetic events bubble through a portal: the `on*` handlers of the
 * elements around the `Portal` run after the content's, not those of the
 * target's DOM ancestors. (In real Chromium too: test/browser/portal-events.test.ts.)
 */
import { beforeEach, expect, it } from "vitest";
import * as dom from "./index.js";
import { render } from "./render.js";
import { flush } from "../recomposer.js";
import { mutableStateOf } from "../state/index.js";
import { load } from "../../plugin/babel/test/harness.js";

let container: HTMLElement;
let layer: HTMLElement;
beforeEach(() => {
  document.body.innerHTML = "";
  container = document.createElement("div");
  layer = document.createElement("aside");
  document.body.append(container, layer);
});

const PROGRAM = `
  import { Portal } from "composa/dom";
  export const log = [];
  export function App({ target, open, stop }) {
    <main onClick={(e) => log.push("main:" + (e.currentTarget === e.target ? "self" : e.currentTarget.localName))}>
      <section onClick={() => log.push("section")} onKeyDown={() => log.push("section key")}>
        {open.value ? <Portal target={target}>
          <div class="modal" onClick={(e) => { log.push("modal"); if (stop.value) e.stopPropagation(); }}>
            <button class="inner">in</button>
            <Portal target={target}><em class="nested">nested</em></Portal>
          </div>
          <b class="bare">bare</b>
        </Portal> : null}
      </section>
    </main>;
  }
`;

function setup(target: Element = layer) {
  const { module } = load(PROGRAM, { "composa/dom": dom });
  const state = { target, open: mutableStateOf(true), stop: mutableStateOf(false) };
  const app = render(module.App, container, state);
  const log = module.log as string[];
  return { state, app, log };
}

it("a click in the content reaches the handlers around the Portal, innermost first, with currentTarget each", () => {
  const { log } = setup();
  const outside: string[] = [];
  layer.addEventListener("click", () => outside.push("layer"));
  layer.querySelector<HTMLElement>(".inner")!.click();
  expect(log).toEqual(["modal", "section", "main:main"]);
  // Natively the event still bubbles through the DOM: the target's listeners see it.
  expect(outside).toEqual(["layer"]);
});

it("content without a handler of that type still bubbles to the parent's (the target listens for the parent's types)", () => {
  const { log } = setup();
  layer.querySelector<HTMLElement>(".bare")!.click();
  layer.querySelector(".bare")!.dispatchEvent(new KeyboardEvent("keydown", { bubbles: true }));
  expect(log).toEqual(["section", "main:main", "section key"]);
});

it("a portal in a portal's content bubbles through both to the app", () => {
  const { log } = setup();
  layer.querySelector<HTMLElement>(".nested")!.click();
  expect(log).toEqual(["modal", "section", "main:main"]);
});

it("stopPropagation in the content stops the walk before the parent's handlers", () => {
  const { log, state } = setup();
  state.stop.value = true;
  flush();
  layer.querySelector<HTMLElement>(".inner")!.click();
  expect(log).toEqual(["modal"]);
});

it("a target inside the app: the handlers around the Portal run once, the target's own ancestors' not", () => {
  const { module } = load(
    `import { Portal } from "composa/dom";
     export const log = [];
     export function App({ slot }) {
       <div onClick={() => log.push("app")}>
         <p class="slot-owner" onClick={() => log.push("slot owner")} />
         <span onClick={() => log.push("around")}>{slot.value ? <Portal target={slot.value}><i class="x">x</i></Portal> : null}</span>
       </div>;
     }`,
    { "composa/dom": dom },
  );
  const slot = mutableStateOf<Element | null>(null);
  render(module.App, container, { slot });
  slot.value = container.querySelector(".slot-owner");
  flush();
  container.querySelector<HTMLElement>(".x")!.click();
  expect(module.log).toEqual(["around", "app"]);
});

it("after the Portal leaves, its target's listeners stop and nothing walks into the app", () => {
  const { log, state } = setup();
  const button = layer.querySelector<HTMLElement>(".inner")!;
  state.open.value = false;
  flush();
  expect(layer.querySelector(".inner")).toBeNull();
  layer.append(button);
  button.click();
  expect(log).toEqual([]);
});
