// Keyed calls of top-level composables in every props shape a React user
// writes: rest props, a props object read whole, a computed read, defaults,
// spread props, a for..of loop, duplicate keys.
export interface It {
  id: number;
  label: string;
  cls?: string;
}

function RestRow({ id, ...rest }: { id: number; label: string; cls?: string }) {
  <li data-id={id} class={rest.cls}>
    {rest.label}
  </li>;
}
function WholeRow(props: { id: number; label: string; cls?: string }) {
  <li class={props.cls}>{props.label}</li>;
}
function ComputedRow(props: { id: number; label: string; cls?: string; field: "label" | "cls" }) {
  <li>{props[props.field] ?? "-"}</li>;
}
function DefaultRow({ label, cls = "default" }: { label: string; cls?: string }) {
  <li class={cls}>{label}</li>;
}
function ArgsRow({ ...all }: { id: number; label: string; cls?: string }) {
  <li>
    {Object.keys(all).sort().join(",")}:{all.label}
  </li>;
}

export function Lists({ items, field }: { items: It[]; field: "label" | "cls" }) {
  <ul class="rest">
    {items.map((it) => (
      <RestRow key={it.id} {...it} />
    ))}
  </ul>;
  <ul class="whole">
    {items.map((it) => (
      <WholeRow key={it.id} id={it.id} label={it.label} cls={it.cls} />
    ))}
  </ul>;
  <ul class="computed">
    {items.map((it) => (
      <ComputedRow key={it.id} {...it} field={field} />
    ))}
  </ul>;
  <ul class="default">
    {items.map((it) => (
      <DefaultRow key={it.id} label={it.label} cls={it.cls} />
    ))}
  </ul>;
  <ul class="args">
    {items.map((it) => (
      <ArgsRow key={it.id} {...it} />
    ))}
  </ul>;
  <ol>
    {() => {
      for (const it of items) {
        <WholeRow key={it.label} {...it} />;
      }
    }}
  </ol>;
}
