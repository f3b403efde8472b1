// Content whose markup the HTML parser reads in its own ways: entities and
// special characters, raw text elements, foreign content, tables, invalid
// nesting, adjacent texts.
import { mutableStateOf, remember } from "composa";

/** Entities, emoji, `<` and `&` in texts and attributes. */
export function Entities({ name }: { name: string }) {
  const n = remember(() => mutableStateOf(0));
  <p title={`"${name}" & <co>`} data-x="a<b&c>d'e">
    Tom &amp; Jerry &lt;3 &copy; 2024 &nbsp;— {name} 😀👍🏽 {"<script>alert(1)</script>"} &{"&amp;"}
  </p>;
  <a href={`/search?q=${encodeURIComponent(name)}&page=2`}>search</a>;
  <button onClick={() => n.value++}>{`${n.value} < ${n.value + 1} & 🎉`}</button>;
}

/** `<pre>` and `<textarea>` whose content starts with a newline; `<pre>` in JSX. */
export function Preformatted({ code }: { code: string }) {
  const edits = remember(() => mutableStateOf(0));
  <pre>{code}</pre>;
  <pre>{"\n\nTwo blank lines first"}</pre>;
  <textarea defaultValue={code} onInput={() => edits.value++} />;
  <p>{edits.value} edits</p>;
}

/** A JSON data island, a style block, an SVG icon. */
export function Islands({ data }: { data: unknown }) {
  const n = remember(() => mutableStateOf(0));
  <script type="application/json" id="data">
    {JSON.stringify(data)}
  </script>;
  <style>{`.a > .b { color: red } .c::after { content: "<&>" }`}</style>;
  <button aria-label="Like" onClick={() => n.value++}>
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
      <path d="M12 21l-1-1C5 15 2 12 2 8a5 5 0 0 1 10-2 5 5 0 0 1 10 2c0 4-3 7-9 12z" fill="currentColor" />
      <circle cx="12" cy="12" r={n.value + 1} />
      <foreignObject width="10" height="10">
        <span>fo</span>
      </foreignObject>
    </svg>
    {n.value}
  </button>;
}

/**
 * `<noscript>`, whose content the parser keeps as one text while scripts
 * run: at the root, static in a static element, with a dynamic attribute.
 */
export function NoScript({ pixel }: { pixel: string }) {
  const n = remember(() => mutableStateOf(0));
  <noscript>
    <p>Enable JavaScript</p>
  </noscript>;
  <div class="wrap">
    <noscript>
      <img src="/static.gif" alt="" />
    </noscript>
    <span>static</span>
  </div>;
  <noscript>
    <img src={pixel} alt="" />
  </noscript>;
  <button onClick={() => n.value++}>{n.value}</button>;
}

/** `<template>`: the parser puts its children in its `.content`; one static, one with state. */
export function Template() {
  const n = remember(() => mutableStateOf(0));
  <template id="row">
    <tr>
      <td>cell</td>
    </tr>
  </template>;
  <template id="count">
    <tr class={`n${n.value}`}>
      <td>{n.value}</td>
    </tr>
  </template>;
  <button
    onClick={() => {
      n.value++;
      const row = (document.getElementById("count") as HTMLTemplateElement).content.cloneNode(true);
      document.getElementById("out")!.replaceChildren(row);
    }}
  >
    {n.value}
  </button>;
  <table>
    <tbody id="out" />
  </table>;
}

/** A table written as React warns about: `<tr>` straight in `<table>`, no `<tbody>`. */
export function BareTable({ rows }: { rows: string[] }) {
  const picked = remember(() => mutableStateOf(""));
  <table>
    {rows.map((r) => (
      <tr key={r} class={picked.value === r ? "picked" : ""}>
        <td>{r}</td>
        <td>
          <button onClick={() => (picked.value = r)}>pick</button>
        </td>
      </tr>
    ))}
  </table>;
  <p>picked {picked.value}</p>;
}

/** The same with `<thead>`/`<tbody>`, as a careful author writes it. */
export function FullTable({ rows }: { rows: string[] }) {
  const picked = remember(() => mutableStateOf(""));
  <table>
    <caption>Rows</caption>
    <colgroup>
      <col span={1} />
    </colgroup>
    <thead>
      <tr>
        <th>Name</th>
        <th />
      </tr>
    </thead>
    <tbody>
      {rows.map((r) => (
        <tr key={r} class={picked.value === r ? "picked" : ""}>
          <td>{r}</td>
          <td>
            <button onClick={() => (picked.value = r)}>pick</button>
          </td>
        </tr>
      ))}
    </tbody>
  </table>;
  <p>picked {picked.value}</p>;
}

/** A `<div>` in a `<p>`: the parser closes the `<p>` before the `<div>`. */
export function DivInP({ text }: { text: string }) {
  const n = remember(() => mutableStateOf(0));
  <p class="intro">
    {text}
    <div class="box">boxed</div>
  </p>;
  <button onClick={() => n.value++}>{n.value}</button>;
}

/** Whitespace-sensitive inline text: adjacent texts, numbers, empty strings. */
export function InlineText({ first, last, count }: { first: string; last: string; count: number }) {
  const n = remember(() => mutableStateOf(count));
  const empty = remember(() => mutableStateOf(""));
  <p class="name">
    {first} {last}
  </p>;
  <p class="count">
    You have {n.value} new {n.value === 1 ? "message" : "messages"}.
  </p>;
  <span class="zero">{0}</span>;
  <span class="empty">{empty.value}</span>;
  <span class="mixed">
    {""}
    {n.value}
    {""}
    {-0}
    {1.5}
    {NaN}
  </span>;
  <button
    onClick={() => {
      n.value++;
      empty.value += "x";
    }}
  >
    more
  </button>;
}

/** `<output defaultValue>`: its DOM property is its text, so the server writes it as its content. */
export function Outputs({ a, b }: { a: number; b: number }) {
  const extra = remember(() => mutableStateOf(0));
  <form class="sum">
    <input name="a" type="number" defaultValue={a} />+
    <input name="b" type="number" defaultValue={b} />=
    <output name="total" htmlFor="a b" defaultValue={`${a + b + extra.value} < ∞ & 😀`} />
    <output class="static" defaultValue="0 & <1>" />
  </form>;
  <button onClick={() => extra.value++}>add one</button>;
}
