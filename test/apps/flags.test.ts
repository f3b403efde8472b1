// @vitest-environment happy-dom
import { mutableStateOf } from "composa";
import { renderToString } from "composa/server";
import { flush, render } from "composa/testing";
import { expect, it } from "vitest";
import { expectSameAsFresh } from "./fresh.js";
import { Accounts, type Account } from "./flags.js";

const ann: Account = { id: 1, name: "ann", locked: 0, admin: 0, archived: 0, note: "", pending: 0 };
const bob: Account = { id: 2, name: "bob", locked: 1, admin: 1, archived: 1, note: "vip", pending: 2 };

/** Which boolean attributes each fieldset's elements carry. */
function flags(container: HTMLElement): string[][] {
  const names = ["disabled", "readonly", "required", "multiple", "hidden", "open"];
  return [...container.querySelectorAll("fieldset")].map((f) =>
    [f, ...f.querySelectorAll("*")].flatMap((el) =>
      names.filter((n) => el.hasAttribute(n)).map((n) => `${el.localName}.${n}=${el.getAttribute(n)}`),
    ),
  );
}

it("0, '' and NaN leave boolean attributes off; 1 and strings set them empty", () => {
  const accounts = mutableStateOf([ann, bob]);
  const { container } = render(Accounts, { accounts });
  expect(flags(container)).toEqual([
    [],
    [
      "fieldset.disabled=",
      "input.readonly=",
      "input.required=",
      "input.multiple=",
      "details.open=",
      "button.disabled=",
    ],
  ]);
  const fieldsets = container.querySelectorAll("fieldset");
  expect(fieldsets[0]!.disabled).toBe(false);
  expect(container.querySelector<HTMLInputElement>(".files")!.multiple).toBe(false);
  expect(container.querySelector<HTMLInputElement>(".name")!.readOnly).toBe(false);

  // the same values the other way round, then NaN and ""
  accounts.value = [
    { ...ann, locked: 1, admin: 1, pending: 3 },
    { ...bob, locked: 0, admin: 0, archived: 0, note: "", pending: 0 },
  ];
  flush();
  expect(flags(container)).toEqual([
    [
      "input.readonly=",
      "input.required=",
      "input.multiple=",
      "p.hidden=",
      "details.open=",
      "button.disabled=",
    ],
    [],
  ]);
  expectSameAsFresh(Accounts, { accounts }, container);
  accounts.value = [{ ...ann, locked: NaN, pending: 1 }];
  flush();
  expect(flags(container)).toEqual([["p.hidden=", "details.open="]]);
  expectSameAsFresh(Accounts, { accounts }, container);
});

it("the server writes the same boolean attributes", () => {
  const html = renderToString(Accounts, { accounts: mutableStateOf([ann, bob]) });
  expect(html).not.toMatch(/="0"/);
  expect(html).toContain("<fieldset disabled>");
  expect(html.match(/<fieldset>/g)).toHaveLength(1);
  expect(html).toMatch(/<button type="button" disabled>/);
});
