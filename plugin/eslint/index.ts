/**
 * `composa/eslint`: an ESLint (flat config) plugin that reports, while you
 * type, what `composa/babel` would refuse: an element used as a value or
 * returned (CMP001, CMP002), elements in handlers, `ref`s and callbacks
 * (CMP023, CMP024, CMP007), `try` around elements (CMP003), a composable
 * called as a function (CMP006), `key` misuse (CMP009), and every other code
 * of `plugin/babel/errors.ts`, with the compiler's code and message.
 *
 * The rule does not re-implement the dialect's rules: it compiles the file's
 * text with the compiler itself (`compile`, the function composa/vite calls)
 * and reports the `CompileError` at its location, so the editor and the build
 * can never disagree. The compiler stops at the first error of a file, so
 * one error is reported at a time; fixing it shows the next.
 *
 * The rule reads only the source text, so any parser that reads your files
 * works: espree for `.jsx` (the recommended config turns JSX on), and
 * typescript-eslint's parser for `.tsx`.
 *
 * With typescript-eslint, `composa.configs.typescript` also replaces its
 * `no-unused-expressions`, which reports `ok && <Badge />;` (an element
 * statement behind `&&` composes): see `no-unused-expressions.ts`.
 *
 * @example
 * // eslint.config.js
 * import composa from "composa/eslint";
 * import tseslint from "typescript-eslint";
 * export default [...tseslint.configs.recommended, composa.configs.typescript];
 */
import type { ESLint, Linter, Rule } from "eslint";
import { compile } from "../babel/compile.js";
import { isCompileError, type CompileError } from "../babel/errors.js";
import { noUnusedExpressions } from "./no-unused-expressions.js";
import { rememberState } from "./remember-state.js";

/** Files whose name says nothing (`<input>`, `<text>`) are read as `.tsx`, the dialect's usual file. */
function compiledName(filename: string): string {
  return /\.[mc]?[jt]sx?$/.test(filename) ? filename : `${filename}.tsx`;
}

/**
 * `.js` / `.ts` files (a `use…` hook's, say) are not the dialect's: composa/vite compiles
 * `.jsx` / `.tsx` only, so the compiler has nothing to say about them. The configs still
 * cover them, for `composa/remember-state`.
 */
function isPlainScript(filename: string): boolean {
  return /\.[mc]?[jt]s$/.test(filename);
}

/** Every script file: the dialect's, and the plain ones where hooks live. */
const SCRIPT_FILES = ["**/*.{js,mjs,cjs,jsx,ts,mts,cts,tsx}"];

/**
 * The last file checked and its error: ESLint lints the same text again
 * after applying fixes, and an editor may lint one unchanged buffer twice.
 */
let last: { filename: string; text: string; error: CompileError | null } | null = null;

function check(text: string, filename: string): CompileError | null {
  if (last !== null && last.filename === filename && last.text === text) return last.error;
  let error: CompileError | null = null;
  try {
    // What composa/vite runs for a production build, minus the output
    // (generated code, source maps): same analysis, same errors.
    compile(text, { filename, dev: false, check: true });
  } catch (caught) {
    if (!isCompileError(caught)) throw caught;
    error = caught;
  }
  last = { filename, text, error };
  return error;
}

const compiler: Rule.RuleModule = {
  meta: {
    type: "problem",
    docs: {
      description: "Report what the Composa compiler refuses (its CMP0xx errors), with its code and message",
    },
    schema: [],
  },
  create(context) {
    if (isPlainScript(context.filename)) return {};
    return {
      Program() {
        const error = check(context.sourceCode.text, compiledName(context.filename));
        if (error === null) return;
        const start = error.loc ?? { line: 1, column: 1 };
        const end = error.end ?? start;
        context.report({
          loc: {
            start: { line: start.line, column: start.column - 1 },
            end: { line: end.line, column: end.column - 1 },
          },
          message: `[${error.code}] ${error.reason}`,
        });
      },
    };
  },
};

const plugin = {
  meta: { name: "composa" },
  rules: { compiler, "no-unused-expressions": noUnusedExpressions, "remember-state": rememberState },
  configs: {} as Record<"recommended" | "typescript", Linter.Config>,
} satisfies ESLint.Plugin;

plugin.configs.recommended = {
  name: "composa/recommended",
  files: SCRIPT_FILES,
  plugins: { composa: plugin },
  languageOptions: { parserOptions: { ecmaFeatures: { jsx: true } } },
  rules: { "composa/compiler": "error", "composa/remember-state": "error" },
};

/**
 * After `...tseslint.configs.recommended`: the same, and typescript-eslint's
 * `no-unused-expressions` (on in its recommended set) replaced by ours, which
 * does not report the dialect's `ok && <Badge />;`.
 */
plugin.configs.typescript = {
  ...plugin.configs.recommended,
  name: "composa/typescript",
  rules: {
    ...plugin.configs.recommended.rules,
    "@typescript-eslint/no-unused-expressions": "off",
    "composa/no-unused-expressions": "error",
  },
};

export default plugin;
