// An SVG icon as React icon libraries write it: camelCase presentation
// attributes, `xlinkHref`, a stroke width from props.
export function Icon({ size, stroke, href }: { size: number; stroke: number; href: string }) {
  <svg width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={stroke}>
    <path d="M5 12h14" strokeLinecap="round" strokeLinejoin="round" />
    <circle cx="12" cy="12" r="10" fillOpacity={0.5} strokeDasharray="4 2" />
    <text x="12" y="12" textAnchor="middle" fontSize={8}>
      i
    </text>
    <use xlinkHref={href} />
  </svg>;
}
