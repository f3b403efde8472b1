/**
 * The dev server's side of runtime errors (the page's side is
 * `client/errors.ts`): a failed pass reported by the page comes back to that
 * page as Vite's error overlay, the one compile errors use, with the
 * source location of the throw (the first stack frame in the app's own code,
 * mapped through the module's source map, as React's overlay shows it) and a
 * code frame of it, or the composable's location when no frame maps; the
 * terminal shows it too.
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
import { mapPosition } from "../../runtime/devtools/source-map.js";
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
    void throwSite(data.stack, server)
      .catch(() => undefined) // a module graph that changed meanwhile: the composable's location
      .then((site) => client.send({ type: "error", err: overlayError(data, root, site) }));
  });
}

/** A source location, 1-based. */
export interface SourceLocation {
  file: string;
  line: number;
  column: number;
}

// `at f (http://host/src/a.tsx?t=1:4:23)`, `at http://host/src/a.tsx:4:23`, `f@http://host/src/a.tsx:4:23`
const FRAME = /(?:https?:\/\/[^/\s]+)?(\/[^\s?():]+)(?:\?[^\s:()]*)?:(\d+):(\d+)\)?\s*$/;

/**
 * Where the error was thrown in the app's own code: the first stack frame in
 * a module the dev server transformed (not a dependency, not a virtual
 * module), mapped to its source through that module's source map (browsers
 * leave `Error.stack` unmapped).
 */
export async function throwSite(stack: string, server: ViteDevServer): Promise<SourceLocation | undefined> {
  const graph = server.environments.client.moduleGraph;
  for (const frame of stack.split("\n")) {
    const match = FRAME.exec(frame);
    const url = match?.[1];
    // Dependencies, and virtual modules (`/@id/…`; `/@fs/…` is a file of the app outside the root).
    if (
      url === undefined ||
      url.includes("/node_modules/") ||
      (url.startsWith("/@") && !url.startsWith("/@fs/"))
    )
      continue;
    const module = await graph.getModuleByUrl(url);
    const map = module?.transformResult?.map;
    if (!module?.file || !map || !("sources" in map) || map.mappings === "") continue;
    const at = mapPosition(map, Number(match![2]), Number(match![3]));
    if (at !== undefined) return { file: module.file, line: at.line, column: at.column };
  }
  return undefined;
}

/**
 * Vite's overlay error for a failed pass: message, stack, `file:line:col` and
 * code frame of `site` (the throw), else of the composable.
 */
export function overlayError(
  data: RuntimeErrorMessage,
  root: string,
  site?: SourceLocation,
): ErrorPayload["err"] {
  const err: ErrorPayload["err"] = { message: data.message, stack: data.stack, plugin: OVERLAY_PLUGIN };
  const match = data.location === undefined ? null : /^(.*):(\d+):(\d+)$/.exec(data.location);
  const loc =
    site ??
    (match === null
      ? undefined
      : { file: resolve(root, match[1]!), line: Number(match[2]), column: Number(match[3]) });
  if (loc === undefined) return err;
  err.id = loc.file;
  err.loc = loc;
  if (existsSync(loc.file))
    err.frame = codeFrameColumns(readFileSync(loc.file, "utf8"), {
      start: { line: loc.line, column: loc.column },
    });
  return err;
}
