import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lineKm, type LngLat } from './geo';
import {
  buildRouteGraph,
  ROAD_CLASSES,
  type NetworkEdge,
  type NetworkNode,
  type RoadNetwork,
  type RouteGraph,
} from './road-network';
import { planRoute, ROUTE_TYPES, type RouteType } from './route-search';
import { nodeAnchor, type RouteAnchor } from './route-snap';
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
});
