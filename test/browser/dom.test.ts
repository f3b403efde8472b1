/**
 * composa/dom in real Chromium (Debian's /usr/bin/chromium through
 * playwright-core; never a downloaded browser). The DOM layer and the
 * fixtures are bundled with Vite into one IIFE (`window.Composa`) and loaded
 * into a blank page.
 */
import type { Browser, CDPSession, Page } from "playwright-core";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { launchChromium } from "../chromium.js";
import { buildIife, type Iife } from "./iife.js";

let bundle: Iife;
let browser: Browser;
let page: Page;
let cdp: CDPSession;

beforeAll(async () => {
  bundle = await buildIife(new URL("./entry.ts", import.meta.url), "Composa");
  browser = await launchChromium({ timeout: 15_000 });
}, 30_000);

afterAll(async () => {
  await browser?.close();
  bundle?.remove();
});

beforeEach(async () => {
  page = await browser.newPage();
  await page.setContent('<!doctype html><html><head></head><body><div id="app"></div></body></html>');
  await page.addScriptTag({ path: bundle.path });
  // Hostile payloads call alert(1): count instead of blocking.
  await page.evaluate(() => {
    const w = window as unknown as { xss: number; alert: () => void };
    w.xss = 0;
    w.alert = () => void w.xss++;
  });
  cdp = await page.context().newCDPSession(page);
  return async () => {
    await page.close();
  };
});

/** Event listeners on the element `expression` evaluates to, by CDP. */
async function listenersOf(expression: string): Promise<Array<{ type: string; useCapture: boolean }>> {
  const { result } = await cdp.send("Runtime.evaluate", { expression });
  if (!result.objectId) throw new Error(`no object for ${expression}`);
  const { listeners } = await cdp.send("DOMDebugger.getEventListeners", { objectId: result.objectId });
  await cdp.send("Runtime.releaseObject", { objectId: result.objectId });
  return listeners;
}

// `window.Composa` in the page; typed loosely, the page is another realm.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- hand-compiled composables and raw nodes, checked by behaviour
declare const Composa: any;

