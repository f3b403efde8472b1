// Flags that come from data as numbers or strings (a database's 0 / 1, a
// count, an optional note): boolean attributes are present when the value is
// truthy and absent when it is falsy, whatever its type, as in React and Solid.
import type { MutableState } from "composa";

/** The number as it came: the JSX types, as React's, say boolean; JavaScript code passes anything. */
const flag = (value: unknown): boolean => value as unknown as boolean;

export interface Account {
  id: number;
  name: string;
  locked: number; // 0 / 1 from the database
  admin: number;
  archived: number;
  note: string; // "" when there is none
  pending: number; // a count
}

export function Accounts({ accounts }: { accounts: MutableState<Account[]> }) {
  <form>
    {accounts.value.map((a) => (
      <fieldset key={a.id} disabled={flag(a.archived)}>
        <legend>{a.name}</legend>
        <input class="name" value={a.name} readOnly={flag(a.locked)} required={flag(a.admin)} />
        <input class="files" type="file" multiple={flag(a.admin)} />
        <p class="note" hidden={flag(!a.note && a.pending)}>
          {a.note || `${a.pending} pending`}
        </p>
        <details open={flag(a.pending)}>
          <summary>Pending</summary>
        </details>
        <button type="button" disabled={flag(a.pending && a.locked)}>
          Approve
        </button>
      </fieldset>
    ))}
  </form>;
}
