import { describe, expect, it } from 'vitest';
import { planRoute, type RouteType } from '@toll/domain/route-search';
import { nodeAnchor } from '@toll/domain/route-snap';
import { summarizeRoute } from '@toll/domain/route-summary';
import { routeNetworkData } from './network-data';

// The path search on the real network, against routes checked by hand on a road map.
const { network, graph } = routeNetworkData();

function route(ids: string[], type: RouteType) {
  const anchors = ids.map((id) => nodeAnchor(graph, graph.nodeIndex.get(id)!));
  const legs = planRoute(graph, anchors, type);
  if (!legs) throw new Error(`no route ${ids.join(' → ')}`);
  const summary = summarizeRoute(graph, legs, anchors);
  return {
    ...summary,
    km: summary.totalDeciKm / 10,
    hours: summary.seconds / 3600,
    roads: [...new Set(summary.segments.map((s) => s.road))],
    places: summary.segments.map((s) => s.toNode),
    borders: summary.borderNodes.map((n) => graph.nodes[n]!.id),
  };
}

describe('routes on the real network', () => {
  it('Sofia → Burgas goes by the Trakia motorway, about 375 km in about five hours', () => {
    const fastest = route(['sofia', 'burgas'], 'fastest');
    expect(fastest.roads).toEqual(['urban', 'A1']);
    expect(fastest.km).toBeGreaterThan(365);
    expect(fastest.km).toBeLessThan(395);
    expect(fastest.motorwayDeciKm / 10).toBeGreaterThan(345);
    expect(fastest.places).toEqual(
      expect.arrayContaining(['a1-plovdiv', 'a1-stara-zagora', 'a1-karnobat', 'burgas']),
    );
    expect(fastest.hours).toBeGreaterThan(4.5);
    expect(fastest.hours).toBeLessThan(5.5);
    // The old road under the Balkan (I-6) is shorter on this geometry but much slower.
    const shortest = route(['sofia', 'burgas'], 'shortest');
    expect(shortest.km).toBeLessThanOrEqual(fastest.km);
    expect(shortest.hours).toBeGreaterThan(fastest.hours);
  });

  it('Kalotina → Kapitan Andreevo: Europa, the ring road, Trakia and Maritsa, both crossings used', () => {
    const transit = route(['border-kalotina', 'border-kapitan-andreevo'], 'fastest');
    expect(transit.roads).toEqual(['A6', 'II-18', 'A1', 'A4']);
    expect(transit.km).toBeGreaterThan(330);
    expect(transit.km).toBeLessThan(380);
    expect(transit.borders).toEqual(['border-kalotina', 'border-kapitan-andreevo']);
    expect(transit.places).toContain('a1-orizovo');
    expect(transit.notChargedDeciKm).toBe(0);
  });

  it('Ruse → Kulata: over the Danubian plain to Pleven, Hemus to Sofia, Struma and the Kresna gorge', () => {
    const south = route(['ruse', 'border-kulata'], 'fastest');
    expect(south.roads).toEqual(expect.arrayContaining(['I-5', 'I-3', 'A2', 'A3', 'I-1']));
    expect(south.places).toEqual(
      expect.arrayContaining(['byala', 'pleven', 'boaza', 'blagoevgrad', 'kresna', 'sandanski']),
    );
    expect(south.km).toBeGreaterThan(430);
    expect(south.km).toBeLessThan(500);
    expect(south.borders).toEqual(['border-kulata']);
  });

  it('reaches every border crossing from Sofia within a day, and every crossing has its country', () => {
    const borders = network.nodes.filter((n) => n.kind === 'border');
    expect(borders).toHaveLength(25);
    expect(new Set(borders.map((b) => b.country))).toEqual(new Set(['RO', 'RS', 'MK', 'GR', 'TR']));
    for (const border of borders) {
      const trip = route(['sofia', border.id], 'fastest');
      expect(trip.hours, border.id).toBeLessThan(12);
      expect(trip.borders.at(-1), border.id).toBe(border.id);
    }
  });

  it('has unique segment ids, lengths that match their geometry and sane speeds', () => {
    const ids = network.edges.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const edge of graph.edges) {
      const geometryKm = edge.cumulative.at(-1)!;
      expect(Math.abs(edge.lengthKm - geometryKm), edge.id).toBeLessThanOrEqual(0.05);
      expect(edge.speedKmh, edge.id).toBeGreaterThanOrEqual(30);
      expect(edge.speedKmh, edge.id).toBeLessThanOrEqual(80);
      expect(edge.charged, edge.id).toBe(edge.class !== 'local');
    }
  });
});
