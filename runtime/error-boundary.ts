import { checkpoint, rollback } from "./checkpoint.js";
import { NO_PROPS } from "./composer.js";
import type { Children } from "./jsx-runtime/index.js";
import { reportError } from "./report.js";
import { takeMutableSnapshot } from "./snapshot/index.js";
import { mutableStateOf } from "./state/index.js";
import {
  BOUNDARY_CONTENT_GROUP as CONTENT_GROUP,
  BOUNDARY_FALLBACK_GROUP as FALLBACK_GROUP,
  BOUNDARY_GROUP,
} from "./group-keys.js";
import { explainThrown } from "./thrown.js";
import { runtimeError } from "./messages.js";
import { CompositionError } from "./errors.js";
import type { AnyComposer } from "./composition.js";

/** What `ErrorBoundary` gives its fallback. */
export interface ErrorBoundaryFallbackProps {
  /** What the content threw. */
  error: unknown;
  /** Composes the content again. */
  retry: () => void;
}

/** What `ErrorBoundary` takes in the dialect. */
export interface ErrorBoundaryDialectProps {
  /** Shown instead of the content once it threw: a parameterized slot, `({ error, retry }) => …`. */
  fallback: (props: ErrorBoundaryFallbackProps) => void;
  children?: Children;
}

/** What `ErrorBoundary` takes, as compiled code passes it: composables, `(props, $c, $changed)`. */
export interface ErrorBoundaryProps {
  fallback: (props: ErrorBoundaryFallbackProps, $c: AnyComposer, $changed: number) => void;
  /** Content, or (text children, `<ErrorBoundary …>Oops</ErrorBoundary>`) a value shown as a child is. */
  children?: ((props: object, $c: AnyComposer, $changed: number) => void) | Children;
}

/** Remembered by each boundary: the failure it shows, and a state that `retry` writes. */
class BoundaryState {
  failure: { error: unknown } | null = null;
  readonly attempt = mutableStateOf(0);
  readonly retry = (): void => {
    this.failure = null;
    this.attempt.value++;
  };
}

/**
 * Catches what its content throws while composing (also when one of its
 * scopes recomposes alone) and shows `fallback` instead, in the same pass:
 * what the content composed before throwing is rolled back, so the rest of
 * the composition goes on as if it had never run. Errors in the fallback go
 * to the next boundary up. Element statements inside `try` are not allowed
 * in the dialect; this is the way to recover.
 *
 * @example
 * <ErrorBoundary fallback={({ error, retry }) => <Button text={`Failed: ${error}. Retry`} onClick={retry} />}>
 *   <Chart data={data} />
 * </ErrorBoundary>;
 */
export function ErrorBoundary(props: ErrorBoundaryDialectProps): void;
export function ErrorBoundary(props: ErrorBoundaryProps, $c: AnyComposer, $changed: number): void;
export function ErrorBoundary(
  dialectProps: ErrorBoundaryDialectProps | ErrorBoundaryProps,
  $c?: AnyComposer,
  $changed = 0,
): void {
  if ($c === undefined) throw runtimeError("R002", { name: "ErrorBoundary" });
  const props = dialectProps as ErrorBoundaryProps;
  $c.startRestartGroup(BOUNDARY_GROUP, "ErrorBoundary");
  const state = $c.cache(false, () => new BoundaryState());
  void state.attempt.value; // subscribes: retry() recomposes this scope
  let dirty = ($changed & 1) !== 0;
  dirty = $c.changed(props.children) || dirty; // never short-circuit: one slot each
  dirty = $c.changed(props.fallback) || dirty;
  const shown = state.failure;
  let caught: { error: unknown } | null = null;
  // Guards the content: on a throw, undo what it composed and remember the error.
  const guard = (compose: () => void) => {
    const mark = checkpoint($c);
    // The content composes in a snapshot nested in the pass's: what it writes while composing
    // is applied with it, or dropped with it when it throws, as a failed pass's writes are
    // (DESIGN.md, "Snapshots"), so that the fallback and everything after it never see them.
    const snapshot = takeMutableSnapshot();
    $c.guarded++;
    try {
      snapshot.enter(compose);
      snapshot.apply().check();
    } catch (thrown) {
      rollback($c, mark, reportError);
      // What the content threw, as its author wrote it: content composed in a subcomposition (a
      // Portal's, movable content) comes wrapped in the CompositionError that names its composable.
      // A production build's composable called as a plain function: R022, as development says;
      // a promise thrown to wait (React's Suspense): R054.
      const error = explainThrown(thrown instanceof CompositionError ? thrown.cause : thrown);
      const failure = (caught = { error });
      $c.changes.custom(() => {
        state.failure = failure;
      });
    } finally {
      snapshot.dispose();
      $c.guarded--;
    }
  };
  if (!dirty && $c.skipping) {
    // Unchanged: keep what is shown; scopes restarted inside the content are guarded too.
    if (shown !== null) $c.skipToGroupEnd();
    else guard(() => $c.skipToGroupEnd());
  } else if (shown !== null) {
    fallback(props, $c, shown.error, state.retry);
  } else {
    guard(() => {
      $c.startReplaceableGroup(CONTENT_GROUP);
      const content = props.children;
      if (typeof content === "function")
        (content as (props: object, $c: AnyComposer, $changed: number) => void)(NO_PROPS, $c, 0);
      else $c.dynamic(CONTENT_GROUP, content); // a text child is passed as its value, as React does
      $c.endReplaceableGroup();
    });
  }
  if (caught !== null) fallback(props, $c, (caught as { error: unknown }).error, state.retry);
  const scope = $c.endRestartGroup();
  if (scope !== null) {
    scope.catchesErrors = true;
    // No force bit: restarted for a scope inside it, it skips, guarded; invalidated by retry(), it runs.
    scope.updateScope(ErrorBoundary, props, $changed);
  }
}

function fallback(props: ErrorBoundaryProps, $c: AnyComposer, error: unknown, retry: () => void): void {
  $c.startReplaceableGroup(FALLBACK_GROUP);
  props.fallback({ error, retry }, $c, 0);
  $c.endReplaceableGroup();
}
