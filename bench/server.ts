// A tiny static server, as jfb's: each built app under /<name>/, the shared
// stylesheet at /css/currentStyle.css. Bound to 127.0.0.1 on a free port.
import { createServer, type Server } from "node:http";
import { readFile } from "node:fs/promises";
import { extname, normalize } from "node:path";
import { benchDir, distDir } from "./apps.js";

const types: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
};

export interface StaticServer {
  origin: string;
  close(): Promise<void>;
}

export async function startServer(): Promise<StaticServer> {
  const server: Server = createServer(async (req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? "/", "http://x").pathname));
    // normalize() resolves "..": anything still escaping the folder is refused.
    const file =
      path === "/css/currentStyle.css" ? `${benchDir}css/currentStyle.css` : `${distDir}${path.slice(1)}`;
    if (path.includes("..")) {
      res.writeHead(403).end();
      return;
    }
    try {
      const body = await readFile(file);
      res.writeHead(200, {
        "content-type": types[extname(file)] ?? "application/octet-stream",
        "cache-control": "no-store",
      });
      res.end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("server has no port");
  return {
    origin: `http://127.0.0.1:${address.port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
