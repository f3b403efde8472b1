import { describe, expect, it } from "vitest";
import type { TemplateDescription, TextValue } from "./applier.js";
import { Composition } from "./composition.js";
import type { Composer } from "./composer.js";
import { RecordingApplier, show, type TreeNode } from "./test/recording-applier.js";

/** What the Applier was given for texts, before its own conversion. */
class RawTexts extends RecordingApplier {
  readonly raw: unknown[] = [];
  override createText(text: TextValue): TreeNode {
    this.raw.push(text);
    return super.createText(text);
  }
  override setText(node: TreeNode, text: TextValue): void {
    this.raw.push(text);
    super.setText(node, text);
  }
}

const FOLDED: TemplateDescription = ["b", null, ""];
const PLAIN: TemplateDescription = ["i", null, ""];

/** The three ways a `{value}` becomes a text: a folded template's hole, a template's dynamic text, a text node. */
function texts(c: Composer<TreeNode>, value: unknown): void {
  c.startTemplate(0x10, FOLDED, [[]]);
  c.holeContent(0, value);
  c.endTemplate();
  c.startTemplate(0x20, PLAIN);
  c.templateDynamic(0x21, value);
  c.endNode();
  c.text(0x30, value);
}

describe("a number's text (Applier's TextValue)", () => {
  it("reaches the Applier as the number, shown as its String, whichever way it is composed", () => {
    const applier = new RawTexts();
    const composition = new Composition(applier);
    composition.setContent((c) => texts(c, 7));
    // (Without `cloneTemplate`, the templates are built here, their placeholders "" texts.)
    expect(applier.raw.filter((text) => text !== "")).toEqual([7, 7, 7]);
    expect(show(applier.root)).toBe('root(b("7"),i("7"),"7")');
    applier.raw.length = 0;
    composition.setContent((c) => texts(c, 8.5));
    expect(applier.raw).toEqual([8.5, 8.5, 8.5]);
    expect(show(applier.root)).toBe('root(b("8.5"),i("8.5"),"8.5")');
  });

  it("a number and the string it shows as are the same text: nothing is written", () => {
    const applier = new RawTexts();
    const composition = new Composition(applier);
    composition.setContent((c) => texts(c, 7));
    applier.take();
    applier.raw.length = 0;
    for (const value of ["7", 7, "7", NaN, NaN, "NaN", -0, 0]) composition.setContent((c) => texts(c, value));
    // Only the change to NaN ("7" → NaN) and the one to -0 ("NaN" → -0) wrote, once per text.
    expect(applier.raw).toEqual([NaN, NaN, NaN, -0, -0, -0]);
    expect(show(applier.root)).toBe('root(b("0"),i("0"),"0")');
  });
});
