/**
 * The runtime's catalogue of errors a program can cause, each with a code
 * and one prefix (`Composa [R…]:`), as the compiler's are
 * (`plugin/babel/errors.ts`): the message says what happened and what to
 * write instead. A composable that throws is reported as a
 * `CompositionError` (errors.ts), which names it. Failed invariants inside
 * the runtime itself say "Composa internal error": those are bugs.
 */
import { DEV } from "./dev.js";

export const RUNTIME_ERRORS = {
  R001: "`remember` and effects can only be called while composing: call them in a composable's body (a handler or a timer runs later, outside composition).",
  R002: "{name} is an element (`<{name} …>`): compile the file with composa/babel (composa/vite does).",
  R003: "this JSX was compiled by a plain JSX transform. Compile it with composa/babel (or composa/vite): in the dialect an element is a statement, not a value.",
  R004: "the composition was disposed: call render() again to compose into its container.",
  R005: "a group asked for more slots than it had when it was first composed; calls that use slots (remember, changed) must not be conditional: put conditional ones in a group of their own (an `if` does).",
  R006: "recomposition did not settle after {passes} passes; {names} keeps invalidating itself (it writes, while composing, state that it also reads). Write state in event handlers or effects instead.",
  R007: "this needs {what}, which a server render (composa/server) does not have: it writes markup once and keeps no live tree. Compose it only in the browser (e.g. behind a state that an effect sets).",
  R008: "`{name}` on <{tag}> was not set: it needs {feature}() from composa/dom, which nothing in this program called. Compiled code calls it for each host attribute that needs it; hand-written code that sets this property (through Composer.set or an Applier) calls it once, or installDomFeatures() for all.",
} as const;

export type RuntimeErrorCode = keyof typeof RUNTIME_ERRORS;

/**
 * The error for `code`, its `{placeholders}` filled from `params`. A
 * production build (DEV false, dev.ts) leaves the catalogue's texts out of the
 * bundle and says the code and the values (the composable's name, for R002
 * and R006); a `CompositionError` around it names the composable that threw.
 */
export function runtimeError(code: RuntimeErrorCode, params: Record<string, string | number> = {}): Error {
  if (!DEV) {
    const values = Object.values(params).join(", ");
    return new Error(
      `Composa [${code}]${values ? `: ${values}` : ""} (production build: a development build explains ${code})`,
    );
  }
  const message = RUNTIME_ERRORS[code].replace(/\{(\w+)\}/g, (m, k: string) =>
    k in params ? String(params[k]) : m,
  );
  return new Error(`Composa [${code}]: ${message}`);
}
