import { describe, expect, it } from 'vitest';
import { buildRouteGraph } from './road-network';
import { planRoute, type RouteType } from './route-search';
import { nodeAnchor, snapToNetwork, type RouteAnchor } from './route-snap';
import { summarizeRoute } from './route-summary';
import { TEST_NETWORK, testEdge, TEST_NODES } from './route-test-network';

const graph = buildRouteGraph(TEST_NETWORK);
const at = (id: string) => nodeAnchor(graph, graph.nodeIndex.get(id)!);

function route(anchors: RouteAnchor[], type: RouteType) {
  const legs = planRoute(graph, anchors, type);
  if (!legs) throw new Error('no route');
  return summarizeRoute(graph, legs, anchors);
}
const ids = (summary: ReturnType<typeof route>) => summary.segments.map((s) => s.edgeId);

describe('path search on the hand-checked network', () => {
  it('takes the straight slow road for the shortest and the motorway for the fastest', () => {
    const shortest = route([at('A'), at('C')], 'shortest');
    expect(ids(shortest)).toEqual(['Q-01']);
    expect(shortest.totalDeciKm).toBe(826);
    const fastest = route([at('A'), at('C')], 'fastest');
    expect(ids(fastest)).toEqual(['M-01', 'M-02']);
    expect(fastest.totalDeciKm).toBe(834);
    expect(fastest.motorwayDeciKm).toBe(834);
    expect(fastest.seconds).toBeLessThan(shortest.seconds);
    expect(fastest.seconds).toBe(2 * Math.round((41.7 * 3600) / 80));
  });

  it('goes through a via point and reports segments in travel direction', () => {
    const summary = route([at('A'), at('D'), at('C')], 'shortest');
    expect(ids(summary)).toEqual(['M-01', 'S-01', 'F-01']);
    expect(summary.totalDeciKm).toBe(417 + 389 + 606);
    expect(summary.segments.map((s) => [s.fromNode, s.toNode])).toEqual([
      ['A', 'B'],
      ['B', 'D'],
      ['D', 'C'],
    ]);
  });

  it('counts town streets as not charged and lists the border crossings used', () => {
    const summary = route([at('E'), at('G')], 'shortest');
    expect(ids(summary)).toEqual(['X-01', 'Q-01', 'L-01', 'L-02']);
    expect(summary.chargedDeciKm).toBe(344 + 826);
    expect(summary.notChargedDeciKm).toBe(413 + 222);
    expect(summary.totalDeciKm).toBe(summary.chargedDeciKm + summary.notChargedDeciKm);
    expect(summary.borderNodes.map((n) => graph.nodes[n]!.id)).toEqual(['E']);
  });

  it('starts and ends inside a segment when a point was clicked beside a road', () => {
    const middle = snapToNetwork(graph, [23.5, 41.91])!;
    expect(middle).toMatchObject({ kind: 'edge', edge: graph.edgeIndex.get('Q-01') });
    expect(middle.offsetKm).toBeCloseTo(10, 0);
    const summary = route([at('A'), middle], 'shortest');
    expect(summary.segments).toHaveLength(1);
    expect(summary.segments[0]).toMatchObject({ edgeId: 'Q-01', partial: true, fromNode: 'A' });
    expect(summary.totalDeciKm).toBe(413);
    const back = route([middle, at('A')], 'shortest');
    expect(back.segments[0]).toMatchObject({ edgeId: 'Q-01', partial: true, toNode: 'A' });
    expect(back.geometry[0]![0]).toBeCloseTo(23.5, 6);
  });

  it('goes straight along a segment between two points inside it', () => {
    const west = snapToNetwork(graph, [23.3, 41.99])!;
    const east = snapToNetwork(graph, [23.7, 41.99])!;
    const summary = route([west, east], 'fastest');
    expect(ids(summary)).toEqual(['Q-01']);
    expect(summary.totalDeciKm).toBeGreaterThan(320);
    expect(summary.totalDeciKm).toBeLessThan(340);
  });

  it('merges the two halves of a segment around a via point inside it', () => {
    const middle = snapToNetwork(graph, [23.5, 41.99])!;
    const summary = route([at('A'), middle, at('C')], 'shortest');
    expect(summary.segments).toHaveLength(1);
    expect(summary.segments[0]).toMatchObject({ edgeId: 'Q-01', partial: false, deciKm: 826 });
  });

  it('snaps a click near a node to the node and refuses one far from every road', () => {
    expect(snapToNetwork(graph, [23.51, 42.055])).toMatchObject({ kind: 'node', node: 1 });
    expect(snapToNetwork(graph, [26.0, 43.5])).toBeNull();
  });

  it('finds no route between parts of the network that are not joined', () => {
    const split = buildRouteGraph({
      ...TEST_NETWORK,
      nodes: [...TEST_NODES, { id: 'Z', bg: 'Z', en: 'Z', lat: 43, lng: 27, kind: 'town' }],
      edges: [...TEST_NETWORK.edges],
    });
    const z = nodeAnchor(split, split.nodeIndex.get('Z')!);
    expect(planRoute(split, [nodeAnchor(split, 0), z], 'shortest')).toBeNull();
    expect(testEdge('T', 'A', 'C', 'first', 60).lengthKm).toBe(82.6);
  });

  it('returns an empty route from a place to itself', () => {
    const summary = route([at('C'), at('C')], 'fastest');
    expect(summary).toMatchObject({ segments: [], totalDeciKm: 0, seconds: 0 });
    expect(summary.geometry).toHaveLength(1);
  });
});
