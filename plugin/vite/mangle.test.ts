import { SourceMap } from "node:module";
import { describe, expect, it } from "vitest";
import { mangleModule, SHORT_NAMES, shortName } from "./mangle.js";

// Three names of the list (internal-names.ts); `value` is not one.
const [a, b, c] = ["nodeFrame", "insertIndex", "oldEnd"].map((name) => SHORT_NAMES.get(name)!);

describe("mangleModule (composa/vite's short internal names)", () => {
  it("renames accesses, class members, object literal and destructuring keys, nothing else", () => {
    const source = [
      "class F { nodeFrame = null; get insertIndex() { return this.nodeFrame?.oldEnd; } oldEnd() {} }",
      "const { nodeFrame, insertIndex: i = 1, value } = f;",
      'const o = { nodeFrame: 1, oldEnd, value }; o["nodeFrame"]; o[nodeFrame]; "insertIndex" in o; f.value;',
    ].join("\n");
    const { code } = mangleModule(source, "/runtime/x.js");
    expect(code.split("\n")).toEqual([
      `class F { ${a} = null; get ${b}() { return this.${a}?.${c}; } ${c}() {} }`,
      `const { ${a}: nodeFrame, ${b}: i = 1, value } = f;`,
      `const o = { ${a}: 1, ${c}: oldEnd, value }; o["nodeFrame"]; o[nodeFrame]; "insertIndex" in o; f.value;`,
    ]);
  });

  it("maps each renamed name, and the code after it, back to its source", () => {
    const source = "let x = 1;\n  frame.nodeFrame.oldEnd = x; // …→ text after\nx.insertIndex;";
    const { code, map } = mangleModule(source, "/runtime/y.js");
    const sourceMap = new SourceMap(map as never);
    const at = (needle: string, original: string) => {
      const line = code.split("\n").findIndex((l) => l.includes(needle));
      const entry = sourceMap.findEntry(line, code.split("\n")[line]!.indexOf(needle)) as {
        originalLine: number;
        originalColumn: number;
      };
      const originalLine = source.split("\n")[entry.originalLine]!;
      expect(originalLine.slice(entry.originalColumn).startsWith(original)).toBe(true);
    };
    // Segments start at each renamed name and right after it (not at every token).
    at(a, "nodeFrame");
    at(`${c} = x`, "oldEnd = x");
    at(" = x;", " = x;");
    at(b, "insertIndex");
  });

  it("gives the most used names the shortest", () => {
    expect([0, 1, 51, 52, 53].map(shortName)).toEqual(["$a", "$b", "$Z", "$ab", "$bb"]);
  });
});
