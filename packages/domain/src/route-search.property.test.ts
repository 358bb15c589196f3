import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lineKm, projectOntoLine, type LngLat } from './geo';
import {
  buildRouteGraph,
  ROAD_CLASSES,
  type NetworkEdge,
  type NetworkNode,
  type RoadNetwork,
  type RouteGraph,
} from './road-network';
import { edgeCost, planRoute, ROUTE_TYPES, searchLeg, type RouteType } from './route-search';
import { nodeAnchor, snapToNetwork, type RouteAnchor } from './route-snap';
import { summarizeRoute } from './route-summary';

// Random connected networks in Bulgaria's box: a random spanning tree plus extra roads, each with a
// random class, speed and an optional bend. Every road is two-way, so the network is symmetric.
const position = fc.tuple(
  fc.double({ min: 22.5, max: 28.5, noNaN: true }),
  fc.double({ min: 41.3, max: 44.2, noNaN: true }),
);
const road = fc.record({
  cls: fc.constantFrom(...ROAD_CLASSES),
  speed: fc.integer({ min: 20, max: 90 }),
  bend: fc.option(position, { nil: undefined }),
});

const networkArb = fc
  .record({
    points: fc.array(position, { minLength: 2, maxLength: 9 }),
    parents: fc.array(fc.nat(), { minLength: 8, maxLength: 8 }),
    extra: fc.array(fc.tuple(fc.nat(), fc.nat()), { maxLength: 8 }),
    roads: fc.array(road, { minLength: 16, maxLength: 16 }),
  })
  .map(({ points, parents, extra, roads }): RoadNetwork => {
    const nodes: NetworkNode[] = points.map(([lng, lat], i) => ({
      id: `n${i}`,
      bg: `n${i}`,
      en: `n${i}`,
      lng,
      lat,
      kind: i === 0 ? 'border' : 'town',
    }));
    const pairs = points.slice(1).map((_, i) => [i + 1, parents[i]! % (i + 1)] as const);
    for (const [a, b] of extra)
      if (a % points.length !== b % points.length)
        pairs.push([a % points.length, b % points.length]);
    const edges = pairs.map(([a, b], i): NetworkEdge => {
      const spec = roads[i % roads.length]!;
      const geometry: LngLat[] = [points[a]!, ...(spec.bend ? [spec.bend] : []), points[b]!];
      return {
        id: `e${i}`,
        from: `n${a}`,
        to: `n${b}`,
        road: 'R',
        class: spec.cls,
        charged: spec.cls !== 'local',
        lengthKm: Math.max(0.1, Math.round(lineKm(geometry) * 10) / 10),
        speedKmh: spec.speed,
        geometry,
      };
    });
    return { version: 'random', nodes, edges };
  });

const scenario = fc.record({
  network: networkArb,
  a: fc.nat(),
  b: fc.nat(),
  via: fc.nat(),
  type: fc.constantFrom(...ROUTE_TYPES),
});

const pick = (graph: RouteGraph, n: number) => nodeAnchor(graph, n % graph.nodes.length);

function cost(graph: RouteGraph, anchors: RouteAnchor[], type: RouteType): number {
  const legs = planRoute(graph, anchors, type);
  if (!legs) throw new Error('a connected network always has a route');
  return legs.reduce((sum, leg) => sum + leg.cost, 0);
}

