// @vitest-environment happy-dom
/**
 * The order of effects around a LazyColumn: as Compose's layout subcomposes
 * lazy items after the composition pass applied its changes and ran its
 * effects, the items' effects run after the parent's entering effects and
 * SideEffects of the same pass (not inside them), on the first render and
 * when new items enter with a later pass.
 */
import { render } from "composa/testing";
import { expect, it } from "vitest";
import { effectLog, EffectsAroundList } from "./lazy-effects.js";

it("items' effects run after the parent's entering effects and side effects, first render and later passes", () => {
  const { rerender, unmount } = render(EffectsAroundList, { items: [1, 2] });
  expect(effectLog.splice(0)).toEqual([
    "before the list enters 2",
    "after the list enters 2",
    "parent side 2",
    "row 1 enters",
    "row 2 enters",
  ]);
  rerender({ items: [1, 2, 3] });
  expect(effectLog.splice(0)).toEqual([
    "after the list leaves 2",
    "before the list leaves 2",
    "before the list enters 3",
    "after the list enters 3",
    "parent side 3",
    "row 3 enters",
  ]);
  unmount();
  effectLog.length = 0;
});
