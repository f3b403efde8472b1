/**
 * The inspector on a user's page: `composa/vite`'s `inspector` option
 * (development only) loads this before the app, so that devtools watches the
 * app's compositions from their first pass. A keyboard shortcut shows or
 * hides the panel, docked on the right, over the page; it inspects the app's
 * first root composition (the Compositions tab lists them all).
 */
import "composa/devtools";
import { mountInspector } from "./mount.js";
import "./page.css";

export interface PageInspectorOptions {
  /** Modifiers and a key, joined by `+`: `"alt+shift+c"` (the default), `"ctrl+i"`. */
  shortcut?: string;
}

export const DEFAULT_SHORTCUT = "alt+shift+c";

interface Shortcut {
  alt: boolean;
  ctrl: boolean;
  meta: boolean;
  shift: boolean;
  key: string;
}

/** `"alt+shift+c"` into its modifiers and key (lower case). */
export function parseShortcut(text: string): Shortcut {
  const parts = text
    .toLowerCase()
    .split("+")
    .map((p) => p.trim());
  const key = parts.pop() ?? "";
  const has = (m: string) => parts.includes(m);
  if (key === "" || parts.some((p) => !["alt", "ctrl", "meta", "shift"].includes(p))) {
    throw new Error(
      `composa/vite: the inspector's shortcut "${text}" is not modifiers and a key, such as "alt+shift+c"`,
    );
  }
  return { alt: has("alt"), ctrl: has("ctrl"), meta: has("meta"), shift: has("shift"), key };
}

/**
 * True when `event` is `shortcut`. Letters and digits are compared by
 * physical key (`event.code`): with Alt held, macOS types another character.
 */
export function matches(event: KeyboardEvent, shortcut: Shortcut): boolean {
  if (
    event.altKey !== shortcut.alt ||
    event.ctrlKey !== shortcut.ctrl ||
    event.metaKey !== shortcut.meta ||
    event.shiftKey !== shortcut.shift
  )
    return false;
  const { key } = shortcut;
  if (/^[a-z]$/.test(key)) return event.code === `Key${key.toUpperCase()}`;
  if (/^[0-9]$/.test(key)) return event.code === `Digit${key}`;
  return event.key.toLowerCase() === key;
}

/**
 * Listens for the shortcut; the first press mounts the panel, later ones
 * show or hide it.
 */
export function installPageInspector(options: PageInspectorOptions = {}): void {
  const shortcut = parseShortcut(options.shortcut ?? DEFAULT_SHORTCUT);
  let host: HTMLElement | null = null;
  addEventListener("keydown", (event) => {
    if (!matches(event, shortcut)) return;
    event.preventDefault();
    if (host === null) {
      host = document.body.appendChild(document.createElement("aside"));
      host.id = "composa-inspector";
      host.setAttribute("aria-label", "Composa inspector");
      mountInspector(host);
    } else host.hidden = !host.hidden;
  });
}
