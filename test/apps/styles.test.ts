// @vitest-environment happy-dom
import { mutableStateOf } from "composa";
import { renderToString } from "composa/server";
import { flush, render } from "composa/testing";
import { expect, it } from "vitest";
import { expectSameAsFresh } from "./fresh.js";
import { Gallery, type Tile } from "./styles.js";

const tile: Tile = { id: 1, ratio: 1.5, width: 120, zoom: 1.25, columns: 2 };

it("numbers in style objects: px on lengths, none on aspectRatio, scale, columns, tabSize, zIndex, lineHeight", () => {
  const tiles = mutableStateOf([tile]);
  const { container } = render(Gallery, { tiles });
  const figure = container.querySelector("figure")!;
  expect(figure.style.aspectRatio).toMatch(/^1\.5( \/ 1)?$/);
  expect(figure.style.width).toBe("120px");
  expect(figure.style.getPropertyValue("scale")).toBe("1.25");
  expect(figure.style.columns).toBe("2");
  expect(figure.style.getPropertyValue("tab-size")).toBe("2");
  expect(figure.style.zIndex).toBe("1");
  const caption = container.querySelector("figcaption")!;
  expect(caption.style.lineHeight).toBe("1.5");
  expect(caption.style.marginTop).toBe("4px");
  tiles.value = [{ ...tile, ratio: 0.75, zoom: 1, columns: 3 }];
  flush();
  expect(figure.style.aspectRatio).toMatch(/^0\.75( \/ 1)?$/);
  expect(figure.style.getPropertyValue("scale")).toBe("1");
  expectSameAsFresh(Gallery, { tiles }, container);
});

it("the server writes the same numbers", () => {
  const html = renderToString(Gallery, { tiles: mutableStateOf([tile]) });
  expect(html).toContain(
    '<figure style="aspect-ratio:1.5;width:120px;scale:1.25;columns:2;tab-size:2;z-index:1">',
  );
  expect(html).toContain('<figcaption style="line-height:1.5;margin-top:4px;opacity:1">');
});
