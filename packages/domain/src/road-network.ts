import { cumulativeKm, type LngLat } from './geo';

/**
 * The toll road network as a graph (data: apps/api/src/modules/route-passes/network). Nodes are
 * towns, junctions and road border crossings; each edge is a toll segment with a stable id.
 * Classes: motorways, first- and second-class roads (the toll network), and `local` roads (third
 * class and town streets) which are never charged.
 */
export const ROAD_CLASSES = ['motorway', 'first', 'second', 'local'] as const;
export type RoadClass = (typeof ROAD_CLASSES)[number];

/** The classes a toll tariff prices. */
export const TOLLED_ROAD_CLASSES = ['motorway', 'first', 'second'] as const;
export type TolledRoadClass = (typeof TOLLED_ROAD_CLASSES)[number];

export const NODE_KINDS = ['town', 'junction', 'border'] as const;
export type NodeKind = (typeof NODE_KINDS)[number];

export type NetworkNode = {
  id: string;
  bg: string;
  en: string;
  lat: number;
  lng: number;
  kind: NodeKind;
  /** ISO 3166-1 alpha-2 code of the neighbouring country, for border crossings. */
  country?: string;
};

export type NetworkEdge = {
  id: string;
  from: string;
  to: string;
  /** Road number: A1, I-8, II-86, III-198; "urban" for town streets. */
  road: string;
  class: RoadClass;
  charged: boolean;
  /** Length from the geometry (haversine), rounded to 0.1 km. */
  lengthKm: number;
  /** Typical speed of a heavy vehicle on it. */
  speedKmh: number;
  /** [lng, lat] from the `from` node to the `to` node. */
  geometry: LngLat[];
};

export type RoadNetwork = { version: string; nodes: NetworkNode[]; edges: NetworkEdge[] };

export type GraphEdge = NetworkEdge & {
  index: number;
  fromIndex: number;
  toIndex: number;
  /** Distance along the geometry to each vertex (km, unrounded). */
  cumulative: number[];
  /** The geometry's bounding box: [min lng, min lat, max lng, max lat]. */
  box: readonly [number, number, number, number];
};

/** One way out of a node: along `edge`, forward (from → to) or backward, arriving at `to`. */
export type GraphLink = { edge: number; to: number; forward: boolean };

export type RouteGraph = {
  version: string;
  nodes: readonly NetworkNode[];
  edges: readonly GraphEdge[];
  nodeIndex: ReadonlyMap<string, number>;
  edgeIndex: ReadonlyMap<string, number>;
  adjacency: readonly (readonly GraphLink[])[];
};

function boundingBox(line: readonly LngLat[]): GraphEdge['box'] {
  let [minX, minY, maxX, maxY] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const [x, y] of line) {
    minX = Math.min(minX, x);
    maxX = Math.max(maxX, x);
    minY = Math.min(minY, y);
    maxY = Math.max(maxY, y);
  }
  return [minX, minY, maxX, maxY];
}

/** Indexes the network for searching. Throws on an edge that names an unknown node (a data error). */
export function buildRouteGraph(network: RoadNetwork): RouteGraph {
  const nodeIndex = new Map(network.nodes.map((node, i) => [node.id, i]));
  const adjacency: GraphLink[][] = network.nodes.map(() => []);
  const edges = network.edges.map((edge, index): GraphEdge => {
    const fromIndex = nodeIndex.get(edge.from);
    const toIndex = nodeIndex.get(edge.to);
    if (fromIndex === undefined || toIndex === undefined)
      throw new Error(`Segment ${edge.id} joins an unknown node`);
    adjacency[fromIndex]!.push({ edge: index, to: toIndex, forward: true });
    adjacency[toIndex]!.push({ edge: index, to: fromIndex, forward: false });
    const cumulative = cumulativeKm(edge.geometry);
    return { ...edge, index, fromIndex, toIndex, cumulative, box: boundingBox(edge.geometry) };
  });
  return {
    version: network.version,
    nodes: network.nodes,
    edges,
    nodeIndex,
    edgeIndex: new Map(edges.map((edge) => [edge.id, edge.index])),
    adjacency,
  };
}

export function nodePosition(node: NetworkNode): LngLat {
  return [node.lng, node.lat];
}
