// Fragments the React way: `<Fragment key={id}>` in a `.map` that gives each
// item several elements (a glossary's <dt> + <dd>), `<>…</>` in conditions
// and in unkeyed maps.
import { Fragment, mutableStateOf, remember, type MutableState } from "composa";

export interface Term {
  id: number;
  word: string;
  meaning: string;
}

function Note({ term }: { term: Term }) {
  const open = remember(() => mutableStateOf(false)); // state that must move with its term
  <dd class={open.value ? "note open" : "note"} onClick={() => (open.value = !open.value)}>
    {term.meaning}
  </dd>;
}

export function Glossary({ terms, query }: { terms: MutableState<Term[]>; query: MutableState<string> }) {
  const shown = terms.value.filter((t) => t.word.includes(query.value));
  <dl>
    {shown.map((t) => (
      <Fragment key={t.id}>
        <dt>{t.word}</dt>
        <Note term={t} />
      </Fragment>
    ))}
    {shown.length === 0 && (
      <>
        <dt>none</dt>
        <dd>no term matches {query.value}</dd>
      </>
    )}
    {query.value !== "" && shown.map((t) => <>{t.word[0]}</>)}
  </dl>;
}
