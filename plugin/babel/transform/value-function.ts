/**
 * A value composable (`use…` / `remember…` that calls `remember` or other
 * value composables) stays a plain function returning its value, called in
 * a group of its caller's (see `groupCall`). Its body gets the flow-control
 * groups a composable body gets, so that a `remember` under an `if` or in a
 * loop keeps its slot by call site:
 *
 *     function useToggle(on) {
 *       const $c = $composa$current();
 *       const state = $c.cache(false, () => mutableStateOf(on));
 *       if (on) { $c.startReplaceableGroup(key); …; $c.endReplaceableGroup(); }
 *       return state;
 *     }
 */
import * as t from "@babel/types";
import type { ComposableInfo } from "../analyze/index.js";
import { KeyScope } from "../keys.js";
import { C, call, Ctx, CURRENT_HELPER, type Frame, type Shared, stmt } from "./context.js";
import { VALUE_RETURN } from "./control-flow.js";
import { lowerBlock } from "./statements.js";

export function lowerValueComposable(fn: t.Function, info: ComposableInfo, shared: Shared): void {
  const body = t.isBlockStatement(fn.body) ? fn.body : t.blockStatement([t.returnStatement(fn.body)]);
  // The caller's group: slots after one of its child groups need their own.
  const callerGroup: Frame = {
    kind: "group",
    end: () => stmt(call("endReplaceableGroup", [])),
    emitted: false,
  };
  const ret: Frame = { kind: "return", label: VALUE_RETURN, used: false };
  const ctx = new Ctx(shared, new KeyScope(shared.file, info.path), [callerGroup, ret], info, info.name);
  const lowered = lowerBlock(body.body, ctx);
  shared.helpers.add(CURRENT_HELPER);
  const current = t.variableDeclaration("const", [
    t.variableDeclarator(t.identifier(C), t.callExpression(t.identifier(CURRENT_HELPER), [])),
  ]);
  fn.body = t.blockStatement([current, ...lowered], body.directives);
}
