import { MinHeap } from './min-heap';
import type { GraphEdge, RouteGraph } from './road-network';
import type { RouteAnchor } from './route-snap';

/**
 * Path search over the toll network (Dijkstra with a binary heap; the graph is small enough that a
 * heuristic buys nothing and exactness is worth more). Segments are two-way. `shortest` minimises
 * kilometres, `fastest` hours at each segment's heavy-vehicle speed. Points may lie inside a
 * segment: a leg then starts or ends with part of it.
 */
export const ROUTE_TYPES = ['shortest', 'fastest'] as const;
export type RouteType = (typeof ROUTE_TYPES)[number];

/** The travelled part of one segment, from one fraction of it to another (0 = its `from` node). */
export type RoutePiece = { edge: number; from: number; to: number };

/** One leg between consecutive points: its cost, pieces in travel order and the nodes passed. */
export type RouteLeg = { cost: number; pieces: RoutePiece[]; nodes: number[] };

export function edgeCost(edge: GraphEdge, type: RouteType): number {
  return type === 'shortest' ? edge.lengthKm : edge.lengthKm / edge.speedKmh;
}

type Entry = { node: number; cost: number; piece: RoutePiece | null };

/** Where a leg may leave its start (or reach its end) on the node graph, and at what extra cost. */
function entries(graph: RouteGraph, anchor: RouteAnchor, type: RouteType, end: boolean): Entry[] {
  if (anchor.kind === 'node') return [{ node: anchor.node, cost: 0, piece: null }];
  const edge = graph.edges[anchor.edge]!;
  const w = edgeCost(edge, type);
  const f = anchor.fraction;
  const piece = (other: number): RoutePiece =>
    end ? { edge: edge.index, from: other, to: f } : { edge: edge.index, from: f, to: other };
  return [
    { node: edge.fromIndex, cost: f * w, piece: piece(0) },
    { node: edge.toIndex, cost: (1 - f) * w, piece: piece(1) },
  ];
}

/** Both points inside the same segment: going straight along it is a candidate. */
function directLeg(graph: RouteGraph, a: RouteAnchor, b: RouteAnchor, type: RouteType) {
  if (a.kind !== 'edge' || b.kind !== 'edge' || a.edge !== b.edge) return null;
  const cost = Math.abs(a.fraction - b.fraction) * edgeCost(graph.edges[a.edge]!, type);
  return { cost, pieces: [{ edge: a.edge, from: a.fraction, to: b.fraction }], nodes: [] };
}

type Search = { dist: Float64Array; via: Int32Array; startPiece: (RoutePiece | null)[] };

function reconstruct(graph: RouteGraph, search: Search, last: number, endPiece: RoutePiece | null) {
  const pieces: RoutePiece[] = endPiece ? [endPiece] : [];
  const nodes = [last];
  let node = last;
  while (search.via[node]! >= 0) {
    const link = search.via[node]!;
    const edge = graph.edges[link >> 1]!;
    const forward = (link & 1) === 1;
    pieces.unshift(
      forward ? { edge: edge.index, from: 0, to: 1 } : { edge: edge.index, from: 1, to: 0 },
    );
    node = forward ? edge.fromIndex : edge.toIndex;
    nodes.unshift(node);
  }
  const first = search.startPiece[node];
  if (first) pieces.unshift(first);
  return { pieces, nodes };
}

/** The cheapest leg from one anchor to another, or null when none exists. */
export function searchLeg(
  graph: RouteGraph,
  from: RouteAnchor,
  to: RouteAnchor,
  type: RouteType,
): RouteLeg | null {
  const n = graph.nodes.length;
  const search: Search = {
    dist: new Float64Array(n).fill(Infinity),
    via: new Int32Array(n).fill(-1),
    startPiece: new Array<RoutePiece | null>(n).fill(null),
  };
  const heap = new MinHeap<number>();
  for (const start of entries(graph, from, type, false)) {
    if (start.cost >= search.dist[start.node]!) continue;
    search.dist[start.node] = start.cost;
    search.startPiece[start.node] = start.piece;
    heap.push(start.cost, start.node);
  }
  const ends = new Map<number, Entry>();
  for (const end of entries(graph, to, type, true)) {
    const known = ends.get(end.node);
    if (!known || end.cost < known.cost) ends.set(end.node, end);
  }
  const direct = directLeg(graph, from, to, type);
  let best = { cost: direct?.cost ?? Infinity, node: -1, piece: null as RoutePiece | null };
  for (let top = heap.pop(); top; top = heap.pop()) {
    const { key: d, item: node } = top;
    if (d > search.dist[node]!) continue;
    if (d >= best.cost) break;
    const end = ends.get(node);
    if (end && d + end.cost < best.cost) best = { cost: d + end.cost, node, piece: end.piece };
    for (const link of graph.adjacency[node]!) {
      const next = d + edgeCost(graph.edges[link.edge]!, type);
      if (next >= search.dist[link.to]!) continue;
      search.dist[link.to] = next;
      search.via[link.to] = (link.edge << 1) | (link.forward ? 1 : 0);
      search.startPiece[link.to] = null;
      heap.push(next, link.to);
    }
  }
  if (best.node < 0) return direct;
  return { cost: best.cost, ...reconstruct(graph, search, best.node, best.piece) };
}

/** The legs between consecutive anchors, or null when one of them has no route. */
export function planRoute(
  graph: RouteGraph,
  anchors: readonly RouteAnchor[],
  type: RouteType,
): RouteLeg[] | null {
  const legs: RouteLeg[] = [];
  for (let i = 1; i < anchors.length; i += 1) {
    const leg = searchLeg(graph, anchors[i - 1]!, anchors[i]!, type);
    if (!leg) return null;
    legs.push(leg);
  }
  return legs;
}
