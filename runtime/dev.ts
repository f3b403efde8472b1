/**
 * `DEV`: whether this build carries the runtime's development-only checks and
 * texts (warnings, the runtime errors' long messages in messages.ts).
 *
 * It must be a constant the bundler can fold, so that a production bundle
 * drops every `if (DEV)` branch and the texts inside it (issue 25). Like
 * Vue's `__DEV__`, it comes from a global the bundler replaces:
 * `composa/vite` defines `__COMPOSA_DEV__` as Vite's own production flag
 * (false when NODE_ENV is "production", as `vite build` sets it); any other
 * bundler defines it itself (README, "Production builds"). Where nothing defines it (plain Node, a browser without a
 * bundler), `NODE_ENV=production` turns it off, read at run time.
 */
declare const __COMPOSA_DEV__: boolean | undefined;

const nodeEnv = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env
  ?.NODE_ENV;

export const DEV: boolean = typeof __COMPOSA_DEV__ === "boolean" ? __COMPOSA_DEV__ : nodeEnv !== "production";
