/**
 * Development-only diagnostics for the DOM layer.
 *
 * `DEV` is true unless the bundler says production: Vite replaces
 * `import.meta.env.DEV`; under Node, `NODE_ENV=production` turns it off.
 * Refusals (unsafe URLs, string event handlers) happen in both modes; only the
 * warning that explains them is development-only.
 */
const env = (import.meta as { env?: { DEV?: boolean } }).env;
const nodeEnv = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env
  ?.NODE_ENV;

export const DEV: boolean = env?.DEV ?? nodeEnv !== "production";

/** Print a development warning (no-op in production). */
export function warn(message: string): void {
  if (DEV) console.warn(`[composa] ${message}`);
}
