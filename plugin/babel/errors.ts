/**
 * The one catalogue of compile errors. Every error the plugin raises on bad
 * input is a `CompileError` with a code from this table, a message that says
 * what to write instead, `file:line:col`, and a code frame.
 *
 * Anything else escaping the plugin is a bug in the plugin (the error corpus
 * and the mutation fuzz in `errors.test.ts` hold it to that). Each message's
 * suggestion is compiled in `suggestions.test.ts`. Codes missing from the
 * table (CMP018, CMP019, CMP020, CMP021) were retired and are never reused.
 */
import { codeFrameColumns } from "@babel/code-frame";
import type * as t from "@babel/types";

export const ERRORS = {
  CMP001:
    "An element is a statement, not a value: it cannot be {where}. Write it where it composes: {instead}",
  CMP002: "A composable returns nothing: `return <X />` is not allowed. Write `<X />; return;`.",
  CMP003:
    "Elements and composable calls cannot be inside `try`/`catch`/`finally` (composition is not unwound by exceptions). Wrap the content in `<ErrorBoundary fallback={({ error, retry }) => …}>` instead.",
  CMP004:
    "A composable function returns nothing (`void`), but this one returns a value. Return nothing, or, if it computes a value from remembered state, name it `use…`/`remember…` (a value-returning composable) and emit no elements in it.",
  CMP005: "A composable takes one props object, not several parameters: write {instead}.",
  CMP006:
    "`{name}` is a composable ({why}), so a plain call would bypass its group and break positional memoization: {advice}.",
  CMP007:
    "Elements in a function passed to `{callee}` do not compose: that function is called by `{callee}`, not by the composition. Put the loop in the content: `for (const x of xs) { <Row … />; }` in the body, or `{xs.map((x) => <Row key={x.id} … />)}` as a child.",
  CMP008:
    "`{name}` is a composable call and can only run while composing, not inside a callback (event handler, effect, timer). Call it in the composable body and use its value in the callback.",
  CMP009: "`key` takes a key value and a content lambda: write `key(item.id, () => { <Row … />; })`.",
  CMP010:
    "`{name}` is a value-returning composable (`use…`/`remember…`), so it cannot emit elements. Rename it to a PascalCase composable that returns nothing.",
  CMP011:
    "`remember` needs a calculation: write `remember(() => initial)` or `remember(key1, key2, () => value)`.",
  CMP012:
    "A content block in `{…}` takes no parameters: write `{() => { … }}`; to render a list, use `{xs.map(x => <Row key={x.id} />)}`.",
  CMP013:
    "Namespaced tags (`<{name}>`) are not supported: write a lowercase tag (`<rect>`) or a composable (`<Rect />`).",
  CMP014:
    "This TypeScript construct ({what}) cannot be compiled to an ES module as written: write {instead}.",
  CMP015: "Syntax error: {message}",
  CMP016:
    "A composable cannot be {what}: declare it as a function (`function {name}(props) {…}`), or as a property whose value is one (`{name}: (props) => {…}`).",
  CMP017:
    "A composable cannot be `async` or a generator: composition is synchronous. Use `LaunchedEffect(key, async (signal) => …)` for asynchronous work.",
  CMP022:
    "Spread children (`{...xs}`) are not supported: write `{xs}` (an array child renders its items in order) or `{xs.map(x => <Row key={x.id} />)}`.",
  CMP023:
    "Elements in `{attr}={…}` do not compose: an event handler runs after composition, when the event comes (a `ref` when its element is attached). Write state in the handler (`count.value++`) and emit from the composable, which recomposes when that state changes.",
  CMP024:
    "Elements in a function passed to `{callee}` do not compose: it runs outside composition (later, or without the composer). Write state there and emit from the composable (`if (shown.value) { <X />; }`), which recomposes when that state changes.",
  CMP025:
    'Decorators need Babel\'s decorators plugin, which Composa does not turn on by itself (their semantics depend on a version you choose). Install `@babel/plugin-proposal-decorators` and give it to the compiler: `composa({ babel: { plugins: [["@babel/plugin-proposal-decorators", { version: "2023-11" }]] } })` in vite.config (with composa/babel, list it after Composa\'s plugin); use `{ version: "legacy" }` if your tsconfig sets `experimentalDecorators`.',
  CMP026:
    "A function with elements called where it is written (`(() => { … })()`, React's way to write statements in JSX) is called by the program, not by the composition. In a child, write the content block without the call, `{() => { if (a) { <A />; return; } <B />; }}`: it runs in place, statements, `return`s and all; in a composable's body, write the statements themselves.",
  CMP027:
    "`{callee}` is React's, and a composable needs none of it: it skips by itself when its props did not change (no `memo`), and `ref` reaches it as a prop like any other (no `forwardRef`). Write the composable itself: `const Input = ({ ref, ...rest }) => { <input ref={ref} {...rest} />; };`.",
} as const;

