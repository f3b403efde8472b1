/**
 * The dev server's side of runtime errors (the page's side is
 * `client/errors.ts`): a failed pass reported by the page comes back to that
 * page as Vite's error overlay, the one compile errors use, with the
 * composable's source location and a code frame of it; the terminal shows it
 * too.
 *
 * Why a round trip through the server rather than the page creating Vite's
 * `vite-error-overlay` element itself: the payload is Vite's own `error`
 * message, so its client shows it the way it shows every error, honours
 * `server.hmr.overlay: false` and clears it on the next update; the source
 * file, for the code frame, is read here; and the message reaches the
 * terminal where the dev server's other errors are.
 */
import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { codeFrameColumns } from "@babel/code-frame";
import type { ErrorPayload, HtmlTagDescriptor, ViteDevServer } from "vite";
import { ERROR_EVENT, OVERLAY_PLUGIN, type RuntimeErrorMessage } from "./client/protocol.js";

/** The page's side, as a virtual module (Vite serves a `\0`-prefixed id under `/@id/__x00__`). */
export const ERRORS_ID = "virtual:composa-runtime-errors";
export const RESOLVED_ERRORS_ID = `\0${ERRORS_ID}`;

/** The virtual module: the client (`client/errors.ts` as sources, `.js` built) on this page's hot channel. */
export function errorsModule(): string {
  const source = fileURLToPath(new URL("./client/errors.ts", import.meta.url));
  const client = existsSync(source) ? source : source.replace(/\.ts$/, ".js");
  return [
    `import { reportRuntimeErrors } from ${JSON.stringify(client)};`,
    "if (import.meta.hot) reportRuntimeErrors(import.meta.hot);",
    "",
  ].join("\n");
}

/** The script tag that loads it first thing in the page (before the app: it must hear the first pass). */
export function errorsTag(): HtmlTagDescriptor {
  return {
    tag: "script",
    attrs: { type: "module", src: `/@id/__x00__${ERRORS_ID}` },
    injectTo: "head-prepend",
  };
}

export function relayRuntimeErrors(server: ViteDevServer): void {
  const root = server.config.root;
  server.ws.on(ERROR_EVENT, (data: RuntimeErrorMessage, client) => {
    server.config.logger.error(`${data.message}\n${data.stack}`, { timestamp: true });
    client.send({ type: "error", err: overlayError(data, root) });
  });
}

/** Vite's overlay error for a failed pass: message, stack, `file:line:col` and code frame of the composable. */
export function overlayError(data: RuntimeErrorMessage, root: string): ErrorPayload["err"] {
  const err: ErrorPayload["err"] = { message: data.message, stack: data.stack, plugin: OVERLAY_PLUGIN };
  const match = data.location === undefined ? null : /^(.*):(\d+):(\d+)$/.exec(data.location);
  if (match === null) return err;
  const file = resolve(root, match[1]!);
  const line = Number(match[2]);
  const column = Number(match[3]);
  err.id = file;
  err.loc = { file, line, column };
  if (existsSync(file)) err.frame = codeFrameColumns(readFileSync(file, "utf8"), { start: { line, column } });
  return err;
}
