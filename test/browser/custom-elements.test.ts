/**
 * Custom elements in real Chromium: the Custom Elements Everywhere basic and
 * advanced suites, ported to the dialect (cee/, compiled by composa/vite),
 * must pass 100 % (DESIGN.md "The dialect", point 5); and an element defined
 * after its first render still gets every prop.
 */
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openHarness, type Harness } from "./load.js";
import type { TestResult } from "./cee/harness.js";
import type { Instance } from "./cee/components.js";

// `window.CEE` in the page: another realm, typed loosely.
declare const CEE: typeof import("./cee/entry.js");

let h: Harness;

beforeAll(async () => {
  h = await openHarness(fileURLToPath(new URL("./cee/entry.ts", import.meta.url)), "CEE");
}, 60_000);

afterAll(async () => {
  await h?.close();
});

async function suite(name: "basic" | "advanced"): Promise<TestResult[]> {
  return h.page.evaluate((name) => CEE.runSuite(name), name);
}

function score(results: TestResult[]): string {
  const passed = results.filter((r) => r.passed);
  const weight = (rs: TestResult[]) => rs.reduce((n, r) => n + r.weight, 0);
  return `${passed.length}/${results.length} (weighted ${weight(passed)}/${weight(results)})`;
}

describe("Custom Elements Everywhere, ported (Chromium)", () => {
  it("basic support: 8/8", async () => {
    const results = await suite("basic");
    console.log(`Custom Elements Everywhere, basic: ${score(results)}`);
    expect(results.filter((r) => !r.passed)).toEqual([]);
    expect(results).toHaveLength(8);
  });

  it("advanced support: 8/8", async () => {
    const results = await suite("advanced");
    console.log(`Custom Elements Everywhere, advanced: ${score(results)}`);
    expect(results.filter((r) => !r.passed)).toEqual([]);
    expect(results).toHaveLength(8);
  });
});

describe("a custom element defined after its first render (Chromium)", () => {
  it("gets every prop through its class's accessors: none lost, none shadowed by a stand-in", async () => {
    const seen = await h.page.evaluate(async () => {
      const scratch = document.createElement("div");
      document.body.appendChild(scratch);
      let root: Instance = {};
      const app = CEE.render(CEE.ComponentWithUnregistered, scratch, {
        ref: (current: Instance) => (root = current),
      });
      CEE.flush();
      const wc = root.wc as HTMLElement & Record<string, unknown>;
      const before = { str: wc.getAttribute("str"), arr: wc.arr };
      const received: Record<string, unknown> = {};
      class Unregistered extends HTMLElement {
        static observedAttributes = ["str"];
        attributeChangedCallback(name: string, _old: string | null, value: string | null) {
          received[`attribute ${name}`] = value;
        }
      }
      for (const name of ["bool", "num", "str", "arr", "obj"]) {
        Object.defineProperty(Unregistered.prototype, name, {
          configurable: true,
          get(this: { _values?: Record<string, unknown> }) {
            return this._values?.[name];
          },
          set(this: { _values?: Record<string, unknown> }, value: unknown) {
            (this._values ??= {})[name] = value;
            received[name] = value;
          },
        });
      }
      customElements.define("ce-unregistered", Unregistered);
      await customElements.whenDefined("ce-unregistered");
      await Promise.resolve();
      const after = {
        bool: wc.bool,
        num: wc.num,
        str: wc.str,
        arr: wc.arr,
        obj: wc.obj,
        ownProperties: Object.keys(wc).filter((k) => k !== "_values"),
        attributes: wc.getAttributeNames(),
        isUpgraded: wc instanceof Unregistered,
      };
      app.dispose();
      scratch.remove();
      return { before, after, received };
    });
    expect(seen.before).toEqual({ str: "Composa", arr: ["C", "o", "m", "p", "o", "s", "a"] });
    expect(seen.after).toEqual({
      bool: true,
      num: 42,
      str: "Composa",
      arr: ["C", "o", "m", "p", "o", "s", "a"],
      obj: { org: "composa", repo: "composa" },
      ownProperties: [],
      attributes: [],
      isUpgraded: true,
    });
    // The setters ran (the values went through the class, not around it).
    expect(
      Object.keys(seen.received)
        .filter((k) => !k.startsWith("attribute"))
        .sort(),
    ).toEqual(["arr", "bool", "num", "obj", "str"]);
  });
});
