/**
 * Every attribute React's types accept on an HTML element is accepted by
 * ours, except the ones listed below, each with the reason it is refused:
 * React code that type-checks against @types/react type-checks here, unless
 * it uses something obsolete, React's own, or what Composa refuses at run
 * time. Read with TypeScript 5's compiler API (TypeScript 7's package has
 * none), so against TypeScript 5.9's lib.dom, the older of the two.
 */
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const require = createRequire(import.meta.url);
const ts = require("typescript-5") as typeof import("typescript-5");
const here = fileURLToPath(new URL(".", import.meta.url));

/** Refused on every element, and why. */
const EVERYWHERE: Record<string, string> = {
  autoSave: "Safari's, never standard",
  color: "obsolete (`<font color>`)",
  contextMenu: "removed from HTML",
  defaultChecked: "only a checkbox or radio has a default check (an <input>)",
  defaultValue: "only a form field has a default value",
  onDragExit: "never fired by any browser",
  onDragExitCapture: "never fired by any browser",
  onEncrypted: "Encrypted Media Extensions: use on:encrypted",
  onEncryptedCapture: "Encrypted Media Extensions: use on:encrypted",
  popoverTarget: "only buttons and inputs invoke popovers",
  popoverTargetAction: "only buttons and inputs invoke popovers",
  radioGroup: "never implemented",
  results: "Safari's, never standard",
  security: "IE's",
  unselectable: "IE's",
};

/** Refused on one tag, and why. */
const ON_TAG: Record<string, string> = {
  "a.media": "removed from HTML",
  "area.media": "removed from HTML",
  "audio.mediaGroup": "removed from HTML",
  "audio.playsInline": "a <video>'s",
  "html.manifest": "application cache, removed",
  "iframe.allowTransparency": "IE's",
  "iframe.seamless": "never implemented",
  "iframe.srcDoc": "a raw-HTML sink: refused at run time (unsafeInnerHTML is the one door)",
  "label.form": "removed from HTML",
  "link.precedence": "React 19's stylesheet hoisting, which Composa does not do",
  "menu.type": "removed from HTML",
  "meter.form": "a <meter> is not form-associated",
  "object.classID": "ActiveX",
  "object.wmode": "Flash",
  "style.href": "React 19's stylesheet hoisting",
  "style.precedence": "React 19's stylesheet hoisting",
  "style.scoped": "removed from HTML",
  "table.bgcolor": "obsolete presentational attribute (style it)",
  "td.valign": "obsolete presentational attribute (style it)",
  "video.mediaGroup": "removed from HTML",
};

/** React's tags that are not ours: all obsolete or not HTML. */
const TAGS = ["big", "center", "keygen", "menuitem", "noindex", "param", "webview"];

function missing(): Record<string, string[]> {
  const file = `${here}react-coverage/missing.ts`;
  const { config } = ts.readConfigFile(`${here}tsconfig.json`, ts.sys.readFile);
  const { options } = ts.parseJsonConfigFileContent(config, ts.sys, here);
  const program = ts.createProgram([file], options);
  const errors = ts
    .getPreEmitDiagnostics(program)
    .map((d) => ts.flattenDiagnosticMessageText(d.messageText, "\n"));
  expect(errors).toEqual([]);
  const checker = program.getTypeChecker();
  const result: Record<string, string[]> = {};
  for (const statement of program.getSourceFile(file)!.statements) {
    if (!ts.isTypeAliasDeclaration(statement)) continue;
    const type = checker.getTypeAtLocation(statement.name);
    const members = type.isUnion() ? type.types : type.flags & ts.TypeFlags.Never ? [] : [type];
    result[statement.name.text] = members.map((m) => String((m as { value?: unknown }).value)).sort();
  }
  return result;
}

describe("React's HTML attributes", { timeout: 120_000 }, () => {
  it("are all accepted, but for the listed ones", () => {
    const found = missing();
    expect(found.MissingEverywhere).toEqual(Object.keys(EVERYWHERE).sort());
    expect(found.MissingOnTag).toEqual(Object.keys(ON_TAG).sort());
    expect(found.MissingTags).toEqual([...TAGS].sort());
  });
});
