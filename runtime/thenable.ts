/**
 * Whether `value` is a promise or any other thenable (Promises/A+: an object
 * or a function with a `then` method): what an async block returns, which
 * `LaunchedEffect` watches for errors and `Snapshot.withMutableSnapshot`
 * refuses (R027).
 */
export function isThenable(value: unknown): boolean {
  return (
    (typeof value === "object" || typeof value === "function") &&
    value !== null &&
    typeof (value as { then?: unknown }).then === "function"
  );
}
