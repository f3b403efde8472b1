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
});
