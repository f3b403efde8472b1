/**
 * `composa/vite`'s `inspector` option: in the dev server, the page gets the
 * inspector panel (`runtime/devtools/panel/`) behind a keyboard shortcut,
 * through a virtual module that the HTML loads before the app (devtools must
 * be installed before the app's compositions are created to watch them).
 * `vite build` gets nothing of it.
 */
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { HtmlTagDescriptor } from "vite";

export interface InspectorOptions {
  /** Modifiers and a key, joined by `+` (default `"alt+shift+c"`). */
  shortcut?: string;
}

/** The module the page loads; Vite serves a `\0`-prefixed id under `/@id/__x00__`. */
export const INSPECTOR_ID = "virtual:composa-inspector";
export const RESOLVED_INSPECTOR_ID = `\0${INSPECTOR_ID}`;

/**
 * The panel's folder: the sources beside this file in the repository
 * (`plugin/vite/` → `runtime/devtools/panel/`), the built ones in the package
 * (`dist/plugin/vite/` → `dist/runtime/devtools/panel/`).
 */
export const PANEL_DIR = fileURLToPath(new URL("../../runtime/devtools/panel/", import.meta.url));

/** The panel's entry on a user's page (`page.ts` as sources, `page.js` built). */
function pageModule(): string {
  const source = `${PANEL_DIR}page.ts`;
  return existsSync(source) ? source : `${PANEL_DIR}page.js`;
}

/**
 * The panel's own files in the dialect, compiled by the plugin whatever the
 * user's `include` says (as sources only: the package ships them compiled).
 */
export const PANEL_SOURCES = new RegExp(`^${PANEL_DIR.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}[^/]+\\.tsx$`);

/** The virtual module: installs the panel with the user's shortcut. */
export function inspectorModule(options: InspectorOptions): string {
  return [
    `import { installPageInspector } from ${JSON.stringify(pageModule())};`,
    `installPageInspector(${JSON.stringify(options)});`,
    "",
  ].join("\n");
}

/** The script tag that loads it first thing in the page. */
export function inspectorTag(): HtmlTagDescriptor {
  return {
    tag: "script",
    attrs: { type: "module", src: `/@id/__x00__${INSPECTOR_ID}` },
    injectTo: "head-prepend",
  };
}
