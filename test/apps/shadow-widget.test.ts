// @vitest-environment happy-dom
import { within } from "@testing-library/dom";
import { userEvent } from "@testing-library/user-event";
import { flush } from "composa";
import { afterEach, expect, it } from "vitest";
import { defineRating } from "./shadow-widget.js";

afterEach(() => {
  document.body.innerHTML = "";
});

it("a composition in a shadow root: controlled fields, radios and submit work inside it", async () => {
  defineRating();
  const user = userEvent.setup();
  const host = document.body.appendChild(document.createElement("rating-form"));
  const shadow = host.shadowRoot!;
  const view = within(shadow as unknown as HTMLElement);
  const events: unknown[] = [];
  document.addEventListener("rated", (e) => events.push((e as CustomEvent).detail));
  await user.type(view.getByLabelText("Name"), "ada");
  flush();
  expect(view.getByLabelText<HTMLInputElement>("Name").value).toBe("ADA");
  await user.click(view.getByLabelText("5"));
  flush();
  expect(shadow.querySelector("output")!.textContent).toBe("ADA 5 false");
  const radios = [...shadow.querySelectorAll<HTMLInputElement>("input[type=radio]")].map((r) => r.checked);
  expect(radios).toEqual([false, false, false, false, true]);
  expect(view.getByRole<HTMLButtonElement>("button").disabled).toBe(true);
  await user.click(view.getByLabelText("Public"));
  flush();
  await user.click(view.getByRole("button", { name: "Send" }));
  expect(events).toEqual([{ name: "ADA", stars: 5 }]);
  host.remove();
  expect(shadow.childNodes.length).toBe(0);
});
