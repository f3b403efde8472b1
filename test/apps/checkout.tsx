// A checkout form written the way React code writes one: every input type,
// controlled and uncontrolled fields side by side, groups of checkboxes
// bound to an array and to a Set, a `multiple` select bound to an array,
// a field whose value is transformed as it is typed, and a submit that reads
// the form through `new FormData(e.currentTarget)`.
import { mutableStateOf, remember } from "composa";

export interface Order {
  intent: string;
  fields: Record<string, string | string[]>;
  quantity: number;
  toppings: string[];
  extras: string[];
  tags: string[];
}

export const orders: Order[] = [];

const TOPPINGS = ["cheese", "olives", "basil"];
const EXTRAS = ["napkins", "fork"];

export function Checkout() {
  const coupon = remember(() => mutableStateOf(""));
  const quantity = remember(() => mutableStateOf(1));
  const volume = remember(() => mutableStateOf(30));
  const day = remember(() => mutableStateOf("2026-11-28"));
  const time = remember(() => mutableStateOf("12:30"));
  const color = remember(() => mutableStateOf("#ff0000"));
  const search = remember(() => mutableStateOf(""));
  const size = remember(() => mutableStateOf("m"));
  const toppings = remember(() => mutableStateOf<string[]>(["cheese"]));
  const extras = remember(() => mutableStateOf(new Set<string>()));
  const tags = remember(() => mutableStateOf<string[]>(["fast"]));
  const note = remember(() => mutableStateOf(""));
  const changes = remember(() => mutableStateOf(0));
  const photo = remember(() => mutableStateOf(""));
  const error = remember(() => mutableStateOf<string | null>(null));

  function toggleTopping(t: string, on: boolean) {
    toppings.value = on ? [...toppings.value, t] : toppings.value.filter((x) => x !== t);
  }

  <form
    aria-label="checkout"
    onSubmit={(e) => {
      e.preventDefault();
      const data = new FormData(e.currentTarget);
      if (quantity.value < 1 || Number.isNaN(quantity.value)) {
        error.value = "Quantity must be at least 1";
        return;
      }
      error.value = null;
      const fields: Record<string, string | string[]> = {};
      for (const [k, v] of data.entries()) {
        if (typeof v !== "string") continue;
        const had = fields[k];
        fields[k] = had === undefined ? v : Array.isArray(had) ? [...had, v] : [had, v];
      }
      // Which submit button sent the form: React code reads it from the native SubmitEvent.
      const submitter = (e.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
      orders.push({
        intent: submitter?.value ?? "",
        fields,
        quantity: quantity.value,
        toppings: toppings.value,
        extras: [...extras.value],
        tags: tags.value,
      });
    }}
    onReset={() => {
      coupon.value = "";
      toppings.value = ["cheese"];
    }}
  >
    <label htmlFor="name">Name</label>
    <input id="name" name="name" defaultValue="Ada" required autoComplete="name" />
    <label htmlFor="password">Password</label>
    <input id="password" name="password" type="password" minLength={4} />
    <label htmlFor="email">Email</label>
    <input id="email" name="email" type="email" placeholder="you@example.com" aria-describedby="email-hint" />
    <small id="email-hint">We never share it</small>
    <label htmlFor="coupon">Coupon</label>
    <input
      id="coupon"
      name="coupon"
      value={coupon.value}
      maxLength={8}
      onChange={(e) => {
        changes.value++;
        coupon.value = e.target.value.toUpperCase().slice(0, 6);
      }}
    />
    <output data-testid="changes">{changes.value}</output>
    <label htmlFor="quantity">Quantity</label>
    <input
      id="quantity"
      name="quantity"
      type="number"
      min={0}
      max={10}
      value={quantity.value}
      onChange={(e) => (quantity.value = e.target.valueAsNumber)}
    />
    <label htmlFor="volume">Volume</label>
    <input
      id="volume"
      name="volume"
      type="range"
      min="0"
      max="100"
      step={10}
      value={volume.value}
      onChange={(e) => (volume.value = Number(e.target.value))}
    />
    <span data-testid="volume">{volume.value}%</span>
    <label htmlFor="day">Day</label>
    <input id="day" name="day" type="date" value={day.value} onChange={(e) => (day.value = e.target.value)} />
    <label htmlFor="time">Time</label>
    <input
      id="time"
      name="time"
      type="time"
      value={time.value}
      onInput={(e) => (time.value = e.currentTarget.value)}
    />
    <label htmlFor="color">Color</label>
    <input
      id="color"
      name="color"
      type="color"
      value={color.value}
      onChange={(e) => (color.value = e.target.value)}
    />
    <label htmlFor="search">Search</label>
    <input
      id="search"
      name="q"
      type="search"
      value={search.value}
      onInput={(e) => (search.value = e.currentTarget.value)}
    />
    <p data-testid="echo">{`${day.value} ${time.value} ${color.value} ${search.value}`}</p>
    <fieldset>
      <legend>Size</legend>
      {["s", "m", "l"].map((s) => (
        <label key={s}>
          <input
            type="radio"
            name="size"
            value={s}
            checked={size.value === s}
            onChange={() => (size.value = s)}
          />
          {s.toUpperCase()}
        </label>
      ))}
    </fieldset>
    <fieldset>
      <legend>Toppings</legend>
      {TOPPINGS.map((t) => (
        <label key={t}>
          <input
            type="checkbox"
            name="toppings"
            value={t}
            checked={toppings.value.includes(t)}
            onChange={(e) => toggleTopping(t, e.target.checked)}
          />
          {t}
        </label>
      ))}
    </fieldset>
    <fieldset>
      <legend>Extras</legend>
      {EXTRAS.map((x) => (
        <label key={x}>
          <input
            type="checkbox"
            name="extras"
            value={x}
            checked={extras.value.has(x)}
            onChange={() => {
              const next = new Set(extras.value);
              if (next.has(x)) next.delete(x);
              else next.add(x);
              extras.value = next;
            }}
          />
          {x}
        </label>
      ))}
    </fieldset>
    <label htmlFor="tags">Tags</label>
    <select
      id="tags"
      name="tags"
      multiple
      value={tags.value}
      onChange={(e) => (tags.value = [...e.target.options].filter((o) => o.selected).map((o) => o.value))}
    >
      <option value="fast">Fast</option>
      <option value="hot">Hot</option>
      <option value="vegan">Vegan</option>
    </select>
    <label htmlFor="note">Note</label>
    <textarea
      id="note"
      name="note"
      value={note.value}
      onChange={(e) => (note.value = e.target.value)}
      rows={3}
    />
    <label>
      <input type="checkbox" name="gift" defaultChecked />
      Gift wrap
    </label>
    <label htmlFor="photo">Photo</label>
    <input
      id="photo"
      name="photo"
      type="file"
      accept="image/*"
      onChange={(e) => (photo.value = e.target.files?.[0]?.name ?? "")}
    />
    {photo.value !== "" && <span data-testid="photo">{photo.value}</span>}
    <label htmlFor="ref">Reference</label>
    <input id="ref" name="ref" readOnly value="R-1" tabIndex={-1} />
    <button type="button" disabled>
      Later
    </button>
    {error.value !== null && <p role="alert">{error.value}</p>}
    <button type="reset">Reset</button>
    <button type="submit" name="intent" value="later" formNoValidate>
      Save for later
    </button>
    <button type="submit" name="intent" value="order">
      Order
    </button>
  </form>;
}
