// Everyday widgets as React code writes them: a progress bar that is
// indeterminate while nothing is known, a meter, a numbered list that starts
// at a given number, an `<output>` with its own text, a select whose options
// come from a list that changes.
import type { MutableState, StateList } from "composa";

export interface Upload {
  name: string;
  /** Percent done; undefined while the size is not known yet. */
  done: number | undefined;
}

export function Uploads({ uploads, first }: { uploads: MutableState<Upload[]>; first: number }) {
  <ol start={first}>
    {uploads.value.map((u, i) => (
      <li key={u.name} value={first + i}>
        <label>
          {u.name}
          <progress value={u.done} max={100} aria-label={u.name} />
        </label>
        <meter value={u.done ?? 0} min={0} max={100} />
        <output name="done" value={u.done}>
          {u.done === undefined ? "waiting" : `${u.done}%`}
        </output>
        <button type="submit" name="cancel" value={u.name}>
          Cancel
        </button>
      </li>
    ))}
  </ol>;
}

/** Cities of the chosen country, loaded (or filtered) into the select while the chosen city stays. */
export function CityPicker({
  cities,
  city,
  tags,
}: {
  cities: MutableState<string[]>;
  city: MutableState<string>;
  tags: MutableState<string[]>;
}) {
  <select class="city" value={city.value} onChange={(e) => (city.value = e.currentTarget.value)}>
    {cities.value.map((c) => (
      <option key={c} value={c}>
        {c}
      </option>
    ))}
  </select>;
  <select class="plain" value={city.value} onChange={(e) => (city.value = e.currentTarget.value)}>
    {cities.value.map((c) => (
      // no key, no value: an option's text is its value, and a reorder changes the texts in place
      <option>{c}</option>
    ))}
  </select>;
  <select class="tags" multiple value={tags.value} onChange={() => {}}>
    <optgroup label="Cities">
      {cities.value.map((c) => (
        // no key: a reorder changes the options' values in place
        <option value={c}>{c}</option>
      ))}
    </optgroup>
  </select>;
}

/** A settings form whose fields are all controlled, with a reset button (which resets fields to their defaults). */
export function Settings({
  name,
  bio,
  news,
  plan,
}: {
  name: MutableState<string>;
  bio: MutableState<string>;
  news: MutableState<boolean>;
  plan: MutableState<string>;
}) {
  <form class="settings" onSubmit={(e) => e.preventDefault()}>
    <input name="name" value={name.value} onChange={(e) => (name.value = e.currentTarget.value)} />
    <textarea name="bio" value={bio.value} onChange={(e) => (bio.value = e.currentTarget.value)} />
    <input
      name="news"
      type="checkbox"
      checked={news.value}
      onChange={(e) => (news.value = e.currentTarget.checked)}
    />
    {["free", "pro"].map((p) => (
      <input
        key={p}
        name="plan"
        type="radio"
        value={p}
        checked={plan.value === p}
        onChange={() => (plan.value = p)}
      />
    ))}
    <button type="reset">Reset</button>
  </form>;
}

/**
 * An accordion whose closed panels stay findable (`hidden="until-found"`:
 * the browser's find-in-page opens them, firing `beforematch`), and tabs
 * with roving focus, written with ARIA as a React component library would.
 */
export function Accordion({ open }: { open: MutableState<string | null> }) {
  const sections = ["Shipping", "Returns"];
  <div class="accordion">
    {sections.map((s) => (
      <section key={s}>
        <h3>
          <button
            id={`${s}-button`}
            aria-expanded={open.value === s}
            aria-controls={`${s}-panel`}
            onClick={() => (open.value = open.value === s ? null : s)}
          >
            {s}
          </button>
        </h3>
        <div
          id={`${s}-panel`}
          role="region"
          aria-labelledby={`${s}-button`}
          hidden={open.value === s ? false : "until-found"}
          on:beforematch={() => (open.value = s)}
        >
          {`About ${s.toLowerCase()}`}
        </div>
      </section>
    ))}
  </div>;
}

