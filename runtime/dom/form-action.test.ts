// @vitest-environment happy-dom
/** React 19's form actions: `action={fn}` on a form, `formAction={fn}` on its submit button. */
import { beforeEach, expect, it, vi } from "vitest";
import { DomApplier } from "./applier.js";
import { freshDom } from "./test/fresh-dom.js";

let root: HTMLElement;
let applier: DomApplier;

beforeEach(() => ({ root, applier } = freshDom()));

function make<E extends HTMLElement>(tag: string, parent: Node = root): E {
  const el = applier.createNode(tag, parent) as E;
  parent.appendChild(el);
  return el;
}

function form(): {
  form: HTMLFormElement;
  input: HTMLInputElement;
  send: HTMLButtonElement;
  other: HTMLButtonElement;
} {
  const f = make<HTMLFormElement>("form");
  const input = make<HTMLInputElement>("input", f);
  applier.setProperty(input, "name", "q", undefined);
  applier.setProperty(input, "defaultValue", "hi", undefined);
  const send = make<HTMLButtonElement>("button", f);
  const other = make<HTMLButtonElement>("button", f);
  applier.setProperty(other, "name", "intent", undefined);
  applier.setProperty(other, "value", "draft", undefined);
  return { form: f, input, send, other };
}

it("a function as a form's action is not called while composing, nor written; a submit calls it with the form data, then resets the form", () => {
  const { form: f, input, send } = form();
  const action = vi.fn((data: FormData) => data.get("q"));
  applier.setProperty(f, "action", action, undefined);
  expect(action).not.toHaveBeenCalled();
  expect(f.hasAttribute("action")).toBe(false);
  input.value = "typed";
  const submit = new SubmitEvent("submit", { bubbles: true, cancelable: true, submitter: send });
  f.dispatchEvent(submit);
  expect(action.mock.results.map((r) => r.value)).toEqual(["typed"]);
  expect(submit.defaultPrevented).toBe(true);
  expect(input.value).toBe("hi"); // reset once the action returned
});

it("onSubmit runs first and can keep the action from running; a submitter's formAction wins, with its name and value", () => {
  const { form: f, send, other } = form();
  const calls: string[] = [];
  let prevent = true;
  applier.setProperty(f, "action", () => calls.push("form action"), undefined);
  applier.setProperty(
    f,
    "onSubmit",
    (e: Event) => (calls.push("onSubmit"), prevent && e.preventDefault()),
    undefined,
  );
  applier.setProperty(
    other,
    "formAction",
    (data: FormData) => calls.push(`draft ${data.get("intent")}`),
    undefined,
  );
  f.dispatchEvent(new SubmitEvent("submit", { bubbles: true, cancelable: true, submitter: send }));
  expect(calls).toEqual(["onSubmit"]);
  prevent = false;
  f.dispatchEvent(new SubmitEvent("submit", { bubbles: true, cancelable: true, submitter: send }));
  f.dispatchEvent(new SubmitEvent("submit", { bubbles: true, cancelable: true, submitter: other }));
  expect(calls).toEqual(["onSubmit", "onSubmit", "form action", "onSubmit", "draft draft"]);
  expect(other.hasAttribute("formaction")).toBe(false);
});

it("an async action resets the form once it fulfils; one that rejects is reported and resets nothing; a string action is an attribute again", async () => {
  const { form: f, input, send } = form();
  const errors: unknown[] = [];
  vi.stubGlobal("reportError", (error: unknown) => errors.push(error));
  let settle!: (ok: boolean) => void;
  applier.setProperty(
    f,
    "action",
    () =>
      new Promise<void>(
        (resolve, reject) => (settle = (ok) => (ok ? resolve() : reject(new Error("offline")))),
      ),
    undefined,
  );
  const submit = () =>
    f.dispatchEvent(new SubmitEvent("submit", { bubbles: true, cancelable: true, submitter: send }));
  input.value = "a";
  submit();
  expect(input.value).toBe("a"); // pending: not reset yet
  settle(true);
  await Promise.resolve();
  await Promise.resolve();
  expect(input.value).toBe("hi");
  input.value = "b";
  submit();
  settle(false);
  await new Promise((r) => setTimeout(r, 0));
  expect(input.value).toBe("b");
  expect(errors.map((e) => (e as Error).message)).toEqual(["offline"]);
  vi.unstubAllGlobals();

  applier.setProperty(f, "action", "/search", undefined);
  expect(f.getAttribute("action")).toBe("/search");
  const plain = new SubmitEvent("submit", { bubbles: true, cancelable: true, submitter: send });
  f.dispatchEvent(plain);
  expect(plain.defaultPrevented).toBe(false);
});
