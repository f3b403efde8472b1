/**
 * An import used as a tag that holds no function (a misspelt or missing
 * export, a default import of a module with named exports only, an import
 * cycle that reads it before its module ran): development builds say which
 * element and which import (R021, runtime/callee.ts), not "Buton is not a
 * function"; production builds call the import directly.
 */
import { describe, expect, it } from "vitest";
import { compile } from "./compile.js";
import { load, mount } from "./test/harness.js";

const SRC = `
import { Buton } from "./ui";
import { Button as Btn } from "./ui";
import * as UI from "./ui";
import Ui from "./ui";
export function Named() { <div><Buton text="x" /></div>; }
export function Renamed() { <Btn text="x" />; }
export function Namespace() { <UI.Buton />; }
export function Default() { <Ui />; }
`;

describe("a composable import that holds no function", () => {
  const ui = { Button: ({ text }: { text: string }) => void text };
  const { module } = load(SRC, { "./ui": ui });

  it("names the element, what it holds and the import (R021), in the composable that calls it", () => {
    expect(() => mount(module.Named)).toThrow(
      /^Composa: Named \(test\.tsx:\d+:\d+\) threw: Composa \[R021\]: `<Buton>` is undefined, not a composable: `import \{ Buton \} from "\.\/ui"` gave nothing to call\. .*import cycle/,
    );
    expect(() => mount(module.Namespace)).toThrow(
      /Composa \[R021\]: `<UI\.Buton>` is undefined, not a composable: `import \* as UI from "\.\/ui"`/,
    );
    expect(() => mount(module.Default)).toThrow(
      /Composa \[R021\]: `<Ui>` is an object \(with Button…\), not a composable: `import Ui from "\.\/ui"`/,
    );
  });

  it("calls an import that is a function as before", () => {
    expect(() => mount(module.Renamed)).not.toThrow();
  });

  it("costs production builds nothing: the import is called directly", () => {
    const { code } = compile(SRC, { filename: "/src/t.tsx", root: "/src", dev: false });
    expect(code).not.toContain("composableOf");
    expect(code).toContain("Buton({");
  });
});
