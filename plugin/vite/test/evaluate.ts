/**
 * Runs a compiled module in the test's realm, as a new module version would
 * run after an edit: `import`s come from `deps` (the real runtime), exports
 * are returned, `import.meta` is `meta` (no `hot` by default: plain Node).
 * Enough for the compiler's own output, not a general module loader.
 */
export interface FakeHot {
  accepted: Array<(next: Record<string, unknown> | undefined) => void>;
  invalidated: string[];
  accept(cb: (next: Record<string, unknown> | undefined) => void): void;
  invalidate(message?: string): void;
}

export function fakeHot(): FakeHot {
  const hot: FakeHot = {
    accepted: [],
    invalidated: [],
    accept: (cb) => void hot.accepted.push(cb),
    invalidate: (message) => void hot.invalidated.push(message ?? ""),
  };
  return hot;
}

export function evaluate(
  code: string,
  deps: Record<string, object>,
  meta: { hot?: FakeHot } = {},
): Record<string, unknown> {
  const exported: string[] = [];
  const body = code
    .replace(
      /^import \{([^}]*)\} from "([^"]+)";$/gm,
      (_, names: string, from: string) =>
        `const {${names.replace(/ as /g, ": ")}} = $deps[${JSON.stringify(from)}];`,
    )
    .replace(/^export (function|const|let) ([\w$]+)/gm, (_, kind: string, name: string) => {
      exported.push(name);
      return `${kind} ${name}`;
    })
    .replace(/import\.meta/g, "$meta");
  if (/^\s*(import|export)\b/m.test(body)) throw new Error(`evaluate: unsupported module syntax in\n${body}`);
  const run = new Function("$deps", "$meta", `${body}\nreturn { ${exported.join(", ")} };`);
  return run(deps, meta) as Record<string, unknown>;
}
