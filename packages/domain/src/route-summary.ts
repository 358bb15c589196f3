import { sliceLine, type LngLat } from './geo';
import type { RoadClass, RouteGraph } from './road-network';
import type { RouteLeg, RoutePiece } from './route-search';
import type { RouteAnchor } from './route-snap';

/**
 * What a planned route amounts to. Distances are whole hundreds of metres (`deciKm`, 0.1 km) so the
 * parts always add up to the total exactly: charged + not charged = total.
 */
export type RouteSegment = {
  edgeId: string;
  road: string;
  class: RoadClass;
  charged: boolean;
  /** The segment's end nodes in the direction of travel. */
  fromNode: string;
  toNode: string;
  /** Travelled distance on this segment; less than its length when a point lies inside it. */
  deciKm: number;
  partial: boolean;
  seconds: number;
  geometry: LngLat[];
};

export type RouteSummary = {
  segments: RouteSegment[];
  totalDeciKm: number;
  chargedDeciKm: number;
  notChargedDeciKm: number;
  motorwayDeciKm: number;
  seconds: number;
  /** Border-crossing nodes the route starts at, ends at or passes, in order (indexes). */
  borderNodes: number[];
  geometry: LngLat[];
};

/** Joins consecutive pieces of one segment travelled on in one direction (around a via point). */
function mergePieces(legs: readonly RouteLeg[]): RoutePiece[] {
  const merged: RoutePiece[] = [];
  for (const piece of legs.flatMap((leg) => leg.pieces)) {
    if (piece.from === piece.to) continue;
    const last = merged.at(-1);
    const sameWay = last && last.edge === piece.edge && last.to === piece.from;
    if (sameWay && Math.sign(last.to - last.from) === Math.sign(piece.to - piece.from)) {
      merged[merged.length - 1] = { ...last, to: piece.to };
    } else {
      merged.push(piece);
    }
  }
  return merged;
}

function toSegment(graph: RouteGraph, piece: RoutePiece): RouteSegment {
  const edge = graph.edges[piece.edge]!;
  const forward = piece.to > piece.from;
  const share = Math.abs(piece.to - piece.from);
  const deciKm = Math.round(edge.lengthKm * 10 * share);
  return {
    edgeId: edge.id,
    road: edge.road,
    class: edge.class,
    charged: edge.charged,
    fromNode: forward ? edge.from : edge.to,
    toNode: forward ? edge.to : edge.from,
    deciKm,
    partial: share < 1,
    seconds: Math.round(((deciKm / 10) * 3600) / edge.speedKmh),
    geometry: sliceLine(edge.geometry, edge.cumulative, piece.from, piece.to),
  };
}

function joinGeometry(
  segments: readonly RouteSegment[],
  anchors: readonly RouteAnchor[],
): LngLat[] {
  const line: LngLat[] = [];
  for (const segment of segments) {
    for (const point of segment.geometry) {
      const last = line.at(-1);
      if (!last || last[0] !== point[0] || last[1] !== point[1]) line.push(point);
    }
  }
  if (line.length === 0 && anchors[0]) line.push(anchors[0].position);
  return line;
}

function borderNodes(
  graph: RouteGraph,
  legs: readonly RouteLeg[],
  anchors: readonly RouteAnchor[],
) {
  const seen: number[] = [];
  const visit = (node: number) => {
    if (graph.nodes[node]?.kind === 'border' && !seen.includes(node)) seen.push(node);
  };
  anchors.forEach((anchor, i) => {
    if (anchor.kind === 'node') visit(anchor.node);
    legs[i]?.nodes.forEach(visit);
  });
  return seen;
}

export function summarizeRoute(
  graph: RouteGraph,
  legs: readonly RouteLeg[],
  anchors: readonly RouteAnchor[],
): RouteSummary {
  const segments = mergePieces(legs)
    .map((piece) => toSegment(graph, piece))
    .filter((segment) => segment.deciKm > 0);
  const sum = (pick: (s: RouteSegment) => boolean) =>
    segments.filter(pick).reduce((total, s) => total + s.deciKm, 0);
  const totalDeciKm = sum(() => true);
  const chargedDeciKm = sum((s) => s.charged);
  return {
    segments,
    totalDeciKm,
    chargedDeciKm,
    notChargedDeciKm: totalDeciKm - chargedDeciKm,
    motorwayDeciKm: sum((s) => s.class === 'motorway'),
    seconds: segments.reduce((total, s) => total + s.seconds, 0),
    borderNodes: borderNodes(graph, legs, anchors),
    geometry: joinGeometry(segments, anchors),
  };
}
