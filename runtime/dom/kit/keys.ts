/**
 * The group keys of the kit's composables (written by hand in the compiled
 * shape), in one place with the names devtools shows for them.
 */
export const TEXT_GROUP = 0x7e470001;
export const TEXT_SPAN = 0x7e470002;
export const BUTTON_GROUP = 0x7e470101;
export const BUTTON_ELEMENT = 0x7e470102;
export const ROW_GROUP = 0x7e470200;
export const COLUMN_GROUP = 0x7e470210;
export const BOX_GROUP = 0x7e470220;
export const TEXT_FIELD_GROUP = 0x7e470301;
export const TEXT_FIELD_INPUT = 0x7e470302;
export const CHECKBOX_GROUP = 0x7e470401;
export const CHECKBOX_LABEL = 0x7e470402;
export const CHECKBOX_INPUT = 0x7e470403;
export const CHECKBOX_LABEL_TEXT = 0x7e470404;
export const CHECKBOX_SPAN = 0x7e470405;
export const KIT_STYLES_GROUP = 0x7e470501;
export const KIT_STYLES_ELEMENT = 0x7e470502;
export const KIT_STYLES_TEXT = 0x7e470503;
export const CHILDREN_GROUP = 0x6b1d0001;
export const PLACED_TEXT_GROUP = 0x6b1d0003;
export const DEFERRED_TEXT_GROUP = 0x6b1d0004;
export const PLACED_TEXT = 0x6b1d0005;

/** What devtools calls the kit's groups. */
export const KIT_GROUP_NAMES: Readonly<Record<number, string>> = {
  [TEXT_GROUP]: "Text",
  [BUTTON_GROUP]: "Button",
  [ROW_GROUP]: "Row",
  [COLUMN_GROUP]: "Column",
  [BOX_GROUP]: "Box",
  [TEXT_FIELD_GROUP]: "TextField",
  [CHECKBOX_GROUP]: "Checkbox",
  [KIT_STYLES_GROUP]: "KitStyles",
  [CHILDREN_GROUP]: "children",
  [PLACED_TEXT_GROUP]: "text",
};
