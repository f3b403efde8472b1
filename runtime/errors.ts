/**
 * The error `flush()`, `render()` and `setContent` throw when a composable
 * throws: its message is the original one, verbatim, with the composable's
 * name (and `file:line:col` in development builds); the original is `cause`.
 *
 * @example
 * try { flush(); } catch (e) {
 *   if (e instanceof CompositionError) console.log(e.composable, e.location, e.cause);
 * }
 */
import { explainPlainCall } from "./callee.js";
import { splitSource } from "./source-info.js";

export class CompositionError extends Error {
  override name = "CompositionError";

  constructor(
    /** The composable's name, or a description when the build carries none. */
    readonly composable: string,
    /** `file:line:col` of the composable, in development builds. */
    readonly location: string | undefined,
    cause: unknown,
  ) {
    const where = location === undefined ? composable : `${composable} (${location})`;
    super(`Composa: ${where} threw: ${messageOf(cause)}`, { cause });
  }
}

/** Wraps what a composable threw, naming the composable from its group's source information. */
export function compositionError(
  cause: unknown,
  open: { source: string | undefined; key: number | undefined },
): unknown {
  if (cause instanceof CompositionError) return cause;
  const { name, location } = parseSource(open.source, open.key);
  return new CompositionError(name, location, explainPlainCall(cause));
}

/** `"Name@file:line:col"` (the compiler's dev source information) into its parts. */
export function parseSource(
  source: string | undefined,
  key?: number,
): { name: string; location: string | undefined } {
  if (source === undefined) {
    const id = key === undefined ? "" : ` (group key 0x${(key >>> 0).toString(16)})`;
    return { name: `a composable${id}; development builds name it`, location: undefined };
  }
  return splitSource(source);
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
