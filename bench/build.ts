// Production builds of every app with Vite's build() API, into bench/dist/<name>/.
import { build, createLogger, mergeConfig, type InlineConfig } from "vite";
import { appsDir, distDir, type BenchApp } from "./apps.js";

// The stylesheet link is absolute on purpose (jfb's contract; the harness serves it),
// so Vite's "doesn't exist at build time" warning says nothing: drop just that one.
const logger = createLogger("warn");
const warn = logger.warn.bind(logger);
logger.warn = (msg, options) => {
  if (!msg.includes("/css/currentStyle.css")) warn(msg, options);
};
logger.warnOnce = logger.warn;

/** The production build config of `app` (written to bench/dist/<name>/). */
export async function appConfig(app: BenchApp): Promise<InlineConfig> {
  const base: InlineConfig = {
    // The repo's vite.config.ts is the test config: never let it leak into a bench build.
    configFile: false,
    root: `${appsDir}${app.name}`,
    // jfb serves each implementation from its own folder: only relative URLs work there.
    base: "./",
    logLevel: "warn",
    customLogger: logger,
    mode: "production",
    build: {
      outDir: `${distDir}${app.name}`,
      emptyOutDir: true,
      minify: true,
      // The preload polyfill would add the same bytes to every bundle and blur the size comparison.
      modulePreload: { polyfill: false },
      reportCompressedSize: false,
    },
  };
  return app.vite ? mergeConfig(base, await app.vite()) : base;
}

export async function buildApp(app: BenchApp): Promise<void> {
  await build(await appConfig(app));
}

export async function buildApps(list: BenchApp[]): Promise<void> {
  await inProduction(async () => {
    for (const app of list) await buildApp(app);
  });
}

/**
 * Runs `builds` with NODE_ENV "production", then puts it back. Vite derives
 * "production" (define of process.env.NODE_ENV, `import.meta.env.DEV`, React's
 * prod build, oxc's non-dev JSX) from NODE_ENV when it is set, not from `mode`,
 * and both Vite's module runner (cli.mjs) and vitest set it.
 */
export async function inProduction<T>(builds: () => Promise<T>): Promise<T> {
  const saved = process.env.NODE_ENV;
  process.env.NODE_ENV = "production";
  try {
    return await builds();
  } finally {
    if (saved === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = saved;
  }
}
