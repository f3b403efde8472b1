// @vitest-environment happy-dom
import { fireEvent, screen } from "@testing-library/dom";
import { userEvent } from "@testing-library/user-event";
import { mutableStateOf } from "composa";
import { hydrate, render as renderInto } from "composa/dom";
import { renderToString } from "composa/server";
import { render } from "composa/testing";
import { expect, it } from "vitest";
import { AsyncField, Password, Profile, SignIn, Tags } from "./form-edges.js";

it("a value a script writes and announces with `input` after typing (autofill, fireEvent.input) reaches onChange and stays", async () => {
  const user = userEvent.setup();
  const log: string[] = [];
  const { container } = render(SignIn, { log });
  const email = screen.getByLabelText<HTMLInputElement>("Email");
  await user.type(email, "a");
  // A password manager clears the field and fills both, as fireEvent.input does: value, then `input`.
  fireEvent.input(email, { target: { value: "" } });
  expect(email.value).toBe("");
  fireEvent.input(email, { target: { value: "ada@example.com" } });
  fireEvent.input(screen.getByLabelText("Password"), { target: { value: "s3cret " } });
  expect(log).toEqual(["email=a", "email=", "email=ada@example.com", "password=s3cret "]);
  expect(container.querySelector("output")!.textContent).toBe("ada@example.com|s3cret");
  // The handler trimmed the password: the field shows the state, not what the script wrote.
  expect(screen.getByLabelText<HTMLInputElement>("Password").value).toBe("s3cret");
  // A lone `input` that brings nothing new is no edit, as in React.
  fireEvent.input(email);
  expect(log).toHaveLength(4);
});

it("a state set after an await: the field shows it once it is set, and the blur reports no second edit", async () => {
  const user = userEvent.setup();
  const log: string[] = [];
  render(AsyncField, { log });
  const input = screen.getByLabelText<HTMLInputElement>("Async");
  await user.type(input, "xyz");
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(input.value).toBe("xyz");
  fireEvent.change(input); // the platform's change at blur, for the value typed last
  await user.tab();
  expect([input.value, log]).toEqual(["xyz", ["x", "xy", "xyz"]]);
});

it("a multiple select shows the state's array; a refused choice is taken back", async () => {
  const user = userEvent.setup();
  const tags = mutableStateOf(["b"]);
  render(Tags, { tags });
  const select = screen.getByLabelText<HTMLSelectElement>("Tags");
  const shown = () => [...select.options].filter((o) => o.selected).map((o) => o.value);
  expect(shown()).toEqual(["b"]);
  await user.selectOptions(select, ["a"]);
  expect([shown(), tags.value]).toEqual([
    ["a", "b"],
    ["a", "b"],
  ]);
  await user.selectOptions(select, ["c"]);
  expect(shown()).toEqual(["a", "b"]);
  await user.deselectOptions(select, ["a"]);
  expect([shown(), tags.value]).toEqual([["b"], ["b"]]);
  tags.value = ["a", "c"];
  await user.click(document.body); // any event: the pass is applied after it
  expect(shown()).toEqual(["a", "c"]);
});

it("a password field that toggles its type keeps its value and its edits", async () => {
  const user = userEvent.setup();
  const pw = mutableStateOf("");
  const shown = mutableStateOf(false);
  render(Password, { pw, shown });
  const input = screen.getByLabelText<HTMLInputElement>("Password");
  await user.type(input, "secret");
  await user.click(screen.getByText("Show"));
  expect([input.type, input.value]).toEqual(["text", "secret"]);
  await user.type(input, "!");
  await user.click(screen.getByText("Hide"));
  expect([input.type, input.value, pw.value]).toEqual(["password", "secret!", "secret!"]);
});

it("defaults from props are the fields' first values: new props move the defaults (form.reset), not what the fields show", async () => {
  const user = userEvent.setup();
  const { container, rerender } = render(Profile, { nickname: "ada", newsletter: true });
  const [nickname, bio, newsletter] = ["Nickname", "Bio", "Newsletter"].map((l) =>
    screen.getByLabelText<HTMLInputElement>(l),
  );
  await user.type(bio, "!");
  rerender({ nickname: "bob", newsletter: false });
  // As React: neither the untouched fields nor the edited one change under the user.
  expect([nickname!.value, bio!.value, newsletter!.checked]).toEqual(["ada", "Hi, I am ada!", true]);
  container.querySelector("form")!.reset();
  expect([nickname!.value, bio!.value, newsletter!.checked]).toEqual(["bob", "Hi, I am bob", false]);
});

it("hydration keeps what the user typed into the server's fields before the script came; untouched ones act as rendered ones", () => {
  const container = document.body.appendChild(document.createElement("div"));
  container.innerHTML = renderToString(Profile, { nickname: "ada", newsletter: true });
  const nickname = screen.getByLabelText<HTMLInputElement>("Nickname");
  const newsletter = screen.getByLabelText<HTMLInputElement>("Newsletter");
  nickname.value = "typed early";
  newsletter.checked = false;
  const composition = hydrate(Profile, container, { nickname: "ada", newsletter: true });
  try {
    expect([nickname.value, newsletter.checked]).toEqual(["typed early", false]);
    // The untouched bio behaves as a rendered one: new defaults do not change what it shows.
    renderInto(Profile, container, { nickname: "bob", newsletter: false });
    const bio = screen.getByLabelText<HTMLTextAreaElement>("Bio");
    expect([nickname.value, bio.value, newsletter.checked]).toEqual(["typed early", "Hi, I am ada", false]);
    expect(bio.defaultValue).toBe("Hi, I am bob");
  } finally {
    composition.dispose();
    container.remove();
  }
});
