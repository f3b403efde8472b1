/**
 * `class` / `className` values: a string, or the array / object forms that
 * clsx made familiar.
 */

/** What `class` accepts: `"a b"`, `["a", cond && "b"]`, `{ a: true, b: cond }`, nested. */
export type ClassValue =
  string | number | null | undefined | boolean | ClassValue[] | { [name: string]: unknown };

/**
 * The class string for `value`; `""` means "no class attribute".
 *
 * @example
 * classString(["btn", { active: true, hidden: false }, null]) // "btn active"
 */
export function classString(value: unknown): string {
  if (typeof value === "string") return value;
  if (value === null || value === undefined || typeof value === "boolean") return "";
  if (typeof value === "number") return String(value);
  let out = "";
  if (Array.isArray(value)) {
    for (const item of value) {
      const part = classString(item);
      if (part !== "") out = out === "" ? part : `${out} ${part}`;
    }
  } else if (typeof value === "object") {
    for (const name in value as Record<string, unknown>) {
      if ((value as Record<string, unknown>)[name]) out = out === "" ? name : `${out} ${name}`;
    }
  }
  return out;
}
