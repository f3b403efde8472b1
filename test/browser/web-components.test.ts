/**
 * Web components that need a real browser (Chromium), used from Composa as
 * React 19 / Solid users use them (web-components/apps.tsx): a
 * form-associated element in a form, keyed children assigned to named slots.
 */
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openHarness, type Harness } from "./load.js";

// `window.WC` in the page: another realm, typed loosely.
declare const WC: typeof import("./web-components/entry.js");

let h: Harness;

beforeAll(async () => {
  h = await openHarness(fileURLToPath(new URL("./web-components/entry.ts", import.meta.url)), "WC");
}, 60_000);

afterAll(async () => {
  await h?.close();
});

describe("web components in a form and in slots (Chromium)", () => {
  it("a form-associated switch: controlled by state, in the form's data, disabled by its fieldset", async () => {
    const seen = await h.page.evaluate(() => {
      const root = document.createElement("div");
      document.body.appendChild(root);
      const app = WC.render(WC.Settings, root);
      const sw = root.querySelector("x-switch") as HTMLElement & {
        checked: boolean;
        form: HTMLFormElement | null;
      };
      const submit = () => root.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
      const out: unknown[] = [sw.checked, sw.form === root.querySelector("form"), sw.hasAttribute("checked")];
      submit();
      sw.click();
      WC.flush();
      out.push(sw.checked, root.querySelector(".news")!.textContent);
      submit();
      const lock = root.querySelector<HTMLButtonElement>(".lock")!;
      lock.click();
      WC.flush();
      out.push(root.querySelector("fieldset")!.disabled);
      sw.click(); // disabled by the fieldset: ignored
      WC.flush();
      out.push(sw.checked, root.querySelector(".news")!.textContent);
      lock.click();
      WC.flush();
      sw.click();
      WC.flush();
      submit();
      out.push([...WC.submitted]);
      app.dispose();
      root.remove();
      return out;
    });
    expect(seen).toEqual([
      true,
      true,
      false,
      false,
      "not subscribed",
      true,
      false,
      "not subscribed",
      ["news=yes", "", "news=yes"],
    ]);
  });

  it("keyed children move between a shadow root's named slots' assigned elements in the new order", async () => {
    const seen = await h.page.evaluate(() => {
      const root = document.createElement("div");
      document.body.appendChild(root);
      const app = WC.render(WC.Settings, root);
      const tabs = root.querySelector("x-tabs") as HTMLElement & { tabs: string[] };
      const buttons = [...tabs.querySelectorAll("button")];
      const out: unknown[] = [tabs.tabs];
      (root.querySelector(".rotate") as HTMLButtonElement).click();
      WC.flush();
      out.push(
        tabs.tabs,
        [...tabs.querySelectorAll("button")].every((b) => buttons.includes(b)),
      );
      buttons[2]!.click();
      WC.flush();
      out.push(tabs.querySelector("section")!.textContent, buttons[2]!.getAttribute("aria-pressed"));
      app.dispose();
      root.remove();
      return out;
    });
    expect(seen).toEqual([["one", "two", "three"], ["two", "three", "one"], true, "panel three", "true"]);
  });
});
