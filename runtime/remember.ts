import { runtimeError } from "./messages.js";
import type { AnyComposer } from "./composition.js";

let current: AnyComposer | null = null;

/** The Composer of the composition running on this thread, or throws outside composition. */
export function currentComposer(): AnyComposer {
  if (current === null) throw runtimeError("R001");
  return current;
}

/** The Composer of the pass running now, or null outside composition. */
export function currentComposerOrNull(): AnyComposer | null {
  return current;
}

/** @internal Sets the current composer for the duration of a pass; returns the previous one. */
export function setCurrentComposer(composer: AnyComposer | null): AnyComposer | null {
  const previous = current;
  current = composer;
  return previous;
}

/**
 * Positional memoization: the value `calc` returned the first time this call
 * site ran at this position, recomputed when any key changes (`Object.is`).
 *
 * @example
 * const items = remember(() => mutableStateListOf<string>());
 * const sorted = remember(list, order, () => sortBy(list, order));
 */
export function remember<T>(...args: [...keys: unknown[], calc: () => T]): T {
  const composer = currentComposer();
  const calc = args[args.length - 1] as () => T;
  let invalid = false;
  for (let i = 0; i < args.length - 1; i++) invalid = composer.changed(args[i]) || invalid; // never short-circuit: one slot per key
  return composer.cache(invalid, calc);
}
