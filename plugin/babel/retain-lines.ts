/**
 * Dev builds keep every line of the user's code on its source line, so that
 * a stack frame (a state write's `where` in devtools, a runtime error's
 * location) names the line the author wrote without a source map: browsers
 * do not apply source maps to `Error.stack`.
 *
 * Babel's `retainLines` prints each node on the line of its `loc`, but it only
 * ever adds lines: one node placed later than its `loc` says (a hoisted
 * template at the top of the module carrying the element's line, a generated
 * call that carries a whole function's `loc` and so ends on its last line)
 * pushes everything after it down. This pass, run after the compiler's own,
 * makes the locations printable in order:
 * - a node the compiler made (it has a `loc` copied from the source but no
 *   offsets of its own) keeps only its start: its end is not where it ends;
 * - a node whose start line lies after the start of a node printed later
 *   loses its `loc` (the source map keeps that node unmapped).
 */
import type { PluginObj } from "@babel/core";
import type * as t from "@babel/types";

export function retainLinesPlugin(): PluginObj {
  return {
    name: "composa-retain-lines",
    visitor: {
      Program: {
        exit(path) {
          const located: t.Node[] = [];
          path.traverse({
            enter(p) {
              const node = p.node;
              if (!node.loc) return;
              if (typeof node.start !== "number") node.loc = { ...node.loc, end: node.loc.start };
              located.push(node);
            },
          });
          // From the end: the smallest line printed after each node.
          let earliestAfter = Infinity;
          for (let i = located.length - 1; i >= 0; i--) {
            const node = located[i]!;
            const loc = node.loc!;
            if (loc.start.line > earliestAfter) node.loc = null;
            else earliestAfter = loc.start.line;
          }
        },
      },
    },
  };
}
