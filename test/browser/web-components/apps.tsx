// Web components that need a real browser (test/browser/web-components.test.ts):
// a form-associated element (ElementInternals: its value is in the form's
// data, its fieldset disables it), and keyed light-DOM children assigned to a shadow root's named slots.
import { mutableStateOf, remember } from "composa";
import type { CustomElementAttributes } from "composa/jsx-runtime";

/** A switch that takes part in forms, as Shoelace's and Material's do. */
export class XSwitch extends HTMLElement {
  static formAssociated = true;
  static observedAttributes = ["checked"];
  #internals = this.attachInternals();
  #checked = false;
  disabledByForm = false;
  constructor() {
    super();
    this.attachShadow({ mode: "open" }).innerHTML = "<span part='track'></span><slot></slot>";
    this.addEventListener("click", () => {
      if (this.disabledByForm) return;
      this.checked = !this.checked;
      this.dispatchEvent(new Event("change", { bubbles: true }));
    });
  }
  get checked(): boolean {
    return this.#checked;
  }
  set checked(value: boolean) {
    this.#checked = value;
    this.#internals.setFormValue(value ? (this.getAttribute("value") ?? "on") : null);
    this.#internals.states.clear();
    if (value) this.#internals.states.add("checked");
  }
  get form(): HTMLFormElement | null {
    return this.#internals.form;
  }
  attributeChangedCallback(_name: string, _old: string | null, value: string | null): void {
    this.checked = value !== null;
  }
  formResetCallback(): void {
    this.checked = this.hasAttribute("checked");
  }
  formDisabledCallback(disabled: boolean): void {
    this.disabledByForm = disabled;
  }
}
customElements.define("x-switch", XSwitch);

/** Tabs: a shadow root with a named slot for the tabs and one for the panel. */
export class XTabs extends HTMLElement {
  constructor() {
    super();
    this.attachShadow({ mode: "open" }).innerHTML =
      '<nav><slot name="tab"></slot></nav><slot name="panel"></slot>';
  }
  get tabs(): string[] {
    const slot = this.shadowRoot!.querySelector<HTMLSlotElement>('slot[name="tab"]')!;
    return slot.assignedElements().map((e) => e.textContent ?? "");
  }
}
customElements.define("x-tabs", XTabs);

declare module "composa/jsx-runtime" {
  interface CustomElements {
    "x-switch": CustomElementAttributes<XSwitch, { name?: string; value?: string; checked?: boolean }>;
    "x-tabs": CustomElementAttributes<XTabs>;
  }
}
export const submitted: string[] = [];

export function Settings() {
  const news = remember(() => mutableStateOf(true));
  const locked = remember(() => mutableStateOf(false));
  const tabs = remember(() => mutableStateOf(["one", "two", "three"]));
  const active = remember(() => mutableStateOf("one"));
  <form
    onSubmit={(e) => {
      e.preventDefault();
      submitted.push(new URLSearchParams(new FormData(e.currentTarget) as never).toString());
    }}
  >
    <fieldset disabled={locked.value}>
      <x-switch
        name="news"
        value="yes"
        checked={news.value}
        onChange={(e) => (news.value = (e.currentTarget as XSwitch).checked)}
      >
        News
      </x-switch>
    </fieldset>
    <p class="news">{news.value ? "subscribed" : "not subscribed"}</p>
    <button type="button" class="lock" onClick={() => (locked.value = !locked.value)}>
      lock
    </button>
    <button type="submit">save</button>
  </form>;
  <x-tabs>
    {tabs.value.map((t) => (
      <button key={t} slot="tab" aria-pressed={active.value === t} onClick={() => (active.value = t)}>
        {t}
      </button>
    ))}
    <section slot="panel">{`panel ${active.value}`}</section>
  </x-tabs>;
  <button class="rotate" onClick={() => (tabs.value = [...tabs.value.slice(1), tabs.value[0]!])}>
    rotate
  </button>;
}
