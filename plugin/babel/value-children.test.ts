/**
 * A composable call's one text or value child is passed as that value, as
 * React passes it (`transform/element.ts`, `valueChild`): a component typed
 * `children: string` gets the string (`<Label>Save</Label>`,
 * `<Title>{name}</Title>`), so `children.toUpperCase()` and
 * `title={children}` work. Elements, several children, lists and lambdas stay content.
 */
import { describe, expect, it } from "vitest";
import { load, mount, type Module } from "./test/harness.js";

const PROGRAMS = `
import { ErrorBoundary } from "composa";
function Upper({ children }) { <b>{typeof children === "string" ? children.toUpperCase() : typeof children}</b>; }
function Kind({ children }) { <i>{typeof children}</i>; }
function Place({ children }) { <p>{children}</p>; }
export function Text({ name, n }) {
  <Upper>save</Upper>;
  <Upper>{name}</Upper>;
  <Upper>{\`hi \${name}\`}</Upper>;
  <Place>{n}</Place>;
  <Place>{7}</Place>;
}
export function Content({ name }) {
  <Kind><b /></Kind>;
  <Kind>hi {name}</Kind>;
  <Kind>{() => name}</Kind>;
  <Kind>{[1, 2].map((x) => <u key={x} />)}</Kind>;
  <Place>hi {name}</Place>;
}
export function Guarded({ name }) {
  <ErrorBoundary fallback={() => <s />}>{name}</ErrorBoundary>;
}
`;

const program = () => load(PROGRAMS).module as Module;

describe("a composable call's one text or value child", () => {
  it("is passed as the value: a string for text, a template or a string expression; a number as one", () => {
    const app = mount(program().Text, { name: "ada", n: 3 });
    expect(app.tree()).toBe('root(b("SAVE"),b("ADA"),b("HI ADA"),p("3"),p("7"))');
    app.update({ name: "grace", n: 4 });
    expect(app.tree()).toBe('root(b("SAVE"),b("GRACE"),b("HI GRACE"),p("4"),p("7"))');
  });

  it("an element, several children, a lambda or a list stay content", () => {
    const app = mount(program().Content, { name: "ada" });
    expect(app.tree()).toBe('root(i("function"),i("function"),i("function"),i("function"),p("hi ","ada"))');
  });

  it("ErrorBoundary shows a text child", () => {
    const app = mount(program().Guarded, { name: "ada" });
    expect(app.tree()).toBe('root("ada")');
    app.update({ name: "bo" });
    expect(app.tree()).toBe('root("bo")');
  });
});
