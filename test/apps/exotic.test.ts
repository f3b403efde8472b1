// @vitest-environment happy-dom
import { render } from "composa/testing";
import { expect, it } from "vitest";
import { markup } from "./fresh.js";
import Anon, { Exotic, swap } from "./exotic.js";

it("composables declared as default arrows, static members, _names, reassigned bindings", () => {
  expect(render(Anon, { n: 3 }).container.innerHTML).toBe("<b>3</b>");
  const live = render(Exotic, { n: 1, flag: true });
  for (const props of [
    { n: 2, flag: false },
    { n: 3, flag: true },
    { n: 4, flag: true },
  ]) {
    live.rerender(props);
    const fresh = render(Exotic, props);
    expect(markup(live.container)).toBe(markup(fresh.container));
    fresh.unmount();
  }
  expect(live.container.innerHTML).toBe(
    '<i class="badge">4</i><s>h</s><section title="t"><u>attr</u></section><section title="t2">text</section><em>4</em><b>4</b><b>8</b><var>4</var>',
  );
  swap();
  live.rerender({ n: 5, flag: false });
  expect(live.container.innerHTML).toContain("<strong>5</strong>");
});
