import { mutableStateOf, remember } from "composa";
import { Button, Checkbox, Column, Row } from "composa/dom";

interface Person {
  name: string;
  employer: string;
  email: string;
  employed: boolean;
}

let created = 0;

/** A field with the number it got when it was created: a moved field keeps it, a new one gets the next. */
function Field({ label, value }: { label: string; value: string }) {
  const born = remember(() => ++created);
  <p class="field">
    <span class="dim">{label}</span> {value} <span class="badge">#{born}</span>
  </p>;
}

function ShowName({ name }: { name: string }) {
  <Field label="name" value={name} />;
}

function ShowCompany({ employer }: { employer: string }) {
  <Field label="company" value={employer} />;
}

function ShowEmail({ email }: { email: string }) {
  <Field label="email" value={email} />;
}

/** How Composition Works' ShowPerson: the `if` is a flow-control group, so ShowCompany alone is inserted or deleted. */
function ShowPerson({ person }: { person: Person }) {
  <div class="person">
    <ShowName name={person.name} />
    {person.employed && <ShowCompany employer={person.employer} />}
    <ShowEmail email={person.email} />
  </div>;
}

/** "Detecting moves": the same fields under keys, in the order given; their nodes move. */
function ShowPersonInOrder({ person, order }: { person: Person; order: string[] }) {
  <div class="person">
    {order.map((field) => (
      <Row key={field}>
        {field === "name" && <ShowName name={person.name} />}
        {field === "company" && person.employed && <ShowCompany employer={person.employer} />}
        {field === "email" && <ShowEmail email={person.email} />}
      </Row>
    ))}
  </div>;
}

export function ShowPersonExample() {
  const employed = remember(() => mutableStateOf(true));
  const order = remember(() => mutableStateOf(["name", "company", "email"]));
  const person: Person = {
    name: "Ada Lovelace",
    employer: "Analytical Engines",
    email: "ada@example.org",
    employed: employed.value,
  };
  <Column>
    <Checkbox checked={employed.value} onCheckedChange={(v) => (employed.value = v)} label="employed" />
    <h4>Inserts and deletes</h4>
    <ShowPerson person={person} />
    <h4>Moves</h4>
    <Row>
      <Button text="Reverse" onClick={() => (order.value = [...order.value].reverse())} />
      <Button text="Rotate" onClick={() => (order.value = [...order.value.slice(1), order.value[0]!])} />
    </Row>
    <ShowPersonInOrder person={person} order={order.value} />
  </Column>;
}
