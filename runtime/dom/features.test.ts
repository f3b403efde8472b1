// @vitest-environment happy-dom
/**
 * The DOM setter's optional features (features.ts): which names need which
 * installer, and what happens to a property whose feature was not installed
 * (not set, R008 reported; a URL never goes in unscreened). This file runs
 * in a module graph of its own, where nothing has installed anything yet;
 * so it builds its DomApplier itself, not through test/fresh-dom.ts (which
 * installs every feature).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DomApplier } from "./applier.js";
import { ALL_DOM_FEATURES, DOM_INSTALLERS, domFeaturesOf, features } from "./features.js";
import { MOVABLE_CONTAINER } from "../movable-content.js";
import {
  installLiveProperties,
  installMovableContent,
  installStyle,
  installUrlScreening,
} from "./install.js";

let applier: DomApplier;
let root: HTMLElement;
let errors: unknown[];

beforeEach(() => {
  document.body.innerHTML = "";
  root = document.createElement("div");
  document.body.append(root);
  applier = new DomApplier(root);
  errors = [];
  vi.stubGlobal("reportError", (error: unknown) => errors.push(error));
  vi.spyOn(console, "warn").mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function make(tag: string): Element {
  const el = applier.createNode(tag, root) as Element;
  root.append(el);
  return el;
}

const codes = () => errors.map((e) => /\[(R\d+)\]/.exec(String(e))?.[1]);

describe("domFeaturesOf: what a name on a tag needs", () => {
  it("names the installer of each optional feature, and none for the core setter's names", () => {
    expect(domFeaturesOf("div", "class")).toEqual([]);
    expect(domFeaturesOf("button", "onClick")).toEqual([]);
    expect(domFeaturesOf("div", "title")).toEqual([]);
    expect(domFeaturesOf("div", "style")).toEqual(["installStyle"]);
    expect(domFeaturesOf("div", "ref")).toEqual(["installRefs"]);
    expect(domFeaturesOf("input", "value")).toEqual(["installLiveProperties"]);
    expect(domFeaturesOf("input", "defaultChecked")).toEqual(["installLiveProperties"]);
    expect(domFeaturesOf("a", "href")).toEqual(["installUrlScreening"]);
    expect(domFeaturesOf("a", "HREF")).toEqual(["installUrlScreening"]);
    expect(domFeaturesOf("a", "attr:href")).toEqual(["installUrlScreening"]);
    expect(domFeaturesOf("animate", "values")).toEqual(["installUrlScreening"]);
    expect(domFeaturesOf("x-gauge", "max")).toEqual(["installCustomElements", "installUrlScreening"]);
    expect(domFeaturesOf("div", "prop:title")).toEqual(["installCustomElements", "installUrlScreening"]);
    expect(domFeaturesOf("div", "unsafeInnerHTML")).toEqual(["installInnerHtml"]);
    expect(domFeaturesOf("div", "$spread")).toEqual(ALL_DOM_FEATURES);
    expect(ALL_DOM_FEATURES).toContain("installSpread");
  });
});

// In order: each test installs one more feature (installers cannot be undone).
describe("a property whose feature is not installed", () => {
  it("a style is not set, and R008 names installStyle; installed, it is", () => {
    const div = make("div") as HTMLElement;
    applier.setProperty(div, "style", { color: "red" }, undefined);
    expect(div.getAttribute("style")).toBeNull();
    expect(codes()).toEqual(["R008"]);
    expect(String(errors[0])).toContain("installStyle()");
    installStyle();
    applier.setProperty(div, "style", { color: "red" }, undefined);
    expect(div.style.color).toBe("red");
  });

  it("a URL attribute is never set unscreened; with screening a safe URL is set and a script URL refused", () => {
    const a = make("a");
    applier.setProperty(a, "href", "/safe", undefined);
    expect(a.hasAttribute("href")).toBe(false);
    expect(codes()).toEqual(["R008"]);
    expect(String(errors[0])).toContain("installUrlScreening()");
    expect(features.refusedUrl).toBeUndefined();
    installUrlScreening();
    applier.setProperty(a, "href", "/safe", undefined);
    expect(a.getAttribute("href")).toBe("/safe");
    applier.setProperty(a, "href", "javascript:alert(1)", "/safe");
    expect(a.hasAttribute("href")).toBe(false);
    expect(codes()).toEqual(["R008"]); // refusing a script URL is no R008
  });

  it("a live value, a ref and a custom element's property are not set without theirs", () => {
    const input = make("input") as HTMLInputElement;
    applier.setProperty(input, "value", "typed", undefined);
    expect(input.value).toBe("");
    const p = make("p");
    const ref = vi.fn();
    applier.setProperty(p, "ref", ref, undefined);
    applier.onEndChanges();
    expect(ref).not.toHaveBeenCalled();
    const gauge = make("x-gauge");
    applier.setProperty(gauge, "max", 10, undefined);
    expect(gauge.hasAttribute("max")).toBe(false);
    expect(codes()).toEqual(["R008", "R008", "R008"]);
    expect(errors.map(String).join("\n")).toMatch(
      /installLiveProperties\(\)[\s\S]*installRefs\(\)[\s\S]*installCustomElements\(\)/,
    );
    installLiveProperties();
    applier.setProperty(input, "value", "typed", undefined);
    expect(input.value).toBe("typed");
  });
});

describe("movable content's ranges", () => {
  it("a placement fails with R016 until installMovableContent; then it is a range the Applier addresses logically", () => {
    expect(() => applier.createNode(MOVABLE_CONTAINER, root)).toThrow(
      /^Composa \[R016\]: movable content cannot be placed/,
    );
    expect(features.ranges).toBeUndefined(); // the Applier's plain paths until a range exists
    installMovableContent();
    const range = applier.createNode(MOVABLE_CONTAINER, root);
    expect(features.ranges).toBeDefined();
    applier.insert(0, range);
    applier.insert(1, document.createElement("b"));
    applier.down(range);
    applier.insert(0, document.createElement("i"));
    applier.up();
    expect(root.innerHTML).toBe("<!--[--><i></i><!--]--><b></b>");
  });
});

describe("composa/dom", () => {
  it("exports every installer under the contract's name, and installs nothing when imported", async () => {
    const dom = (await import("./index.js")) as Record<string, unknown>;
    for (const name of DOM_INSTALLERS) expect(typeof dom[name]).toBe("function");
    expect(features.custom).toBeUndefined();
    expect(features.ref).toBeUndefined();
  });
});
