/**
 * `composa/vite`'s development client for runtime errors, loaded by the page
 * before the app (dev server only). A composable that throws during a frame
 * pass has no caller to throw to: the pass is dropped (the app keeps its last
 * good screen) and the runtime reports the error, which a user sees only in
 * the console. Here it goes to the plugin (`composa:error`), which answers
 * with Vite's own error overlay (runtime-errors.ts); once every failing
 * composition has a pass that applies (the state was fixed, or a hot update
 * fixed the file), the overlay closes.
 */
import { CompositionError } from "composa";
import { watchPasses } from "composa/internal";
import { ERROR_EVENT, OVERLAY_PLUGIN, type RuntimeErrorMessage } from "./protocol.js";

/** The part of `import.meta.hot` this uses. */
export interface HotChannel {
  send(event: string, data?: unknown): void;
  on(event: string, callback: (payload: { err?: { plugin?: string } }) => void): void;
}

export function reportRuntimeErrors(hot: HotChannel): void {
  const failing = new Set<unknown>();
  /** Vite's overlay on the page is ours (not a compile error's). */
  let shown = false;
  const close = () => {
    shown = false;
    for (const overlay of document.querySelectorAll("vite-error-overlay"))
      (overlay as Element & { close(): void }).close();
  };
  watchPasses((composition, error) => {
    if (error === undefined) {
      if (failing.delete(composition) && failing.size === 0 && shown) close();
      return;
    }
    failing.add(composition);
    shown = true;
    hot.send(ERROR_EVENT, messageOf(error));
  });
  // Vite reloads the page on its first hot update while an overlay is up (it takes the overlay for a
  // failed first load), which would lose the app's state: ours closes first, and comes back if the
  // updated code still throws.
  hot.on("vite:beforeUpdate", () => {
    if (shown) close();
  });
  hot.on("vite:error", (payload) => {
    if (payload.err?.plugin !== OVERLAY_PLUGIN) shown = false;
  });
}

function messageOf(error: unknown): RuntimeErrorMessage {
  const cause = error instanceof CompositionError ? error.cause : error;
  const message = error instanceof Error ? error.message : String(error);
  const stack =
    (cause instanceof Error ? cause.stack : undefined) ??
    (error instanceof Error ? error.stack : undefined) ??
    "";
  if (!(error instanceof CompositionError)) return { message, stack };
  return { message, stack, composable: error.composable, location: error.location };
}
