import type { VignetteVehicleType } from '@toll/domain/vignette-products';

const PATHS: Record<VignetteVehicleType, string[]> = {
  car: [
    'M5 17H3v-4.5l2-5A2 2 0 0 1 6.9 6h10.2a2 2 0 0 1 1.9 1.5l2 5V17h-2',
    'M3 12.5h18',
    'M9 17h6',
  ],
  trailer: ['M2 16V7a1 1 0 0 1 1-1h13a1 1 0 0 1 1 1v9H2', 'M17 14h5', 'M4 16h2', 'M10 16h7'],
};

const WHEELS: Record<VignetteVehicleType, number[]> = { car: [7, 17], trailer: [8] };

/** The vehicle type's glyph (spec §3: vehicle types map to icons); decorative. */
export function VehicleIcon({ type, size = 40 }: { type: VignetteVehicleType; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.6}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {PATHS[type].map((d) => (
        <path key={d} d={d} />
      ))}
      {WHEELS[type].map((x) => (
        <circle key={x} cx={x} cy={17} r={2} />
      ))}
    </svg>
  );
}