describe('path search properties', () => {
  it('a reversed route on a symmetric network costs the same', () => {
    fc.assert(
      fc.property(scenario, ({ network, a, b, type }) => {
        const graph = buildRouteGraph(network);
        const there = cost(graph, [pick(graph, a), pick(graph, b)], type);
        const back = cost(graph, [pick(graph, b), pick(graph, a)], type);
        expect(back).toBeCloseTo(there, 9);
      }),
      { numRuns: 300 },
    );
  });

  it('adding a via point never shortens a route', () => {
    fc.assert(
      fc.property(scenario, ({ network, a, b, via, type }) => {
        const graph = buildRouteGraph(network);
        const direct = cost(graph, [pick(graph, a), pick(graph, b)], type);
        const through = cost(graph, [pick(graph, a), pick(graph, via), pick(graph, b)], type);
        expect(through).toBeGreaterThanOrEqual(direct - 1e-9);
      }),
      { numRuns: 300 },
    );
  });

  it('charged and not charged distances add up to the total, and the segments to both', () => {
    fc.assert(
      fc.property(scenario, ({ network, a, b, via, type }) => {
        const graph = buildRouteGraph(network);
        const anchors = [pick(graph, a), pick(graph, via), pick(graph, b)];
        const summary = summarizeRoute(graph, planRoute(graph, anchors, type)!, anchors);
        expect(summary.chargedDeciKm + summary.notChargedDeciKm).toBe(summary.totalDeciKm);
        const sum = (charged: boolean) =>
          summary.segments.filter((s) => s.charged === charged).reduce((t, s) => t + s.deciKm, 0);
        expect(sum(true)).toBe(summary.chargedDeciKm);
        expect(sum(false)).toBe(summary.notChargedDeciKm);
        expect(summary.motorwayDeciKm).toBeLessThanOrEqual(summary.totalDeciKm);
      }),
      { numRuns: 300 },
    );
  });

  it('the shortest route is never longer than the fastest one', () => {
    fc.assert(
      fc.property(scenario, ({ network, a, b }) => {
        const graph = buildRouteGraph(network);
        const anchors = [pick(graph, a), pick(graph, b)];
        const km = (type: RouteType) =>
          summarizeRoute(graph, planRoute(graph, anchors, type)!, anchors).totalDeciKm;
        expect(km('shortest')).toBeLessThanOrEqual(km('fastest'));
      }),
      { numRuns: 200 },
    );
  });

  // The legs come from shortest-path trees kept per start node; these compare them with an
  // exhaustive search that shares no code with them.
  function allPairs(graph: RouteGraph, type: RouteType): number[][] {
    const n = graph.nodes.length;
    const d = Array.from({ length: n }, (_, i) =>
      Array.from({ length: n }, (_, j) => (i === j ? 0 : Infinity)),
    );
    for (const edge of graph.edges) {
      const w = edgeCost(edge, type);
      d[edge.fromIndex]![edge.toIndex] = Math.min(d[edge.fromIndex]![edge.toIndex]!, w);
      d[edge.toIndex]![edge.fromIndex] = Math.min(d[edge.toIndex]![edge.fromIndex]!, w);
    }
    for (let k = 0; k < n; k += 1)
      for (let i = 0; i < n; i += 1)
        for (let j = 0; j < n; j += 1) d[i]![j] = Math.min(d[i]![j]!, d[i]![k]! + d[k]![j]!);
    return d;
  }
  /** The nodes an anchor reaches the graph at, with the cost of getting there along its segment. */
  function ways(graph: RouteGraph, anchor: RouteAnchor, type: RouteType) {
    if (anchor.kind === 'node') return [{ node: anchor.node, cost: 0 }];
    const edge = graph.edges[anchor.edge]!;
    const w = edgeCost(edge, type);
    return [
      { node: edge.fromIndex, cost: anchor.fraction * w },
      { node: edge.toIndex, cost: (1 - anchor.fraction) * w },
    ];
  }
  const clickArb = fc.tuple(
    fc.double({ min: 22.5, max: 28.5, noNaN: true }),
    fc.double({ min: 41.3, max: 44.2, noNaN: true }),
  );

  it('a leg costs what an exhaustive search finds, from and to points inside segments too', () => {
    fc.assert(
      fc.property(scenario, clickArb, clickArb, ({ network, type }, p, q) => {
        const graph = buildRouteGraph(network);
        const [a, b] = [p, q].map((click) => snapToNetwork(graph, click as LngLat));
        fc.pre(a !== null && b !== null);
        const d = allPairs(graph, type);
        let expected = Infinity;
        for (const s of ways(graph, a!, type))
          for (const e of ways(graph, b!, type))
            expected = Math.min(expected, s.cost + d[s.node]![e.node]! + e.cost);
        if (a!.kind === 'edge' && b!.kind === 'edge' && a!.edge === b!.edge)
          expected = Math.min(
            expected,
            Math.abs(a!.fraction - b!.fraction) * edgeCost(graph.edges[a!.edge]!, type),
          );
        const leg = searchLeg(graph, a!, b!, type);
        expect(leg).not.toBeNull();
        expect(leg!.cost).toBeCloseTo(expected, 9);
        // The pieces are a connected walk: each starts where the one before it ended.
        const ends = leg!.pieces.map((piece) => {
          const edge = graph.edges[piece.edge]!;
          const at = (f: number) => (f === 0 ? edge.fromIndex : f === 1 ? edge.toIndex : -1);
          return [at(piece.from), at(piece.to)] as const;
        });
        for (let i = 1; i < ends.length; i += 1) expect(ends[i]![0]).toBe(ends[i - 1]![1]);
      }),
      { numRuns: 300 },
    );
  });

  it('a clicked point snaps to the nearest point of any segment', () => {
    fc.assert(
      fc.property(networkArb, clickArb, (network, click) => {
        const graph = buildRouteGraph(network);
        const nearest = Math.min(
          ...graph.edges.map(
            (edge) => projectOntoLine(edge.geometry, edge.cumulative, click as LngLat).distanceKm,
          ),
        );
        const anchor = snapToNetwork(graph, click as LngLat);
        expect(anchor === null).toBe(nearest > 25);
        // An edge anchor is the nearest point itself; a node anchor is the end it lies close to.
        if (anchor?.kind === 'edge') expect(anchor.offsetKm).toBeCloseTo(nearest, 9);
        if (anchor?.kind === 'node')
          expect(anchor.offsetKm).toBeLessThanOrEqual(nearest + 1.5 + 1e-9);
      }),
      { numRuns: 300 },
    );
  });
});
