import { compile } from "../compile.js";
import { CompileError } from "../errors.js";

/** The `CompileError` that compiling `src` throws; fails the test if it compiles or throws anything else. */
export function errorOf(src: string, filename = "/src/bad.jsx"): CompileError {
  try {
    compile(src, { filename, root: "/src" });
  } catch (e) {
    if (e instanceof CompileError) return e;
    throw new Error(`not a CompileError: ${String((e as Error)?.stack ?? e)}`);
  }
  throw new Error("compiled without error");
}
