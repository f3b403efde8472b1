/**
 * `renderToStream` as a Node server consumes it: through a web `Response`
 * and piped into a Node writable (`Readable.fromWeb`). The bytes are
 * `renderToString`'s, and an error while composing throws from
 * `renderToStream` itself (the app is composed at the call), before the
 * handler has chosen a status.
 */
import { Readable, Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { expect, it } from "vitest";
import { renderToStream, renderToString } from "composa/server";
import { all, cases } from "../browser/ssr-apps/cases.js";
import { Broken } from "./ssr-stream.js";

/** What a Node response would receive through `pipe`. */
async function piped(stream: ReadableStream<Uint8Array>): Promise<string> {
  const chunks: Buffer[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk);
      done();
    },
  });
  await pipeline(Readable.fromWeb(stream as never), sink);
  return Buffer.concat(chunks).toString("utf8");
}

it("every everyday page streams renderToString's markup, through a Response and through a pipe", async () => {
  for (const [id, props] of cases) {
    const expected = renderToString(all[id]!, props);
    expect(await new Response(renderToStream(all[id]!, props)).text()).toBe(expected);
    expect(await piped(renderToStream(all[id]!, props))).toBe(expected);
  }
});

it("a page of many chunks (emoji across chunk ends) streams the same bytes", async () => {
  const posts = Array.from({ length: 3000 }, (_, id) => ({
    id,
    title: `😀 post ${id} & <co>`,
    tags: ["🚀"],
  }));
  const Blog = all["Blog"]!;
  const expected = renderToString(Blog, { posts, user: "Zoë" });
  expect(expected.length).toBeGreaterThan(100_000);
  expect(await piped(renderToStream(Blog, { posts, user: "Zoë" }))).toBe(expected);
});

/** A request handler as a Node or edge server writes one: the status is chosen once the page is composed. */
function handle(props: { at: number }): Response {
  let body: ReadableStream<Uint8Array>;
  try {
    body = renderToStream(Broken, props);
  } catch (error) {
    return new Response(`failed: ${(error as Error).message}`, { status: 500 });
  }
  return new Response(body, { status: 200, headers: { "content-type": "text/html" } });
}

it("an error while composing throws from renderToStream itself, so the handler answers 500 rather than a 200 whose body fails", async () => {
  const failed = handle({ at: 3 });
  expect(failed.status).toBe(500);
  expect(await failed.text()).toMatch(/row 3 is broken/);
  const ok = handle({ at: 0 });
  expect(ok.status).toBe(200);
  expect(await ok.text()).toBe(renderToString(Broken, { at: 0 }));
});
