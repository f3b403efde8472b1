// Composa's side of spelling.test.ts: spelling.react.ts translated the README's way.
import { mutableStateOf, remember } from "composa";
import type { Log } from "./harness.js";

type P = { log: Log };

export function ReactSpellings({ log }: P) {
  const n = remember(() => mutableStateOf(0));
  const on = n.value % 2 === 1;
  <form noValidate={on} encType="multipart/form-data" acceptCharset="utf-8" autoComplete={on ? "on" : "off"}>
    <input
      id="a"
      spellCheck={on}
      autoComplete="email"
      autoCapitalize="none"
      inputMode="numeric"
      enterKeyHint="done"
      maxLength={8 + n.value}
      minLength={2}
      pattern="[0-9]*"
      readOnly={on}
      autoCorrect="off"
      onChange={() => log("a")}
    />
    <button
      id="b"
      type="button"
      formNoValidate={on}
      onClick={() => n.value++}
      draggable={on}
      translate={on ? "no" : "yes"}
    >
      n
    </button>
    <table>
      <tbody>
        <tr>
          <td colSpan={1 + n.value} rowSpan={2} headers="x">
            cell
          </td>
        </tr>
      </tbody>
    </table>
    <img
      alt=""
      crossOrigin={on ? "anonymous" : undefined}
      loading="lazy"
      decoding="async"
      width={10 + n.value}
      height={5}
    />
    <div
      dir="rtl"
      lang="he"
      role="note"
      aria-live="polite"
      aria-pressed={on}
      aria-expanded={false}
      aria-level={n.value}
      hidden={false}
      accessKey="k"
      contentEditable={on}
    >
      d
    </div>
    <label htmlFor="a" className={undefined}>
      a
    </label>
  </form>;
}

export function StyleNumbers({ log }: P) {
  const n = remember(() => mutableStateOf(1));
  <div>
    <button id="b" onClick={() => (log("n", n.value), n.value++)}>
      n
    </button>
    <div
      id="s"
      style={{
        width: 10 * n.value,
        height: n.value === 2 ? "auto" : 20,
        lineHeight: 1.5,
        flexGrow: n.value,
        zIndex: n.value,
        opacity: n.value / 10,
        margin: 0,
        padding: n.value === 3 ? null : 4,
        fontWeight: 700,
        gridColumn: n.value,
        WebkitLineClamp: 2,
        borderWidth: n.value === 2 ? undefined : 1,
        transform: `translateX(${n.value}px)`,
      }}
    >
      styled
    </div>
  </div>;
}
