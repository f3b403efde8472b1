/**
 * The DOM features a file's host elements need (runtime/dom/features.ts):
 * every tag and attribute name is known here, so the output installs style
 * objects, live properties, custom elements, URL screening and refs only when
 * the file uses them, and a bundle of an app that uses none carries none
 * (issue 25). A spread's keys are data: it installs them all.
 *
 *     import { installUrlScreening as $composa$installUrlScreening } from "composa/dom";
 *     $composa$installUrlScreening();
 */
import * as t from "@babel/types";
import type { CompiledDomImport } from "../../../runtime/compiled-composer.js";
import {
  ALL_DOM_FEATURES,
  DOM_INSTALLERS,
  domFeaturesOf,
  MOVABLE_CONTENT_FEATURE,
} from "../../../runtime/dom/features.js";
import { attrName } from "./attributes.js";

const SPREAD_FEATURE: CompiledDomImport = "installSpread";

/** A lowercase tag or one with `-`: a host element (as element.ts's `tagOf` decides). */
function hostTag(name: t.JSXOpeningElement["name"]): string | null {
  if (!t.isJSXIdentifier(name)) return null;
  return /^[a-z]/.test(name.name) || name.name.includes("-") ? name.name : null;
}

/**
 * The features the host elements of `program` need, in the contract's order.
 * `spreadHosts`' attributes go through a spread (keyed-hosts.ts), of known names.
 */
export function domFeaturesNeeded(
  program: t.Program,
  spreadHosts: ReadonlySet<t.JSXElement> = new Set(),
): CompiledDomImport[] {
  const needed = new Set<CompiledDomImport>();
  t.traverseFast(program, (node) => {
    // Movable content is placed as a range, which the DOM Applier gets only when installed.
    if (t.isImportDeclaration(node) && node.source.value === "composa") {
      for (const s of node.specifiers)
        if (t.isImportSpecifier(s) && t.isIdentifier(s.imported, { name: "movableContentOf" }))
          needed.add(MOVABLE_CONTENT_FEATURE);
      return;
    }
    if (t.isJSXElement(node) && spreadHosts.has(node)) needed.add(SPREAD_FEATURE);
    if (!t.isJSXOpeningElement(node)) return;
    const tag = hostTag(node.name);
    if (tag === null) return;
    for (const a of node.attributes) {
      const features = t.isJSXSpreadAttribute(a) ? ALL_DOM_FEATURES : domFeaturesOf(tag, attrName(a.name));
      for (const f of features) needed.add(f);
    }
  });
  return DOM_INSTALLERS.filter((f) => needed.has(f));
}

/** The imports and calls that install `features`, for the top of the module. */
export function installFeatures(features: readonly CompiledDomImport[]): {
  imports: t.ImportDeclaration[];
  calls: t.Statement[];
} {
  if (features.length === 0) return { imports: [], calls: [] };
  const local = (f: CompiledDomImport) => t.identifier(`$composa$${f}`);
  return {
    imports: [
      t.importDeclaration(
        features.map((f) => t.importSpecifier(local(f), t.identifier(f))),
        t.stringLiteral("composa/dom"),
      ),
    ],
    calls: features.map((f) => t.expressionStatement(t.callExpression(local(f), []))),
  };
}
