// A long list as a test sees it in happy-dom or jsdom, which lay nothing out:
// a LazyColumn of contacts, each row with its own remembered state.
import { mutableStateOf, remember } from "composa";
import { LazyColumn } from "composa/dom";

export interface Contact {
  id: number;
  name: string;
}

function ContactRow({ contact }: { contact: Contact }): void {
  const starred = remember(() => mutableStateOf(false));
  <div class="contact">
    <span>{contact.name}</span>
    <button
      aria-label={`star ${contact.name}`}
      aria-pressed={starred.value}
      onClick={() => (starred.value = !starred.value)}
    >
      {starred.value ? "★" : "☆"}
    </button>
  </div>;
}

export function Contacts({ contacts }: { contacts: Contact[] }): void {
  <LazyColumn items={contacts} itemKey={(c) => c.id} style={{ height: "400px" }} aria-label="contacts">
    {({ item }) => <ContactRow contact={item} />}
  </LazyColumn>;
}