describe("composa/dom in Chromium", { timeout: 20_000 }, () => {
  it("refuses every hostile URL and never turns hostile text into markup", async () => {
    const report = await page.evaluate(() => {
      const root = document.getElementById("app")!;
      const applier = new Composa.DomApplier(root);
      const kept: string[] = [];
      const console_warn = console.warn;
      console.warn = () => {};
      for (const url of Composa.HOSTILE_URLS as string[]) {
        for (const [tag, attr] of [
          ["a", "href"],
          ["iframe", "src"],
          ["form", "action"],
          ["button", "formaction"],
        ]) {
          const el = applier.createNode(tag, root);
          applier.setProperty(el, attr, url, undefined);
          applier.insert(root.childNodes.length, el);
          if (el.hasAttribute(attr)) kept.push(`${tag} ${attr}=${url}`);
        }
        const svg = applier.createNode("svg", root);
        const link = applier.createNode("a", svg);
        applier.setProperty(link, "xlink:href", url, undefined);
        if (link.attributes.length > 0) kept.push(`svg a xlink:href=${url}`);
      }
      for (const text of Composa.HOSTILE_TEXT as string[]) {
        const div = applier.createNode("div", root);
        applier.setProperty(div, "title", text, undefined);
        applier.setProperty(div, "class", text, undefined);
        applier.setProperty(div, "$spread", { "data-x": text, onclick: text, onmouseover: text }, undefined);
        div.appendChild(applier.createText(text));
        applier.insert(root.childNodes.length, div);
      }
      console.warn = console_warn;
      for (const a of root.querySelectorAll("a")) (a as HTMLElement).click();
      for (const div of root.querySelectorAll("div")) (div as HTMLElement).click();
      return { kept, markup: root.querySelectorAll("img, script, svg *:not(a)").length };
    });
    expect(report.kept).toEqual([]);
    expect(report.markup).toBe(0);
    await page.waitForTimeout(100); // let any onerror / javascript: navigation fire
    expect(await page.evaluate(() => (window as unknown as { xss: number }).xss)).toBe(0);

    // Positive control: the one raw-HTML door does run markup, so the counter works.
    await page.evaluate(() => {
      const applier = new Composa.DomApplier(document.getElementById("app")!);
      const div = applier.createNode("div", applier.current);
      applier.setProperty(div, "unsafeInnerHTML", "<img src=x onerror=alert(1)>", undefined);
      applier.insert(0, div);
    });
    await page.waitForFunction(() => (window as unknown as { xss: number }).xss === 1);
  });

  it("clicks a counter: the deferred text updates, nothing recomposes", async () => {
    await page.evaluate(() => {
      const count = Composa.mutableStateOf(0);
      (window as unknown as { app: unknown }).app = Composa.render(
        Composa.Counter,
        document.getElementById("app"),
        { count },
      );
    });
    for (let i = 0; i < 3; i++) await page.click("button.inc");
    await page.waitForFunction(() => document.querySelector(".count")!.textContent === "Count: 3");
    // The Counter's body ran once (its first composition), and nothing waits to recompose.
    expect(await page.evaluate(() => Composa.counterRuns.count)).toBe(1);
    expect(
      await page.evaluate(
        () => (window as unknown as { app: { hasInvalidations: boolean } }).app.hasInvalidations,
      ),
    ).toBe(false);
  });

  it("reorders a keyed list of 1,000 rows keeping node identity, with few DOM operations", async () => {
    const counts = await page.evaluate(async () => {
      const root = document.getElementById("app")!;
      const ids = Array.from({ length: 1000 }, (_, i) => i + 1);
      Composa.render(Composa.KeyedList, root, { ids });
      const ul = root.firstChild as HTMLElement;
      const byId = new Map<string, Node>([...ul.childNodes].map((li) => [li.textContent!, li]));
      const observer = new MutationObserver(() => {});
      observer.observe(root, { childList: true, subtree: true, characterData: true, attributes: true });
      const measure = (next: number[]) => {
        Composa.render(Composa.KeyedList, root, { ids: next });
        const records = observer.takeRecords();
        const ops = records.reduce(
          (n, r) => n + r.addedNodes.length + r.removedNodes.length + (r.type === "childList" ? 0 : 1),
          0,
        );
        const same = [...ul.childNodes].every(
          (li) => !byId.has(li.textContent!) || byId.get(li.textContent!) === li,
        );
        const order = [...ul.childNodes].map((li) => Number(li.textContent)).join() === next.join();
        return { ops, same, order };
      };
      const swapped = ids.slice();
      [swapped[1], swapped[998]] = [swapped[998]!, swapped[1]!];
      const swap = measure(swapped);
      const removed = swapped.filter((id) => id !== 500);
      const remove = measure(removed);
      const appended = [...removed, 1001];
      const append = measure(appended);
      observer.disconnect();
      return { swap, remove, append };
    });
    console.log(
      `keyed 1,000 rows, DOM node operations (MutationObserver added+removed): swap ${counts.swap.ops}, remove ${counts.remove.ops}, append ${counts.append.ops}`,
    );
    for (const step of [counts.swap, counts.remove, counts.append]) {
      expect(step.order).toBe(true);
      expect(step.same).toBe(true);
    }
    expect(counts.swap.ops).toBeLessThanOrEqual(4); // two moves, each a remove + an add
    expect(counts.remove.ops).toBe(1);
    expect(counts.append.ops).toBe(1);
  });

  it("template clones join the page when inserted, and a template with a custom element is built in the page", async () => {
    const result = await page.evaluate(() => {
      const root = document.getElementById("app")!;
      Composa.render(Composa.TemplateList, root, { ids: [1, 2, 3] });
      const items = [...root.querySelectorAll("li")];
      const list = {
        html: root.innerHTML,
        inPage: items.every(
          (li) => li.ownerDocument === document && li.firstChild!.ownerDocument === document,
        ),
      };
      Composa.render(Composa.TemplateList, root, { ids: [3, 1, 4] });
      const reordered = root.innerHTML;
      root.textContent = "";

      class Probe extends HTMLElement {
        received: unknown = undefined;
        set value(next: unknown) {
          this.received = next;
        }
      }
      customElements.define("x-probe", Probe);
      Composa.render(Composa.ProbeCard, root, { value: "hello" });
      const probe = root.querySelector("x-probe") as Probe;
      const card = root.innerHTML;
      root.textContent = "";

      // Live properties set while the clone was still outside the page survive its insertion.
      Composa.render(Composa.FormRow, root, { checked: true, value: "typed" });
      const [box, text] = [...root.querySelectorAll("input")];
      const form = { checked: box!.checked, value: text!.value, inPage: box!.ownerDocument === document };
      return {
        list,
        reordered,
        upgraded: probe instanceof Probe,
        received: JSON.stringify(probe.received),
        attribute: probe.getAttribute("value"),
        card,
        form,
      };
    });
    expect(result.form).toEqual({ checked: true, value: "typed", inPage: true });
    expect(result.list.html).toBe(
      '<ul><li class="item"><b>#</b>1</li><li class="item"><b>#</b>2</li><li class="item"><b>#</b>3</li></ul>',
    );
    expect(result.list.inPage).toBe(true);
    expect(result.reordered).toBe(
      '<ul><li class="item"><b>#</b>3</li><li class="item"><b>#</b>1</li><li class="item"><b>#</b>4</li></ul>',
    );
    // Upgraded before the composition set `value`: it went through the element's setter, not to an attribute.
    expect(result.upgraded).toBe(true);
    expect(result.received).toBe('"hello"');
    expect(result.attribute).toBeNull();
    expect(result.card).toBe('<div class="card"><x-probe></x-probe><b>static</b></div>');
  });

  it("typing into a TextField mid-text keeps the caret", async () => {
    await page.evaluate(() => {
      const root = document.getElementById("app");
      const onValueChange = (value: string) => {
        (window as unknown as { last: string }).last = value;
        Composa.render(Composa.Field, root, { value, onValueChange });
      };
      Composa.render(Composa.Field, root, { value: "hello world", onValueChange });
    });
    await page.click("input");
    await page.evaluate(() => document.querySelector("input")!.setSelectionRange(5, 5));
    await page.keyboard.type("XYZ");
    const state = await page.evaluate(() => {
      const input = document.querySelector("input")!;
      return {
        value: input.value,
        caret: input.selectionStart,
        last: (window as unknown as { last: string }).last,
      };
    });
    expect(state).toEqual({ value: "helloXYZ world", caret: 8, last: "helloXYZ world" });
  });

  it("delegates click and change to the root, one listener pair per event across handler swaps; after dispose no handler runs", async () => {
    await page.evaluate(() => {
      const w = window as unknown as {
        hits: number[];
        app: { dispose(): void };
        els: Element[];
        draw(n: number): void;
      };
      w.hits = [];
      const root = document.getElementById("app");
      w.draw = (n: number) => {
        w.app = Composa.render(Composa.Clicker, root, { n, onHit: (x: number) => w.hits.push(x) });
      };
      for (let n = 1; n <= 5; n++) w.draw(n);
      w.els = [...root!.querySelectorAll("*")];
    });
    await page.click("button.hit");
    await page.click("input[type=checkbox]");
    expect(await page.evaluate(() => (window as unknown as { hits: number[] }).hits)).toEqual([5, -5]);

    expect(await listenersOf('document.querySelector("button.hit")')).toEqual([]);
    expect(await listenersOf('document.querySelector("input[type=checkbox]")')).toEqual([]);
    const root = await listenersOf('document.getElementById("app")');
    // `input` too: a controlled checkbox is put back after the user's edits even without a handler for them.
    expect(root.map((l) => `${l.type} ${l.useCapture}`).sort()).toEqual([
      "change false",
      "change true",
      "click false",
      "click true",
      "input false",
      "input true",
    ]);

    await page.evaluate(() => (window as unknown as { app: { dispose(): void } }).app.dispose());
    expect(await page.evaluate(() => document.getElementById("app")!.childNodes.length)).toBe(0);
    // Disposed elements keep no handlers: an event dispatched on any of them calls nothing.
    const hits = await page.evaluate(() => {
      const w = window as unknown as { hits: number[]; els: Element[] };
      for (const el of w.els) {
        el.dispatchEvent(new MouseEvent("click", { bubbles: true }));
        el.dispatchEvent(new Event("change", { bubbles: true }));
      }
      return w.hits;
    });
    expect(hits).toEqual([5, -5]);
    expect((await listenersOf('document.getElementById("app")')).length).toBe(0);
  });
});
