// Flags that come from data as numbers or strings (a database's 0 / 1, a
// count, an optional note): boolean attributes are present when the value is
// truthy and absent when it is falsy, whatever its type, as in React and Solid.
import type { MutableState } from "composa";

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
      <fieldset key={a.id} disabled={a.archived}>
        <legend>{a.name}</legend>
        <input class="name" value={a.name} readOnly={a.locked} required={a.admin} />
        <input class="files" type="file" multiple={a.admin} />
        <p class="note" hidden={!a.note && a.pending}>
          {a.note || `${a.pending} pending`}
        </p>
        <details open={a.pending}>
          <summary>Pending</summary>
        </details>
        <button type="button" disabled={a.pending && a.locked}>
          Approve
        </button>
      </fieldset>
    ))}
  </form>;
}
