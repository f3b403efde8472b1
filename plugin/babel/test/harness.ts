/**
 * Runs compiled dialect programs against the real runtime: compiles with
 * `compile()`, turns the module's imports into lookups in `modules` and its
 * exports into a returned object (an AST pass, no text surgery), and
 * evaluates it with `new Function`.
 */
import { transformSync, types as t, type PluginObj } from "@babel/core";
import * as runtime from "../../../runtime/index.js";
import type { Composer } from "../../../runtime/internal/index.js";
import { Composition } from "../../../runtime/composition.js";
import { RecordingApplier, show, type TreeNode } from "../../../runtime/test/recording-applier.js";
import { compile } from "../compile.js";

const toCommonShape = (): PluginObj => ({
  visitor: {
    Program(program) {
      const body: t.Statement[] = [];
      const exported: t.ObjectProperty[] = [];
      for (const s of program.node.body) {
        if (t.isImportDeclaration(s)) {
          const mod = t.memberExpression(t.identifier("$modules"), t.stringLiteral(s.source.value), true);
          for (const spec of s.specifiers) {
            const init = t.isImportSpecifier(spec)
              ? t.memberExpression(
                  mod,
                  t.stringLiteral(t.isIdentifier(spec.imported) ? spec.imported.name : spec.imported.value),
                  true,
                )
              : mod;
            body.push(t.variableDeclaration("const", [t.variableDeclarator(spec.local, init)]));
          }
        } else if (t.isExportNamedDeclaration(s) && s.declaration) {
          body.push(s.declaration);
          const d = s.declaration;
          const names = t.isVariableDeclaration(d)
            ? d.declarations.map((x) => (x.id as t.Identifier).name)
            : [(d as t.FunctionDeclaration).id!.name];
          for (const n of names) exported.push(t.objectProperty(t.identifier(n), t.identifier(n)));
        } else if (t.isExportNamedDeclaration(s) && !s.source) {
          // `export { a, b as c }` (and TypeScript's empty `export {}`).
          for (const spec of s.specifiers)
            if (t.isExportSpecifier(spec))
              exported.push(
                t.objectProperty(
                  t.isIdentifier(spec.exported) ? spec.exported : t.identifier(spec.exported.value),
                  spec.local,
                ),
              );
        } else if (t.isExportDefaultDeclaration(s)) {
          const d = s.declaration;
          const e = t.isFunctionDeclaration(d)
            ? t.functionExpression(d.id, d.params, d.body)
            : t.isClassDeclaration(d)
              ? t.classExpression(d.id, d.superClass, d.body, d.decorators)
              : (d as t.Expression);
          body.push(t.variableDeclaration("const", [t.variableDeclarator(t.identifier("$default"), e)]));
          exported.push(t.objectProperty(t.identifier("default"), t.identifier("$default")));
        } else body.push(s);
      }
      body.push(t.returnStatement(t.objectExpression(exported)));
      program.node.body = body;
    },
  },
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Module = Record<string, any>;

export function load(
  source: string,
  modules: Record<string, unknown> = {},
  filename = "/src/test.tsx",
  options: { templates?: boolean; dev?: boolean } = {},
): { module: Module; code: string } {
  const { code } = compile(source, { filename, root: "/src", dev: true, ...options });
  return { module: evaluate(code, modules), code };
}

/** Runs an ES module's code (compiled, or any other): its imports looked up in `modules`, its exports returned. */
export function evaluate(code: string, modules: Record<string, unknown> = {}): Module {
  const cjs = transformSync(code, { babelrc: false, configFile: false, plugins: [toCommonShape] })!.code!;
  const all = { composa: runtime, "composa/dom": {}, ...modules };
  return new Function("$modules", cjs)(all) as Module;
}

/** A hand-written composable, as the UI kit will be: places `children` in a node group of its own. */
export function Box(
  props: { children?: (props: object, c: unknown, changed: number) => void; tag?: string },
  $c: Composer<TreeNode>,
  _changed: number,
): void {
  $c.startRestartGroup(0x7b0c);
  $c.startElement(1, props.tag ?? "box");
  $c.startReplaceableGroup(2);
  props.children?.({}, $c, 0);
  $c.endReplaceableGroup();
  $c.endNode();
  $c.endRestartGroup()?.updateScope(Box, props, _changed | 1);
}

export function mount(App: runtime.Composable, props: object = {}) {
  const applier = new RecordingApplier();
  const composition = new Composition<TreeNode>(applier);
  let current = props;
  const compose = () => composition.setContent((c) => App(current, c, 0));
  compose();
  return {
    applier,
    composition,
    tree: () => show(applier.root),
    root: applier.root,
    /**
     * Recomposes from the root with new props (a whole pass; the Recomposer is not there yet). Writes
     * made outside any snapshot are sent to their readers first, as a frame does.
     */
    update(next: object = current) {
      runtime.Snapshot.sendApplyNotifications();
      current = next;
      applier.take();
      compose();
      return applier.take();
    },
  };
}
