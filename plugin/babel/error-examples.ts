/**
 * One example per catalogue code: a program that raises it, the part of the
 * message that suggests the fix, and the program with that fix. The
 * suggestions test compiles every fix (`suggestions.test.ts`), and the error
 * reference (`docs/errors.md`, `error-docs.ts`) shows them.
 */
import type { ErrorCode } from "./errors.js";

/** The imports every example starts with. */
export const EXAMPLE_HEADER = `import { remember, key, ErrorBoundary, LaunchedEffect, mutableStateOf } from "composa";\n`;

/** [code, a program that raises it, the words of the message that suggest the fix, the program written as they say] */
export const ERROR_EXAMPLES: [ErrorCode, string, string, string][] = [
  [
    "CMP001",
    `function A() { const x = <div />; }`,
    "`const X = () => <div … />;`",
    `function A() { const X = () => <div />; <X />; }`,
  ],
  [
    "CMP001",
    `function A() { const items = [<li key="a" />, <li key="b" />]; <ul />; }`,
    '`<ul>{[<li key="a" />, <li key="b" />]}</ul>`',
    `function A() { <ul>{[<li key="a" />, <li key="b" />]}</ul>; }`,
  ],
  [
    "CMP001",
    `function A({ n }) { const items = []; for (let i = 0; i < n; i++) items.push(<li key={i} />); <ul />; }`,
    "`{Array.from({ length: n }, (_, i) => <li key={i} />)}`",
    `function A({ n }) { <ul>{Array.from({ length: n }, (_, i) => <li key={i} />)}</ul>; }`,
  ],
  [
    "CMP001",
    `function A({ c }) { <ul>{[c && <li />, <b />].filter(Boolean)}</ul>; }`,
    "`{[<A />, c && <B />]}`",
    `function A({ c }) { <ul>{[c && <li />, <b />]}</ul>; }`,
  ],
  [
    "CMP001",
    `function A({ xs }) { <ul>{xs.map((x) => <li key={x.id} />).reverse()}</ul>; }`,
    "`{[...xs].reverse().map((x) => <Row key={x.id} />)}`",
    `function A({ xs }) { <ul>{[...xs].reverse().map((x) => <li key={x.id} />)}</ul>; }`,
  ],
  [
    "CMP001",
    `function A() { <Card icon=<Star /> />; }`,
    "`() => <X />`",
    `function A() { <Card icon={() => <Star />} />; }`,
  ],
  [
    "CMP002",
    `function A({ c }) { if (c) return <b />; <i />; }`,
    "`<X />; return;`",
    `function A({ c }) { if (c) { <b />; return; } <i />; }`,
  ],
  [
    "CMP003",
    `function A() { try { <Risky />; } catch {} }`,
    "`<ErrorBoundary fallback={({ error, retry }) => …}>`",
    `function A() { <ErrorBoundary fallback={({ error, retry }) => <button onClick={retry}>{String(error)}</button>}><Risky /></ErrorBoundary>; }`,
  ],
  [
    "CMP004",
    `function A() { <div />; return 1; }`,
    "name it `use…`",
    `function useA() { const n = remember(() => 1); return n; }\nfunction A() { <div>{useA()}</div>; }`,
  ],
  [
    "CMP005",
    `function App() { <L renderItem={(item, i) => <li>{item}</li>} />; }`,
    "`({ a, b }) => …`",
    `function App() { <L renderItem={({ item, i }) => <li>{item}</li>} />; }`,
  ],
  [
    "CMP005",
    `function A(a, b) { <div />; }`,
    "`function A({ a, b }) {…}`",
    `function A({ a, b }) { <div />; }`,
  ],
  [
    "CMP006",
    `function badge({ n }) { <i>{n}</i>; }\nfunction A() { <div />; badge({ n: 1 }); }`,
    "`<Badge … />` after naming it `Badge`",
    `function Badge({ n }) { <i>{n}</i>; }\nfunction A() { <div />; <Badge n={1} />; }`,
  ],
  [
    "CMP006",
    `function Badge({ n }) { <i>{n}</i>; }\nfunction A() { <div />; Badge({ n: 1 }); }`,
    "`<Badge … />`",
    `function Badge({ n }) { <i>{n}</i>; }\nfunction A() { <div />; <Badge n={1} />; }`,
  ],
  [
    "CMP006",
    `function counter() { return remember(() => mutableStateOf(0)); }\nfunction A() { const c = counter(); <i>{c.value}</i>; }`,
    "name it `useCounter` or `rememberCounter`",
    `function useCounter() { return remember(() => mutableStateOf(0)); }\nfunction A() { const c = useCounter(); <i>{c.value}</i>; }`,
  ],
  [
    "CMP007",
    `function A({ xs }) { xs.forEach((x) => { <b />; }); }`,
    "`for (const x of xs) { <Row … />; }`",
    `function A({ xs }) { for (const x of xs) { <b />; } }`,
  ],
  [
    "CMP008",
    `function A() { <button onClick={() => remember(() => 1)} />; }`,
    "Call it in the composable body",
    `function A() { const one = remember(() => 1); <button onClick={() => console.log(one)} />; }`,
  ],
  [
    "CMP009",
    `function A({ k }) { key(k); <i />; }`,
    "`key(item.id, () => { <Row … />; })`",
    `function A({ k }) { key(k, () => { <i />; }); }`,
  ],
  ["CMP010", `function useThing() { <div />; }`, "PascalCase composable", `function Thing() { <div />; }`],
  [
    "CMP011",
    `function A() { const x = remember(); <i />; }`,
    "`remember(() => initial)`",
    `function A() { const x = remember(() => 0); <i />; }`,
  ],
  [
    "CMP012",
    `function A({ xs }) { <div>{(x) => { <b />; }}</div>; }`,
    "`{xs.map(x => <Row key={x.id} />)}`",
    `function A({ xs }) { <div>{xs.map((x) => <b key={x.id} />)}</div>; }`,
  ],
  ["CMP013", `function A() { <svg:rect />; }`, "`<rect>`", `function A() { <rect />; }`],
  [
    "CMP016",
    `const o = { get View() { <div />; return 1; } };`,
    "`View: (props) => {…}`",
    `const o = { View: (props) => { <div />; } };`,
  ],
  [
    "CMP017",
    `async function A() { <div />; }`,
    "`LaunchedEffect(key, async (signal) => …)`",
    `function A({ id }) { const s = remember(() => mutableStateOf(0)); LaunchedEffect(id, async (signal) => { s.value = 1; }); <div>{s.value}</div>; }`,
  ],
  [
    "CMP022",
    `function A({ xs }) { <div>{...xs}</div>; }`,
    "`{xs}`",
    `function A({ xs }) { <div>{xs}</div>; }`,
  ],
  [
    "CMP023",
    `function A() { <button onClick={() => { <b />; }} />; }`,
    "Write state in the handler",
    `function A() { const shown = remember(() => mutableStateOf(false)); <button onClick={() => { shown.value = true; }} />; if (shown.value) { <b />; } }`,
  ],
  [
    "CMP024",
    `function A() { setTimeout(() => { <b />; }, 10); <i />; }`,
    "Write state there and emit from the composable",
    `function A() { const shown = remember(() => mutableStateOf(false)); setTimeout(() => { shown.value = true; }, 10); if (shown.value) { <b />; } }`,
  ],
  [
    "CMP026",
    `function A({ a }) { <div>{(() => { if (a) { <b />; return; } <i />; })()}</div>; }`,
    "`{() => { if (a) { <A />; return; } <B />; }}`",
    `function A({ a }) { <div>{() => { if (a) { <b />; return; } <i />; }}</div>; }`,
  ],
  [
    "CMP027",
    `const memo = (f) => f; const Item = memo(({ t }) => { <b>{t}</b>; }); function A() { <Item t="x" />; }`,
    "Write the composable itself",
    `const Item = ({ t }) => { <b>{t}</b>; }; function A() { <Item t="x" />; }`,
  ],
];
