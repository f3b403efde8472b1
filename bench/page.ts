// Clicking and waiting the way jfb's checks do, with one difference that keeps the
// trace clean: conditions are polled from Node (one Runtime call each), never with
// rAF or timers inside the page, whose FireAnimationFrame/TimerFire events would
// move jfb's "last work before the commit" marker. textContent, not innerText,
// so that a check never forces a layout of its own.
import type { Page } from "playwright-core";

export type Condition =
  | { kind: "exists" | "absent"; selector: string }
  | { kind: "text" | "endsWith"; selector: string; text: string }
  | { kind: "class"; selector: string; className: string }
  | { kind: "count"; selector: string; count: number };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function holds(condition: Condition): boolean {
  const nodes = document.querySelectorAll(condition.selector);
  const first = nodes[0];
  switch (condition.kind) {
    case "exists":
      return first !== undefined;
    case "absent":
      return first === undefined;
    case "text":
      return first !== undefined && first.textContent === condition.text;
    case "endsWith":
      return first !== undefined && first.textContent!.endsWith(condition.text);
    case "class":
      return first !== undefined && first.classList.contains(condition.className);
    case "count":
      return nodes.length === condition.count;
  }
}

/** Waits until the condition holds (up to ~10 s, as jfb's retries). */
export async function waitFor(page: Page, condition: Condition): Promise<void> {
  const deadline = Date.now() + 10_000;
  for (let attempt = 0; ; attempt++) {
    if (await page.evaluate(holds, condition)) return;
    if (Date.now() > deadline) {
      const actual = await page.evaluate(
        (selector) => document.querySelector(selector)?.textContent ?? null,
        condition.selector,
      );
      throw new Error(`condition failed: ${JSON.stringify(condition)} (text now: ${JSON.stringify(actual)})`);
    }
    await sleep(attempt < 5 ? 2 : 20);
  }
}

/**
 * A real, trusted mouse click (mousedown, mouseup, click), as jfb's timed click.
 * At the element's centre, found with one query: Playwright's `page.click` would
 * first run its actionability checks (visible, stable over two animation frames,
 * hit target) in the page, ~200 ms per sample and script of its own in the trace.
 * An element outside the viewport still goes through `page.click`, which scrolls.
 */
export async function click(page: Page, selector: string): Promise<void> {
  const centre = await page.evaluate((s) => {
    const element = document.querySelector(s);
    if (!element) throw new Error(`no element ${s}`);
    const r = element.getBoundingClientRect();
    const inside =
      r.width > 0 &&
      r.height > 0 &&
      r.top >= 0 &&
      r.left >= 0 &&
      r.bottom <= innerHeight &&
      r.right <= innerWidth;
    return inside ? { x: r.left + r.width / 2, y: r.top + r.height / 2 } : null;
  }, selector);
  if (centre === null) await page.click(selector);
  else await page.mouse.click(centre.x, centre.y);
}

/** A synthetic click inside the page: runs the same click handlers, much faster. */
export async function press(page: Page, selector: string): Promise<void> {
  await page.evaluate((s) => {
    const element = document.querySelector<HTMLElement>(s);
    if (!element) throw new Error(`no element ${s}`);
    element.click();
  }, selector);
}

export const row = (n: number) => `tbody>tr:nth-of-type(${n})`;
export const idCell = (n: number) => `${row(n)}>td:nth-of-type(1)`;
export const labelLink = (n: number) => `${row(n)}>td:nth-of-type(2)>a`;
export const removeIcon = (n: number) => `${row(n)}>td:nth-of-type(3)>a>span:nth-of-type(1)`;

export const hasId = (n: number, id: number | string): Condition => ({
  kind: "text",
  selector: idCell(n),
  text: String(id),
});
export const exists = (selector: string): Condition => ({ kind: "exists", selector });
export const absent = (selector: string): Condition => ({ kind: "absent", selector });