export type ErrorCode = keyof typeof ERRORS;

/** CMP001's `{instead}` where nothing more specific applies (`transform/element-value.ts` has the others). */
export const ELEMENT_VALUE_INSTEAD =
  "as a statement (`<X />;`) inside a composable, or as content passed as a lambda (`() => <X />`).";

export interface Where {
  line: number; // 1-based
  column: number; // 1-based
}

export class CompileError extends Error {
  override readonly name = "CompileError";
  readonly code: ErrorCode;
  readonly file: string;
  readonly loc: Where | undefined;
  /** Where the offending node ends (1-based column, exclusive), when known: editors underline `loc`…`end` (composa/eslint). */
  readonly end: Where | undefined;
  readonly frame: string;
  /** The message without location and frame. */
  readonly reason: string;
  constructor(
    code: ErrorCode,
    reason: string,
    file: string,
    loc: Where | undefined,
    frame: string,
    end?: Where,
  ) {
    const at = loc ? `${file}:${loc.line}:${loc.column}` : file;
    super(`${at}: [${code}] ${reason}${frame ? `\n${frame}` : ""}`);
    this.code = code;
    this.reason = reason;
    this.file = file;
    this.loc = loc;
    this.end = end;
    this.frame = frame;
  }
}

export function formatMessage(code: ErrorCode, params: Record<string, string> = {}): string {
  return ERRORS[code].replace(/\{(\w+)\}/g, (m, k: string) => params[k] ?? m);
}

/** Builds errors for one file: knows its name and source for the code frame. */
export class Reporter {
  constructor(
    readonly file: string,
    readonly source: string,
  ) {}

  at(code: ErrorCode, node: t.Node | null | undefined, params: Record<string, string> = {}): CompileError {
    const start = node?.loc?.start;
    const loc = start ? { line: start.line, column: start.column + 1 } : undefined;
    return this.atLoc(code, loc, formatMessage(code, params), node?.loc?.end);
  }

  atLoc(
    code: ErrorCode,
    loc: Where | undefined,
    reason: string,
    end?: { line: number; column: number },
  ): CompileError {
    let frame = "";
    if (loc && this.source) {
      try {
        frame = codeFrameColumns(
          this.source,
          {
            start: loc,
            end: end && end.line === loc.line ? { line: end.line, column: end.column + 1 } : undefined,
          },
          { highlightCode: false },
        );
      } catch {
        frame = "";
      }
    }
    return new CompileError(
      code,
      reason,
      this.file,
      loc,
      frame,
      end && { line: end.line, column: end.column + 1 },
    );
  }
}

export function isCompileError(e: unknown): e is CompileError {
  return (
    e instanceof CompileError ||
    (typeof e === "object" &&
      e !== null &&
      (e as { name?: unknown }).name === "CompileError" &&
      typeof (e as { code?: unknown }).code === "string")
  );
}
