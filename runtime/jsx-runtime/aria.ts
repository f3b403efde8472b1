/**
 * The WAI-ARIA 1.2 attributes by name. JSX does not check a hyphenated
 * attribute against a template index signature (`aria-${string}`), only
 * against a property declared by name: naming them makes the editor complete
 * `aria-` and reject `aria-label={{ … }}`. Other `aria-*` names still pass
 * (`CommonAttributes`), unchecked, for attributes newer than this list.
 */
import type { Bindable } from "./attributes.js";

type Aria = Bindable<string | number | boolean | null | undefined>;

export interface AriaAttributes {
  "aria-activedescendant"?: Aria;
  "aria-atomic"?: Aria;
  "aria-autocomplete"?: Aria;
  "aria-braillelabel"?: Aria;
  "aria-brailleroledescription"?: Aria;
  "aria-busy"?: Aria;
  "aria-checked"?: Aria;
  "aria-colcount"?: Aria;
  "aria-colindex"?: Aria;
  "aria-colindextext"?: Aria;
  "aria-colspan"?: Aria;
  "aria-controls"?: Aria;
  "aria-current"?: Aria;
  "aria-describedby"?: Aria;
  "aria-description"?: Aria;
  "aria-details"?: Aria;
  "aria-disabled"?: Aria;
  "aria-dropeffect"?: Aria;
  "aria-errormessage"?: Aria;
  "aria-expanded"?: Aria;
  "aria-flowto"?: Aria;
  "aria-grabbed"?: Aria;
  "aria-haspopup"?: Aria;
  "aria-hidden"?: Aria;
  "aria-invalid"?: Aria;
  "aria-keyshortcuts"?: Aria;
  "aria-label"?: Aria;
  "aria-labelledby"?: Aria;
  "aria-level"?: Aria;
  "aria-live"?: Aria;
  "aria-modal"?: Aria;
  "aria-multiline"?: Aria;
  "aria-multiselectable"?: Aria;
  "aria-orientation"?: Aria;
  "aria-owns"?: Aria;
  "aria-placeholder"?: Aria;
  "aria-posinset"?: Aria;
  "aria-pressed"?: Aria;
  "aria-readonly"?: Aria;
  "aria-relevant"?: Aria;
  "aria-required"?: Aria;
  "aria-roledescription"?: Aria;
  "aria-rowcount"?: Aria;
  "aria-rowindex"?: Aria;
  "aria-rowindextext"?: Aria;
  "aria-rowspan"?: Aria;
  "aria-selected"?: Aria;
  "aria-setsize"?: Aria;
  "aria-sort"?: Aria;
  "aria-valuemax"?: Aria;
  "aria-valuemin"?: Aria;
  "aria-valuenow"?: Aria;
  "aria-valuetext"?: Aria;
}
