/**
 * The check development builds put around a composable call whose callee the
 * compiler cannot see is a composable (`<props.renderItem … />`, `<Icon />`
 * where `Icon` is a parameter or a variable): a callee that is not a function
 * fails with R018, which names the element (`<props.renderItem>`) and says
 * what it holds, as React's "Element type is invalid" does, instead of
 * "props.renderItem is not a function". The composable the call is in is
 * named by the `CompositionError` around it (errors.ts). An import is
 * checked too, and its error (R021) names the import. Production builds
 * call the callee directly.
 */
import { runtimeError } from "./messages.js";

/**
 * `callee` itself when it can be called; R018 otherwise (`name`: the element's
 * tag as written), or R021 when it is an import (`from`: the import as
 * written), which is `undefined` when the module has no such export or has
 * not run yet (an import cycle).
 */
export function composableOf<F>(callee: F, name: string, from?: string): F {
  if (typeof callee === "function") return callee;
  const value = describeValue(callee);
  throw from === undefined
    ? runtimeError("R018", { name, value })
    : runtimeError("R021", { name, value, from });
}

/** What a value is, for an error that says what was given: `undefined`, `the string "x"`, `an object (with a, b…)`. */
export function describeValue(value: unknown): string {
  if (value === null || value === undefined) return String(value);
  if (typeof value === "string") return `the string ${JSON.stringify(value)}`;
  if (typeof value === "object") {
    // `<Icons />` for a module namespace or an object of composables: say what it holds.
    const keys = Object.keys(value).slice(0, 3);
    const kind = Array.isArray(value)
      ? "an array"
      : value.constructor === Object || value.constructor === undefined
        ? "an object"
        : `a ${value.constructor.name}`;
    return keys.length > 0 ? `${kind} (with ${keys.join(", ")}…)` : kind;
  }
  return `${typeof value} ${String(value)}`;
}

/**
 * Development builds: a composable (`name`, as devtools name it: `App.lambda`
 * for a slot written in `App`) called as a plain function got `given` instead
 * of a Composer (`children(pos)`, `xs.map(props.renderRow)`): R022. The
 * `CompositionError` around it names the composable that made the call.
 */
export function plainCall(name: string, given: unknown): never {
  throw runtimeError("R022", { name, given: describeValue(given) });
}

/**
 * Methods of the compiled-code contract that a compiled composable calls on
 * its Composer first (`$c.skipRestartGroup(…)` or `$c.startRestartGroup(…)`;
 * a hand-written one, as the kit's, opens a group or an element): names no
 * program's own code reads, so a TypeError that names one is a composable
 * that got no Composer.
 */
const FIRST_CALLS = /\b(skipRestartGroup|startRestartGroup|startReplaceableGroup|startElement|startNode)\b/;

/**
 * Production builds carry no `plainCall` check (it costs a test per call and
 * a line per composable), so a composable called as a plain function
 * (`Row({ item })` where `Row` is imported, `xs.map(props.renderRow)`) dies
 * at its first use of the Composer it did not get, with the engine's
 * TypeError ("Cannot read properties of undefined (reading
 * 'skipRestartGroup')", "c.skipRestartGroup is not a function"). Where such
 * an error reaches the runtime (a failed pass, an error boundary), this
 * gives R022 instead, the original as its `cause`; any other error is
 * returned as it is. Nothing runs unless a pass or a handler already failed.
 * The composable is the function the TypeError was thrown in, the stack's
 * top frame: its name as the build kept it (a minifier may have renamed it).
 */
export function explainPlainCall(error: unknown): unknown {
  if (!(error instanceof TypeError) || !FIRST_CALLS.test(error.message)) return error;
  const missing = /\b(undefined|null)\b/.exec(error.message);
  const named = calleeOf(error.stack);
  const explained = runtimeError("R022", {
    name: named === undefined ? "(named in development builds)" : `${named} (as the stack names it)`,
    given: missing !== null && !/not a function/.test(error.message) ? missing[1]! : "no Composer",
  });
  (explained as { cause?: unknown }).cause = error;
  return explained;
}

/**
 * The function named by a stack's top frame: V8's `    at Row (…)` (or `at Object.Row`, the
 * receiver dropped), Firefox's and Safari's `Row@…`; undefined for an anonymous function.
 */
function calleeOf(stack: string | undefined): string | undefined {
  if (stack === undefined) return undefined;
  for (const line of stack.split("\n")) {
    let name: string | undefined;
    if (/^\s+at /.test(line)) name = /^\s+at (?:async )?(?:new )?([^\s(]+) \(/.exec(line)?.[1];
    else if (line.includes("@")) name = /^([^\s@]*)@/.exec(line)?.[1];
    else continue; // the message (V8's stack starts with it)
    name = name?.replace(/^(Object|Module|Function)\./, "");
    return name === undefined || name === "" || name === "eval" || name.startsWith("<") ? undefined : name;
  }
  return undefined;
}
