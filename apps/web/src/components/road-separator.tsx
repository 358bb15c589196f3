/**
 * The decorative road/truck separator of spec §2: a road with its dashed centre line and a small
 * truck, drawn inline (no request), hidden from assistive technology.
 */
export function RoadSeparator({ height = 28 }: { height?: number }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width="100%"
      height={height}
      viewBox="0 0 400 28"
      preserveAspectRatio="none"
      style={{ display: 'block', margin: '0.75rem 0' }}
    >
      <rect x="0" y="14" width="400" height="10" fill="var(--mantine-color-gray-7)" />
      <line
        x1="0"
        y1="19"
        x2="400"
        y2="19"
        stroke="var(--mantine-color-yellow-4)"
        strokeWidth="1.5"
        strokeDasharray="10 8"
      />
      <g transform="translate(300 1)">
        <rect x="0" y="2" width="30" height="12" rx="1.5" fill="var(--mantine-color-blue-8)" />
        <path d="M30 5 h7 l5 5 v4 h-12 z" fill="var(--mantine-color-blue-9)" />
        <circle cx="7" cy="15" r="2.6" fill="var(--mantine-color-dark-7)" />
        <circle cx="24" cy="15" r="2.6" fill="var(--mantine-color-dark-7)" />
        <circle cx="37" cy="15" r="2.6" fill="var(--mantine-color-dark-7)" />
      </g>
    </svg>
  );
}
