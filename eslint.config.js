// The repository's lint: a small rule set that finds real defects (unused
// code, floating promises, `any` where a type exists), run by `npm test`.
// (`composa/eslint`, the plugin for users' dialect code, is plugin/eslint/.)
import Module, { createRequire } from "node:module";

// typescript-eslint needs TypeScript's compiler API, which TypeScript 7 (this
// repository's `tsc`) does not have: its packages load the TypeScript 5 dev
// dependency (`typescript-5`) instead. Only requires from inside
// node_modules are redirected; the repository's own code never loads it.
const require = createRequire(import.meta.url);
const ts5 = require.resolve("typescript-5");
const ts5Root = ts5.slice(0, ts5.lastIndexOf("/lib/"));
const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function (request, parent, ...rest) {
  const fromPackage = /[\\/]node_modules[\\/]/.test(parent?.filename ?? "");
  if (fromPackage && request === "typescript") return ts5;
  if (fromPackage && request.startsWith("typescript/"))
    return resolveFilename.call(this, ts5Root + request.slice("typescript".length), parent, ...rest);
  return resolveFilename.call(this, request, parent, ...rest);
};
const tseslint = require("typescript-eslint");

export default tseslint.config(
  {
    ignores: [
      "**/dist/**",
      "**/node_modules/**",
      "plugin/babel/fixtures/**",
      "examples/**",
      "test/types/bad/**",
      "test/browser/cee/elements/**",
      "bench/results/**",
      "**/*.scratch.*",
    ],
  },
  {
    files: ["**/*.ts", "**/*.tsx"],
    extends: [tseslint.configs.base],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-misused-promises": ["error", { checksVoidReturn: false }],
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none", ignoreRestSiblings: true },
      ],
      // An `any` must say why where it stands (a disabled line with its reason): the few that
      // remain erase a node or props type at a seam (`AnyComposer` in composition.ts).
      "@typescript-eslint/no-explicit-any": "error",
    },
  },
);
