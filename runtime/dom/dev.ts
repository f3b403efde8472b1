/**
 * Development-only diagnostics for the DOM layer (and the server renderer,
 * which shares them). `DEV` is the core layer's (runtime/dev.ts: a constant
 * the bundler folds).
 *
 * Refusals (unsafe URLs, string event handlers) happen in both modes; only the
 * warning that explains them is development-only, so every call site guards
 * `warn` with `if (DEV)`: a call to an empty function would still keep its
 * argument strings in the bundle.
 */
import { DEV } from "../dev.js";

export { DEV };

/** Print a development warning (no-op in production). */
export function warn(message: string): void {
  if (DEV) console.warn(`[composa] ${message}`);
}

const warned = new Set<string>();

/** `warn`, once per `key` (an attribute given a value it cannot take warns once, as React does). */
export function warnOnce(key: string, message: string): void {
  if (DEV && !warned.has(key)) {
    warned.add(key);
    warn(message);
  }
}

/** The warning for an attribute whose value `isMeaninglessValue` left out. */
export function warnMeaningless(name: string, value: unknown): void {
  if (DEV)
    warnOnce(
      `meaningless ${name}`,
      value === true
        ? `left out ${name}={true}: the attribute takes a word or a number, not a boolean (as in React); write ${name}="true" if the word is meant, or a value such as ${name}={0}`
        : `left out ${name}: ${typeof value === "symbol" ? "a symbol" : "a function"} is no attribute value`,
    );
}
