/**
 * Checks of what a program hands the public API, where a wrong value would
 * otherwise fail later as a TypeError inside the runtime ("compiled is not a
 * function", "reading 'Symbol(composa.root)'") that names neither the call
 * nor the mistake. Each is one `typeof` test: cheap enough to stay in
 * production builds, which say the code (messages.ts).
 */
import { describeValue } from "./callee.js";
import { runtimeError } from "./messages.js";

/** `App` given to `render`, `hydrate`, `renderToString`…: a composable is a function. */
export function checkApp(call: string, app: unknown): void {
  if (typeof app !== "function") throw runtimeError("R030", { call, value: describeValue(app) });
}

/** A block an effect or `movableContentOf` runs later. */
export function checkFunction(what: string, fn: unknown, where = ""): void {
  if (typeof fn !== "function") throw runtimeError("R032", { what, where, value: describeValue(fn) });
}
