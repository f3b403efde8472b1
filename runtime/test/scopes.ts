import type { Composer } from "../composer.js";
import { Composition } from "../composition.js";
import { RecordingApplier, show, type TreeNode } from "./recording-applier.js";

export type C = Composer<TreeNode>;

/**
 * A restartable composable without props, in the compiled shape: it skips
 * unless its scope was invalidated, and counts how often its body ran in
 * `runs[name]`. Its source information is `name@app.tsx:key:1`.
 */
export function scope(
  c: C,
  key: number,
  name: string,
  body: (c: C) => void,
  runs: Record<string, number> = {},
): void {
  c.startRestartGroup(key, `${name}@app.tsx:${key}:1`);
  if (c.skipping) c.skipToGroupEnd();
  else {
    runs[name] = (runs[name] ?? 0) + 1;
    body(c);
  }
  c.endRestartGroup()?.updateScope(restartScope, { key, name, body, runs }, 1);
}

/** `scope`'s restart: a restart calls `(props, $c, changed)`, so its arguments travel as props. */
function restartScope(
  p: { key: number; name: string; body: (c: C) => void; runs: Record<string, number> },
  c: C,
): void {
  scope(c, p.key, p.name, p.body, p.runs);
}

/** A composition over a recording Applier, with a run counter and the tree as text. */
export function setup() {
  const applier = new RecordingApplier();
  const composition = new Composition(applier);
  const runs: Record<string, number> = {};
  return { applier, composition, runs, tree: () => show(applier.root) };
}
