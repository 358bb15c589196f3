import { lineKm, type LngLat } from './geo';
import type { NetworkEdge, NetworkNode, RoadClass, RoadNetwork } from './road-network';

/**
 * A small hand-checked network for tests (not the real one):
 *
 *        E(border RS)                 D
 *          \                      /      \
 *           A ─── motorway via B ─── C ─── F ─── G ─── H
 *            \______ slow I-Q ______/   (local, free)   (a 1 km/h track)
 *
 * A–B–C is a motorway bending north through B; the straight A–C first-class road is a little
 * shorter but slow, so `shortest` and `fastest` differ. B–D is second class; D–C first class.
 * C–F–G are town streets (not charged); G–H is so slow that any route to H takes over 24 hours.
 */
const node = (id: string, lng: number, lat: number, kind: NetworkNode['kind'] = 'town') =>
  ({ id, bg: `Място ${id}`, en: `Place ${id}`, lat, lng, kind }) satisfies NetworkNode;

export const TEST_NODES: NetworkNode[] = [
  node('A', 23.0, 42.0),
  node('B', 23.5, 42.05, 'junction'),
  node('C', 24.0, 42.0),
  node('D', 23.5, 42.4),
  { ...node('E', 22.9, 42.3, 'border'), country: 'RS' },
  node('F', 24.5, 42.0),
  node('G', 24.5, 42.2),
  node('H', 24.8, 42.2),
];

const position = (id: string): LngLat => {
  const found = TEST_NODES.find((n) => n.id === id)!;
  return [found.lng, found.lat];
};

export function testEdge(
  id: string,
  from: string,
  to: string,
  roadClass: RoadClass,
  speedKmh: number,
  via: LngLat[] = [],
): NetworkEdge {
  const geometry = [position(from), ...via, position(to)];
  return {
    id,
    from,
    to,
    road: roadClass === 'motorway' ? 'A9' : roadClass === 'local' ? 'urban' : 'I-99',
    class: roadClass,
    charged: roadClass !== 'local',
    lengthKm: Math.round(lineKm(geometry) * 10) / 10,
    speedKmh,
    geometry,
  };
}

export const TEST_NETWORK: RoadNetwork = {
  version: 'test',
  nodes: TEST_NODES,
  edges: [
    testEdge('M-01', 'A', 'B', 'motorway', 80),
    testEdge('M-02', 'B', 'C', 'motorway', 80),
    testEdge('Q-01', 'A', 'C', 'first', 50),
    testEdge('S-01', 'B', 'D', 'second', 55),
    testEdge('F-01', 'D', 'C', 'first', 65),
    testEdge('X-01', 'E', 'A', 'first', 65),
    testEdge('L-01', 'C', 'F', 'local', 40),
    testEdge('L-02', 'F', 'G', 'local', 40),
    testEdge('L-03', 'G', 'H', 'local', 1),
  ],
};
