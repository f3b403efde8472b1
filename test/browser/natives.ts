// For Chromium tests started with `--allow-natives-syntax` (jit-shapes, jit-keyed).
/**
 * In the page: V8's natives, which only code compiled after the flag may
 * call (hence `new Function`). `optimize(f, warm)` runs `warm` twice, has
 * Maglev compile `f` and runs `warm` again; `optimized(f)` is V8's "optimized"
 * status bit.
 */
export function installNatives(): void {
  const w = window as unknown as Record<string, unknown>;
  w.optimize = new Function(
    "f",
    "warm",
    "%PrepareFunctionForOptimization(f); warm(); warm(); %OptimizeMaglevOnNextCall(f); warm();",
  );
  w.optimized = new Function("f", "return (%GetOptimizationStatus(f) & 16) !== 0;");
  w.elements = new Function(
    "a",
    "return { dictionary: %HasDictionaryElements(a), holey: %HasHoleyElements(a) };",
  );
}
