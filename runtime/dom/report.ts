/**
 * Report an error that must not interrupt what is running (a ref cleanup, a
 * deferred binding): the global `reportError` where there is one (browsers,
 * Node 20+ has none), `console.error` otherwise.
 */
export function reportError(error: unknown): void {
  const report = (globalThis as { reportError?: (error: unknown) => void }).reportError;
  if (typeof report === "function") report(error);
  else console.error(error);
}
