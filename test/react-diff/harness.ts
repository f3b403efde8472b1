// The differential harness: one component written twice, in React (`.react.ts`
// files, `h` = `React.createElement`) and in the Composa dialect the way a React
// developer translates it (README, "Coming from React"), driven by the same
// user-event script. After each step the two must agree on:
//
// - the markup (comments dropped, attributes sorted: their order means nothing);
// - the live state of every form control, which markup does not show (`value`,
//   `checked`, `selectedIndex`, the selected options, the defaults `reset()`
//   goes back to);
// - which element has the focus (and the caret in a text field);
// - the handler calls since the last step, with what each one saw (`log(...)`).
//
// Meant differences, left out of the comparison (README, "Forms"):
//
// - a controlled field's default (its `value` / `checked` attribute) follows
//   the state in Composa, so that `form.reset()` shows the state and the
//   markup is a fresh render's; React leaves a checkbox's or radio's `checked`
//   attribute at the first state, and gives a number input's `value`
//   attribute the text typed ("1.50" for the state 1.5). Cases mark such
//   inputs `data-controlled`, and the harness skips those attributes and
//   defaults there;
// - `autoFocus` writes the `autofocus` attribute in Composa (as
//   react-dom/server does, and as a `<dialog>` needs), not in React's client:
//   markup leaves it out (the focus itself is compared);
// - an uncontrolled field the user has not edited follows a `defaultValue`
//   that changes later in Composa (as a fresh render shows it), not in React:
//   no case changes the default of an untouched field (text.test.ts and
//   lists.test.ts say where);
// - a value the handler rewrites while the user types in the middle
//   (`toUpperCase()`, a phone formatter) keeps the caret after what was typed
//   in Composa (README, "Forms"); React's goes to the end. Cases mark such
//   inputs `data-caret-kept`, and the harness leaves their caret out (the
//   focus itself is compared); runtime/dom/controlled.test.ts and
//   test/browser/forms.test.ts check Composa's.
//
// What is not compared because the test environment, not the runtimes,
// decides it: a click by code (`el.click()`) is applied at React's microtask
// and at Composa's next frame (DESIGN, "flush()"), so steps dispatch through
// testing-library; user-event's pointer events into nested boxes
// (idioms.test.ts says why).
//
// The two run one after the other in the same document (radio groups by name
// and the focus are document-wide), each in a fresh container.
import { render as renderComposa } from "composa/testing";
import { userEvent } from "@testing-library/user-event";
import { expect } from "vitest";
import { mountReact } from "./react.js";

// happy-dom has no `defaultSelected` (React's `<select defaultValue>` writes it): the browser's,
// which reflects the option's `selected` attribute, the default `form.reset()` goes back to.
if (!("defaultSelected" in HTMLOptionElement.prototype))
  Object.defineProperty(HTMLOptionElement.prototype, "defaultSelected", {
    configurable: true,
    get(this: HTMLOptionElement) {
      return this.hasAttribute("selected");
    },
    set(this: HTMLOptionElement, value: unknown) {
      this.toggleAttribute("selected", Boolean(value));
    },
  });

export type Log = (...parts: unknown[]) => void;

/** What each component receives besides its own props. */
export interface DiffProps {
  log: Log;
}

export interface Driver {
  readonly container: HTMLElement;
  /** The run's user-event instance, for a `step` (hover, paste). */
  readonly user: ReturnType<typeof userEvent.setup>;
  /** The one element `selector` names in the container (a step fails when none or several do). */
  el<E extends Element = HTMLElement>(selector: string): E;
  type(selector: string, text: string, options?: { initialSelectionStart?: number }): Promise<void>;
  clear(selector: string): Promise<void>;
  click(selector: string): Promise<void>;
  dblClick(selector: string): Promise<void>;
  select(selector: string, values: string | string[]): Promise<void>;
  deselect(selector: string, values: string | string[]): Promise<void>;
  keyboard(text: string): Promise<void>;
  tab(options?: { shift?: boolean }): Promise<void>;
  /** Re-render the root with new props (React's `root.render`, Composa's `rerender`). */
  props(next: object): Promise<void>;
  /** Any other step (a `fireEvent`, a `form.reset()`), named in the report. */
  step(label: string, fn: () => unknown): Promise<void>;
}

export interface Snapshot {
  step: string;
  markup: string;
  controls: unknown[];
  focus: string;
  log: string[];
}

type Script = (d: Driver) => Promise<void>;

/** Run `script` against both components and expect the same snapshots after every step. */
export async function diff(
  ReactComponent: unknown,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each case's own props besides `log`
  ComposaComponent: (props: DiffProps & any) => void,
  script: Script,
  props: object = {},
): Promise<Snapshot[]> {
  const expected = await run("react", ReactComponent, props, script);
  const actual = await run("composa", ComposaComponent, props, script);
  for (let i = 0; i < Math.max(expected.length, actual.length); i++) {
    expect(actual[i], `step ${i}: ${expected[i]?.step ?? actual[i]?.step}`).toEqual(expected[i]);
  }
  return actual;
}

