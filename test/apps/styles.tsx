// Inline style objects with numbers, as React code writes them: lengths get
// `px`, unitless properties (React's list) keep the number as it is.
import type { MutableState } from "composa";

export interface Tile {
  id: number;
  ratio: number; // 16 / 9
  width: number;
  zoom: number;
  columns: number;
}

export function Gallery({ tiles }: { tiles: MutableState<Tile[]> }) {
  <div class="gallery">
    {tiles.value.map((t) => (
      <figure
        key={t.id}
        style={{
          aspectRatio: t.ratio,
          width: t.width,
          scale: t.zoom,
          columns: t.columns,
          tabSize: 2,
          zIndex: t.id,
        }}
      >
        <figcaption style={{ lineHeight: 1.5, marginTop: 4, opacity: t.zoom > 1 ? 1 : 0.8 }}>
          {t.id}
        </figcaption>
      </figure>
    ))}
  </div>;
}
