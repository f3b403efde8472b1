// @vitest-environment happy-dom
import { renderToString } from "composa/server";
import { render } from "composa/testing";
import { expect, it } from "vitest";
import { expectSameAsFresh } from "./fresh.js";
import { Toolbar } from "./spread-children.js";

const first =
  '<button type="button" class="primary">Count: 1</button><button type="button" aria-label="empty"></button>' +
  '<section title="p"></section><div>attribute</div>';

it("children reach an element through a spread or a `children` attribute, and update", () => {
  const { container, rerender } = render(Toolbar, { count: 1 } as { count: number; label?: string });
  expect(container.innerHTML).toBe(first);
  rerender({ count: 2, label: "Clicks" });
  expect(container.querySelector("button")!.textContent).toBe("Clicks: 2");
  expect(container.querySelector("section")!.textContent).toBe("many");
  expectSameAsFresh(Toolbar, { count: 2, label: "Clicks" }, container);
  rerender({ count: 1 });
  expect(container.innerHTML).toBe(first);
});

it("the server writes the same children", () => {
  expect(renderToString(Toolbar, { count: 2 }).replace(/<!---->/g, "")).toBe(
    '<button type="button" class="primary">Count: 2</button><button type="button" aria-label="empty"></button>' +
      '<section title="p">many</section><div>attribute</div>',
  );
});
