/**
 * From a generated location to the source one. Browsers do not apply source
 * maps to `Error.stack`, so a write's `where` names the compiled module
 * (`/src/counter.tsx:41:60`); this reads the module's source map (inline, as
 * Vite's dev server serves them, or a `.map` beside it) to find the line the
 * author wrote.
 */

const BASE64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
const DIGIT = new Map([...BASE64].map((c, i) => [c, i]));

interface RawSourceMap {
  sources: string[];
  mappings: string;
  sourceRoot?: string;
}

/** Segments of one generated line: `[generatedColumn, source, line, column]`, 0-based, sorted by column. */
type Segment = [number, number, number, number];

function decodeMappings(mappings: string): Segment[][] {
  const lines: Segment[][] = [];
  let source = 0;
  let line = 0;
  let column = 0;
  for (const text of mappings.split(";")) {
    const segments: Segment[] = [];
    let generated = 0;
    for (const segment of text.split(",")) {
      if (segment === "") continue;
      const fields = decodeVlq(segment);
      generated += fields[0]!;
      if (fields.length < 4) continue;
      source += fields[1]!;
      line += fields[2]!;
      column += fields[3]!;
      segments.push([generated, source, line, column]);
    }
    lines.push(segments);
  }
  return lines;
}

function decodeVlq(segment: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = DIGIT.get(char);
    if (digit === undefined) throw new Error(`composa/devtools: bad source map character ${char}`);
    value += (digit & 31) << shift;
    if (digit & 32) shift += 5;
    else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

/** A position in an original source: its path (with the map's `sourceRoot`), 1-based line and column. */
export interface SourcePosition {
  source: string;
  line: number;
  column: number;
}

/**
 * The source position a generated `line`/`column` (1-based) comes from, in
 * `map`; undefined where the map says nothing.
 */
export function mapPosition(map: RawSourceMap, line: number, column: number): SourcePosition | undefined {
  const segments = decodeMappings(map.mappings)[line - 1];
  if (segments === undefined) return undefined;
  let best: Segment | undefined;
  for (const segment of segments) {
    if (segment[0] > column - 1) break;
    best = segment;
  }
  best ??= segments[0];
  if (best === undefined) return undefined;
  return { source: (map.sourceRoot ?? "") + map.sources[best[1]]!, line: best[2] + 1, column: best[3] + 1 };
}

/** {@link mapPosition} as `source:line:col`, the form devtools show. */
export function mapLocation(map: RawSourceMap, line: number, column: number): string | undefined {
  const at = mapPosition(map, line, column);
  return at && `${at.source}:${at.line}:${at.column}`;
}

const URL_COMMENT = /\/\/[#@] sourceMappingURL=(\S+)\s*$/;

/** The source map of a module, from its code's `sourceMappingURL` comment (inline `data:` or a URL relative to the module). */
export async function sourceMapOf(
  code: string,
  moduleUrl: string,
  load: (url: string) => Promise<string>,
): Promise<RawSourceMap | undefined> {
  const match = URL_COMMENT.exec(code.trimEnd());
  if (match === null) return undefined;
  const reference = match[1]!;
  const inline = /^data:application\/json(?:;charset=[\w-]+)?;base64,(.*)$/.exec(reference);
  if (inline !== null) return JSON.parse(decodeBase64(inline[1]!)) as RawSourceMap;
  return JSON.parse(await load(new URL(reference, new URL(moduleUrl, "http://x/")).pathname)) as RawSourceMap;
}

function decodeBase64(text: string): string {
  const bytes = Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

const cache = new Map<string, Promise<RawSourceMap | undefined>>();

/**
 * The source location behind a write's `where` (`path:line:col` of a served
 * module), through the module's source map; `where` itself when there is
 * no map. `load` fetches a path (default: `fetch` from the page's origin).
 *
 * @example
 * await originalLocation("/examples/counter.tsx:41:60"); // "/work/app/examples/counter.tsx:12:45"
 */
export async function originalLocation(
  where: string,
  load: (url: string) => Promise<string> = (url) => fetch(url).then((r) => r.text()),
): Promise<string> {
  const match = /^(.*):(\d+):(\d+)$/.exec(where);
  if (match === null) return where;
  const [, path, line, column] = match;
  let map = cache.get(path!);
  if (map === undefined) {
    map = load(path!)
      .then((code) => sourceMapOf(code, path!, load))
      .catch(() => undefined);
    cache.set(path!, map);
  }
  const resolved = await map;
  return (resolved && mapLocation(resolved, Number(line), Number(column))) ?? where;
}
