// A web component whose shadow root is a Composa composition, as design
// systems ship React or Solid widgets as custom elements: the app renders
// into `this.attachShadow(...)`, and its events, controlled fields, focus
// and radio groups work inside the shadow tree; it tells the page with a
// composed CustomEvent.
import { movableContentOf, mutableStateOf, remember } from "composa";
import { render, type DomComposition } from "composa/dom";

export function RatingForm({ host }: { host: HTMLElement }) {
  const name = remember(() => mutableStateOf(""));
  const stars = remember(() => mutableStateOf(3));
  const agree = remember(() => mutableStateOf(false));
  <form
    onSubmit={(e) => {
      e.preventDefault();
      host.dispatchEvent(
        new CustomEvent("rated", {
          detail: { name: name.value, stars: stars.value },
          bubbles: true,
          composed: true,
        }),
      );
    }}
  >
    <label>
      Name
      <input class="name" value={name.value} onChange={(e) => (name.value = e.target.value.toUpperCase())} />
    </label>
    {[1, 2, 3, 4, 5].map((n) => (
      <label key={n}>
        <input
          type="radio"
          name="stars"
          value={n}
          checked={stars.value === n}
          onChange={() => (stars.value = n)}
        />
        {n}
      </label>
    ))}
    <label>
      <input
        type="checkbox"
        class="agree"
        checked={agree.value}
        onChange={(e) => (agree.value = e.target.checked)}
      />
      Public
    </label>
    <output>{`${name.value} ${stars.value} ${agree.value}`}</output>
    <button disabled={!agree.value}>Send</button>
  </form>;
}

/** Rows the user reorders while editing one: the focused field moves with its row. */
export function Rows() {
  const rows = remember(() => mutableStateOf(["a", "b", "c"]));
  const texts = remember(() => mutableStateOf<Record<string, string>>({}));
  <div>
    {rows.value.map((r) => (
      <p key={r}>
        <input
          class={`row-${r}`}
          value={texts.value[r] ?? ""}
          onChange={(e) => (texts.value = { ...texts.value, [r]: e.target.value })}
          onKeyDown={(e) => {
            if (e.key === "ArrowUp" && e.altKey) {
              const i = rows.value.indexOf(r);
              if (i > 0) {
                const next = [...rows.value];
                [next[i - 1], next[i]] = [next[i]!, next[i - 1]!];
                rows.value = next;
              }
            }
          }}
        />
      </p>
    ))}
  </div>;
}

/** A field that Alt+P moves between two sections (movable content: the same input, another parent). */
export function Pinned() {
  const pinned = remember(() => mutableStateOf(false));
  const Field = remember(() =>
    movableContentOf(() => {
      <input
        class="moving"
        onKeyDown={(e) => {
          if (e.altKey && e.code === "KeyP") {
            e.preventDefault();
            pinned.value = !pinned.value;
          }
        }}
      />;
    }),
  );
  <section class="top">{pinned.value ? <Field /> : null}</section>;
  <section class="bottom">{pinned.value ? null : <Field />}</section>;
}

export class PinnedElement extends HTMLElement {
  private composition: DomComposition | null = null;
  connectedCallback(): void {
    let root = closedRoots.get(this);
    if (root === undefined) closedRoots.set(this, (root = this.attachShadow({ mode: "closed" })));
    this.composition = render(Pinned, root);
  }
  disconnectedCallback(): void {
    this.composition?.dispose();
    this.composition = null;
  }
}

/** The closed shadow roots, for tests: the page cannot reach them. */
export const closedRoots = new WeakMap<Element, ShadowRoot>();

export class RowsElement extends HTMLElement {
  private composition: DomComposition | null = null;
  connectedCallback(): void {
    let root = closedRoots.get(this);
    if (root === undefined) closedRoots.set(this, (root = this.attachShadow({ mode: "closed" })));
    this.composition = render(Rows, root);
  }
  disconnectedCallback(): void {
    this.composition?.dispose();
    this.composition = null;
  }
}

export class RatingElement extends HTMLElement {
  private composition: DomComposition | null = null;
  connectedCallback(): void {
    const shadow = this.shadowRoot ?? this.attachShadow({ mode: "open" });
    this.composition = render(RatingForm, shadow, { host: this });
  }
  disconnectedCallback(): void {
    this.composition?.dispose();
    this.composition = null;
  }
}

export function defineRating(): void {
  if (!customElements.get("rating-form")) customElements.define("rating-form", RatingElement);
  if (!customElements.get("sorted-rows")) customElements.define("sorted-rows", RowsElement);
  if (!customElements.get("pinned-field")) customElements.define("pinned-field", PinnedElement);
}
