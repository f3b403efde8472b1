/**
 * `renderToString` / `renderToStream`: the first composition of an app, as
 * HTML, in plain Node (no DOM).
 *
 * Each render is a composition of its own (its slot table, its Composer, its
 * Applier), composed once by the same Composer as in the browser and then let
 * go: its scopes stop reading state, it leaves the frame clock, and the
 * current composer is restored even when the render throws, so nothing of one
 * render is seen by the next, nor by a render running around it (one started
 * from inside another render's composable).
 */
import type { Composable } from "../composition.js";
import { Composition } from "../composition.js";
import type { ChangeList } from "../change-list.js";
import { devtoolsHook } from "../devtools-hook.js";
import { releaseScopes, type RecomposeScope } from "../recompose-scope.js";
import { unscheduleRecompose } from "../recomposer.js";
import { reportError } from "../report.js";
import type { SlotTable } from "../slot-table/slot-table.js";
import type { StateObject } from "../state/observation.js";
import { ServerApplier } from "./applier.js";
import { NS_HTML, ServerElement, type ServerNode } from "./nodes.js";
import { serializeChildren } from "./serialize.js";

/** A composition that is composed once, applies no effect, and is then let go. */
class ServerComposition extends Composition<ServerNode> {
  private finished = false;

  protected override applyPass(changes: ChangeList<never>, insertTable: SlotTable): void {
    changes.applyWithoutEffects(this.table, insertTable, this.applier as never, reportError);
  }

  override invalidate(scope: RecomposeScope, state: StateObject, previous: unknown, next: unknown): void {
    if (!this.finished) super.invalidate(scope, state, previous, next);
  }

  /** Nothing of this render stays reachable from the state it read or from the frame clock. */
  finish(): void {
    this.finished = true;
    this.dropInvalid();
    releaseScopes(this.table);
    unscheduleRecompose(this);
    devtoolsHook?.disposed(this);
  }
}

/** Composes `App` once and returns its root (the container the markup is the content of). */
function compose<P extends object>(App: (props: P) => void, props: P | undefined): ServerElement {
  const root = new ServerElement("div", NS_HTML);
  const composition = new ServerComposition(new ServerApplier(root));
  const compiled = App as unknown as Composable<P>;
  const appProps = (props ?? {}) as P;
  try {
    composition.setContent(($c) => compiled(appProps, $c, 0));
  } finally {
    composition.finish();
  }
  return root;
}

/**
 * The HTML of `App`'s first composition, to be placed in the container that
 * `hydrate(App, container, props)` is then given. Effects do not run.
 *
 * @example
 * import { renderToString } from "composa/server";
 * const html = `<div id="app">${renderToString(App, { user })}</div>`;
 */
export function renderToString<P extends object>(App: (props: P) => void, props?: P): string {
  const root = compose(App, props);
  return serializeChildren(root.children, root.tag, root.ns);
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
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let html: string | null = null;
  let offset = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (html === null) html = renderToString(App, props);
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
