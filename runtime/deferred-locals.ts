/**
 * Deferred lambdas and the composition locals they were composed under.
 *
 * A deferred lambda (an attribute given as a function other than `on*` and
 * `ref`, or a `{() => …}` text child: DESIGN, "Phases") runs when its
 * binding evaluates it, after composition and again whenever a state it read
 * changes, where no composer is current. It must still see the locals in
 * effect where it was composed (`{() => LocalUnit.current}` reads the
 * provided value), so the Composer hands it on bound to them (`bindToLocals`)
 * whenever any local is in effect; `CompositionLocal.current` looks here
 * first. A dynamic local is read through its provider's state, so the
 * binding follows the provided value; a static local's change recomposes the
 * provider's content, whose `set` then binds the lambda to the new locals.
 *
 * Locals exist only once a `CompositionLocalProvider` ran, so the Composer
 * reaches this binding through `bindUnderLocals`, which the provider sets:
 * an app without composition locals carries none of it (issue 25).
 */

type Locals = ReadonlyMap<unknown, unknown>;

// Where a bound lambda keeps what it was bound from (symbols: no clash with a user's function properties).
const LAMBDA = Symbol("composa.lambda");
const LOCALS = Symbol("composa.locals");

/** A deferred lambda bound to the locals it was composed under. */
interface BoundLambda {
  (): unknown;
  /** The lambda the compiled code passed. */
  [LAMBDA]: () => unknown;
  /** The locals in effect where it was composed. */
  [LOCALS]: Locals;
}

/** The locals of the bound lambda being evaluated, or null. */
let evaluating: Locals | null = null;

/** @internal The locals of the deferred lambda running now, if one runs (see `CompositionLocal.current`). */
export function deferredLocals(): Locals | null {
  return evaluating;
}

/**
 * Whether an attribute of this name given as a function is deferred (a
 * binding) rather than a handler (`on*`, any case) or a ref.
 */
export function isDeferredAttribute(name: string): boolean {
  if (name === "ref") return false;
  return !(name.length > 2 && (name.charCodeAt(0) | 32) === 111 && (name.charCodeAt(1) | 32) === 110);
}

/** `lambda`, evaluated with `locals` as the locals in effect. */
export function bindToLocals(lambda: () => unknown, locals: Locals): () => unknown {
  const bound = (() => {
    const outer = evaluating;
    evaluating = locals;
    try {
      return lambda();
    } finally {
      evaluating = outer;
    }
  }) as BoundLambda;
  bound[LAMBDA] = lambda;
  bound[LOCALS] = locals;
  return bound;
}

/** Whether `value` (a slot's) is `lambda` already bound to `locals`: nothing to hand on again. */
export function isBoundTo(value: unknown, lambda: unknown, locals: Locals): boolean {
  return (
    typeof value === "function" &&
    (value as BoundLambda)[LAMBDA] === lambda &&
    (value as BoundLambda)[LOCALS] === locals
  );
}

/**
 * A spread (`<div {...p} />`, or named attributes before a spread) under
 * composition locals: its deferred lambdas are bound like named ones, and a
 * key whose lambda and locals are those of the previous spread keeps its
 * bound lambda (its binding is not evaluated again). A spread without
 * deferred lambdas is handed on as it is.
 */
export function bindSpread(spread: object, previous: unknown, locals: Locals): object {
  let out: Record<string, unknown> | null = null;
  const before =
    typeof previous === "object" && previous !== null ? (previous as Record<string, unknown>) : null;
  for (const [name, value] of Object.entries(spread)) {
    if (typeof value !== "function" || !isDeferredAttribute(name)) continue;
    out ??= { ...spread };
    const old = before?.[name];
    out[name] = isBoundTo(old, value, locals) ? old : bindToLocals(value as () => unknown, locals);
  }
  return out ?? spread;
}

/**
 * What `Composer.set` stores and hands on for `value` (its slot held
 * `previous`) under non-empty `locals`: a deferred lambda bound to them, or
 * `previous` itself when that is the same lambda already bound to them; a
 * spread with its deferred lambdas bound; anything else as it is.
 */
function bindValue(name: string, value: unknown, previous: unknown, locals: Locals): unknown {
  if (typeof value === "function") {
    if (!isDeferredAttribute(name)) return value;
    return isBoundTo(previous, value, locals) ? previous : bindToLocals(value as () => unknown, locals);
  }
  if (name === "$spread" && typeof value === "object" && value !== null)
    return bindSpread(value, previous, locals);
  return value;
}

/**
 * `bindValue` once a provider made locals (`installLocalBinding`), else null:
 * the Composer calls it only while locals are in effect, which only a
 * provider (composition-local.ts) can cause.
 */
export let bindUnderLocals: typeof bindValue | null = null;

/** Called by every `CompositionLocalProvider` before it puts its locals in effect. */
export function installLocalBinding(): void {
  bindUnderLocals = bindValue;
}
