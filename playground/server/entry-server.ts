// The server-rendered page's server entry (Vite's `ssr` build input, or
// loaded through the dev server's module runner): the page's markup.
import { renderToString } from "composa/server";
import { ServerPage } from "./page.js";

export function renderPage(): string {
  return renderToString(ServerPage);
}
