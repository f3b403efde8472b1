/**
 * `KitStyles`: the kit's stylesheet (`KIT_CSS`) as an element of the app,
 * for an app that composes its own `<head>` (a whole document,
 * `hydrate(App, document)`), where `renderStyles()` of composa/server has no
 * place to go. The server writes it with the page, so the kit is styled
 * from the first paint; hydration adopts it, and the kit's composables
 * (`ensureKitStyles`) then find it and add no second one.
 *
 * @example
 * <html>
 *   <head>
 *     <title>{title}</title>
 *     <KitStyles />
 *   </head>
 *   <body>…</body>
 * </html>;
 */
import type { Composer } from "../../composer.js";
import { KIT_CSS, KIT_STYLE_ATTRIBUTE, markKitStyled } from "./shared.js";
import { KIT_STYLES_GROUP as GROUP, KIT_STYLES_ELEMENT as STYLE, KIT_STYLES_TEXT as TEXT } from "./keys.js";

export function KitStyles(props?: object): void;
export function KitStyles(props: object, $c: Composer<Node>, $changed: number): void;
export function KitStyles(_props?: object, $c?: Composer<Node>): void {
  const c = $c!;
  // Nothing it reads changes: a replaceable group, never a restart scope.
  c.startReplaceableGroup(GROUP);
  c.startElement(STYLE, "style");
  // Composed before the kit's composables that follow it (in `<body>`): they must not add one of their own.
  if (c.inserting) markKitStyled(c.currentNode);
  c.set(KIT_STYLE_ATTRIBUTE, "");
  c.text(TEXT, KIT_CSS);
  c.endNode();
  c.endReplaceableGroup();
}
