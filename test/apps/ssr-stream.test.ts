/**
 * `renderToStream` as a Node server consumes it: through a web `Response`
 * and piped into a Node writable (`Readable.fromWeb`). The bytes are
 * `renderToString`'s, and an error while composing errors the stream (the
 * `Response`'s body rejects, the pipe fails) instead of ending it early as
 * if the page were whole.
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

it("an error while composing errors the stream: the Response's body rejects, the pipe fails, nothing is written", async () => {
  await expect(new Response(renderToStream(Broken, { at: 3 })).text()).rejects.toThrow(/row 3 is broken/);
  const chunks: unknown[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      chunks.push(chunk);
      done();
    },
  });
  await expect(pipeline(Readable.fromWeb(renderToStream(Broken, { at: 3 }) as never), sink)).rejects.toThrow(
    /row 3 is broken/,
  );
  expect(chunks).toEqual([]);
});
