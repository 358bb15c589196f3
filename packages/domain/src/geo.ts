/**
 * Plane-free geometry on WGS84 positions, enough for a country-scale route planner: great-circle
 * distances (haversine, mean Earth radius) and projections onto polylines in a local
 * equirectangular frame (exact enough over a few hundred kilometres for snapping a click).
 * Positions are GeoJSON order: [longitude, latitude].
 */
export type LngLat = readonly [lng: number, lat: number];

export const EARTH_RADIUS_KM = 6371.0088;

const rad = (deg: number) => (deg * Math.PI) / 180;

export function haversineKm(a: LngLat, b: LngLat): number {
  const h =
    Math.sin(rad(b[1] - a[1]) / 2) ** 2 +
    Math.cos(rad(a[1])) * Math.cos(rad(b[1])) * Math.sin(rad(b[0] - a[0]) / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Distance from the start of the line to each of its vertices, in km. */
export function cumulativeKm(line: readonly LngLat[]): number[] {
  const out = [0];
  for (let i = 1; i < line.length; i += 1) {
    out.push(out[i - 1]! + haversineKm(line[i - 1]!, line[i]!));
  }
  return out;
}

export function lineKm(line: readonly LngLat[]): number {
  return cumulativeKm(line).at(-1) ?? 0;
}

function lerp(a: LngLat, b: LngLat, t: number): LngLat {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
}

/** The position at a fraction (0 = start, 1 = end) of the line's length. */
export function pointAlong(
  line: readonly LngLat[],
  cumulative: readonly number[],
  fraction: number,
): LngLat {
  const total = cumulative.at(-1) ?? 0;
  const target = Math.min(1, Math.max(0, fraction)) * total;
  for (let i = 1; i < line.length; i += 1) {
    const end = cumulative[i]!;
    if (end >= target) {
      const start = cumulative[i - 1]!;
      return lerp(line[i - 1]!, line[i]!, end === start ? 0 : (target - start) / (end - start));
    }
  }
  return line.at(-1)!;
}

/**
 * The part of the line between two fractions of its length, in travel order: from > to gives the
 * reversed part. The end points are interpolated; the vertices between them are kept.
 */
export function sliceLine(
  line: readonly LngLat[],
  cumulative: readonly number[],
  from: number,
  to: number,
): LngLat[] {
  const [lo, hi] = from <= to ? [from, to] : [to, from];
  const total = cumulative.at(-1) ?? 0;
  const part: LngLat[] = [pointAlong(line, cumulative, lo)];
  for (let i = 1; i < line.length - 1; i += 1) {
    const at = total === 0 ? 0 : cumulative[i]! / total;
    if (at > lo && at < hi) part.push(line[i]!);
  }
  part.push(pointAlong(line, cumulative, hi));
  return from <= to ? part : part.reverse();
}

export type LineProjection = { fraction: number; position: LngLat; distanceKm: number };

/** The nearest point of the line to a position: its fraction of the line's length and distance. */
export function projectOntoLine(
  line: readonly LngLat[],
  cumulative: readonly number[],
  point: LngLat,
): LineProjection {
  const kx = Math.cos(rad(point[1]));
  let best = { segment: 0, t: 0, d2: Infinity };
  for (let i = 1; i < line.length; i += 1) {
    const a = line[i - 1]!;
    const b = line[i]!;
    const dx = (b[0] - a[0]) * kx;
    const dy = b[1] - a[1];
    const px = (point[0] - a[0]) * kx;
    const py = point[1] - a[1];
    const len2 = dx * dx + dy * dy;
    const t = len2 === 0 ? 0 : Math.min(1, Math.max(0, (px * dx + py * dy) / len2));
    const d2 = (px - t * dx) ** 2 + (py - t * dy) ** 2;
    if (d2 < best.d2) best = { segment: i, t, d2 };
  }
  const i = Math.max(1, best.segment);
  const position = lerp(line[i - 1]!, line[i]!, best.t);
  const total = cumulative.at(-1) ?? 0;
  const along = cumulative[i - 1]! + (cumulative[i]! - cumulative[i - 1]!) * best.t;
  return {
    fraction: total === 0 ? 0 : along / total,
    position,
    distanceKm: haversineKm(point, position),
  };
}
