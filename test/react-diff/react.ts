// React's side of the differential tests: components written with
// `React.createElement` (these `.ts` files are outside composa/vite's default
// `include`, `.jsx` / `.tsx`, so the dialect's compiler never sees them), and
// the set-up `@testing-library/react` does: every event testing-library
// dispatches runs inside `act`, so React's updates are applied when it
// returns, as Composa's are (composa/testing's `eventWrapper`).
import { configure, getConfig } from "@testing-library/dom";
import { act, createElement, type ReactNode } from "react";
import { createRoot, type Root } from "react-dom/client";

type ActGlobal = { IS_REACT_ACT_ENVIRONMENT?: boolean };
const actGlobal = globalThis as ActGlobal;

/** `React.act` with the act environment on while it runs (RTL's `act-compat`). */
export function actNow(fn: () => void): void {
  const previous = actGlobal.IS_REACT_ACT_ENVIRONMENT;
  actGlobal.IS_REACT_ACT_ENVIRONMENT = true;
  try {
    act(fn);
  } finally {
    actGlobal.IS_REACT_ACT_ENVIRONMENT = previous;
  }
}

// Chained after composa/testing's wrapper (imported before this module by the
// harness): an event flushes both runtimes' updates; the one not mounted has none.
const previousEventWrapper = getConfig().eventWrapper;
configure({
  eventWrapper: (dispatch) => {
    let result: unknown;
    actNow(() => {
      previousEventWrapper(() => {
        result = dispatch();
      });
    });
    return result as never;
  },
  // As RTL: outside act while user-event waits between keystrokes.
  asyncWrapper: async (fn) => {
    const previous = actGlobal.IS_REACT_ACT_ENVIRONMENT;
    actGlobal.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      const result = await fn();
      await new Promise((resolve) => setTimeout(resolve, 0));
      return result;
    } finally {
      actGlobal.IS_REACT_ACT_ENVIRONMENT = previous;
    }
  },
});

/** `React.createElement` under a short name: `h("input", { value }, ...children)`. */
export const h = createElement as (
  type: unknown,
  props?: object | null,
  ...children: ReactNode[]
) => ReactNode;

export interface ReactMount {
  render(props: object): void;
  unmount(): void;
}

export function mountReact(Component: unknown, props: object, container: HTMLElement): ReactMount {
  let root: Root | undefined;
  actNow(() => {
    root = createRoot(container);
    root.render(h(Component, props));
  });
  return {
    render: (next) => actNow(() => root!.render(h(Component, next))),
    unmount: () => actNow(() => root!.unmount()),
  };
}
