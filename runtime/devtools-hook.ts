/**
 * The one place the runtime calls `composa/devtools`. The hook is null until
 * devtools installs one, so an app that never imports devtools pays a null
 * check per composition created, per pass applied and per dispose, and
 * carries none of devtools' code.
 */
import type { Composition } from "./composition.js";

export interface DevtoolsHook {
  /** A composition was constructed (its subclass fields may not be set yet: only keep it). */
  created(composition: Composition<unknown>): void;
  /** A pass of `composition` was applied: slot table, nodes and effects are up to date. */
  applied(composition: Composition<unknown>): void;
  /** `composition` was disposed and will never compose again. */
  disposed(composition: Composition<unknown>): void;
}

export let devtoolsHook: DevtoolsHook | null = null;

/**
 * @internal Installs `hook` (composa/devtools does, when it is imported);
 * returns the previous one so that a test can put it back.
 */
export function setDevtoolsHook(hook: DevtoolsHook | null): DevtoolsHook | null {
  const previous = devtoolsHook;
  devtoolsHook = hook;
  return previous;
}
