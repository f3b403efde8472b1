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
