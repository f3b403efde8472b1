// Composa's side of keyed.test.ts: keyed.react.ts translated the README's way.
import { mutableStateOf, remember } from "composa";
import type { Log } from "./harness.js";

type P = { log: Log };

function Counter({ name, log }: { name: string; log: Log }) {
  const n = remember(() => mutableStateOf(0));
  <button
    id={`c-${name}`}
    onClick={() => {
      log(name, n.value + 1);
      n.value++;
    }}
  >
    {`${name}:${n.value}`}
  </button>;
}

export function SwapCounters({ log }: P) {
  const flip = remember(() => mutableStateOf(false));
  <div>
    <button id="flip" onClick={() => (flip.value = !flip.value)}>
      flip
    </button>
    {() => {
      if (flip.value) {
        <Counter key="a" name="a" log={log} />;
        <Counter key="b" name="b" log={log} />;
      } else {
        <Counter key="b" name="b" log={log} />;
        <Counter key="a" name="a" log={log} />;
      }
    }}
  </div>;
}

export function SwapInputs(_: P) {
  const flip = remember(() => mutableStateOf(false));
  <div>
    <button id="flip" onClick={() => (flip.value = !flip.value)}>
      flip
    </button>
    {flip.value ? (
      <>
        <input key="x" id="x" />
        <input key="y" id="y" />
      </>
    ) : (
      <>
        <input key="y" id="y" />
        <input key="x" id="x" />
      </>
    )}
  </div>;
}

export function Tabs({ log }: P) {
  const tab = remember(() => mutableStateOf(0));
  <div>
    <button id="next" onClick={() => (tab.value = (tab.value + 1) % 3)}>
      next
    </button>
    {() => {
      switch (tab.value) {
        case 0:
          <h2>zero</h2>;
          <Counter key="c" name="zero" log={log} />;
          break;
        case 1:
          <Counter key="c" name="one" log={log} />;
          <p>one</p>;
          break;
        default:
          <Counter key="c" name="two" log={log} />;
      }
    }}
  </div>;
}

export function PatchedHosts({ log }: P) {
  const flip = remember(() => mutableStateOf(false));
  <div>
    <button id="flip" onClick={() => (flip.value = !flip.value)}>
      flip
    </button>
    {flip.value ? (
      <input key="q" id="q" className="a" title="only a" onInput={() => log("a")} />
    ) : (
      <input key="q" id="q" className="b" data-b="yes" onInput={() => log("b")} />
    )}
    {flip.value ? (
      <label key="l" className="on">
        <input id="inner" />
        same children
      </label>
    ) : (
      <label key="l">
        <input id="inner" />
        same children
      </label>
    )}
    {flip.value ? (
      <ul key="u" id="u">
        <li>one</li>
      </ul>
    ) : (
      <ul key="u" id="u" data-n="2">
        <li>two</li>
        <li>three</li>
      </ul>
    )}
  </div>;
}
