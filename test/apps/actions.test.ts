// @vitest-environment happy-dom
import { screen } from "@testing-library/dom";
import { userEvent } from "@testing-library/user-event";
import { flush } from "composa";
import { hydrate } from "composa/dom";
import { renderToString } from "composa/server";
import { render } from "composa/testing";
import { expect, it, vi } from "vitest";
import { Guestbook, type Api } from "./actions.js";

const texts = (c: HTMLElement, sel: string) => [...c.querySelectorAll(sel)].map((li) => li.textContent);

it("<form action={async fn}>: the action gets the form data, shows pending, adds the entry, resets the form", async () => {
  const user = userEvent.setup();
  let finish!: (ok: boolean) => void;
  const api: Api = {
    save: vi.fn(
      () =>
        new Promise<void>(
          (resolve, reject) => (finish = (ok) => (ok ? resolve() : reject(new Error("Offline")))),
        ),
    ),
  };
  const { container } = render(Guestbook, { api });
  const name = screen.getByLabelText<HTMLInputElement>("Name");
  expect(api.save).not.toHaveBeenCalled();
  await user.type(name, "Ada");
  await user.click(screen.getByRole("button", { name: "Sign" }));
  expect(api.save).toHaveBeenCalledWith("Ada");
  expect(screen.getByRole<HTMLButtonElement>("button", { name: "Signing…" }).disabled).toBe(true);
  expect(name.value).toBe("Ada"); // not reset while pending
  finish(true);
  await vi.waitFor(() => expect(texts(container, ".entries li")).toEqual(["Ada"]));
  flush();
  expect(name.value).toBe("");
  expect(screen.getByRole<HTMLButtonElement>("button", { name: "Sign" }).disabled).toBe(false);

  const reported = vi.fn();
  vi.stubGlobal("reportError", reported);
  await user.clear(name); // user-event keeps its own idea of the value, which form.reset() in happy-dom bypasses
  await user.type(name, "Bob");
  await user.keyboard("{Enter}"); // implicit submission
  finish(false);
  await vi.waitFor(() => expect(screen.getByRole("alert").textContent).toBe("Offline"));
  expect(reported).toHaveBeenCalledTimes(1);
  expect(name.value).toBe("Bob"); // a failed action resets nothing
  vi.unstubAllGlobals();
});

it("a submit button's formAction runs instead of the form's, with its name and value", async () => {
  const user = userEvent.setup();
  const api: Api = { save: vi.fn(async () => {}) };
  const { container } = render(Guestbook, { api });
  await user.type(screen.getByLabelText("Name"), "Cy");
  await user.click(screen.getByRole("button", { name: "Save draft" }));
  expect(texts(container, ".drafts li")).toEqual(["Cy (draft)"]);
  expect(api.save).not.toHaveBeenCalled();
  expect(screen.getByLabelText<HTMLInputElement>("Name").value).toBe("");
});

it("the server writes no action, and does not call it", () => {
  const api: Api = { save: vi.fn(async () => {}) };
  const html = renderToString(Guestbook, { api });
  expect(html).toContain("<form>");
  expect(html).not.toContain("formaction");
  expect(api.save).not.toHaveBeenCalled();
});

it("hydrated from the server's markup: no mutation, and the action runs at submit", async () => {
  const user = userEvent.setup();
  const api: Api = { save: vi.fn(async () => {}) };
  const server = document.body.appendChild(document.createElement("div"));
  server.innerHTML = renderToString(Guestbook, { api });
  const observer = new MutationObserver(() => {});
  observer.observe(server, { subtree: true, childList: true, attributes: true, characterData: true });
  const composition = hydrate(Guestbook, server, { api });
  expect(observer.takeRecords()).toEqual([]);
  await user.type(screen.getByLabelText("Name"), "Zed");
  await user.click(screen.getByRole("button", { name: "Sign" }));
  await vi.waitFor(() => expect(texts(server, ".entries li")).toEqual(["Zed"]));
  composition.dispose();
  server.remove();
});
