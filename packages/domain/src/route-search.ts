import { MinHeap } from './min-heap';
import type { GraphEdge, RouteGraph } from './road-network';
import type { RouteAnchor } from './route-snap';

/**
 * Path search over the toll network (Dijkstra with a binary heap, once from every node; the graph
 * is small enough that a heuristic buys nothing and exactness is worth more). Segments are two-way. `shortest` minimises
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

/** A shortest-path tree from one node: the cost to every node and the link each is reached by. */
type Tree = { dist: Float64Array; via: Int32Array };

/**
 * Every node's tree, per route type, kept with the graph: the network is fixed for the life of a
 * process, so a leg between two points is a look-up in the trees of its (at most two) start nodes
 * instead of a search. A tree is computed the first time it is needed (`prepareRouteSearch`
 * computes them all up front); it is the same Dijkstra a search would run, with no target.
 */
const treesOf = new WeakMap<RouteGraph, Record<RouteType, (Tree | undefined)[]>>();

function shortestPathTree(graph: RouteGraph, source: number, type: RouteType): Tree {
  const n = graph.nodes.length;
  const tree: Tree = { dist: new Float64Array(n).fill(Infinity), via: new Int32Array(n).fill(-1) };
  const heap = new MinHeap<number>();
  tree.dist[source] = 0;
  heap.push(0, source);
  for (let top = heap.pop(); top; top = heap.pop()) {
    const { key: d, item: node } = top;
    if (d > tree.dist[node]!) continue;
    for (const link of graph.adjacency[node]!) {
      const next = d + edgeCost(graph.edges[link.edge]!, type);
      if (next >= tree.dist[link.to]!) continue;
      tree.dist[link.to] = next;
      tree.via[link.to] = (link.edge << 1) | (link.forward ? 1 : 0);
      heap.push(next, link.to);
    }
  }
  return tree;
}

function treeFrom(graph: RouteGraph, source: number, type: RouteType): Tree {
  let trees = treesOf.get(graph);
  if (!trees) {
    trees = { shortest: [], fastest: [] };
    treesOf.set(graph, trees);
  }
  return (trees[type][source] ??= shortestPathTree(graph, source, type));
}

/** Computes every node's tree for both route types (at start-up, so no request pays for one). */
export function prepareRouteSearch(graph: RouteGraph): void {
  for (const type of ROUTE_TYPES)
    for (let node = 0; node < graph.nodes.length; node += 1) treeFrom(graph, node, type);
}

/** The pieces and nodes from a tree's root to `last`, then the end piece. */
function reconstruct(graph: RouteGraph, tree: Tree, last: number, endPiece: RoutePiece | null) {
  const pieces: RoutePiece[] = [];
  const nodes = [last];
  let node = last;
  while (tree.via[node]! >= 0) {
    const link = tree.via[node]!;
    const edge = graph.edges[link >> 1]!;
    const forward = (link & 1) === 1;
    pieces.push(
      forward ? { edge: edge.index, from: 0, to: 1 } : { edge: edge.index, from: 1, to: 0 },
    );
    node = forward ? edge.fromIndex : edge.toIndex;
    nodes.push(node);
  }
  pieces.reverse();
  nodes.reverse();
  if (endPiece) pieces.push(endPiece);
  return { pieces, nodes };
}

/** The cheapest leg from one anchor to another, or null when none exists. */
export function searchLeg(
  graph: RouteGraph,
  from: RouteAnchor,
  to: RouteAnchor,
  type: RouteType,
): RouteLeg | null {
  const direct = directLeg(graph, from, to, type);
  let best: { cost: number; start: Entry; end: Entry; tree: Tree } | null = null;
  const ends = entries(graph, to, type, true);
  for (const start of entries(graph, from, type, false)) {
    const tree = treeFrom(graph, start.node, type);
    for (const end of ends) {
      const cost = start.cost + tree.dist[end.node]! + end.cost;
      if (cost < (best?.cost ?? Infinity)) best = { cost, start, end, tree };
    }
  }
  if (!best || best.cost === Infinity || (direct && direct.cost <= best.cost)) return direct;
  const path = reconstruct(graph, best.tree, best.end.node, best.end.piece);
  if (best.start.piece) path.pieces.unshift(best.start.piece);
  return { cost: best.cost, ...path };
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
