/**
 * `composa/no-unused-expressions`: ESLint's `no-unused-expressions`, minus the
 * dialect's element statements. `ok && <Badge />;`, `ok ? <A /> : null;` and
 * `xs.length > 0 || <Empty />;` compose (flow-control groups, DESIGN "The
 * dialect" 4), but the core rule and typescript-eslint's report them: they
 * are expressions whose value nobody reads. Everything else (`a + b;`, a
 * forgotten call `fn;`) is reported as the core rule does, with its options.
 */
import type { Rule } from "eslint";
import { builtinRules } from "eslint/use-at-your-own-risk";

const core = builtinRules.get("no-unused-expressions")!;

type Node = { type: string; [key: string]: unknown };

/** An expression whose every branch that is not an element is a value nothing reads: `ok && <A />`, `c ? <A /> : null`. */
function composes(node: Node): boolean {
  switch (node.type) {
    case "JSXElement":
    case "JSXFragment":
      return true;
    case "LogicalExpression":
      return composes(node.right as Node);
    case "ConditionalExpression":
      return composes(node.consequent as Node) || composes(node.alternate as Node);
    case "SequenceExpression":
      return (node.expressions as Node[]).some(composes);
    case "TSAsExpression":
    case "TSSatisfiesExpression":
    case "TSNonNullExpression":
      return composes(node.expression as Node);
    default:
      return false;
  }
}

export const noUnusedExpressions: Rule.RuleModule = {
  meta: {
    ...core.meta,
    docs: {
      description:
        "Disallow unused expressions, except the dialect's element statements behind `&&`, `||`, `??` or `?:`",
    },
  },
  create(context) {
    // The core rule sees a context whose `report` drops element statements.
    const filtered = Object.create(context, {
      report: {
        value(descriptor: Rule.ReportDescriptor) {
          const node = "node" in descriptor ? (descriptor.node as unknown as Node) : null;
          const expression = node?.type === "ExpressionStatement" ? (node.expression as Node) : node;
          if (expression && composes(expression)) return;
          context.report(descriptor);
        },
      },
    }) as Rule.RuleContext;
    return core.create(filtered);
  },
};
