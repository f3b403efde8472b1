/**
 * A small TSX/JS highlighter for the code panes: splits source into lines of
 * tokens (`kw`, `str`, `com`, `num`, `tag`, `fn`, `plain`). Not a parser, just
 * enough to read the dialect and the compiled output comfortably.
 *
 * @example
 * highlight("const x = 1;")[0]; // [{ kind: "kw", text: "const" }, { kind: "plain", text: " x = " }, …]
 */
export type TokenKind = "kw" | "str" | "com" | "num" | "tag" | "fn" | "plain";

export interface Token {
  kind: TokenKind;
  text: string;
}

const KEYWORDS = new Set(
  (
    "import export from const let var function return if else for of in while do switch case default break continue " +
    "new typeof instanceof void delete this true false null undefined class extends interface type as async await try catch finally throw"
  ).split(" "),
);

// One alternation, tried left to right at each position.
const TOKEN = new RegExp(
  [
    String.raw`(?<com>\/\/[^\n]*|\/\*[\s\S]*?\*\/)`,
    String.raw`(?<str>"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'|` + "`(?:[^`\\\\]|\\\\.)*`)",
    String.raw`(?<tag><\/?[A-Za-z][\w.]*>?|\/>)`,
    String.raw`(?<num>\b0[xob][\da-f]+\b|\b\d+(?:\.\d+)?\b)`,
    String.raw`(?<word>[A-Za-z_$][\w$]*)`,
  ].join("|"),
  "gi",
);

/** Tokens, one array per source line (a token never spans lines). */
export function highlight(text: string): Token[][] {
  const source = text.replace(/\n+$/, "");
  const lines: Token[][] = [[]];
  const push = (kind: TokenKind, text: string) => {
    const parts = text.split("\n");
    parts.forEach((part, i) => {
      if (i > 0) lines.push([]);
      if (part === "") return;
      const line = lines[lines.length - 1]!;
      const last = line[line.length - 1];
      if (last && last.kind === kind) last.text += part;
      else line.push({ kind, text: part });
    });
  };
  let at = 0;
  for (const m of source.matchAll(TOKEN)) {
    if (m.index > at) push("plain", source.slice(at, m.index));
    const g = m.groups!;
    const text = m[0];
    if (g.com) push("com", text);
    else if (g.str) push("str", text);
    else if (g.tag) push("tag", text);
    else if (g.num) push("num", text);
    else if (KEYWORDS.has(text)) push("kw", text);
    else if (source[m.index + text.length] === "(") push("fn", text);
    else push("plain", text);
    at = m.index + text.length;
  }
  if (at < source.length) push("plain", source.slice(at));
  return lines;
}
