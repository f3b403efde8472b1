// @vitest-environment happy-dom
import { renderToString } from "composa/server";
import { render } from "composa/testing";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { Preview } from "./raw-html.js";

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => (warn = vi.spyOn(console, "warn").mockImplementation(() => {})));
afterEach(() => warn.mockRestore());

it("dangerouslySetInnerHTML is refused with a warning that names unsafeInnerHTML; unsafeInnerHTML sets the HTML", () => {
  const { container } = render(Preview, { html: "<b>bold</b>" });
  expect(container.querySelector(".react")!.outerHTML).toBe('<div class="react"></div>');
  expect(container.querySelector(".composa")!.innerHTML).toBe("<b>bold</b>");
  expect(warn).toHaveBeenCalledWith(
    expect.stringMatching(/refused dangerouslySetInnerHTML: .*unsafeInnerHTML/),
  );
});

it("the server refuses it the same way", () => {
  const html = renderToString(Preview, { html: "<b>bold</b>" });
  expect(html).toBe('<article><div class="react"></div><div class="composa"><b>bold</b></div></article>');
});
