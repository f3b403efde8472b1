// @vitest-environment happy-dom
import { fireEvent, screen } from "@testing-library/dom";
import { userEvent } from "@testing-library/user-event";
import { render } from "composa/testing";
import { beforeEach, expect, it } from "vitest";
import { Checkout, orders } from "./checkout.js";

beforeEach(() => {
  orders.length = 0;
});

const field = <T extends HTMLElement = HTMLInputElement>(label: string) => screen.getByLabelText<T>(label);

it("React's attribute spellings reach the DOM", () => {
  const { container } = render(Checkout);
  const name = field("Name");
  expect(name.value).toBe("Ada");
  expect(name.required).toBe(true);
  expect(name.getAttribute("autocomplete")).toBe("name");
  expect(container.querySelector("label[for=name]")).not.toBeNull();
  expect(field("Password").minLength).toBe(4);
  expect(field("Email").getAttribute("aria-describedby")).toBe("email-hint");
  expect(field("Coupon").maxLength).toBe(8);
  expect(field("Reference").readOnly).toBe(true);
  expect(field("Reference").tabIndex).toBe(-1);
  expect(field("Reference").getAttribute("tabindex")).toBe("-1");
  expect(screen.getByRole<HTMLButtonElement>("button", { name: "Later" }).disabled).toBe(true);
  expect(field<HTMLTextAreaElement>("Note").getAttribute("rows")).toBe("3");
  expect(field("Volume").step).toBe("10");
  expect(field("Quantity").min).toBe("0");
  expect(screen.getByLabelText<HTMLInputElement>("Gift wrap").checked).toBe(true);
  expect(field("Photo").accept).toBe("image/*");
});

it("onChange on a text field runs per keystroke; a transformed value keeps to its rule", async () => {
  const user = userEvent.setup();
  render(Checkout);
  const coupon = field("Coupon");
  await user.type(coupon, "save");
  expect(coupon.value).toBe("SAVE");
  expect(screen.getByTestId("changes").textContent).toBe("4");
  await user.type(coupon, "1234");
  expect(coupon.value).toBe("SAVE12");
});

it("number, range, date, time, color and search inputs are controlled", async () => {
  const user = userEvent.setup();
  render(Checkout);
  const quantity = field("Quantity");
  expect(quantity.value).toBe("1");
  await user.clear(quantity);
  await user.type(quantity, "3");
  expect(quantity.value).toBe("3");
  expect(quantity.valueAsNumber).toBe(3);
  fireEvent.change(field("Volume"), { target: { value: "70" } });
  expect(screen.getByTestId("volume").textContent).toBe("70%");
  expect(field("Volume").value).toBe("70");
  fireEvent.change(field("Day"), { target: { value: "2026-12-01" } });
  fireEvent.input(field("Time"), { target: { value: "08:15" } });
  fireEvent.input(field("Color"), { target: { value: "#00ff00" } });
  await user.type(field("Search"), "pizza");
  expect(screen.getByTestId("echo").textContent).toBe("2026-12-01 08:15 #00ff00 pizza");
  expect(field("Day").value).toBe("2026-12-01");
  expect(field("Color").value).toBe("#00ff00");
});

it("radio groups, checkbox groups over an array and a Set, and a multiple select over an array", async () => {
  const user = userEvent.setup();
  const { container } = render(Checkout);
  const radios = () =>
    [...container.querySelectorAll<HTMLInputElement>("input[name=size]")].map((r) => r.checked);
  expect(radios()).toEqual([false, true, false]);
  await user.click(screen.getByLabelText("L"));
  expect(radios()).toEqual([false, false, true]);
  const boxes = (name: string) =>
    [...container.querySelectorAll<HTMLInputElement>(`input[name=${name}]`)].map((r) => r.checked);
  expect(boxes("toppings")).toEqual([true, false, false]);
  await user.click(screen.getByLabelText("basil"));
  await user.click(screen.getByLabelText("cheese"));
  expect(boxes("toppings")).toEqual([false, false, true]);
  await user.click(screen.getByLabelText("fork"));
  expect(boxes("extras")).toEqual([false, true]);
  await user.click(screen.getByLabelText("fork"));
  await user.click(screen.getByLabelText("napkins"));
  expect(boxes("extras")).toEqual([true, false]);
  const tags = field<HTMLSelectElement>("Tags");
  const selected = () => [...tags.options].map((o) => o.selected);
  expect(selected()).toEqual([true, false, false]);
  await user.selectOptions(tags, ["hot", "vegan"]);
  expect(selected()).toEqual([true, true, true]);
  await user.deselectOptions(tags, "fast");
  expect(selected()).toEqual([false, true, true]);
});

it("a file input stays uncontrolled: the chosen file is the user's", async () => {
  const user = userEvent.setup();
  const { rerender } = render(Checkout);
  const photo = field("Photo");
  await user.upload(photo, new File(["x"], "me.png", { type: "image/png" }));
  expect(screen.getByTestId("photo").textContent).toBe("me.png");
  expect(photo.files?.[0]?.name).toBe("me.png");
  rerender({});
  expect(photo.files?.[0]?.name).toBe("me.png");
});

it("submit reads the form with FormData, after preventDefault", async () => {
  const user = userEvent.setup();
  render(Checkout);
  await user.type(field("Coupon"), "ab");
  await user.type(field<HTMLTextAreaElement>("Note"), "ring twice");
  await user.click(screen.getByLabelText("olives"));
  await user.click(screen.getByRole("button", { name: "Order" }));
  expect(orders).toHaveLength(1);
  expect(orders[0]).toMatchObject({
    intent: "order",
    quantity: 1,
    toppings: ["cheese", "olives"],
    extras: [],
    tags: ["fast"],
  });
  expect(orders[0]!.fields).toMatchObject({
    name: "Ada",
    coupon: "AB",
    size: "m",
    toppings: ["cheese", "olives"],
    tags: "fast",
    note: "ring twice",
    gift: "on",
    ref: "R-1",
  });
  await user.click(screen.getByRole("button", { name: "Save for later" }));
  expect(orders.map((o) => o.intent)).toEqual(["order", "later"]);
});

it("a reset puts uncontrolled fields back to their defaults and the state back through onReset", async () => {
  const user = userEvent.setup();
  render(Checkout);
  const name = field("Name");
  await user.clear(name);
  await user.type(name, "Grace");
  await user.click(screen.getByLabelText("Gift wrap"));
  await user.type(field("Coupon"), "xy");
  await user.click(screen.getByLabelText("basil"));
  expect(name.value).toBe("Grace");
  await user.click(screen.getByRole("button", { name: "Reset" }));
  expect(name.value).toBe("Ada");
  expect(screen.getByLabelText<HTMLInputElement>("Gift wrap").checked).toBe(true);
  expect(field("Coupon").value).toBe("");
  expect(screen.getByLabelText<HTMLInputElement>("basil").checked).toBe(false);
  expect(screen.getByLabelText<HTMLInputElement>("cheese").checked).toBe(true);
});

it("an invalid quantity shows a validation message and orders nothing", async () => {
  const user = userEvent.setup();
  render(Checkout);
  await user.clear(field("Quantity"));
  await user.click(screen.getByRole("button", { name: "Order" }));
  expect(screen.getByRole("alert").textContent).toBe("Quantity must be at least 1");
  expect(orders).toEqual([]);
});
