/**
 * Effects (Compose's `SideEffect`, `DisposableEffect`, `LaunchedEffect`).
 * They run after the pass that composed them has been applied, never during
 * composition, and never for a pass that failed. Each keyed effect is a
 * remembered `RememberObserver`: it starts when it enters the composition
 * and stops when it leaves (its group removed, a key changed, the
 * composition disposed), cleanups first in reverse order, then starts.
 */
import { checkFunction } from "./checks.js";
import { describeValue } from "./callee.js";
import { DEV } from "./dev.js";
import type { RememberObserver } from "./change-list.js";
import type { AnyComposer } from "./composition.js";
import { currentComposer, remember } from "./remember.js";
import { EffectError, parseSource } from "./errors.js";
import { runtimeError } from "./messages.js";
import { reportError } from "./report.js";
import { launchingWith } from "./snapshot/flow.js";
import { isThenable } from "./thenable.js";

/**
 * Runs `effect` after every successful pass that composed this call.
 *
 * @example
 * SideEffect(() => { document.title = `${count.value} clicks`; });
 */
export function SideEffect(effect: () => void): void {
  checkFunction("SideEffect", effect);
  const caller = DEV ? callerName() : undefined;
  currentComposer().recordSideEffect(
    caller === undefined
      ? effect
      : () => {
          try {
            effect();
          } catch (error) {
            throw named(error, "SideEffect", caller);
          }
        },
  );
}

/** An effect's error, named after the effect and the composable that called it (development builds). */
function named(error: unknown, effect: string, caller: string | undefined): unknown {
  return caller === undefined || error instanceof EffectError
    ? error
    : new EffectError(effect, caller, error);
}

/**
 * The composable composing now, as errors name it ("Name (file:line:col)"); undefined where the
 * composer cannot say (the server's markup writer, whose passes run no effect anyway).
 */
function callerName(): string | undefined {
  const composer = currentComposer() as Partial<Pick<AnyComposer, "describeComposable">>;
  const open = composer.describeComposable?.();
  if (open === undefined) return undefined;
  const { name, location } = parseSource(open.source, open.key);
  return location === undefined ? name : `${name} (${location})`;
}

/** What `DisposableEffect`'s effect may return: its cleanup. */
export type Cleanup = (() => void) | void | undefined;

class DisposableEffectObserver implements RememberObserver {
  private cleanup: Cleanup;
  private running = false;
  private forgottenWhileRunning = false;

  constructor(
    private readonly effect: () => Cleanup,
    /** The composable that called it (development builds), named by its warning. */
    private readonly caller: string | undefined,
  ) {}

  onRemembered(): void {
    this.running = true;
    // `unknown`: a JavaScript caller (or a cast) may return anything, which the warning names.
    let cleanup: unknown;
    try {
      cleanup = this.effect();
    } catch (error) {
      throw named(error, "DisposableEffect", this.caller);
    } finally {
      this.running = false;
    }
    // React's habit `useEffect(async () => …)`: the promise is no cleanup, and the work is not aborted when it leaves.
    if (DEV && cleanup !== undefined && typeof cleanup !== "function")
      console.warn(
        `[composa] DisposableEffect's effect${this.caller === undefined ? "" : ` in ${this.caller}`} returned ${cleanup instanceof Promise ? "a promise (an async effect)" : describeValue(cleanup)}, not a cleanup function: ` +
          "return nothing or a function; for async work write LaunchedEffect(keys, async (signal) => …), which is aborted when the keys change or it leaves.",
      );
    this.cleanup = cleanup as Cleanup;
    // The effect ran a pass that removed it (it wrote its own key, or left, and called flush()):
    // its cleanup, which that pass could not see yet, runs now.
    if (this.forgottenWhileRunning) this.onForgotten();
  }

  onForgotten(): void {
    if (this.running) {
      this.forgottenWhileRunning = true;
      return;
    }
    const cleanup = this.cleanup;
    this.cleanup = undefined;
    if (typeof cleanup !== "function") return;
    try {
      cleanup();
    } catch (error) {
      throw named(error, "the cleanup of DisposableEffect", this.caller);
    }
  }
}

/**
 * Runs `effect` when this call enters the composition and again whenever a
 * key changes; the cleanup it returns runs before that and when it leaves.
 *
 * @example
 * DisposableEffect(target, () => {
 *   target.addEventListener("resize", onResize);
 *   return () => target.removeEventListener("resize", onResize);
 * });
 */
export function DisposableEffect(...args: [...keys: unknown[], effect: () => Cleanup]): void {
  const effect = args.pop() as () => Cleanup;
  checkFunction("DisposableEffect", effect, " as its last argument (the effect)");
  remember(...args, () => new DisposableEffectObserver(effect, DEV ? callerName() : undefined));
}

class LaunchedEffectObserver implements RememberObserver {
  private controller: AbortController | null = null;

  constructor(
    private readonly block: (signal: AbortSignal) => unknown,
    /** The composable that called it (development builds), for R029. */
    private readonly caller: string | undefined,
  ) {}

  onRemembered(): void {
    const controller = new AbortController();
    this.controller = controller;
    const { signal } = controller;
    // The abort itself (the signal's reason rethrown, or a fetch's AbortError) is not worth
    // reporting; any other error is, even one seen after a key change aborted the effect: a
    // block that failed at once rejects before the abort but is seen only a microtask later.
    const report = (error: unknown) => {
      if (!signal.aborted || !isAbort(error, signal))
        reportError(named(error, "LaunchedEffect", this.caller));
    };
    try {
      const result = launchingWith(signal, () => this.block(signal));
      if (isThenable(result)) Promise.resolve(result).catch(report);
      // React's `useEffect(() => { …; return cleanup })` written as a LaunchedEffect: nothing
      // calls what it returns.
      else if (DEV && typeof result === "function")
        console.warn(runtimeError("R029", { name: this.caller ?? "a composable" }).message);
    } catch (error) {
      report(error);
    }
  }

  onForgotten(): void {
    this.controller?.abort();
    this.controller = null;
  }
}

/** Whether `error` is how an aborted effect stops: its signal's reason, or an `AbortError`. */
function isAbort(error: unknown, signal: AbortSignal): boolean {
  return error === signal.reason || (error instanceof Error && error.name === "AbortError");
}

/**
 * Starts `block` (usually async) when this call enters the composition; a
 * key change aborts it (`signal.aborted`, an `abort` event) and starts it
 * again; leaving the composition aborts it. Its errors are reported.
 *
 * @example
 * LaunchedEffect(query, async (signal) => {
 *   const response = await fetch(`/search?q=${query}`, { signal });
 *   results.value = await response.json();
 * });
 */
export function LaunchedEffect(...args: [...keys: unknown[], block: (signal: AbortSignal) => unknown]): void {
  const block = args.pop() as (signal: AbortSignal) => unknown;
  checkFunction("LaunchedEffect", block, " as its last argument (the block)");
  remember(...args, () => new LaunchedEffectObserver(block, DEV ? callerName() : undefined));
}
