/** Decomposing Jetpack Compose's "Composition" view: the live compositions as a tree (one rendered inside another's element is its child). */
import type { Composition } from "composa/internal";
import type { CompositionInfo } from "composa/devtools";

export function CompositionList({
  roots,
  inspected,
  own,
}: {
  roots: readonly CompositionInfo[];
  inspected: Composition<unknown>;
  own: Composition<unknown> | null;
}) {
  <ul class="inspector-compositions">
    {roots.map((info) => (
      <li key={info.composition}>
        <span class="inspector-label">{info.name}</span>
        {info.composition === inspected && <span class="inspector-tag">inspected</span>}
        {info.composition === own && <span class="inspector-tag">this panel</span>}
        {info.children.length > 0 && (
          <CompositionList roots={info.children} inspected={inspected} own={own} />
        )}
      </li>
    ))}
  </ul>;
}
