/**
 * `render(App, props, { wrapper })` and `renderHook(useThing, { wrapper })`:
 * the composable under test composed as the `children` of `wrapper`, as
 * React Testing Library's `wrapper` option does, e.g. to provide the
 * composition locals it reads.
 *
 * @example
 * function DarkTheme({ children }: { children: Children }) {
 *   <CompositionLocalProvider values={[LocalTheme.provides("dark")]}>{children}</CompositionLocalProvider>;
 * }
 * const { result } = renderHook(() => useThemeLabel(), { wrapper: DarkTheme });
 */
import type { CompiledComposer } from "../compiled-composer.js";
import type { Children } from "../jsx-runtime/index.js";

/** A composable that places its `children` (`{children}` or `<Children />` after renaming). */
export type Wrapper = (props: { children: Children }) => void;

/** A composable as compiled code calls it. */
type Compiled<P> = (props: P, $c: CompiledComposer, $changed: number) => void;

interface WrappedProps {
  readonly wrapper: Compiled<{ children: Compiled<object> }>;
  /** The content slot the wrapper places: the app with its props (a new one for each render). */
  readonly content: Compiled<object>;
}

// A group key of its own (what the compiler would hash); the root's only group.
const WRAPPED_KEY = 0x7e57_3a9f;

/** The root: the wrapper, given the app as its children (written as the compiler writes a composable). */
function Wrapped(props: WrappedProps, $c: CompiledComposer, $changed: number): void {
  $c.startRestartGroup(WRAPPED_KEY);
  props.wrapper({ children: props.content }, $c, 0);
  $c.endRestartGroup()?.updateScope(Wrapped, props, $changed | 1);
}

/** `App` with `props`, inside `wrapper`: the composable and the props to render instead. */
export function wrapped<P>(
  wrapper: Wrapper,
  App: (props: P) => void,
  props: P,
): { Root: (props: WrappedProps) => void; rootProps: WrappedProps } {
  const app = App as unknown as Compiled<P>;
  return {
    Root: Wrapped as unknown as (props: WrappedProps) => void,
    rootProps: {
      wrapper: wrapper as unknown as WrappedProps["wrapper"],
      content: (_props, $c, $changed) => app(props, $c, $changed),
    },
  };
}
