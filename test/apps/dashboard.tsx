// A dashboard page written as React code writes one: a line chart in SVG
// built from data, icons, a table from arrays, disclosure widgets
// (`<details open>`, `<dialog open>`), media, a datalist, styles with
// numbers and custom properties, raw HTML from a CMS, and refs of both kinds.
import { mutableStateOf, remember } from "composa";

export interface Point {
  x: number;
  y: number;
}

export const seen: { canvas: HTMLCanvasElement | null; widths: number[] } = { canvas: null, widths: [] };

function Chart({
  points,
  width,
  height,
  color,
}: {
  points: Point[];
  width: number;
  height: number;
  color: string;
}) {
  const max = Math.max(1, ...points.map((p) => p.y));
  const sx = (x: number) => (x / Math.max(1, points.length - 1)) * width;
  const sy = (y: number) => height - (y / max) * height;
  const d = points.map((p, i) => `${i === 0 ? "M" : "L"}${sx(i)},${sy(p.y)}`).join(" ");
  <svg
    class="chart"
    viewBox={`0 0 ${width} ${height}`}
    width={width}
    height={height}
    role="img"
    aria-label={`${points.length} points`}
  >
    <defs>
      <linearGradient id="fade" x1="0" x2="0" y1="0" y2="1">
        <stop offset="0%" stopColor={color} stopOpacity={0.4} />
        <stop offset="100%" stopColor={color} stopOpacity={0} />
      </linearGradient>
    </defs>
    <path d={d} fill="none" stroke={color} strokeWidth={2} strokeLinecap="round" />
    <path d={`${d} L${width},${height} L0,${height} Z`} fill="url(#fade)" />
    {points.map((p, i) => (
      <circle key={p.x} cx={sx(i)} cy={sy(p.y)} r={3} className={`dot ${p.y === max ? "max" : ""}`}>
        <title>{`${p.x}: ${p.y}`}</title>
      </circle>
    ))}
    <use xlinkHref="#fade" href="#fade" />
    <foreignObject x="0" y="0" width={width} height="20">
      <div class="legend" style={{ fontSize: 12, color }}>
        Max {max}
      </div>
    </foreignObject>
  </svg>;
}

function Table({ rows }: { rows: { name: string; sales: number }[] }) {
  <table>
    <caption>Sales</caption>
    <thead>
      <tr>
        {["Name", "Sales"].map((h) => (
          <th key={h} scope="col">
            {h}
          </th>
        ))}
      </tr>
    </thead>
    <tbody>
      {rows.map((r) => (
        <tr key={r.name} className={r.sales > 10 ? "hot" : undefined}>
          <td>{r.name}</td>
          <td style={{ textAlign: "right" }}>{r.sales}</td>
        </tr>
      ))}
    </tbody>
    <tfoot>
      <tr>
        <td colSpan={2}>{rows.reduce((a, r) => a + r.sales, 0)}</td>
      </tr>
    </tfoot>
  </table>;
}

export function Dashboard({
  points,
  rows,
  html,
}: {
  points: Point[];
  rows: { name: string; sales: number }[];
  html: string;
}) {
  const theme = remember(() => mutableStateOf<"light" | "dark">("light"));
  const width = remember(() => mutableStateOf(200));
  const showHelp = remember(() => mutableStateOf(false));
  const muted = remember(() => mutableStateOf(true));
  const toggles = remember(() => mutableStateOf(0));
  const search = remember(() => ({ current: null as HTMLInputElement | null }));
  <main
    className={`dashboard theme-${theme.value}`}
    style={{
      "--accent": theme.value === "dark" ? "#fff" : "#000",
      padding: 8,
      zIndex: 2,
      opacity: 0.9,
      flexGrow: 1,
    }}
  >
    <header>
      <a href="https://example.com/docs" target="_blank" rel="noopener noreferrer">
        Docs
      </a>
      <img
        src="logo.png"
        srcSet="logo.png 1x, logo@2x.png 2x"
        alt="Logo"
        width={32}
        height={32}
        loading="lazy"
      />
      <button onClick={() => (theme.value = theme.value === "light" ? "dark" : "light")}>Theme</button>
      <button onClick={() => (width.value += 100)}>Wider</button>
      <button onClick={() => search.current?.focus()}>Find</button>
    </header>
    <input ref={search} type="search" list="cities" aria-label="City" />
    <datalist id="cities">
      {["Paris", "Tokyo"].map((c) => (
        <option key={c} value={c} />
      ))}
    </datalist>
    <Chart
      points={points}
      width={width.value}
      height={100}
      color={theme.value === "dark" ? "white" : "black"}
    />
    <canvas
      ref={(el) => {
        seen.canvas = el;
        if (el) seen.widths.push(el.width);
      }}
      width={width.value}
      height={50}
    />
    <Table rows={rows} />
    <details
      open={showHelp.value}
      onToggle={(e) => (toggles.value++, (showHelp.value = e.currentTarget.open))}
    >
      <summary>Help</summary>
      <p>Hover a point to see its value.</p>
    </details>
    <output class="toggles">{toggles.value}</output>
    <dialog open={showHelp.value} aria-labelledby="help-title">
      <h2 id="help-title">Help is open</h2>
      <button onClick={() => (showHelp.value = false)}>Close</button>
    </dialog>
    <video src="intro.mp4" muted={muted.value} playsInline autoPlay loop controls poster="intro.jpg" />
    <button onClick={() => (muted.value = !muted.value)}>{muted.value ? "Unmute" : "Mute"}</button>
    <article class="cms" unsafeInnerHTML={html} />
    <footer>
      <small>
        © 2026 <abbr title="Composa">C</abbr>
      </small>
    </footer>
  </main>;
}
