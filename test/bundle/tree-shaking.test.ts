// What an application that does not use a part of the runtime pays for it: nothing.
// A small app (state + render, as bench/apps/composa) is built for production from
// the runtime's sources, as the benchmark and the playground build them; the
// package.json `sideEffects` list (the modules whose top level registers
// something, and everything outside runtime/) lets the bundler drop unused
// modules whole, and no hot-path module may import a feature just to test for it.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { Window } from "happy-dom";
import { build, type Rolldown } from "vite";
import { afterAll, describe, expect, it } from "vitest";
import composa from "../../plugin/vite/index.js";

const repo = fileURLToPath(new URL("../../", import.meta.url));
const dir = mkdtempSync(join(tmpdir(), "composa-shake-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const APP = `
import { mutableStateOf, remember } from "composa";
import { render } from "composa/dom";

function App() {
  const count = remember(() => mutableStateOf(0));
  <button onClick={() => count.value++}>{count.value}</button>;
}

render(App, document.body);
`;

// A page rendered on the server that reads no state: the snapshot layer's
// global snapshot registers itself at load (global-snapshot.ts) and must stay.
const SERVER_APP = `
import { renderToString } from "composa/server";

function App() {
  <p>hi</p>;
}

globalThis.__shakenServerMarkup = renderToString(App);
`;

const STATIC_CLIENT_APP = `
import { render } from "composa/dom";

function App() {
  <p>hi</p>;
}

render(App, document.body);
`;

// Every optional feature of the DOM property setter (runtime/dom/features.ts):
// the compiler installs each because a host attribute needs it.
const FEATURES_APP = `
import { movableContentOf, remember } from "composa";
import { render } from "composa/dom";

class XGauge extends HTMLElement {
  max = 0;
}
customElements.define("x-gauge", XGauge);

function App({ url }) {
  const Moved = remember(() => movableContentOf(() => { <i>moved</i>; }));
  <div style={{ color: "red" }}>
    <Moved />
    <a href={url}>link</a>
    <input value="typed" />
    <x-gauge max={10} />
    <p ref={(el) => (globalThis.__shakenRef = el && el.localName)} />
    <span unsafeInnerHTML="<b>raw</b>" />
    <em {...{ title: "spread" }} />
  </div>;
}

render(App, document.body, { url: "javascript:alert(1)" });
`;

// Composition locals and a deferred lambda composed under them (deferred-locals.ts):
// the lambda must see the provided value when its binding runs, after composition.
const LOCALS_APP = `
import { compositionLocalOf, CompositionLocalProvider } from "composa";
import { render } from "composa/dom";

const LocalTitle = compositionLocalOf("none");

function Inner() {
  <p title={() => LocalTitle.current}>inner</p>;
}

function App() {
  <CompositionLocalProvider values={[LocalTitle.provides("provided")]}>
    <Inner />
  </CompositionLocalProvider>;
}

render(App, document.body);
`;

// stable(): a new marked object equal by content skips the callee (stable.ts).
const STABLE_APP = `
import { flush, mutableStateOf, remember, stable } from "composa";
import { render } from "composa/dom";

globalThis.__shakenCalls = 0;

function Point({ at }) {
  globalThis.__shakenCalls++;
  <b>{at.x}</b>;
}

function App() {
  const tick = remember(() => mutableStateOf(0));
  globalThis.__shakenRerender = () => {
    tick.value++;
    flush();
  };
  <p>{tick.value}</p>;
  <Point at={stable({ x: 1 })} />;
}

render(App, document.body);
`;

/** ArrayBuffer.isView, in policy.ts's structurallyEqual. */
const STRUCTURAL_MARKER = "isView";

// Snapshot's static API, called before the first render.
const SNAPSHOT_APP = `
import { Snapshot, mutableStateOf } from "composa";
import { render } from "composa/dom";

const first = mutableStateOf("");
const last = mutableStateOf("");
Snapshot.withMutableSnapshot(() => {
  first.value = "Ada";
  last.value = "Lovelace";
});

function App() {
  <p>{Snapshot.current.id > 0 ? first.value + " " + last.value : "none"}</p>;
}

render(App, document.body);
`;

/** A name only Snapshot's static API carries (snapshot-api.ts). */
const SNAPSHOT_API_MARKER = "registerApplyObserver";

/** What each optional feature's code carries, to find it in a minified bundle. */
const FEATURE_MARKERS = {
  style: "cssText", // style.ts
  controlled: "isComposing", // controlled.ts
  customElements: "whenDefined", // custom-element.ts
  urlScreening: "vbscript", // url.ts
  ranges: "rangeHolder", // range.ts (movable content's placements)
  innerHtml: "Trusted Types", // inner-html.ts
};

async function run(code: string): Promise<Window> {
  // The bundle renders into `document.body`: a window of its own (this file runs in Node).
  const window = new Window();
  const g = globalThis as Record<string, unknown>;
  const saved = {
    document: g.document,
    window: g.window,
    HTMLElement: g.HTMLElement,
    customElements: g.customElements,
  };
  Object.assign(g, {
    document: window.document,
    window,
    HTMLElement: window.HTMLElement,
    customElements: window.customElements,
  });
  try {
    await import(`data:text/javascript,${encodeURIComponent(code)}`);
  } finally {
    Object.assign(g, saved);
  }
  return window;
}

async function bundle(app = APP, mode = "production"): Promise<string> {
  writeFileSync(join(dir, "main.tsx"), app);
  const saved = process.env.NODE_ENV;
  process.env.NODE_ENV = mode;
  try {
    const output = (await build({
      configFile: false,
      root: dir,
      logLevel: "silent",
      mode,
      plugins: [composa()],
      resolve: {
        alias: [
          { find: /^composa$/, replacement: `${repo}runtime/index.ts` },
          {
            find: /^composa\/(dom|server|jsx-runtime|jsx-dev-runtime)$/,
            replacement: `${repo}runtime/$1/index.ts`,
          },
        ],
      },
      build: { write: false, minify: true, rollupOptions: { input: join(dir, "main.tsx") } },
    })) as Rolldown.RolldownOutput | Rolldown.RolldownOutput[];
    const outputs = Array.isArray(output) ? output : [output];
    return outputs
      .flatMap((o) => o.output)
      .map((chunk) => (chunk.type === "chunk" ? chunk.code : ""))
      .join("\n");
  } finally {
    if (saved === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = saved;
  }
}

describe("tree-shaking of the runtime (production build)", () => {
  it("leaves out what the app does not use: state lists, derived state, the kit, lazy lists, hot reload", async () => {
    const code = await bundle();
    expect(code).toContain("addEventListener"); // the app itself is there
    // A state list's module builds its method table at its top level (no export is used).
    expect(code).not.toContain("not a state list");
    // Derived state: recompose scopes ask the state (`derived`), not `instanceof DerivedState`.
    expect(code).not.toContain("DerivedCycleError");
    expect(code).not.toContain("composa-button"); // the kit
    expect(code).not.toContain("height: 400px"); // LazyColumn
    expect(code).not.toContain("which is not a composable"); // hot reload
    // Error boundaries' checkpoints are free functions (checkpoint.ts), not Composer methods.
    expect(code).not.toContain("insertSize");
    // `stable()`'s comparison by content (policy.ts's structurallyEqual): only `stable` installs it.
    expect(code).not.toContain(STRUCTURAL_MARKER);
    // Snapshot's static API (snapshot-api.ts): the passes call snapshot.ts's functions.
    expect(code).not.toContain(SNAPSHOT_API_MARKER);
    // Members only one optional part calls are free functions, not methods (a method never
    // shakes out): portals' event followers (applier.ts), derived state's pausing of an
    // observation (observation.ts), devtools' run and skip counts (recompose-scope.ts).
    for (const member of ["addFollower", "removeFollower", "resume(", "composeCount", "skipCount"])
      expect(code).not.toContain(member);
  }, 60_000);

  it("keeps and runs Snapshot's static API when the app imports Snapshot", async () => {
    const code = await bundle(SNAPSHOT_APP);
    expect(code).toContain(SNAPSHOT_API_MARKER);
    const window = await run(code);
    expect(window.document.body.innerHTML).toBe("<p>Ada Lovelace</p>");
  }, 60_000);

  it("keeps and runs stable()'s comparison by content when the app marks a value", async () => {
    const code = await bundle(STABLE_APP);
    expect(code).toContain(STRUCTURAL_MARKER);
    const window = await run(code);
    const g = globalThis as { __shakenRerender?: () => void; __shakenCalls?: number };
    expect(g.__shakenCalls).toBe(1);
    g.__shakenRerender!();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(window.document.body.innerHTML).toBe("<p>1</p><b>1</b>");
    expect(g.__shakenCalls).toBe(1); // an equal marked value skipped the callee
    delete g.__shakenRerender;
    delete g.__shakenCalls;
  }, 60_000);

  // Development-only warnings and the runtime errors' long texts
  // (runtime/dom/dev.ts, runtime/messages.ts) sit behind `DEV`, which
  // composa/vite defines as a literal (`__COMPOSA_DEV__`) so the minifier
  // drops them (issue 25). The same app built in development mode has them,
  // so the texts checked are the ones this app's modules carry.
  const DEV_TEXTS = [
    "event handlers must be functions", // events.ts
    "script and data URLs are not allowed here", // props.ts
    "raw HTML is only accepted through", // props.ts
    "[composa] ", // dev.ts's warn
    "can only be called while composing", // messages.ts (R001)
    "did not settle after", // messages.ts (R006)
    "cannot take a mutable snapshot inside", // messages.ts (R011)
    "a group's slot count is fixed once written", // messages.ts (I006, internal)
    "skipToGroupEnd while inserting", // messages.ts (I013, internal)
    "changed after the snapshot was taken", // messages.ts (R034)
  ];

  it("leaves out the development-only warning and error texts", async () => {
    const development = await bundle(APP, "development");
    for (const text of DEV_TEXTS) expect(development).toContain(text);
    const production = await bundle();
    expect(production).toContain("addEventListener");
    for (const text of DEV_TEXTS) expect(production).not.toContain(text);
    // Every invariant goes through messages.ts: none writes its own text.
    expect(production).not.toContain("Composa internal error:");
  }, 60_000);

  it("leaves out the DOM setter's features the app's attributes do not need: style objects, controlled inputs, custom elements, URL screening", async () => {
    const code = await bundle();
    for (const marker of Object.values(FEATURE_MARKERS)) expect(code).not.toContain(marker);
  }, 60_000);

  it("keeps and runs each feature an attribute needs (installed by the compiled code)", async () => {
    const code = await bundle(FEATURES_APP);
    for (const marker of Object.values(FEATURE_MARKERS)) expect(code).toContain(marker);
    const window = await run(code);
    const body = window.document.body;
    expect((body.querySelector("div") as unknown as HTMLElement).style.color).toBe("red");
    expect(body.querySelector("a")!.hasAttribute("href")).toBe(false); // the script URL is refused
    expect((body.querySelector("input") as unknown as HTMLInputElement).value).toBe("typed");
    expect((body.querySelector("x-gauge") as unknown as { max: unknown }).max).toBe(10);
    expect(body.querySelector("x-gauge")!.hasAttribute("max")).toBe(false);
    const g = globalThis as { __shakenRef?: string };
    expect(g.__shakenRef).toBe("p");
    expect(body.querySelector("span")!.innerHTML).toBe("<b>raw</b>");
    expect(body.querySelector("em")!.getAttribute("title")).toBe("spread");
    expect(body.querySelector("div")!.innerHTML.startsWith("<!--[--><i>moved</i><!--]-->")).toBe(true);
    delete g.__shakenRef;
  }, 60_000);

  // Deferred lambdas are bound to the locals in effect only where a provider put some
  // (deferred-locals.ts: `bindUnderLocals`, set by CompositionLocalProvider).
  const LOCAL_BINDING_MARKER = "composa.lambda"; // the bound lambda's symbol

  it("leaves out the binding of deferred lambdas to composition locals when no provider is used", async () => {
    const code = await bundle();
    expect(code).not.toContain(LOCAL_BINDING_MARKER);
  }, 60_000);

  it("keeps and runs the binding of deferred lambdas to locals when a provider is used", async () => {
    const code = await bundle(LOCALS_APP);
    expect(code).toContain(LOCAL_BINDING_MARKER);
    const window = await run(code);
    expect(window.document.body.querySelector("p")!.getAttribute("title")).toBe("provided");
  }, 60_000);

  it("keeps what registers at load: a server render that reads no state runs", async () => {
    const code = await bundle(SERVER_APP);
    await import(`data:text/javascript,${encodeURIComponent(code)}`);
    const g = globalThis as { __shakenServerMarkup?: string };
    expect(g.__shakenServerMarkup).toBe("<p>hi</p>");
    delete g.__shakenServerMarkup;
  }, 60_000);

  it("keeps what registers at load: a client render that reads no state runs", async () => {
    const code = await bundle(STATIC_CLIENT_APP);
    const window = await run(code);
    expect(window.document.body.innerHTML).toBe("<p>hi</p>");
  }, 60_000);
});
