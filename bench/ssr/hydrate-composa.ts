// The hydration benchmark's client entry for Composa: hydrate the server's markup of the page.
import { hydrate } from "composa/dom";
import type { PageProps } from "./data.js";
import { Page } from "./page-composa.js";

(globalThis as Record<string, unknown>).hydrateApp = (
  container: HTMLElement,
  props: PageProps,
  done: () => void,
): void => {
  hydrate(Page, container, props);
  done(); // hydrate is synchronous: the page is live when it returns
};
