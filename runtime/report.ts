/**
 * Report an error that must not interrupt what is running (an effect, a
 * cleanup, a frame's recomposition): the global `reportError` where there is
 * one (browsers), `console.error` otherwise (Node 20 has none).
 */
export function reportError(error: unknown): void {
  const report = (globalThis as { reportError?: (error: unknown) => void }).reportError;
  if (typeof report === "function") report(error);
  else console.error(error);
}
