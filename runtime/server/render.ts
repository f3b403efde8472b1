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
import type { RootPropsAndOptions } from "../root-props.js";
import { checkApp } from "../checks.js";
import { compositionError } from "../errors.js";
import { setCurrentComposer } from "../remember.js";
import { reportError } from "../report.js";
import { takeMutableSnapshot } from "../snapshot/index.js";
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
  const snapshot = takeMutableSnapshot();
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
 * `hydrate(App, container, props)` is then given. Effects do not run. An app
 * whose root is `<html>` gives the whole document (without `<!DOCTYPE html>`,
 * as React's `renderToString`: write it before; `renderToStream` does), which
 * `hydrate(App, document)` adopts.
 *
 * @example
 * import { renderToString } from "composa/server";
 * const html = `<div id="app">${renderToString(App, { user })}</div>`;
 */
export function renderToString<P extends object>(
  App: (props: P) => void,
  ...[props, options]: RootPropsAndOptions<P, RenderOptions>
): string {
  checkApp("renderToString", App);
  return compose(App, props, options);
}

const CHUNK = 16 * 1024;

/**
 * A whole document (an app whose root is `<html>`) streamed gets the
 * `<!DOCTYPE html>` a page needs to be parsed in standards mode, as React's
 * streams give it; `renderToString` leaves it to the caller, as React's
 * does (`"<!DOCTYPE html>" + renderToString(App)`).
 */
function withDoctype(html: string): string {
  const next = html.charCodeAt(5);
  return html.startsWith("<html") && (next === 62 /* > */ || next === 32) /* a space */
    ? `<!DOCTYPE html>${html}`
    : html;
}

/** What `renderToStream` returns: the markup's bytes, and React's `allReady` for code written against it. */
export type RenderStream = ReadableStream<Uint8Array> & {
  /**
   * Resolved: everything was composed before the stream was returned (React's
   * `allReady`, awaited before sending a page to a crawler, is immediate here).
   */
  readonly allReady: Promise<void>;
};

/**
 * The same markup as `renderToString`, as a web `ReadableStream` of UTF-8
 * bytes (what a `Response` body takes). The app is composed here, at the
 * call (composition is synchronous and whole: there is no shell to send
 * before the rest), so an error while composing throws from `renderToStream`
 * itself, before any status is chosen, as React's `renderToReadableStream`
 * rejects before its shell; the markup is then encoded and handed out in
 * chunks as the reader pulls.
 *
 * @example
 * let body;
 * try {
 *   body = renderToStream(App, { user });
 * } catch (error) {
 *   return new Response("Something went wrong", { status: 500 });
 * }
 * return new Response(body, { headers: { "content-type": "text/html" } });
 */
export function renderToStream<P extends object>(
  App: (props: P) => void,
  ...[props, options]: RootPropsAndOptions<P, RenderOptions>
): RenderStream {
  checkApp("renderToStream", App);
  const html = withDoctype(compose(App, props, options));
  const encoder = new TextEncoder();
  let offset = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
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
  return Object.assign(stream, { allReady: Promise.resolve() });
}
