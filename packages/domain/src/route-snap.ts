import { haversineKm, projectOntoLine, type LngLat } from './geo';
import { nodePosition, type GraphEdge, type RouteGraph } from './road-network';

/**
 * A point of a route on the network: a node, or a point inside a segment (`fraction` of its length
 * from its `from` node). `offsetKm` is how far the requested position was from it.
 */
export type RouteAnchor =
  | { kind: 'node'; node: number; position: LngLat; offsetKm: number }
  | { kind: 'edge'; edge: number; fraction: number; position: LngLat; offsetKm: number };

/** A click this close to a node (along its road) means the node. */
export const SNAP_TO_NODE_KM = 1.5;
/** Farther than this from every road, a point is refused ('route.pointOffNetwork'). */
export const MAX_SNAP_KM = 25;

export function nodeAnchor(graph: RouteGraph, node: number): RouteAnchor {
  return { kind: 'node', node, position: nodePosition(graph.nodes[node]!), offsetKm: 0 };
}

type Nearest = { edge: number; fraction: number; position: LngLat; distanceKm: number };

/** A cheap lower bound of the distance from a point to an edge, from its bounding box. */
function boxDistanceKm(point: LngLat, box: GraphEdge['box']): number {
  const [minX, minY, maxX, maxY] = box;
  const clamped: LngLat = [
    Math.min(maxX, Math.max(minX, point[0])),
    Math.min(maxY, Math.max(minY, point[1])),
  ];
  return haversineKm(point, clamped) * 0.99;
}

function nearestOnNetwork(graph: RouteGraph, point: LngLat): Nearest | null {
  let best: Nearest | null = null;
  for (const edge of graph.edges) {
    if (best && boxDistanceKm(point, edge.box) >= best.distanceKm) continue;
    const hit = projectOntoLine(edge.geometry, edge.cumulative, point);
    if (!best || hit.distanceKm < best.distanceKm) best = { edge: edge.index, ...hit };
  }
  return best;
}

/**
 * Snaps a position (a click on the map) to the nearest point of the network: the nearest node when
 * the nearest road point is within SNAP_TO_NODE_KM of one of its segment's ends, else the point
 * inside the segment. Null when the network is farther than MAX_SNAP_KM.
 */
export function snapToNetwork(graph: RouteGraph, point: LngLat): RouteAnchor | null {
  const nearest = nearestOnNetwork(graph, point);
  if (!nearest || nearest.distanceKm > MAX_SNAP_KM) return null;
  const edge = graph.edges[nearest.edge]!;
  const alongKm = nearest.fraction * edge.lengthKm;
  if (alongKm <= SNAP_TO_NODE_KM || edge.lengthKm - alongKm <= SNAP_TO_NODE_KM) {
    const node = alongKm <= edge.lengthKm / 2 ? edge.fromIndex : edge.toIndex;
    return {
      ...nodeAnchor(graph, node),
      offsetKm: haversineKm(point, nodePosition(graph.nodes[node]!)),
    };
  }
  return {
    kind: 'edge',
    edge: nearest.edge,
    fraction: nearest.fraction,
    position: nearest.position,
    offsetKm: nearest.distanceKm,
  };
}
