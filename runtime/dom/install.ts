/**
 * The installers of the DOM property setter's optional features
 * (features.ts): each writes its hooks into the table props.ts reads, so a
 * bundle holds a feature's code only if something calls its installer.
 * Compiled code calls the ones its host attributes need, once per module
 * (docs/compiled-code.md, "Installed DOM features"); hand-written code that
 * sets such properties (the kit, lazy lists, tests) calls them too, or
 * `installDomFeatures()` for all. Calling one again does nothing new.
 */
import { isRefusedUrl } from "./attributes.js";
import { afterDirectHandler, afterEvent, restoreAfterFrames } from "./controlled.js";
import { setCustomProperty, writeProperty } from "./custom-element.js";
import { features } from "./features.js";
import { runFormAction, setFormAction } from "./form-action.js";
import { setInnerHtml } from "./inner-html.js";
import { optionsChanged, settleLive, setLive } from "./live.js";
import { createRange } from "./range.js";
import { HTML_NS } from "./props.js";
import { detachRef, setRef, settleRef } from "./refs.js";
import { setSpread } from "./spread.js";
import { setStyle } from "./style.js";

/** `style` as a string or an object (style.ts). */
export function installStyle(): void {
  features.style = setStyle;
}

/** `value`, `checked`, `selected`… as live properties, form elements controlled (live.ts, controlled.ts). */
export function installLiveProperties(): void {
  features.live = setLive;
  features.settleLive = settleLive;
  features.optionsChanged = optionsChanged;
  features.afterEvent = afterEvent;
  features.afterDirectHandler = afterDirectHandler;
  restoreAfterFrames();
}

/** Custom elements' properties and `prop:name` (custom-element.ts); their attributes may be URLs. */
export function installCustomElements(): void {
  features.custom = (el, name, value, setAttr, forceProperty = false) => {
    if (forceProperty && !(el.namespaceURI === HTML_NS && el.localName.includes("-")))
      writeProperty(el, name, value);
    else setCustomProperty(el, name, value, setAttr, forceProperty);
  };
  installUrlScreening();
}

/** Script URLs refused in `href`, `src`, `action`… (url.ts); a function as `action` is a form action (form-action.ts). */
export function installUrlScreening(): void {
  features.refusedUrl = isRefusedUrl;
  features.formAction = { set: setFormAction, run: runFormAction };
}

/** `ref={el => …}` (refs.ts). */
export function installRefs(): void {
  features.ref = { set: setRef, settle: settleRef, detach: detachRef };
}

/** `unsafeInnerHTML` (inner-html.ts). */
export function installInnerHtml(): void {
  features.innerHtml = setInnerHtml;
}

/** `{...spread}` (spread.ts): its keys are data, so every attribute feature comes with it. */
export function installSpread(): void {
  features.spread = setSpread;
  installStyle();
  installLiveProperties();
  installCustomElements();
  installRefs();
  installInnerHtml();
}

/** Placements of movable content (`movableContentOf`): ranges in their parent (range.ts). */
export function installMovableContent(): void {
  features.createRange = createRange;
}

/** Everything: what hand-written code needs (a spread needs all but movable content). */
export function installDomFeatures(): void {
  installSpread();
  installMovableContent();
}
