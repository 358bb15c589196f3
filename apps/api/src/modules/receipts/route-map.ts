import type { Pdf } from '../documents/pdf-document';

export type Box = { x: number; y: number; width: number; height: number };
export type LngLat = readonly [number, number];

/**
 * A projection of longitude/latitude into a box of the page: equirectangular with the longitude
 * scaled by the cosine of the middle latitude (true to shape at Bulgaria's size), fitted with a
 * margin and centred, north up.
 */
export function fitToBox(
  coordinates: readonly LngLat[],
  box: Box,
  padding = 16,
): (point: LngLat) => [number, number] {
  const lngs = coordinates.map((c) => c[0]);
  const lats = coordinates.map((c) => c[1]);
  const [minLng, maxLng] = [Math.min(...lngs), Math.max(...lngs)];
  const [minLat, maxLat] = [Math.min(...lats), Math.max(...lats)];
  const cos = Math.cos((((minLat + maxLat) / 2) * Math.PI) / 180);
  const spanX = Math.max((maxLng - minLng) * cos, 1e-6);
  const spanY = Math.max(maxLat - minLat, 1e-6);
  const scale = Math.min((box.width - 2 * padding) / spanX, (box.height - 2 * padding) / spanY);
  const [midLng, midLat] = [(minLng + maxLng) / 2, (minLat + maxLat) / 2];
  const [centreX, centreY] = [box.x + box.width / 2, box.y + box.height / 2];
  return ([lng, lat]) => [centreX + (lng - midLng) * cos * scale, centreY - (lat - midLat) * scale];
}

export type MapPoint = { lng: number; lat: number; label: string };

/** The route as a polyline in a framed box, its points numbered (no map tiles). */
export function drawRouteMap(
  doc: Pdf,
  line: readonly LngLat[],
  points: readonly MapPoint[],
  box: Box,
): void {
  const all = [...line, ...points.map((p) => [p.lng, p.lat] as const)];
  if (all.length === 0) return;
  const project = fitToBox(all, box, 28);
  doc.save();
  doc.rect(box.x, box.y, box.width, box.height).lineWidth(0.75).strokeColor('#adb5bd').stroke();
  const projected = line.map(project);
  const [first, ...rest] = projected;
  if (first) {
    doc.moveTo(first[0], first[1]);
    for (const [x, y] of rest) doc.lineTo(x, y);
    doc.lineWidth(2.5).lineJoin('round').lineCap('round').strokeColor('#1864ab').stroke();
  }
  points.forEach((point, i) => {
    const [x, y] = project([point.lng, point.lat]);
    const color = i === 0 ? '#2b8a3e' : i === points.length - 1 ? '#c92a2a' : '#e67700';
    doc.circle(x, y, 7).fillColor(color).fill();
    doc.font('bold').fontSize(7.5).fillColor('#fff');
    doc.text(String(i + 1), x - 7, y - 4.2, { width: 14, align: 'center', lineBreak: false });
    doc.font('regular').fontSize(8).fillColor('#111');
    const width = doc.widthOfString(point.label);
    const right = x + 9 + width <= box.x + box.width - 2;
    doc.text(point.label, right ? x + 9 : x - 9 - width, y - 4.5, { lineBreak: false });
  });
  doc.restore();
  doc.x = box.x;
  doc.y = box.y + box.height + 10;
}
