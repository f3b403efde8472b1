/** The UI kit: small composables with class-name styling hooks (`composa-*`). */
export { Text, type TextProps } from "./text.js";
export { Button, type ButtonProps } from "./button.js";
export { Row, Column, Box, type LayoutProps } from "./layout.js";
export { TextField, type TextFieldProps } from "./text-field.js";
export { Checkbox, type CheckboxProps } from "./checkbox.js";
export { KitStyles } from "./styles.js";
export { KIT_CSS } from "./shared.js";
export { Portal, type PortalProps } from "../portal.js";
