import { describe, expect, it } from "vitest";
import { compile } from "../../plugin/babel/compile.js";
import { originalLocation } from "./source-map.js";

const SOURCE = `import { mutableStateOf, remember } from "composa";

export function Toggle() {
  const on = remember(() => mutableStateOf(false));
  <button onClick={() => (on.value = !on.value)}>{on.value ? "on" : "off"}</button>;
}
`;

/** The module as a dev server serves it: compiled code with its source map inline. */
function served(): { code: string; line: number; column: number } {
  const { code, map } = compile(SOURCE, { filename: "/app/src/toggle.tsx", root: "/app", dev: true });
  const inline = Buffer.from(JSON.stringify(map)).toString("base64");
  const lines = code.split("\n");
  const line = lines.findIndex((l) => l.includes("on.value = !on.value"));
  return {
    code: `${code}\n//# sourceMappingURL=data:application/json;base64,${inline}\n`,
    line: line + 1,
    column: lines[line]!.indexOf("on.value = !") + 1,
  };
}

describe("originalLocation", () => {
  it("maps a compiled module's line:col back to the line the author wrote", async () => {
    const { code, line, column } = served();
    expect(line).not.toBe(5); // the compiled code has moved it
    const where = await originalLocation(`/src/toggle.tsx:${line}:${column}`, async () => code);
    expect(where).toMatch(/toggle\.tsx:5:\d+$/);
  });

  it("keeps the location as it is when the module has no source map", async () => {
    expect(await originalLocation("/src/plain.js:3:4", async () => "export const x = 1;\n")).toBe(
      "/src/plain.js:3:4",
    );
  });
});
