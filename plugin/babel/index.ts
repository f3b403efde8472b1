/**
 * `composa/babel`: the Babel plugin (default export).
 *
 * Options:
 * - `dev` (default: `process.env.NODE_ENV !== "production"`): keep source
 *   information (`"Name@file:line:col"`) on restart and replaceable groups.
 * - `root` (default: `process.cwd()`): file names in keys and source
 *   information are relative to it, so keys do not depend on the machine.
 * - `metrics` (default: false): put the compiler metrics in
 *   `result.metadata.composa.metrics` (see `metrics.ts`).
 * - `templates` (default: true): create host subtrees with a static structure
 *   by cloning a hoisted template (`transform/template.ts`).
 * - `hot` (default: false): hot-reload plumbing for dev servers (composa/vite
 *   turns it on; see `transform/hot.ts`).
 *
 * Phases: parse options (JSX, and TypeScript for `.ts`/`.tsx`) → strip types →
 * analyze (`analyze/`) → transform each composable (`transform/`) → helpers.
 * Everything happens on `Program` enter, before other plugins see the JSX.
 */
import * as path from "node:path";
import type { PluginObj, PluginPass } from "@babel/core";
import type { NodePath } from "@babel/traverse";
import * as t from "@babel/types";
import { analyze } from "./analyze/index.js";
import { tagTyped } from "./analyze/tags.js";
import { joinClassList } from "./transform/class-list.js";
import { typeStability, type Stability } from "./analyze/props.js";
import { CompileError, Reporter } from "./errors.js";
import { collectMetrics, type FileMetrics } from "./metrics.js";
import {
  Ctx,
  CURRENT_HELPER,
  GROUP_HELPER,
  MOVABLE_GROUP_HELPER,
  TAG_HELPER,
  CALLEE_HELPER,
  PLAIN_CALL_HELPER,
  runtimeImport,
  type Shared,
} from "./transform/context.js";
import { lowerComposable } from "./transform/function.js";
import { hostChildrenProps } from "./transform/host-children.js";
import { laterAttributeWins } from "./transform/duplicate-attributes.js";
import { optionalListCall } from "./transform/optional-list.js";
import { labelStates } from "./transform/labels.js";
import { lowerRootLambda } from "./transform/lambda.js";
import { renameReserved } from "./transform/reserved-names.js";
import { replaceInPlace } from "./transform/walk.js";
import { groupHelper, movableGroupHelper } from "./transform/remember.js";
import { applyHot, planHot } from "./transform/hot.js";
import { finishKeyedSites, keyedSites } from "./transform/keyed-identity.js";
import { finishKeyedLists } from "./transform/keyed-list.js";
import { domFeaturesNeeded, installFeatures } from "./transform/features.js";
import { sharedKeyedHosts } from "./transform/keyed-hosts.js";
import { stripTypes } from "./transform/typescript.js";
import { lowerValueComposable } from "./transform/value-function.js";
import { KeyScope } from "./keys.js";
import type { CompiledDomImport } from "../../runtime/compiled-composer.js";

export interface ComposaBabelOptions {
  dev?: boolean;
  root?: string;
  metrics?: boolean;
  templates?: boolean;
  hot?: boolean;
}

export interface ComposaMetadata {
  /** False when the file has no elements and no composables (nothing was changed but types). */
  changed: boolean;
  metrics?: FileMetrics;
}

function isTs(filename: string | null | undefined): boolean {
  return !!filename && /\.[mc]?tsx?$/.test(filename);
}

export function relativeFile(filename: string | null | undefined, root: string | undefined): string {
  if (!filename) return "unknown";
  const rel = path.relative(root ?? process.cwd(), filename);
  return (rel.startsWith("..") || path.isAbsolute(rel) ? filename : rel).split(path.sep).join("/");
}

export default function composaBabel(
  _api: unknown,
  options: ComposaBabelOptions = {},
): PluginObj<PluginPass> {
  return {
    name: "composa",
    manipulateOptions(opts: { filename?: string }, parserOpts: { plugins: unknown[] }) {
      const file = opts.filename ?? "";
      const plugins = parserOpts.plugins;
      const has = (name: string) => plugins.some((p) => p === name || (Array.isArray(p) && p[0] === name));
      if (isTs(file)) {
        if (!has("typescript")) plugins.push("typescript");
        // `accessor x = 0` fields (TypeScript 4.9): written out as tsc does (transform/ts-accessor.ts).
        if (!has("decoratorAutoAccessors")) plugins.push("decoratorAutoAccessors");
        if (!/\.[mc]?ts$/.test(file) && !has("jsx")) plugins.push("jsx");
      } else if (!has("jsx")) plugins.push("jsx");
    },
    visitor: {
      Program(program, state) {
        const filename = state.file.opts.filename ?? undefined;
        const file = relativeFile(filename, options.root);
        const report = new Reporter(file, state.file.code ?? "");
        const dev = options.dev ?? process.env.NODE_ENV !== "production";
        const meta: ComposaMetadata = { changed: false };
        (state.file.metadata as unknown as { composa?: ComposaMetadata }).composa = meta;
        run(program, report, file, dev, options, meta, isTs(filename));
      },
    },
  };
}