async function run(
  side: "react" | "composa",
  Component: unknown,
  initial: object,
  script: Script,
): Promise<Snapshot[]> {
  const snapshots: Snapshot[] = [];
  let calls: string[] = [];
  const log: Log = (...parts) => calls.push(parts.map(format).join(" "));
  const container = document.body.appendChild(document.createElement("div"));
  let rerender: (next: object) => void;
  let unmount: () => void;
  if (side === "react") {
    const mount = mountReact(Component, { log, ...initial }, container);
    rerender = (next) => mount.render({ log, ...next });
    unmount = () => mount.unmount();
  } else {
    const mount = renderComposa(Component as (p: object) => void, { log, ...initial }, { container });
    rerender = (next) => mount.rerender({ log, ...next });
    unmount = () => mount.unmount();
  }
  const take = (step: string) => {
    snapshots.push({
      step,
      markup: markup(container),
      controls: controls(container),
      focus: focus(container),
      log: calls,
    });
    calls = [];
  };
  const user = userEvent.setup({ document });
  const el = <E extends Element = HTMLElement>(selector: string): E => {
    const found = container.querySelectorAll<E>(selector);
    if (found.length !== 1) throw new Error(`${side}: ${found.length} elements match ${selector}`);
    return found[0]!;
  };
  const step = async (label: string, fn: () => unknown) => {
    await fn();
    take(label);
  };
  const driver: Driver = {
    container,
    user,
    el,
    type: (s, text, options) =>
      step(`type ${JSON.stringify(text)} into ${s}`, () => user.type(el(s), text, options)),
    clear: (s) => step(`clear ${s}`, () => user.clear(el(s))),
    click: (s) => step(`click ${s}`, () => user.click(el(s))),
    dblClick: (s) => step(`double-click ${s}`, () => user.dblClick(el(s))),
    select: (s, v) => step(`select ${String(v)} in ${s}`, () => user.selectOptions(el(s), v)),
    deselect: (s, v) => step(`deselect ${String(v)} in ${s}`, () => user.deselectOptions(el(s), v)),
    keyboard: (text) => step(`keyboard ${JSON.stringify(text)}`, () => user.keyboard(text)),
    tab: (options) => step(options?.shift ? "shift+tab" : "tab", () => user.tab(options)),
    props: (next) => step(`props ${JSON.stringify(next)}`, () => rerender(next)),
    step,
  };
  try {
    take("mount");
    await script(driver);
  } finally {
    unmount();
    container.remove();
  }
  return snapshots;
}

function format(part: unknown): string {
  return typeof part === "string" ? part : JSON.stringify(part);
}

/** Markup without comments (Composa's range markers), attributes sorted by name. */
export function markup(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return (node as Text).data;
  if (node.nodeType !== Node.ELEMENT_NODE && node.nodeType !== Node.DOCUMENT_FRAGMENT_NODE) return "";
  const el = node as Element;
  const children = [...el.childNodes].map(markup).join("");
  if (node.nodeType !== Node.ELEMENT_NODE) return children;
  // The defaults' attributes of a `data-controlled` field (see above).
  let skip = "";
  if (el.hasAttribute("data-controlled"))
    skip = (el as HTMLInputElement).type === "number" ? "value" : "checked";
  const attrs = [...el.attributes]
    .filter((a) => a.name !== "autofocus" && a.name !== skip)
    .map((a) => ` ${a.name}="${a.value}"`)
    .sort()
    .join("");
  return `<${el.localName}${attrs}>${children}</${el.localName}>`;
}

/** The live state of the container's form controls, in document order. */
export function controls(container: HTMLElement): unknown[] {
  return [...container.querySelectorAll("input, textarea, select")].map((node) => {
    if (node instanceof HTMLSelectElement) {
      const options = [...node.options];
      return {
        select: path(container, node),
        value: node.value,
        selectedIndex: node.selectedIndex,
        selected: options.filter((o) => o.selected).map((o) => o.value),
        defaultSelected: options.filter((o) => o.defaultSelected).map((o) => o.value),
      };
    }
    const field = node as HTMLInputElement | HTMLTextAreaElement;
    const state: Record<string, unknown> = { [field.localName]: path(container, field), value: field.value };
    if (!(field.hasAttribute("data-controlled") && field.type === "number"))
      state.defaultValue = field.defaultValue;
    if (field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio")) {
      state.checked = field.checked;
      if (!field.hasAttribute("data-controlled")) state.defaultChecked = field.defaultChecked;
    }
    return state;
  });
}

/** Where the focus is: a path of element indices from the container, or outside it. */
function focus(container: HTMLElement): string {
  const active = document.activeElement;
  if (active === null || active === document.body) return "body";
  if (!container.contains(active)) return `outside: ${active.localName}`;
  const field = active as HTMLInputElement;
  // The caret too, where the field has one (typing in the middle of a value the handler rewrites).
  const caret =
    (active.localName === "input" || active.localName === "textarea") &&
    typeof field.selectionStart === "number" &&
    !active.hasAttribute("data-caret-kept")
      ? ` caret ${field.selectionStart}-${field.selectionEnd}`
      : "";
  return path(container, active) + caret;
}

function path(container: HTMLElement, el: Element): string {
  const parts: string[] = [];
  for (let node: Element = el; node !== container; node = node.parentElement!) {
    parts.unshift(`${node.localName}[${[...node.parentElement!.children].indexOf(node)}]`);
  }
  return parts.join(">");
}
