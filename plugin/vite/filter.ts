/**
 * One RegExp that matches exactly the ids the plugin compiles (`include` and
 * not `exclude`), for Vite's `oxc.exclude`. Vite's filters OR their patterns,
 * so "included but not excluded" needs lookaheads; string patterns are globs
 * resolved against the root, as in Vite's `createFilter`.
 *
 * @example
 * oxcExclusion(/\.tsx$/, /\/node_modules\//, "/app").test("/app/src/A.tsx"); // true
 */
import { isAbsolute, posix, resolve } from "node:path";
import type { FilterPattern } from "vite";

export function oxcExclusion(include: FilterPattern, exclude: FilterPattern, root: string): RegExp {
  const yes = alternatives(include, root);
  const no = alternatives(exclude, root);
  const notExcluded = no ? `(?!${no})` : "";
  return new RegExp(`^${notExcluded}${yes ? `(?=${yes})` : ""}`);
}

function alternatives(pattern: FilterPattern, root: string): string | null {
  const list =
    pattern == null
      ? []
      : typeof pattern === "string" || pattern instanceof RegExp
        ? [pattern]
        : [...pattern];
  if (list.length === 0) return null;
  // A RegExp matches anywhere in the id unless anchored; a glob matches the whole id.
  return `(?:${list.map((p) => (p instanceof RegExp ? `.*?(?:${unanchored(p)})` : globSource(p, root))).join("|")})`;
}

/** `^`/`$` inside a lookahead still mean the id's ends, so the source can be used as it is. */
function unanchored(p: RegExp): string {
  if (p.flags.replace(/[gy]/g, "") !== "")
    throw new Error(`composa/vite: include/exclude RegExp flags other than g/y are not supported (${p})`);
  return p.source;
}

function globSource(glob: string, root: string): string {
  const full =
    isAbsolute(glob) || glob.startsWith("**") ? glob : posix.join(resolve(root).split("\\").join("/"), glob);
  let out = "";
  for (let i = 0; i < full.length; i++) {
    const c = full[i]!;
    if (c === "*" && full[i + 1] === "*") {
      // `**/` is any number of directories (including none).
      if (full[i + 2] === "/") {
        out += "(?:.*/)?";
        i += 2;
      } else {
        out += ".*";
        i += 1;
      }
    } else if (c === "*") out += "[^/]*";
    else if (c === "?") out += "[^/]";
    else out += c.replace(/[.+^${}()|[\]\\]/g, "\\$&");
  }
  return `${out}$`;
}