function run(
  program: NodePath<t.Program>,
  report: Reporter,
  file: string,
  dev: boolean,
  options: ComposaBabelOptions,
  meta: ComposaMetadata,
  ts: boolean,
): void {
  const stability = new WeakMap<t.Function, Map<string, Stability>>();
  let tagTypes: WeakSet<t.Node> | undefined;
  if (ts) {
    tagTypes = tagTyped(program);
    program.traverse({
      Function(p) {
        const s = typeStability(p.node, program.node);
        if (s) stability.set(p.node, s);
      },
    });
    stripTypes(program, report);
    program.scope.crawl();
  }
  renameReserved(program);
  // React's and Solid's spellings rewritten into the dialect's, in one walk before the analysis.
  program.traverse({
    JSXElement(p) {
      joinClassList(p.node.openingElement);
      laterAttributeWins(p.node.openingElement);
      hostChildrenProps(p.node, () => program.scope.generateUid("spread"));
    },
    OptionalCallExpression(p) {
      const plain = optionalListCall(p.node);
      if (plain) p.replaceWith(plain);
    },
  });
  const analysis = analyze(program, report, stability, tagTypes);
  if (options.metrics) meta.metrics = collectMetrics(analysis, file);
  if (!analysis.hasWork) return;
  meta.changed = true;
  if (dev) labelStates(program);
  const sharedHosts = sharedKeyedHosts(program.node);
  const domFeatures = domFeaturesNeeded(program.node, sharedHosts);
  const hot = options.hot ? planHot(program, analysis, report.source) : null;
  // Hot builds build node by node: a template's nodes exist only through its clone, so an edit
  // of its static part would compose the whole subtree afresh, composables and state in it.
  const useTemplates = (options.templates ?? true) && !hot;
  const shared: Shared = {
    analysis,
    report,
    file,
    dev,
    helpers: new Set(),
    uid: 0,
    templates: [],
    propNames: 0,
    signatures: [],
    useTemplates,
    keyed: keyedSites(),
    sharedHosts,
    lists: [],
    hot: hot ? { code: report.source } : null,
  };
  for (const [fn, info] of analysis.composables) {
    if (info.kind === "unit") lowerComposable(fn, info, shared);
    else lowerValueComposable(fn, info, shared);
  }
  let n = 0;
  for (const fn of analysis.rootLambdas) {
    if (!t.isArrowFunctionExpression(fn) && !t.isFunctionExpression(fn)) continue;
    const ctx = new Ctx(shared, new KeyScope(file, `$root#${n++}`), [], null, "lambda");
    const lowered = lowerRootLambda(fn, ctx);
    replaceInPlace(fn, lowered);
  }
  finishKeyedSites(shared);
  finishKeyedLists(shared);
  const body = program.node.body;
  let afterImports = 0;
  while (afterImports < body.length && t.isImportDeclaration(body[afterImports])) afterImports++;
  const opening = afterImports === 0 ? body[0] : undefined;
  body.splice(afterImports, 0, ...shared.templates, ...shared.signatures);
  // Installed before the module's own code runs, so even its top-level render() sees them.
  const install = installFeatures(domFeatures);
  if (opening?.leadingComments && install.imports.length > 0) {
    // The file's opening comment stays at the top, above the installers.
    install.imports[0]!.leadingComments = opening.leadingComments;
    opening.leadingComments = null;
  }
  body.splice(afterImports, 0, ...install.imports, ...install.calls);
  if (shared.helpers.has(GROUP_HELPER)) body.splice(afterImports, 0, groupHelper());
  if (shared.helpers.has(MOVABLE_GROUP_HELPER)) body.splice(afterImports, 0, movableGroupHelper());
  if (shared.helpers.has(TAG_HELPER)) {
    const tagOf: CompiledDomImport = "tagOf";
    body.unshift(
      t.importDeclaration(
        [t.importSpecifier(t.identifier(TAG_HELPER), t.identifier(tagOf))],
        t.stringLiteral("composa/dom"),
      ),
    );
  }
  if (shared.helpers.has(CALLEE_HELPER))
    program.node.body.unshift(runtimeImport("composableOf", CALLEE_HELPER));
  if (shared.helpers.has(PLAIN_CALL_HELPER))
    program.node.body.unshift(runtimeImport("plainCall", PLAIN_CALL_HELPER));
  if (shared.helpers.has(CURRENT_HELPER)) {
    program.node.body.unshift(runtimeImport("currentComposer", CURRENT_HELPER));
  }
  if (hot) applyHot(program.node, hot, file);
  program.scope.crawl();
}

export { CompileError };
