// `<ul>` of keyed rows, the list given as a prop.
export function KeyedList({ ids }: { ids: readonly number[] }) {
  <ul>
    {ids.map((id) => (
      <li key={id}>{id}</li>
    ))}
  </ul>;
}
