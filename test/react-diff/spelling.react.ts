// React's side of spelling.test.ts.
import { useState } from "react";
import type { Log } from "./harness.js";
import { h } from "./react.js";

type P = { log: Log };

export function ReactSpellings({ log }: P) {
  const [n, setN] = useState(0);
  const on = n % 2 === 1;
  return h(
    "form",
    {
      noValidate: on,
      encType: "multipart/form-data",
      acceptCharset: "utf-8",
      autoComplete: on ? "on" : "off",
    },
    h("input", {
      id: "a",
      spellCheck: on,
      autoComplete: "email",
      autoCapitalize: "none",
      inputMode: "numeric",
      enterKeyHint: "done",
      maxLength: 8 + n,
      minLength: 2,
      pattern: "[0-9]*",
      readOnly: on,
      autoCorrect: "off",
      onChange: () => log("a"),
    }),
    h(
      "button",
      {
        id: "b",
        type: "button",
        formNoValidate: on,
        onClick: () => setN(n + 1),
        draggable: on,
        translate: on ? "no" : "yes",
      },
      "n",
    ),
    h(
      "table",
      null,
      h("tbody", null, h("tr", null, h("td", { colSpan: 1 + n, rowSpan: 2, headers: "x" }, "cell"))),
    ),
    h("img", {
      alt: "",
      crossOrigin: on ? "anonymous" : undefined,
      loading: "lazy",
      decoding: "async",
      width: 10 + n,
      height: 5,
    }),
    h(
      "div",
      {
        dir: "rtl",
        lang: "he",
        role: "note",
        "aria-live": "polite",
        "aria-pressed": on,
        "aria-expanded": false,
        "aria-level": n,
        hidden: false,
        accessKey: "k",
        contentEditable: on,
        suppressContentEditableWarning: true,
      },
      "d",
    ),
    h("label", { htmlFor: "a", className: undefined }, "a"),
  );
}

export function StyleNumbers({ log }: P) {
  const [n, setN] = useState(1);
  return h(
    "div",
    null,
    h("button", { id: "b", onClick: () => (log("n", n), setN(n + 1)) }, "n"),
    h(
      "div",
      {
        id: "s",
        style: {
          width: 10 * n,
          height: n === 2 ? "auto" : 20,
          lineHeight: 1.5,
          flexGrow: n,
          zIndex: n,
          opacity: n / 10,
          margin: 0,
          padding: n === 3 ? null : 4,
          fontWeight: 700,
          gridColumn: n,
          WebkitLineClamp: 2,
          borderWidth: n === 2 ? undefined : 1,
          transform: `translateX(${n}px)`,
        },
      },
      "styled",
    ),
  );
}
