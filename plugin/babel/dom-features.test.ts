/**
 * Which DOM features compiled code installs (runtime/dom/features.ts,
 * docs/compiled-code.md "Installed DOM features"): those its host attributes
 * and its imports need, and nothing for the core setter's names.
 */
import { describe, expect, it } from "vitest";
import { compile } from "./compile.js";

function installers(source: string): string[] {
  const { code } = compile(source, { filename: "/src/m.tsx", root: "/src", dev: false, sourceMaps: false });
  return [...code.matchAll(/^\$composa\$(install\w+)\(\);$/gm)].map((m) => m[1]!);
}

describe("installed DOM features", () => {
  it("unsafeInnerHTML installs the raw-HTML door", () => {
    expect(installers(`export function A({ h }) { <div unsafeInnerHTML={h} />; }`)).toEqual([
      "installInnerHtml",
    ]);
  });

  it("none for class, events, plain attributes and composable calls", () => {
    expect(
      installers(
        `export function A({ t, f }) { <div class="x" id={t} onClick={f} aria-label={t}><B href={t} style={t} /></div>; }`,
      ),
    ).toEqual([]);
  });

  it("each feature an attribute needs, once per module, in the contract's order", () => {
    expect(
      installers(`
export function A({ url, v }) {
  <a href={url} style={{ color: "red" }}>x</a>;
  <input value={v} ref={(el) => el.focus()} />;
  <a href="/static">y</a>;
}`),
    ).toEqual(["installStyle", "installLiveProperties", "installUrlScreening", "installRefs"]);
  });

  it("a custom element and a prop: name install custom elements (their attributes may be URLs)", () => {
    expect(installers(`export function A({ n }) { <x-gauge max={n} />; }`)).toEqual([
      "installCustomElements",
      "installUrlScreening",
    ]);
    expect(installers(`export function A({ n }) { <div prop:title={n} />; }`)).toEqual([
      "installCustomElements",
      "installUrlScreening",
    ]);
  });

  it("a spread installs every attribute feature", () => {
    expect(installers(`export function A(props) { <div {...props} />; }`)).toEqual([
      "installStyle",
      "installLiveProperties",
      "installCustomElements",
      "installUrlScreening",
      "installRefs",
      "installInnerHtml",
      "installSpread",
    ]);
  });

  it("importing movableContentOf installs movable content's ranges", () => {
    expect(
      installers(`
import { movableContentOf, remember } from "composa";
export function A() {
  const Content = remember(() => movableContentOf(() => { <p>x</p>; }));
  <Content />;
}`),
    ).toEqual(["installMovableContent"]);
  });
});
