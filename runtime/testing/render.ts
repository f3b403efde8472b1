/**
 * `render(App, props?)`: a composable in a fresh container, with what a
 * React Testing Library user expects back: the container, queries bound to
 * the page (`getByText`, `findByRole`, … as `screen`'s), `rerender(props)`,
 * `unmount()`, `debug()`, `asFragment()`, and `flush()`.
 */
import type { BoundFunctions, PrettyDOMOptions, queries } from "@testing-library/dom";
import { render as renderInto, type DomComposition } from "../dom/render.js";
import { flush as flushRecomposer } from "../recomposer.js";
import type { RootProps } from "../root-props.js";
import { testingLibrary } from "./testing-library.js";
import { wrapped, type Wrapper } from "./wrapper.js";

/** `@testing-library/dom`'s queries, bound to `baseElement` (present when it is installed). */
export type BoundQueries = BoundFunctions<typeof queries>;

export interface RenderResult<P extends object> extends BoundQueries {
  /** The `<div>` the composition owns (appended to `document.body`), or the `container` option. */
  readonly container: HTMLElement;
  /** Where the bound queries look and `debug()` prints: `document.body` unless given (portals are found). */
  readonly baseElement: HTMLElement;
  /** The composition itself (`composa/internal` reads it, e.g. devtools). */
  readonly composition: DomComposition;
  /** Recompose with new props, keeping state where the structure matches; then settle. */
  rerender(props: P): void;
  /** Dispose the composition (effect and ref cleanups run) and remove the container. Idempotent. */
  unmount(): void;
  /** Recompose every invalidated scope now and apply the changes (`flush` from `composa`). */
  flush(): void;
  /** Print `baseElement` (or `element`) as testing-library's `prettyDOM` formats it. */
  debug(element?: Element | Document, maxLength?: number, options?: PrettyDOMOptions): void;
  /** A copy of the container's children, e.g. for `toMatchSnapshot()` or a diff between two moments. */
  asFragment(): DocumentFragment;
}

export interface RenderOptions {
  /** Render into this element instead of a fresh `<div>` (it is not removed on unmount). */
  container?: HTMLElement;
  /** Where the bound queries look and a fresh container goes: `document.body`, or `container` when one is given. */
  baseElement?: HTMLElement;
  /**
   * A composable that places its `children`, composed around the one under test (wrapper.ts),
   * e.g. to provide the composition locals it reads: `({ children }) => <Provider …>{children}</Provider>`.
   */
  wrapper?: Wrapper;
}

/** Props are optional only for composables whose props may all be omitted. */
export type PropsArgs<P extends object> = {} extends P
  ? [props?: P, options?: RenderOptions]
  : [props: P, options?: RenderOptions];

const mounted = new Set<() => void>();

/** Compose `App` with `props` into a fresh container and settle it. */
export function render<P extends object>(
  App: (props: P) => void,
  ...[props, options]: PropsArgs<P>
): RenderResult<P> {
  // As React Testing Library: a fresh container goes into `baseElement`, which a given container defaults to.
  const own = options?.container === undefined;
  const baseElement = options?.baseElement ?? options?.container ?? document.body;
  const container = options?.container ?? baseElement.appendChild(document.createElement("div"));
  const wrapper = options?.wrapper;
  // Composes `App` with `next`, inside the wrapper if there is one.
  const compose = (next: P | undefined): DomComposition => {
    // `next` is absent only where PropsArgs let it be, i.e. where RootProps does too.
    if (wrapper === undefined) return renderInto(App, container, ...([next] as RootProps<P>));
    const { Root, rootProps } = wrapped(wrapper, App, next as P); // as renderInto takes it: none may be undefined
    return renderInto(Root, container, rootProps);
  };
  let composition: DomComposition;
  try {
    composition = compose(props);
    flushRecomposer();
  } catch (error) {
    // A failed first render leaves nothing behind (composa/dom's render disposed it).
    if (own) container.remove();
    throw error;
  }
  let alive = true;
  const unmount = () => {
    if (!alive) return;
    alive = false;
    mounted.delete(unmount);
    composition.dispose();
    if (own) container.remove();
  };
  mounted.add(unmount);
  const queries = testingLibrary?.getQueriesForElement(baseElement) ?? ({} as BoundQueries);
  return {
    ...queries,
    container,
    baseElement,
    composition,
    rerender(next: P) {
      if (!alive) throw new Error("composa/testing: rerender() after unmount()");
      compose(next);
      flushRecomposer();
    },
    unmount,
    flush: flushRecomposer,
    debug(element = baseElement, maxLength, options) {
      if (testingLibrary === null) console.log(element instanceof Element ? element.outerHTML : element);
      else testingLibrary.logDOM(element, maxLength, options);
    },
    asFragment() {
      const template = document.createElement("template");
      template.innerHTML = container.innerHTML;
      return template.content;
    },
  };
}

/** Unmount everything `render` mounted (runs after each test on its own: `runner.ts`). */
export function cleanup(): void {
  for (const unmount of [...mounted]) unmount();
}
