// Web components used from Composa the way Lit, Shoelace or Vaadin users use
// them from React 19 or Solid: a Lit-like base class with declared
// properties (reflected or not), attributes converted to properties,
// a shadow root with named and default slots, events with dashed, camelCase
// and PascalCase names, functions given as properties (a renderer, a
// formatter), booleans as attributes, an element defined only after it was
// first rendered, and a property read back through a ref.
import { mutableStateOf, remember } from "composa";
import type { CustomElementAttributes } from "composa/jsx-runtime";

type Converter = "string" | "number" | "boolean" | "none";

/** A tiny Lit: `static props` become accessors; attributes convert into them; updates render the shadow root. */
export class MiniElement extends HTMLElement {
  static props: Record<string, { type?: Converter; reflect?: boolean }> = {};
  static get observedAttributes(): string[] {
    return Object.entries(this.props)
      .filter(([, p]) => p.type !== "none")
      .map(([name]) => name.toLowerCase());
  }
  static finalize(this: typeof MiniElement & (new () => MiniElement)): void {
    for (const [name, options] of Object.entries(this.props)) {
      Object.defineProperty(this.prototype, name, {
        configurable: true,
        get(this: MiniElement) {
          return this.values.get(name);
        },
        set(this: MiniElement, value: unknown) {
          const old = this.values.get(name);
          if (Object.is(old, value)) return;
          this.values.set(name, value);
          if (options.reflect && !this.reflecting) {
            this.reflecting = true;
            if (options.type === "boolean") this.toggleAttribute(name.toLowerCase(), Boolean(value));
            else if (value === undefined || value === null) this.removeAttribute(name.toLowerCase());
            else this.setAttribute(name.toLowerCase(), String(value));
            this.reflecting = false;
          }
          this.updates++;
          this.render();
        },
      });
    }
  }
  values = new Map<string, unknown>();
  reflecting = false;
  updates = 0;
  constructor() {
    super();
    this.attachShadow({ mode: "open" });
  }
  attributeChangedCallback(attr: string, _old: string | null, value: string | null): void {
    if (this.reflecting) return;
    const ctor = this.constructor as typeof MiniElement;
    const entry = Object.entries(ctor.props).find(([name]) => name.toLowerCase() === attr);
    if (entry === undefined) return;
    const [name, { type }] = entry;
    this.reflecting = true;
    (this as unknown as Record<string, unknown>)[name] =
      type === "number"
        ? value === null
          ? undefined
          : Number(value)
        : type === "boolean"
          ? value !== null
          : value;
    this.reflecting = false;
  }
  connectedCallback(): void {
    this.render();
  }
  render(): void {}
}

/** A list with a renderer function, a label formatter and a selection it reports. */
export class PickList extends MiniElement {
  static override props = {
    items: { type: "none" as const },
    renderer: { type: "none" as const },
    formatLabel: { type: "none" as const },
    selectedIndex: { type: "number" as const, reflect: true },
    disabled: { type: "boolean" as const, reflect: true },
  };
  declare items: { id: number; name: string }[] | undefined;
  declare renderer: ((root: HTMLElement, item: { id: number; name: string }) => void) | undefined;
  declare formatLabel: ((count: number) => string) | undefined;
  declare selectedIndex: number | undefined;
  declare disabled: boolean | undefined;
  override render(): void {
    const root = this.shadowRoot!;
    root.replaceChildren();
    const title = document.createElement("slot");
    title.name = "title";
    root.append(title);
    const label = document.createElement("p");
    label.className = "label";
    label.textContent = this.formatLabel?.(this.items?.length ?? 0) ?? "";
    root.append(label);
    (this.items ?? []).forEach((item, i) => {
      const li = document.createElement("button");
      li.className = i === this.selectedIndex ? "item selected" : "item";
      li.disabled = Boolean(this.disabled);
      if (this.renderer) this.renderer(li, item);
      else li.textContent = item.name;
      li.addEventListener("click", () => {
        this.selectedIndex = i;
        this.dispatchEvent(new CustomEvent("item-selected", { detail: item, bubbles: true }));
        this.dispatchEvent(new CustomEvent("selectionChanged", { detail: i }));
        this.dispatchEvent(new CustomEvent("Picked", { detail: item.name }));
      });
      root.append(li);
    });
    root.append(document.createElement("slot"));
  }
}
PickList.finalize();
customElements.define("pick-list", PickList);

declare module "composa/jsx-runtime" {
  interface CustomElements {
    "pick-list": CustomElementAttributes<
      PickList,
      {
        items?: { id: number; name: string }[];
        renderer?: (root: HTMLElement, item: { id: number; name: string }) => void;
        formatLabel?: (count: number) => string;
        selectedIndex?: number;
        disabled?: boolean;
        "onitem-selected"?: (e: CustomEvent<{ id: number; name: string }>) => void;
        onselectionChanged?: (e: CustomEvent<number>) => void;
        onPicked?: (e: CustomEvent<string>) => void;
      }
    >;
    "late-badge": CustomElementAttributes<HTMLElement, { count?: number; tags?: string[]; tone?: string }>;
  }
}

export const log: string[] = [];

export function Picker({ initial }: { initial: { id: number; name: string }[] }) {
  const items = remember(() => mutableStateOf(initial));
  const selected = remember(() => mutableStateOf<number | undefined>(undefined));
  const locked = remember(() => mutableStateOf(false));
  const fancy = remember(() => mutableStateOf(false));
  const element = remember(() => ({ current: null as PickList | null }));
  <pick-list
    ref={(el: PickList | null) => {
      element.current = el;
    }}
    items={items.value}
    selectedIndex={selected.value}
    disabled={locked.value}
    formatLabel={(n: number) => `${n} ${n === 1 ? "fruit" : "fruits"}`}
    renderer={
      fancy.value
        ? (root: HTMLElement, item: { name: string }) => (root.textContent = `★ ${item.name}`)
        : undefined
    }
    onitem-selected={(e: CustomEvent<{ name: string }>) => log.push(`item-selected ${e.detail.name}`)}
    onselectionChanged={(e: CustomEvent<number>) => (selected.value = e.detail)}
    onPicked={(e: CustomEvent<string>) => log.push(`Picked ${e.detail}`)}
  >
    <h3 slot="title">{`Fruits (${selected.value ?? "none"})`}</h3>
    {items.value.length === 0 && <em>Nothing here</em>}
  </pick-list>;
  <button onClick={() => (items.value = [...items.value, { id: items.value.length + 1, name: "kiwi" }])}>
    add
  </button>;
  <button onClick={() => (locked.value = !locked.value)}>lock</button>;
  <button onClick={() => (fancy.value = !fancy.value)}>fancy</button>;
  <button onClick={() => log.push(`read back ${element.current?.selectedIndex}`)}>read</button>;
}

/** Rendered before `late-badge` is defined (a component library loaded later). */
export function Badges({ count, tags, tone }: { count: number; tags: string[]; tone?: string }) {
  <late-badge count={count} tags={tags} tone={tone} onClick={() => log.push("badge click")} />;
}
