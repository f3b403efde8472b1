/**
 * What the page and the dev server say about runtime errors (client/errors.ts
 * sends, runtime-errors.ts answers); nothing here runs, so both sides import it.
 */

/** The custom event the page sends on `import.meta.hot`. */
export const ERROR_EVENT = "composa:error";

/** The overlay's `plugin` field for these errors (the overlay shows `[plugin:composa]`). */
export const OVERLAY_PLUGIN = "composa";

/** What the page sends about a failed pass. */
export interface RuntimeErrorMessage {
  /** `Composa: Item (src/Item.tsx:5:8) threw: …`: the composable, its location, the original message. */
  message: string;
  /** Where it was thrown (the composable's own code first). */
  stack: string;
  /** The composable's name and `file:line:col` (relative to Vite's root), in development builds. */
  composable?: string;
  location?: string;
}
