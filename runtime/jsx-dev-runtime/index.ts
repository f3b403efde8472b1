/**
 * `composa/jsx-dev-runtime`: the same JSX types as `composa/jsx-runtime`,
 * for `"jsx": "react-jsxdev"`.
 */
export * from "../jsx-runtime/index.js";
import { jsx } from "../jsx-runtime/index.js";

export const jsxDEV: (
  type: unknown,
  props: unknown,
  key?: unknown,
  isStatic?: boolean,
  source?: unknown,
  self?: unknown,
) => never = jsx;
