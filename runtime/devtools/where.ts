/**
 * Where a state write came from: the first stack frame outside Composa, as
 * `file:line:col`. Captured only while devtools is installed, once per write.
 */

/** This package's runtime folder, as it appears in stack frames (a path, or a dev server's `/@fs/…` path). */
const RUNTIME_DIR = runtimeDir();

function runtimeDir(): string | undefined {
  // String work, not `new URL("../", import.meta.url)`: bundlers rewrite that pattern into an asset URL.
  const here = typeof import.meta.url === "string" ? pathOf(import.meta.url) : "";
  const parts = here.split("/");
  return parts.length > 2 ? parts.slice(0, -2).join("/") + "/" : undefined;
}

/** The stack here, deep enough to get past the runtime's own frames. */
export function captureStack(): Error {
  const holder = Error as { stackTraceLimit?: number };
  const limit = holder.stackTraceLimit;
  holder.stackTraceLimit = 60;
  const error = new Error("state write");
  holder.stackTraceLimit = limit;
  return error;
}

// A location at the end of a frame: `(url:1:2)`, `at url:1:2`, `fn@url:1:2`.
const LOCATION = /(?:^|[\s(@])((?:[a-z][\w+.-]*:\/\/[^\s()]*|\/[^\s()]*)):(\d+):(\d+)\)?\s*$/i;

/**
 * The first frame of `stack` that is not Composa's (runtime folder, a
 * dependency under `node_modules`), as `path:line:col` without origin or
 * query; undefined when there is none.
 *
 * @example
 * firstOutsideFrame("Error\n    at set value (/app/node_modules/composa/dist/runtime/state/mutable-state.js:40:5)\n    at onClick (http://localhost:5173/src/counter.tsx?t=1:12:3)");
 * // "/src/counter.tsx:12:3"
 */
export function firstOutsideFrame(stack: string | undefined, runtime = RUNTIME_DIR): string | undefined {
  if (stack === undefined) return undefined;
  for (const line of stack.split("\n")) {
    const match = LOCATION.exec(line);
    if (match === null) continue;
    const path = pathOf(match[1]!);
    if ((runtime !== undefined && path.startsWith(runtime)) || path.includes("/node_modules/")) continue;
    return `${path}:${match[2]}:${match[3]}`;
  }
  return undefined;
}

function pathOf(location: string): string {
  const withoutOrigin = location.replace(/^[a-z][\w+.-]*:\/\/[^/]*/i, "");
  const query = withoutOrigin.indexOf("?");
  return query < 0 ? withoutOrigin : withoutOrigin.slice(0, query);
}
