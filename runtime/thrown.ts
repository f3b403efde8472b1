/**
 * What a composable threw, as the runtime reports it (a failed pass's
 * `CompositionError`, an `ErrorBoundary`'s `error`): the value itself, but
 * for two mistakes whose raw form says nothing. A composable called as a
 * plain function in a production build (an engine TypeError) becomes R022
 * (`callee.ts`); a promise, thrown as React's Suspense data sources throw one
 * to wait, becomes R054, which says that nothing waits for it here and what
 * to write instead (otherwise the message is "[object Promise]"). The
 * original is the `cause` of either.
 */
import { describeValue, explainPlainCall } from "./callee.js";
import { runtimeError } from "./messages.js";
import { isThenable } from "./thenable.js";

export function explainThrown(thrown: unknown): unknown {
  if (!isThenable(thrown)) return explainPlainCall(thrown);
  const value = typeof thrown === "object" && thrown instanceof Promise ? "a Promise" : describeValue(thrown);
  const explained = runtimeError("R054", { value });
  (explained as { cause?: unknown }).cause = thrown;
  return explained;
}
