/**
 * `docs/errors.md`, generated from the one catalogue (`errors.ts`) and its
 * examples (`error-examples.ts`): each code with its message, a program that
 * raises it and the program written as the message says. `npm run
 * docs:errors` writes it; `error-docs.test.ts` fails when it is stale.
 */
import { ERROR_EXAMPLES } from "./error-examples.js";
import { ERRORS, type ErrorCode } from "./errors.js";

/** A message's `{placeholders}`, shown in italics in the reference. */
const PLACEHOLDER = /\{(\w+)\}/g;

/** Codes with no single example program: they cover a family of inputs. */
const FAMILIES: Partial<Record<ErrorCode, string>> = {
  CMP014:
    'Raised for the TypeScript constructs that only mean something in a CommonJS module: `export = x` (write `export default x`) and `import x = require("m")` (write `import x from "m"` or `import * as x from "m"`); and for what TypeScript itself refuses to emit: an enum member without a value after a string member, an `accessor` field with a computed name. Everything else TypeScript emits code for is compiled as `tsc` emits it for ES2022: `enum` and `const enum` (an ordinary enum object, as under `isolatedModules`), `namespace`, `import Alias = N.x`, constructor parameter properties and `accessor` fields; decorators are CMP025.',
  CMP015: "Any syntax error the parser reports, with its own message, located at the token it stopped at.",
};

export function errorDocs(): string {
  const out: string[] = [
    "# Compile errors",
    "",
    "<!-- Generated from plugin/babel/errors.ts and plugin/babel/error-examples.ts by `npm run docs:errors`; do not edit. -->",
    "",
    "Every error `composa/babel` raises on bad input has a code from this list, a message that says what to write",
    "instead, `file:line:col` and a code frame. Anything else escaping the compiler is a bug in it.",
    "",
  ];
  for (const code of Object.keys(ERRORS) as ErrorCode[]) {
    out.push(
      `## ${code}`,
      "",
      `> ${ERRORS[code].replace(PLACEHOLDER, (_, name: string) => `*${name}*`)}`,
      "",
    );
    const family = FAMILIES[code];
    if (family) out.push(family, "");
    for (const [c, bad, , fixed] of ERROR_EXAMPLES) {
      if (c !== code) continue;
      out.push(
        "Raised by:",
        "",
        "```tsx",
        bad,
        "```",
        "",
        "Written as the message says:",
        "",
        "```tsx",
        fixed,
        "```",
        "",
      );
    }
  }
  return out.join("\n");
}
