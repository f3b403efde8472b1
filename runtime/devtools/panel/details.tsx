/**
 * The selected scope: its counts, the states it read in its last pass, and
 * why it recomposed (newest first): each write with old → new value and the
 * source line that made it.
 */
import { LaunchedEffect, mutableStateOf, remember } from "composa";
import type { RecomposeScope } from "composa/internal";
import { originalLocation, shortValue, writeText, type Inspector } from "composa/devtools";

export function ScopeDetails({ scope, inspector }: { scope: RecomposeScope | null; inspector: Inspector }) {
  <aside class="inspector-details">
    {() => {
      if (scope === null || !scope.alive) {
        <p class="inspector-empty">
          Click a recompose scope (a row with ↻ counts) to see what it reads and why it recomposed.
        </p>;
        return;
      }
      const counts = inspector.counts(scope);
      const group = inspector.groupOf(scope);
      const history = [...inspector.why(scope)].reverse();
      <h3>
        {inspector.nameOf(scope)} <span class="dim">{group?.location ?? ""}</span>
      </h3>;
      <p class="inspector-count-line">
        {`recomposed ${counts.recomposed} (${counts.recomposedSinceReset} since reset) · skipped ${counts.skipped} (${counts.skippedSinceReset} since reset)`}
      </p>;
      <h4>Reads (last pass)</h4>;
      <ul class="inspector-reads">
        {inspector.reads(scope).map((state) => (
          <li key={state}>{shortValue(state, 48)}</li>
        ))}
      </ul>;
      <h4>Why it recomposed</h4>;
      if (history.length === 0) {
        <p class="inspector-empty">Not recomposed since it entered the composition.</p>;
      }
      <ol class="inspector-why">
        {history.map((entry) => (
          <li key={entry.pass}>
            <span class="inspector-pass">{`pass ${entry.pass}`}</span>
            {entry.writes.length === 0 && (
              <span class="inspector-cause">recomposed by its caller (new parameters)</span>
            )}
            {entry.writes.map((write, i) => (
              <span key={i} class="inspector-cause">
                {writeText(write)}
                {write.where !== undefined && <Where where={write.where} />}
              </span>
            ))}
          </li>
        ))}
      </ol>;
    }}
  </aside>;
}

/** A write's location, mapped to the source line through the module's source map once that is loaded. */
function Where({ where }: { where: string }) {
  const shown = remember(where, () => mutableStateOf(where));
  LaunchedEffect(where, async (signal) => {
    const original = await originalLocation(where);
    if (!signal.aborted) shown.value = original;
  });
  <span class="inspector-where" title={shown.value}>{` at ${shortPath(shown.value)}`}</span>;
}

/** The last two path segments with the line and column: `examples/counter.tsx:12:40`. */
function shortPath(location: string): string {
  return location.split("/").slice(-2).join("/");
}
