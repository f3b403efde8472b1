/**
 * Short names for the runtime's internal members in production builds
 * (issue 25: the minifier renames variables, never properties). Each name
 * of `INTERNAL_NAMES` becomes `$` and one or two letters, in the runtime's
 * own modules only: an application's code, which cannot reach those members
 * (test/bundle/internal-names.ts says why), is never touched, and every
 * runtime module gets the same map, so a member keeps one name across
 * modules and classes (the server's writer and the Composer answer to the
 * same calls).
 */
import { fileURLToPath } from "node:url";
import { parseSync, Visitor, type Plugin } from "vite";
import { INTERNAL_NAMES } from "./internal-names.js";

const LETTERS = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";

/** `$a`, `$b`, … `$Z`, `$aa`, …: the n-th short name (the list's most used names get the shortest). */
export function shortName(n: number): string {
  let name = "$";
  do {
    name += LETTERS[n % LETTERS.length];
    n = Math.floor(n / LETTERS.length);
  } while (n > 0);
  return name;
}

export const SHORT_NAMES: ReadonlyMap<string, string> = new Map(
  INTERNAL_NAMES.map((name, i) => [name, shortName(i)]),
);

/**
 * The runtime's own modules: these sources, or the package's dist/runtime
 * (a query after the name too: every module of the copy must be renamed, or
 * none).
 */
const RUNTIME_DIR = fileURLToPath(new URL("../../runtime/", import.meta.url));
const RUNTIME_MODULE = new RegExp(
  `^${RUNTIME_DIR.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}.*\\.[jt]sx?(?:[?#].*)?$`,
);

/**
 * The Vite plugin: in a production build (`vite build` with NODE_ENV
 * "production", as the runtime's `DEV` is false), each runtime module, once
 * Vite and the compiler made it JavaScript, gets the short names.
 */
export function manglePlugin(): Plugin {
  let mangling = false;
  return {
    name: "composa:mangle-internals",
    configResolved(config) {
      mangling = config.command === "build" && process.env.NODE_ENV === "production";
    },
    transform: {
      filter: { id: RUNTIME_MODULE },
      handler(code, id) {
        if (!mangling) return null;
        const { code: out, map } = mangleModule(code, id.replace(/[?#].*$/, ""));
        return { code: out, map };
      },
    },
  };
}

type Node = { type: string; start: number; end: number; name?: string };
type Keyed = { key: Node; computed: boolean };

/**
 * `code` (a runtime module, as JavaScript) with its internal member names
 * shortened, and the source map of the edit. Renamed: member accesses
 * (`x.name`, `x?.name`), class members, and the keys of object literals and
 * destructuring patterns (`{ name } = this` becomes `{ $a: name } = this`):
 * an internal name is an object literal's key only where the literal fills
 * an internal interface (a checkpoint's marks; one of the list's rules).
 * Oxc's parser and an edit list, not a Babel
 * pass: the runtime's hundred modules cost a build a few milliseconds each.
 */
export function mangleModule(code: string, filename: string): { code: string; map: SourceMapV3 } {
  const { program, errors } = parseSync(filename, code, { lang: "js", sourceType: "module" });
  if (errors.length > 0) throw new Error(`composa/vite: ${filename}: ${errors[0]!.message}`);
  const edits: Array<[start: number, end: number, text: string]> = [];
  const rename = ({ key, computed }: Keyed, text = (short: string) => short): void => {
    if (computed || key.type !== "Identifier") return;
    const short = SHORT_NAMES.get(key.name!);
    if (short === undefined) return;
    // The parser's offsets are the string's (UTF-16): a name must be where it says.
    if (code.slice(key.start, key.end) !== key.name)
      throw new Error(`composa/vite: ${filename}: offsets out of step`);
    edits.push([key.start, key.end, text(short)]);
  };
  // `{ name }` (a pattern or a literal) becomes `{ $a: name }`.
  const renameKeys = (properties: ReadonlyArray<{ type: string }>): void => {
    for (const property of properties) {
      if (property.type !== "Property") continue;
      const { key, shorthand } = property as unknown as Keyed & { shorthand: boolean };
      rename(property as unknown as Keyed, (short) => (shorthand ? `${short}: ${key.name}` : short));
    }
  };
  new Visitor({
    MemberExpression: (node) => rename({ key: node.property as Node, computed: node.computed }),
    PropertyDefinition: (node) => rename(node as unknown as Keyed),
    MethodDefinition: (node) => rename(node as unknown as Keyed),
    AccessorProperty: (node) => rename(node as unknown as Keyed),
    ObjectPattern: (node) => renameKeys(node.properties),
    ObjectExpression: (node) => renameKeys(node.properties),
  }).visit(program);
  edits.sort((a, b) => a[0] - b[0]);
  let out = "";
  let at = 0;
  for (const [start, end, text] of edits) {
    out += code.slice(at, start) + text;
    at = end;
  }
  out += code.slice(at);
  return { code: out, map: editMap(code, edits, filename) };
}

export interface SourceMapV3 {
  version: 3;
  sources: string[];
  sourcesContent: string[];
  names: string[];
  mappings: string;
}

/**
 * The map of `edits` (each inside one line): every line starts mapped to its
 * own start, and each edit's two ends to the original's.
 */
function editMap(
  code: string,
  edits: ReadonlyArray<readonly [number, number, string]>,
  file: string,
): SourceMapV3 {
  const lines: string[] = [];
  let e = 0;
  let previousLine = 0;
  let previousColumn = 0;
  for (let line = 0, lineStart = 0; lineStart <= code.length; line++) {
    const next = code.indexOf("\n", lineStart);
    const lineEnd = next < 0 ? code.length : next;
    const segments: string[] = [];
    let generated = 0; // the previous segment's generated column, on this line
    let shift = 0; // generated column minus original column, after the edits so far on this line
    const segment = (generatedColumn: number, originalColumn: number): void => {
      segments.push(
        vlq(generatedColumn - generated) +
          vlq(0) +
          vlq(line - previousLine) +
          vlq(originalColumn - previousColumn),
      );
      generated = generatedColumn;
      previousLine = line;
      previousColumn = originalColumn;
    };
    segment(0, 0);
    for (; e < edits.length && edits[e]![0] < lineEnd; e++) {
      const [start, end, text] = edits[e]!;
      segment(start - lineStart + shift, start - lineStart);
      shift += text.length - (end - start);
      segment(end - lineStart + shift, end - lineStart);
    }
    lines.push(segments.join(","));
    if (next < 0) break;
    lineStart = next + 1;
  }
  return { version: 3, sources: [file], sourcesContent: [code], names: [], mappings: lines.join(";") };
}

const BASE64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

/** One number in a source map's base64 VLQ. */
function vlq(n: number): string {
  let v = n < 0 ? (-n << 1) | 1 : n << 1;
  let out = "";
  do {
    let digit = v & 31;
    v >>>= 5;
    if (v > 0) digit |= 32;
    out += BASE64[digit];
  } while (v > 0);
  return out;
}
