/**
 * `renderToString` / `renderToStream`: the first composition of an app, as
 * HTML, in plain Node (no DOM).
 *
 * Each render has a markup writer of its own (writer.ts: the compiled-code
 * contract written straight to a string, no slot table, no Applier), is
 * composed once and let go: nothing it reads subscribes anyone, no effect
 * runs, and the current composer is restored even when the render throws,
 * so nothing of one render is seen by the next, nor by a render running
 * around it (one started from inside another render's composable).
 */
import type { Composable } from "../composition.js";
import { checkApp } from "../checks.js";
import { compositionError } from "../errors.js";
import { setCurrentComposer } from "../remember.js";
import { reportError } from "../report.js";
import { Snapshot } from "../snapshot/index.js";
// The global snapshot registers itself at load (package.json sideEffects); a page that
// reads no state imports nothing else of it, and the render's snapshot needs it.
import "../snapshot/global-snapshot.js";
import { untracked } from "../state/observation.js";
import { MarkupWriter } from "./writer.js";

/**
 * Composes `App` once through a markup writer and returns the markup. As a
 * pass of a composition would, it runs in a mutable snapshot applied at the
 * end, with the writer as the current composer; nothing it reads subscribes
 * anyone (a render inside another's composable does not subscribe that
 * one's scope). Remembered observers are abandoned, whatever happens.
 */
function compose<P extends object>(
  App: (props: P) => void,
  props: P | undefined,
  options: RenderOptions | undefined,
): string {
  const writer = new MarkupWriter(options?.idPrefix);
  const compiled = App as unknown as Composable<P>;
  const appProps = (props ?? {}) as P;
  const previous = setCurrentComposer(writer as never);
  const snapshot = Snapshot.takeMutableSnapshot();
  try {
    try {
      untracked(() => snapshot.enter(() => compiled(appProps, writer as never, 0)));
    } catch (error) {
      throw compositionError(error, writer.openSource());
    }
    snapshot.apply().check();
  } finally {
    snapshot.dispose();
    setCurrentComposer(previous);
    for (const observer of writer.remembered) {
      try {
        observer.onAbandoned?.();
      } catch (error) {
        reportError(error);
      }
    }
  }
  return writer.result();
}

/** Options of `renderToString` and `renderToStream`. */
export interface RenderOptions {
  /**
   * What `rememberId`'s ids start with: give each server-rendered app of a
   * page its own, and the same to its `hydrate` (React's `identifierPrefix`).
   */
  idPrefix?: string;
}

/**
 * The HTML of `App`'s first composition, to be placed in the container that
 * `hydrate(App, container, props)` is then given. Effects do not run.
 *
 * @example
 * import { renderToString } from "composa/server";
 * const html = `<div id="app">${renderToString(App, { user })}</div>`;
 */
export function renderToString<P extends object>(
  App: (props: P) => void,
  props?: P,
  options?: RenderOptions,
): string {
  checkApp("renderToString", App);
  return compose(App, props, options);
}

const CHUNK = 16 * 1024;

/**
 * The same markup as `renderToString`, as a web `ReadableStream` of UTF-8
 * bytes (what a `Response` body takes). Composition is synchronous: the app is
 * composed when the stream is first read, then the markup is handed out in
 * chunks as the reader pulls; an error while composing errors the stream.
 *
 * @example
 * return new Response(renderToStream(App), { headers: { "content-type": "text/html" } });
 */
export function renderToStream<P extends object>(
  App: (props: P) => void,
  props?: P,
  options?: RenderOptions,
): ReadableStream<Uint8Array> {
  checkApp("renderToStream", App);
  const encoder = new TextEncoder();
  let html: string | null = null;
  let offset = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (html === null) html = renderToString(App, props, options);
      if (offset >= html.length) {
        controller.close();
        return;
      }
      let end = Math.min(offset + CHUNK, html.length);
      // Never split a surrogate pair between two chunks.
      if (end < html.length && (html.charCodeAt(end - 1) & 0xfc00) === 0xd800) end++;
      controller.enqueue(encoder.encode(html.slice(offset, end)));
      offset = end;
    },
  });
}
