/**
 * The state-reads table (Decomposing Jetpack Compose): each state read under the example, its
 * value, its readers by kind (a scope recomposes; a deferred binding updates
 * one DOM property; a derived state recomputes), a derived state's dependencies.
 */
import { readerLabel, shortValue, type StateInfo } from "composa/devtools";

export function StatesTable({ states }: { states: readonly StateInfo[] }) {
  <div class="inspector-states">
    {states.length === 0 && <p class="inspector-empty">Nothing here reads observable state.</p>}
    {states.length > 0 && (
      <table>
        <thead>
          <tr>
            <th>state</th>
            <th>kind</th>
            <th>value</th>
            <th>read by</th>
            <th>depends on</th>
          </tr>
        </thead>
        <tbody>
          {states.map((s) => (
            <tr key={s.state} data-state={s.label}>
              <td class="inspector-label">{s.label}</td>
              <td class="inspector-kind">{s.kind}</td>
              <td class="inspector-value">{shortValue(s.value, 40)}</td>
              <td>
                {s.readers.map((reader, i) => (
                  <span key={i} class={`inspector-reader reader-${reader.kind}`}>
                    {readerLabel(reader)}
                  </span>
                ))}
              </td>
              <td>
                {s.dependencies
                  .map((d) => states.find((x) => x.state === d)?.label ?? shortValue(d, 24))
                  .join(", ")}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    )}
  </div>;
}
