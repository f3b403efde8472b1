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
import { DEV } from "./dev.js";
import { hookOf, isFlowControlLabel, splitSource } from "./source-info.js";
import { explainThrown } from "./thrown.js";

export class CompositionError extends Error {
  override name = "CompositionError";

  constructor(
    /** The composable's name, or a description when the build carries none. */
    readonly composable: string,
    /** `file:line:col` of the composable, in development builds. */
    readonly location: string | undefined,
    cause: unknown,
    /**
     * The value-returning composables (`use…` hooks) it was running when it threw, outermost
     * first, each with where it was called (`useSession (app.tsx:12:20)`): a hook that throws is
     * named after the composable that called it, as React names the component.
     */
    readonly hooks: readonly string[] = [],
  ) {
    const where = location === undefined ? composable : `${composable} (${location})`;
    const within = hooks.length === 0 ? "" : ` in ${hooks.join(" → ")}`;
    super(`Composa: ${where} threw${within}: ${messageOf(cause)}`, { cause });
  }
}

/**
 * What an effect reports when its block or cleanup throws, in development
 * builds: the original message, verbatim, with the effect and the
 * composable that called it; the original is `cause`. (Production builds
 * report the original error as it is.)
 *
 * @example
 * // Composa: DisposableEffect in Chat (src/Chat.tsx:12:1) threw: socket closed
 */
export class EffectError extends Error {
  override name = "EffectError";

  constructor(
    /** `DisposableEffect`, `the cleanup of DisposableEffect`, `LaunchedEffect` or `SideEffect`. */
    readonly effect: string,
    /** The composable that called it, with its `file:line:col`. */
    readonly composable: string,
    cause: unknown,
  ) {
    super(`Composa: ${effect} in ${composable} threw: ${messageOf(cause)}`, { cause });
  }
}

/**
 * What an event handler's error is reported as, in development builds: the
 * original message, verbatim, with the event, the element and the composable
 * that gave the handler; the original is `cause`. (Production builds report
 * the original error as it is.)
 *
 * @example
 * // Composa: the click handler on <button> in Transfer (src/Transfer.tsx:8:1) threw: insufficient funds
 */
export class HandlerError extends Error {
  override name = "HandlerError";

  constructor(
    /** The event's type (`click`). */
    readonly event: string,
    /** The composable that gave the handler, with its `file:line:col`. */
    readonly composable: string,
    /** The element the handler is on (`<button>`). */
    element: string,
    cause: unknown,
  ) {
    super(`Composa: the ${event} handler on ${element} in ${composable} threw: ${messageOf(cause)}`, {
      cause,
    });
  }
}

/**
 * Development builds: the composable (its source, `Name@file:line:col`) that gave each function
 * set as a property (an event handler), so that the handler's error can name it. Null in production.
 */
export const functionOwners: WeakMap<Function, string> | null = DEV ? new WeakMap() : null;

/**
 * An event handler's error, named after the event, its element and the composable that gave the
 * handler (development builds, where `functionOwners` knows it); else the error as thrown.
 */
export function handlerError(error: unknown, handler: Function, element: string, event: string): unknown {
  const source = functionOwners?.get(handler);
  if (source === undefined || error instanceof HandlerError) return error;
  const { name, location } = splitSource(source);
  return new HandlerError(event, location === undefined ? name : `${name} (${location})`, element, error);
}

/** Where a composition stood when something threw: the innermost open composable and the hooks inside it. */
export interface OpenComposable {
  /** Its source information (`Name@file:line:col`), in development builds. */
  source: string | undefined;
  /** Its group's key, named when the build carries no source information. */
  key: number | undefined;
  /** The sources of the hook calls (`use:useX@file:line:col`) open inside it, outermost first. */
  hooks?: readonly string[];
}

/** Wraps what a composable threw, naming the composable from its group's source information. */
export function compositionError(cause: unknown, open: OpenComposable): unknown {
  if (cause instanceof CompositionError) return cause;
  const { name, location } = parseSource(open.source, open.key);
  const hooks = (open.hooks ?? []).map((source) => {
    const hook = splitSource(source);
    const label = hookOf(hook.name) ?? hook.name;
    return hook.location === undefined ? label : `${label} (${hook.location})`;
  });
  return new CompositionError(name, location, explainThrown(cause), hooks);
}

/**
 * The innermost composable among open groups' sources given innermost first: flow-control
 * groups (`if`, `map`) are skipped, hook calls (`use:…`) are collected on the way.
 */
export function openComposable(
  sources: Iterable<{ source: string | undefined; key: number | undefined }>,
): OpenComposable | undefined {
  const hooks: string[] = [];
  for (const { source, key } of sources) {
    if (source === undefined) continue;
    const { name } = splitSource(source);
    if (isFlowControlLabel(name)) continue;
    if (hookOf(name) !== undefined) hooks.unshift(source);
    else return { source, key, hooks };
  }
  return undefined;
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