/** Tags kept in a state list, bound as they are: the list itself is the select's value and the chips' class. */
export function TagPicker({ tags }: { tags: StateList<string> }) {
  <select
    class="tags"
    multiple
    value={tags}
    onChange={(e) => tags.splice(0, tags.length, ...[...e.currentTarget.selectedOptions].map((o) => o.value))}
  >
    <option value="red">Red</option>
    <option value="green">Green</option>
    <option value="blue">Blue</option>
  </select>;
  <p class={tags}>Picked</p>;
}

export interface Mail {
  id: number;
  subject: string;
  /** Pinned mails cannot be selected. */
  pinned: boolean;
}

/** A mail list with a tri-state "select all" (indeterminate while some are selected). */
export function Inbox({ mails, picked }: { mails: Mail[]; picked: MutableState<number[]> }) {
  const selectable = mails.filter((m) => !m.pinned).map((m) => m.id);
  const all = selectable.length > 0 && selectable.every((id) => picked.value.includes(id));
  <label class="all">
    <input
      type="checkbox"
      checked={all}
      indeterminate={!all && picked.value.length > 0}
      onChange={() => (picked.value = all ? [] : selectable)}
    />
    Select all
  </label>;
  <ul>
    {mails.map((m) => (
      <li key={m.id}>
        <input
          type="checkbox"
          aria-label={m.subject}
          disabled={m.pinned}
          checked={picked.value.includes(m.id)}
          onChange={(e) =>
            (picked.value = e.currentTarget.checked
              ? [...picked.value, m.id]
              : picked.value.filter((id) => id !== m.id))
          }
        />
        {m.subject}
      </li>
    ))}
  </ul>;
}

/** A price typed into a number input, kept as a number (the state never holds "1."). */
export function Price({ price }: { price: MutableState<number> }) {
  <input
    class="price"
    type="number"
    step="0.01"
    value={price.value}
    onChange={(e) => {
      const n = e.currentTarget.valueAsNumber;
      if (!Number.isNaN(n)) price.value = n;
    }}
  />;
}

export interface Sale {
  id: number;
  region: string;
  amount: number;
}

/** A sortable table (`aria-sort`, `scope`, `colSpan`, `rowSpan`) and a line chart of the same data in SVG. */
export function SalesReport({ sales, desc }: { sales: MutableState<Sale[]>; desc: MutableState<boolean> }) {
  const rows = [...sales.value].sort((a, b) => (desc.value ? b.amount - a.amount : a.amount - b.amount));
  const total = rows.reduce((s, r) => s + r.amount, 0);
  <table>
    <caption>Sales</caption>
    <thead>
      <tr>
        <th scope="col">Region</th>
        <th scope="col" aria-sort={desc.value ? "descending" : "ascending"}>
          <button onClick={() => (desc.value = !desc.value)}>Amount</button>
        </th>
      </tr>
    </thead>
    <tbody>
      {rows.map((r, i) => (
        <tr key={r.id} data-top={i === 0}>
          <th scope="row">{r.region}</th>
          <td tabIndex={-1}>{r.amount}</td>
        </tr>
      ))}
    </tbody>
    <tfoot>
      <tr>
        <td colSpan={2} rowSpan={1}>{`Total ${total}`}</td>
      </tr>
    </tfoot>
  </table>;
  <svg className="chart" viewBox="0 0 100 50" role="img" aria-label="Sales chart">
    <title>{`${rows.length} regions`}</title>
    <path
      d={rows.map((r, i) => `${i === 0 ? "M" : "L"}${i * 10} ${50 - r.amount}`).join(" ")}
      strokeWidth={2}
      fill="none"
    />
    {rows.map((r, i) => (
      <circle key={r.id} cx={i * 10} cy={50 - r.amount} r={desc.value ? 2 : 1} />
    ))}
    <foreignObject x={0} y={0} width={100} height={10}>
      <p class="legend">{desc.value ? "High first" : "Low first"}</p>
    </foreignObject>
  </svg>;
}
