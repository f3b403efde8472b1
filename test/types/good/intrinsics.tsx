// Intrinsic elements: attributes, events contextually typed, style, class, ref, bindings.
declare const count: { value: number };
declare const name: string;

export function Intrinsics(): void {
  <div
    id="root"
    class={["a", { b: true }]}
    style={{ color: "red", marginTop: 4, "--gap": "2px", "background-color": "blue" }}
    data-id={3}
    aria-hidden={true}
    tabIndex={0}
    hidden
    onClick={(e) => {
      const x: number = e.clientX;
      const el: HTMLDivElement = e.currentTarget;
      void x;
      void el;
    }}
    onKeyDownCapture={(e) => void e.key}
    onDoubleClick={null}
    on:my-event={(e) => void e.detail}
  >
    text {name} {count.value}
    <span>{() => count.value}</span>
  </div>;

  <input
    value={name}
    placeholder="Name"
    disabled={false}
    maxLength={10}
    ref={(el) => el?.focus()}
    onInput={(e) => void e.currentTarget.value}
  />;
  <input type="checkbox" checked={count.value > 0} onChange={(e) => void e.currentTarget.checked} />;
  <label htmlFor="x" for="x">
    label
  </label>;
  <a href="/home" target="_blank">
    home
  </a>;
  <textarea value={name} rows={3} />;
  <select value="b">
    <option value="a" selected>
      a
    </option>
  </select>;

  // Deferred bindings: a function for an attribute other than on* / ref.
  <div
    style={() => ({ transform: `translateX(${count.value}px)` })}
    class={() => (count.value > 1 ? "many" : "")}
  />;
  <div style="display: none" title={() => name} />;

  // Refs may return a cleanup.
  <canvas
    ref={(el: HTMLCanvasElement | null) => {
      const ctx = el?.getContext("2d");
      return () => void ctx;
    }}
  />;

  // The one raw-HTML door.
  <div unsafeInnerHTML="<b>trusted</b>" />;

  // SVG and MathML: any attribute, events still typed.
  <svg viewBox="0 0 10 10" width={10} class="icon" onClick={(e) => void e.currentTarget}>
    <circle cx={5} cy={5} r={4} stroke-width={2} fill="none" />
    <use href="#shape" xlink:href="#shape" />
  </svg>;
  <math>
    <mi>x</mi>
  </math>;

  // Custom elements.
  <my-widget some-prop="x" onClick={() => {}} />;

  // Fragments and keys.
  <>
    {[1, 2].map((i) => (
      <li key={i}>{i}</li>
    ))}
  </>;
}
