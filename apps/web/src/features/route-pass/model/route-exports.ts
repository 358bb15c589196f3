import type { RoutePassQuoteResponse } from '@toll/contract/route-passes';

/**
 * Downloads of a calculated route, built in the browser from the answer the page already has: GPX 1.1
 * (a track for navigation devices, the route points as waypoints) and GeoJSON (the line and points).
 */
const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', "'": 'apos', '"': 'quot' }[c]};`,
  );

export function routeToGpx(
  quote: RoutePassQuoteResponse,
  names: readonly string[],
  title: string,
): string {
  const points = quote.points
    .map(
      (p, i) =>
        `  <wpt lat="${p.lat}" lon="${p.lng}"><name>${escapeXml(names[i] ?? '')}</name></wpt>`,
    )
    .join('\n');
  const track = quote.geometry.coordinates
    .map(([lng, lat]) => `      <trkpt lat="${lat}" lon="${lng}"/>`)
    .join('\n');
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<gpx version="1.1" creator="bg-toll-platform" xmlns="http://www.topografix.com/GPX/1/1">',
    `  <metadata><name>${escapeXml(title)}</name></metadata>`,
    points,
    `  <trk><name>${escapeXml(title)}</name>`,
    '    <trkseg>',
    track,
    '    </trkseg>',
    '  </trk>',
    '</gpx>',
    '',
  ].join('\n');
}

export function routeToGeoJson(quote: RoutePassQuoteResponse, names: readonly string[]): string {
  const collection = {
    type: 'FeatureCollection',
    features: [
      {
        type: 'Feature',
        geometry: quote.geometry,
        properties: {
          kind: 'route',
          routeType: quote.routeType,
          totalKm: quote.distance.totalKm,
          chargedKm: quote.distance.chargedKm,
          durationMinutes: quote.durationMinutes,
          price: quote.price,
          segments: quote.segments.map((s) => s.id),
        },
      },
      ...quote.points.map((p, i) => ({
        type: 'Feature',
        geometry: { type: 'Point', coordinates: [p.lng, p.lat] },
        properties: { kind: 'point', index: i, name: names[i] ?? null, placeId: p.placeId },
      })),
    ],
  };
  return `${JSON.stringify(collection, null, 2)}\n`;
}

/** The route as one line of text for the clipboard: "София → Пловдив → Бургас (Най-бърз)". */
export function routeText(names: readonly string[], routeTypeLabel: string): string {
  return `${names.join(' → ')} (${routeTypeLabel})`;
}

/** Saves text as a file through a temporary link (no server round trip). */
export function downloadText(text: string, filename: string, type: string): void {
  downloadBlob(new Blob([text], { type }), filename);
}

export function downloadBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
