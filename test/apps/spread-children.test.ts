// @vitest-environment happy-dom
import { renderToString } from "composa/server";
import { render } from "composa/testing";
import { expect, it } from "vitest";
import { expectSameAsFresh } from "./fresh.js";
import { Toolbar } from "./spread-children.js";

const first =
  '<button type="button" class="primary">Count: 1</button><button type="button" aria-label="empty"></button>' +
  '<section title="p"></section><div>attribute</div><b class="chip" title="chip 1">c1 1</b><i title="t">c1</i>';

it("children reach an element through a spread or a `children` attribute, and update", () => {
  const { container, rerender } = render(Toolbar, { count: 1 } as { count: number; label?: string });
  expect(container.innerHTML).toBe(first);
  rerender({ count: 2, label: "Clicks" });
  expect(container.querySelector("button")!.textContent).toBe("Clicks: 2");
  expect(container.querySelector("section")!.textContent).toBe("many");
  // The call ran once for the pass (its title says so) and its `children` show, as the object literal's do.
  expect(container.querySelector("b")!.outerHTML).toBe('<b class="chip" title="chip 1">c2 1</b>');
  expect(container.querySelector("i")!.textContent).toBe("c2");
  expectSameAsFresh(Toolbar, { count: 2, label: "Clicks" }, container);
  rerender({ count: 1 });
  expect(container.innerHTML).toBe(first);
});

it("the server writes the same children", () => {
  expect(renderToString(Toolbar, { count: 2 }).replace(/<!---->/g, "")).toBe(
    '<button type="button" class="primary">Count: 2</button><button type="button" aria-label="empty"></button>' +
      '<section title="p">many</section><div>attribute</div><b class="chip" title="chip 1">c2 1</b><i title="t">c2</i>',
  );
});
