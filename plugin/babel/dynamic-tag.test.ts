/**
 * React's dynamic tag (`const Tag = \`h${level}\`; <Tag>…</Tag>`): a call
 * element whose callee binding may hold a string goes through composa/dom's
 * `tagOf`; callees that are only ever composables (slots, nested composables,
 * module composables, props without a string default) are called directly,
 * as before (test/apps/dyntag.test.ts runs the elements it makes).
 */
import { describe, expect, it } from "vitest";
import { compile } from "./compile.js";

const out = (src: string) => compile(src, { filename: "t.tsx" }).code;

describe("dynamic tags", () => {
  it("wraps callees that may hold a tag name", () => {
    const code = out(`
      function Box({ as: Tag = "div", children }) { <Tag class="box">{children}</Tag>; }
      export function App({ level, href }) {
        const H = \`h\${level}\`;
        const Link = href ? "a" : "span";
        let Other = Box;
        if (level > 2) Other = "b";
        <H>t</H>;
        <Link href={href}>go</Link>;
        <Other />;
        <Box />;
      }`);
    expect(code).toContain('import { tagOf as $composa$tagOf } from "composa/dom";');
    for (const name of ["Tag", "H", "Link", "Other"]) expect(code).toContain(`$composa$tagOf(${name})(`);
    expect(code).toContain("Box({}, $c, 0)");
  });

  it("leaves composables and slots alone", () => {
    const code = out(`
      export function List({ items, renderItem: RenderItem, Fallback }) {
        const Item = ({ x }) => { <li>{x}</li>; };
        <ul>{items.map((i) => <RenderItem key={i} item={i} />)}</ul>;
        <Item x={1} />;
        <Fallback />;
      }`);
    expect(code).not.toContain("tagOf");
  });

  it("hot builds wrap the same callees", () => {
    const code = compile(`export function App({ level }) { const H = \`h\${level}\`; <H>t</H>; }`, {
      filename: "t.tsx",
      hot: true,
    }).code;
    expect(code).toContain("$composa$tagOf(H)(");
  });

  it("wraps a lookup in a table (of names, or one it cannot see) and a callee whose type is a tag name", () => {
    const code = compile(
      `
      const TAGS = ["h1", "h2"] as const;
      type Tag = "p" | "span";
      export function A({ level, icons, kind }: { level: number; icons: Record<string, () => void>; kind: string }) {
        const H = TAGS[level];
        const Icon = icons[kind];
        <H>t</H>;
        <Icon />;
      }
      export function B({ as: As, is: Is, slot: Slot }: { as: Tag; is: keyof HTMLElementTagNameMap; slot: () => void }) {
        <As />;
        <Is />;
        <Slot />;
      }
      export const HOC = withBorder(B);
      export function C() { <HOC />; }`,
      { filename: "t.tsx" },
    ).code;
    for (const name of ["H", "Icon", "As", "Is"]) expect(code).toContain(`$composa$tagOf(${name})(`);
    // A slot typed as a function, and a module-level composable made by a call (a higher-order composable), stay direct calls.
    expect(code).toContain("Slot({}, $c, 0)");
    expect(code).toContain("HOC({}, $c, 0)");
  });
});
