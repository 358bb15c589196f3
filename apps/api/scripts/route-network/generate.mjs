// Generates apps/api/src/modules/route-passes/network/{network.json,bulgaria-outline.json} from the
// hand-kept sources beside this file (nodes.mjs, roads.mjs) and the world-atlas package, then checks
// them: every stop exists, every node is used, the graph is connected, towns and junctions lie in
// Bulgaria and every border crossing lies on the border. Run: node apps/api/scripts/route-network/generate.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { feature } from 'topojson-client';
import { BORDERS, JUNCTIONS, TOWNS } from './nodes.mjs';
import { ROADS } from './roads.mjs';

const require = createRequire(import.meta.url);
const out = new URL('../../src/modules/route-passes/network/', import.meta.url);
const SPEEDS = { motorway: 80, first: 65, second: 55, local: 40 };
const EARTH_KM = 6371.0088;
const rad = (deg) => (deg * Math.PI) / 180;
const round = (value, digits) => Number(value.toFixed(digits));

/** Great-circle distance in km between [lng, lat] positions. */
function haversine([lng1, lat1], [lng2, lat2]) {
  const a =
    Math.sin(rad(lat2 - lat1) / 2) ** 2 +
    Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(rad(lng2 - lng1) / 2) ** 2;
  return 2 * EARTH_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

const lineKm = (line) => line.slice(1).reduce((sum, p, i) => sum + haversine(line[i], p), 0);

function outline() {
  const topology = JSON.parse(
    readFileSync(require.resolve('world-atlas/countries-10m.json'), 'utf8'),
  );
  const bulgaria = topology.objects.countries.geometries.find((g) => g.id === '100');
  const shape = feature(topology, bulgaria);
  const rings =
    shape.geometry.type === 'Polygon' ? [shape.geometry.coordinates] : shape.geometry.coordinates;
  const coordinates = rings.map((polygon) =>
    polygon.map((ring) => ring.map(([lng, lat]) => [round(lng, 4), round(lat, 4)])),
  );
  return {
    type: 'Feature',
    properties: { name: 'Bulgaria', source: 'world-atlas 2.0.2 countries-10m (Natural Earth)' },
    geometry: { type: 'MultiPolygon', coordinates },
  };
}

function buildEdges(nodeById) {
  const counters = new Map();
  const edges = [];
  for (const road of ROADS) {
    const prefix = road.id ?? road.road.replace('-', '');
    let from = null;
    let shape = [];
    for (const stop of road.stops) {
      if (Array.isArray(stop)) {
        shape.push([stop[1], stop[0]]);
        continue;
      }
      const node = nodeById.get(stop);
      if (!node) throw new Error(`${road.road}: unknown node ${stop}`);
      if (from) {
        const n = (counters.get(prefix) ?? 0) + 1;
        counters.set(prefix, n);
        const geometry = [[from.lng, from.lat], ...shape, [node.lng, node.lat]];
        edges.push({
          id: `${prefix}-${String(n).padStart(2, '0')}`,
          from: from.id,
          to: node.id,
          road: road.road,
          class: road.cls,
          charged: road.charged ?? road.cls !== 'local',
          lengthKm: round(lineKm(geometry), 1),
          speedKmh: road.speed ?? SPEEDS[road.cls],
          geometry: geometry.map(([lng, lat]) => [round(lng, 5), round(lat, 5)]),
        });
      }
      from = node;
      shape = [];
    }
  }
  return edges;
}

function checkConnected(nodes, edges) {
  const neighbours = new Map(nodes.map((n) => [n.id, []]));
  for (const e of edges) {
    neighbours.get(e.from).push(e.to);
    neighbours.get(e.to).push(e.from);
  }
  const unused = nodes.filter((n) => neighbours.get(n.id).length === 0).map((n) => n.id);
  if (unused.length) throw new Error(`nodes on no road: ${unused.join(', ')}`);
  const seen = new Set(['sofia']);
  const queue = ['sofia'];
  while (queue.length) {
    for (const next of neighbours.get(queue.pop())) {
      if (seen.has(next)) continue;
      seen.add(next);
      queue.push(next);
    }
  }
  const cut = nodes.filter((n) => !seen.has(n.id)).map((n) => n.id);
  if (cut.length) throw new Error(`not reachable from Sofia: ${cut.join(', ')}`);
}

/** Even-odd test of [lng, lat] in the outline, and its distance in km to the outline (local projection). */
function whereIs([lng, lat], shape) {
  const kx = Math.cos(rad(lat)) * 111.32;
  const ky = 111.13;
  let inside = false;
  let borderKm = Infinity;
  for (const polygon of shape.geometry.coordinates) {
    for (const ring of polygon) {
      for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
        const [xi, yi] = ring[i];
        const [xj, yj] = ring[j];
        if (yi > lat !== yj > lat && lng < ((xj - xi) * (lat - yi)) / (yj - yi) + xi)
          inside = !inside;
        const [ax, ay, bx, by] = [xj * kx, yj * ky, xi * kx, yi * ky];
        const [px, py] = [lng * kx, lat * ky];
        const t = Math.max(
          0,
          Math.min(
            1,
            ((px - ax) * (bx - ax) + (py - ay) * (by - ay)) /
              ((bx - ax) ** 2 + (by - ay) ** 2 || 1),
          ),
        );
        borderKm = Math.min(borderKm, Math.hypot(px - ax - t * (bx - ax), py - ay - t * (by - ay)));
      }
    }
  }
  return { inside, borderKm };
}

function checkPlaces(nodes, shape) {
  const problems = [];
  for (const node of nodes) {
    const { inside, borderKm } = whereIs([node.lng, node.lat], shape);
    if (node.kind === 'border' && borderKm > 2.5)
      problems.push(`${node.id} is ${borderKm.toFixed(1)} km from the border`);
    if (node.kind !== 'border' && !inside) problems.push(`${node.id} lies outside Bulgaria`);
  }
  return problems;
}

const nodes = [...TOWNS, ...JUNCTIONS, ...BORDERS];
const nodeById = new Map(nodes.map((n) => [n.id, n]));
if (nodeById.size !== nodes.length) throw new Error('duplicate node ids');
const edges = buildEdges(nodeById);
checkConnected(nodes, edges);
const shape = outline();
const problems = checkPlaces(nodes, shape);

const byRoad = new Map();
for (const e of edges) byRoad.set(e.road, round((byRoad.get(e.road) ?? 0) + e.lengthKm, 1));
console.log([...byRoad].map(([road, km]) => `${road} ${km} km`).join('\n'));
console.log(`${nodes.length} nodes, ${edges.length} segments`);
if (problems.length) console.log(`CHECK:\n  ${problems.join('\n  ')}`);

const line = (value) => JSON.stringify(value);
writeFileSync(
  new URL('network.json', out),
  `{"version":"2026-02","nodes":[\n${nodes
    .map((n) =>
      line({
        id: n.id,
        bg: n.bg,
        en: n.en,
        lat: n.lat,
        lng: n.lng,
        kind: n.kind,
        ...(n.country ? { country: n.country } : {}),
      }),
    )
    .join(',\n')}\n],"edges":[\n${edges.map(line).join(',\n')}\n]}\n`,
);
writeFileSync(new URL('bulgaria-outline.json', out), `${line(shape)}\n`);
