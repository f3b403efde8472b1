/**
 * Development source information: the one format the compiler writes on
 * restart and replaceable groups (`"Name@file:line:col"`) and the names it
 * gives groups, shared by the compiler (which writes them), errors (which
 * name the composable that threw) and devtools (which show the tree). Only
 * development builds carry it.
 */

/** `"Name@file:line:col"`. */
export function formatSource(name: string, file: string, line?: number, column?: number): string {
  return line === undefined ? `${name}@${file}` : `${name}@${file}:${line}:${column ?? 1}`;
}

/** `"Name@file:line:col"` into its name and location (`"file:line:col"`). */
export function splitSource(source: string): { name: string; location: string | undefined } {
  const at = source.indexOf("@");
  return at < 0
    ? { name: source, location: undefined }
    : { name: source.slice(0, at), location: source.slice(at + 1) };
}

/**
 * The labels of flow-control groups: the groups the compiler puts around a
 * branch of `if`/`switch`/`?:`/`&&`/`||`/`??`, a loop and an iteration, so
 * that identity follows the call site.
 */
export const FLOW_CONTROL_LABELS = [
  "if",
  "else if",
  "else",
  "?:",
  "?:else",
  "&&",
  "||",
  "??",
  "case",
  "for",
  "for-of",
  "for-in",
  "while",
  "do",
  "map",
  "iteration",
] as const;

export type FlowControlLabel = (typeof FLOW_CONTROL_LABELS)[number];

const FLOW_CONTROL = new Set<string>(FLOW_CONTROL_LABELS);

export function isFlowControlLabel(name: string): name is FlowControlLabel {
  return FLOW_CONTROL.has(name);
}

/**
 * The label of the group around a call of a value-returning composable (a
 * `use…` hook): `use:useSession`. Errors name the composable that called it,
 * and the hook after it ("Greeting (…) threw in useSession (…)").
 */
export function hookLabel(name: string): string {
  return `use:${name}`;
}

/** The hook's own name if `label` is a `hookLabel`, else undefined. */
export function hookOf(label: string): string | undefined {
  return label.startsWith("use:") ? label.slice(4) : undefined;
}

/**
 * A composable lambda is named after the composable it is written in and
 * what it is: `Counter.lambda` (a slot), `Counter.children` (a call's
 * children). A member composable (`Card.Header`) is not a lambda.
 */
export type LambdaRole = "lambda" | "children";

export function lambdaName(owner: string, role: LambdaRole): string {
  return `${owner}.${role}`;
}

export function isLambdaName(name: string): boolean {
  return name.endsWith(".lambda") || name.endsWith(".children");
}
