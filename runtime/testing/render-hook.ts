/**
 * `renderHook(useThing, { initialProps })`: a value composable (`use…`) alone,
 * as React Testing Library's `renderHook` runs a hook. It is called inside a
 * small composable of its own, whose restart scope it shares: a state it
 * reads recomposes the host, and `result.current` holds what it returned
 * last.
 *
 * @example
 * const { result } = renderHook(() => useCounter(5));
 * act(() => result.current.increment());
 * expect(result.current.count).toBe(6);
 * // Around a provider of what the hook reads (wrapper.ts):
 * renderHook(() => useThemeLabel("save"), { wrapper: DarkTheme });
 */
import type { CompiledComposer } from "../compiled-composer.js";
import { render, type RenderOptions } from "./render.js";

export interface RenderHookResult<R, P> {
  /** What the hook returned in its last composition. */
  readonly result: { readonly current: R };
  /** Call the hook again with new props (its remembered state is kept). */
  rerender(props?: P): void;
  /** Leave the composition: the hook's effects are cleaned up. */
  unmount(): void;
}

export interface RenderHookOptions<P> extends RenderOptions {
  /** The props of the first call; `rerender(props)` gives the next ones. */
  initialProps?: P;
}

interface HostProps {
  readonly hook: (props: unknown) => unknown;
  readonly props: unknown;
  readonly result: { current: unknown };
}

// A group key of its own (what the compiler would hash); the host is the only group at the root.
const HOST_KEY = 0x7e57_400c;

/**
 * The host, written as the compiler writes a composable (`docs/compiled-code.md`):
 * a restart group around the hook's call, so that the states the hook reads
 * restart the host. It has no props to compare: a rerender always calls the hook.
 */
function HookHost(props: HostProps, $c: CompiledComposer, $changed: number): void {
  $c.startRestartGroup(HOST_KEY);
  props.result.current = props.hook(props.props);
  $c.endRestartGroup()?.updateScope(HookHost, props, $changed | 1);
}

export function renderHook<R, P = undefined>(
  hook: (props: P) => R,
  options: RenderHookOptions<P> = {},
): RenderHookResult<R, P> {
  const { initialProps, ...renderOptions } = options;
  const result = { current: undefined as R };
  const host = HookHost as unknown as (props: HostProps) => void;
  const hostProps = (props: P | undefined): HostProps => ({
    hook: hook as (props: unknown) => unknown,
    props,
    result,
  });
  const rendered = render(host, hostProps(initialProps), renderOptions);
  return {
    result,
    rerender: (props?: P) => rendered.rerender(hostProps(props)),
    unmount: rendered.unmount,
  };
}
