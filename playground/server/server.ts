/**
 * The server-rendered playground page, served two ways:
 *
 * - `dev`: Vite in middleware mode inside a plain Node HTTP server. The page's
 *   server entry is loaded through Vite's server module runner (compiled by
 *   composa/vite as a server transform), the HTML template goes through
 *   `transformIndexHtml` (Vite's client, hot reload), the browser hydrates.
 * - `build` + `serve`: a production client build and an `ssr` build of the
 *   server entry, then a Node server that renders with the built server entry
 *   and serves the built assets.
 */
import { readFileSync, statSync } from "node:fs";
import {
  createServer as createHttpServer,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from "node:http";
import { extname, join, normalize } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build, createServer as createViteServer, type ViteDevServer } from "vite";

const here = fileURLToPath(new URL(".", import.meta.url));
const repo = join(here, "../..");
const configFile = join(repo, "vite.config.ts");
const PLACEHOLDER = "<!--app-html-->";

export interface Running {
  url: string;
  close(): Promise<void>;
}

function listen(server: Server, port: number): Promise<string> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () =>
      resolve(`http://127.0.0.1:${(server.address() as { port: number }).port}/`),
    );
  });
}

function sendHtml(res: ServerResponse, html: string): void {
  res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
  res.end(html);
}

function isPage(req: IncomingMessage): boolean {
  const path = (req.url ?? "/").split("?")[0];
  return path === "/" || path === "/index.html";
}

/** The dev server: Vite in middleware mode; `port` 0 picks a free one. */
export async function startDevServer(port = 5174): Promise<Running & { vite: ViteDevServer }> {
  let vite: ViteDevServer | undefined;
  const server = createHttpServer((req, res) => {
    vite!.middlewares(req, res, async () => {
      if (!isPage(req)) {
        res.writeHead(404).end();
        return;
      }
      try {
        const template = await vite!.transformIndexHtml(
          req.url ?? "/",
          readFileSync(join(here, "index.html"), "utf8"),
        );
        const entry = (await vite!.ssrLoadModule(join(here, "entry-server.ts"))) as { renderPage(): string };
        sendHtml(res, template.replace(PLACEHOLDER, entry.renderPage()));
      } catch (error) {
        vite!.ssrFixStacktrace(error as Error);
        res.writeHead(500, { "content-type": "text/plain" }).end(String((error as Error).stack));
      }
    });
  });
  vite = await createViteServer({
    configFile,
    root: here,
    appType: "custom",
    logLevel: "warn",
    // Hot reload's WebSocket shares this server's port (no second, fixed port to collide on).
    server: { middlewareMode: true, ws: { server }, fs: { allow: [repo] } },
  });
  const url = await listen(server, port);
  return {
    url,
    vite,
    close: async () => {
      await vite!.close();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** The production build: `outDir/client` (the browser's assets and template) and `outDir/server` (the server entry). */
export async function buildProduction(outDir: string): Promise<void> {
  const common = { configFile, root: here, logLevel: "warn" as const, mode: "production" };
  await build({ ...common, build: { outDir: join(outDir, "client"), emptyOutDir: true } });
  await build({
    ...common,
    build: { ssr: join(here, "entry-server.ts"), outDir: join(outDir, "server"), emptyOutDir: true },
  });
}

const TYPES: Record<string, string> = {
  ".js": "text/javascript",
  ".css": "text/css",
  ".html": "text/html; charset=utf-8",
  ".svg": "image/svg+xml",
};

/** Serves a production build made by `buildProduction(outDir)`. */
export async function startProductionServer(outDir: string, port = 4174): Promise<Running> {
  const client = join(outDir, "client");
  const template = readFileSync(join(client, "index.html"), "utf8");
  const entry = (await import(
    /* @vite-ignore */ pathToFileURL(join(outDir, "server/entry-server.js")).href
  )) as { renderPage(): string };
  const server = createHttpServer((req, res) => {
    if (isPage(req)) return sendHtml(res, template.replace(PLACEHOLDER, entry.renderPage()));
    const file = normalize(join(client, decodeURIComponent((req.url ?? "/").split("?")[0]!)));
    if (!file.startsWith(client) || !statSync(file, { throwIfNoEntry: false })?.isFile())
      return void res.writeHead(404).end();
    res.writeHead(200, { "content-type": TYPES[extname(file)] ?? "application/octet-stream" });
    res.end(readFileSync(file));
  });
  const url = await listen(server, port);
  return { url, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** `npm run ssr -- dev | build | serve` (build and serve use playground/server/dist). */
export async function main(args: string[]): Promise<number> {
  const dist = join(here, "dist");
  const command = args[0] ?? "dev";
  if (command === "dev") {
    const { url } = await startDevServer(Number(process.env.PORT ?? 5174));
    console.log(`server-rendered playground (dev): ${url}`);
    return new Promise<number>(() => {});
  }
  if (command === "build") {
    await buildProduction(dist);
    console.log(`built ${dist}`);
    return 0;
  }
  if (command === "serve") {
    const { url } = await startProductionServer(dist, Number(process.env.PORT ?? 4174));
    console.log(`server-rendered playground (production build): ${url}`);
    return new Promise<number>(() => {});
  }
  throw new Error(`unknown command ${command} (dev, build, serve)`);
}
