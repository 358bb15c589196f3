import { EARTH_RADIUS_KM, haversineKm, projectOntoLine, type LngLat } from './geo';
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

/** Side of a cell of the segment grid, in degrees (about 8 km of longitude at Bulgaria's north). */
const CELL_DEG = 0.1;
const KM_PER_DEG = (Math.PI / 180) * EARTH_RADIUS_KM;

/** Segments by the grid cells their bounding boxes overlap, so a click looks only nearby. */
type SegmentGrid = {
  minX: number;
  minY: number;
  cols: number;
  rows: number;
  cells: number[][];
  /** The shortest side of any cell in km, with a margin for the sphere. */
  cellKm: number;
};

const grids = new WeakMap<RouteGraph, SegmentGrid>();

function segmentGrid(graph: RouteGraph): SegmentGrid {
  const known = grids.get(graph);
  if (known) return known;
  let [minX, minY, maxX, maxY] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const { box } of graph.edges) {
    minX = Math.min(minX, box[0]);
    minY = Math.min(minY, box[1]);
    maxX = Math.max(maxX, box[2]);
    maxY = Math.max(maxY, box[3]);
  }
  const cols = Math.max(1, Math.floor((maxX - minX) / CELL_DEG) + 1);
  const rows = Math.max(1, Math.floor((maxY - minY) / CELL_DEG) + 1);
  const cells: number[][] = Array.from({ length: cols * rows }, () => []);
  for (const edge of graph.edges) {
    const [x0, y0, x1, y1] = edge.box;
    for (
      let cy = Math.floor((y0 - minY) / CELL_DEG);
      cy <= Math.floor((y1 - minY) / CELL_DEG);
      cy++
    )
      for (
        let cx = Math.floor((x0 - minX) / CELL_DEG);
        cx <= Math.floor((x1 - minX) / CELL_DEG);
        cx++
      )
        cells[cy * cols + cx]!.push(edge.index);
  }
  const maxLat = Math.min(89, Math.max(Math.abs(minY), Math.abs(maxY)));
  const cellKm = CELL_DEG * KM_PER_DEG * Math.cos((maxLat * Math.PI) / 180) * 0.98;
  const grid = { minX, minY, cols, rows, cells, cellKm };
  grids.set(graph, grid);
  return grid;
}

/**
 * The nearest point of the network within `limitKm`, or null. The grid's cells are searched in
 * rings around the point's cell: a segment first met in ring r+1 lies at least r cells away, so
 * the search stops once that is farther than the best hit (or the limit).
 */
function nearestOnNetwork(graph: RouteGraph, point: LngLat, limitKm: number): Nearest | null {
  if (graph.edges.length === 0) return null;
  const grid = segmentGrid(graph);
  const px = Math.floor((point[0] - grid.minX) / CELL_DEG);
  const py = Math.floor((point[1] - grid.minY) / CELL_DEG);
  const seen = new Uint8Array(graph.edges.length);
  // Assigned in `visit`: declared wide so the checks below are not narrowed to null.
  let best = null as Nearest | null;
  const visit = (cx: number, cy: number) => {
    if (cx < 0 || cy < 0 || cx >= grid.cols || cy >= grid.rows) return;
    for (const index of grid.cells[cy * grid.cols + cx]!) {
      if (seen[index]) continue;
      seen[index] = 1;
      const edge = graph.edges[index]!;
      if (best && boxDistanceKm(point, edge.box) >= best.distanceKm) continue;
      const hit = projectOntoLine(edge.geometry, edge.cumulative, point);
      if (!best || hit.distanceKm < best.distanceKm) best = { edge: index, ...hit };
    }
  };
  const farthest = Math.max(px, grid.cols - 1 - px, py, grid.rows - 1 - py);
  for (let r = 0; r <= farthest; r += 1) {
    if (r === 0) visit(px, py);
    for (let d = -r; d <= r && r > 0; d += 1) {
      visit(px + d, py - r);
      visit(px + d, py + r);
      if (d > -r && d < r) {
        visit(px - r, py + d);
        visit(px + r, py + d);
      }
    }
    const unseenAtLeastKm = r * grid.cellKm;
    if (unseenAtLeastKm > limitKm || (best && unseenAtLeastKm >= best.distanceKm)) break;
  }
  return best && best.distanceKm <= limitKm ? best : null;
}

/**
 * Snaps a position (a click on the map) to the nearest point of the network: the nearest node when
 * the nearest road point is within SNAP_TO_NODE_KM of one of its segment's ends, else the point
 * inside the segment. Null when the network is farther than MAX_SNAP_KM.
 */
export function snapToNetwork(graph: RouteGraph, point: LngLat): RouteAnchor | null {
  const nearest = nearestOnNetwork(graph, point, MAX_SNAP_KM);
  if (!nearest) return null;
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
