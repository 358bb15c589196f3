import type { MapTilesSetting, RouteNetworkGeoJson } from '@toll/contract/route-network';
import type { RouteNetworkData } from './network-data';

/**
 * The map's data: Bulgaria's outline, every toll segment (its ends by place id) and every place with
 * its names in both languages, so one response serves both and caches well; and the configured
 * tile layer to draw under it, if any.
 */
export function networkGeoJson(
  { network, outline }: RouteNetworkData,
  tiles: MapTilesSetting | null,
): RouteNetworkGeoJson {
  return {
    type: 'FeatureCollection',
    version: network.version,
    tiles,
    features: [
      {
        type: 'Feature',
        id: 'outline',
        geometry: {
          type: 'MultiPolygon',
          coordinates: outline.coordinates as [number, number][][][],
        },
        properties: { kind: 'outline', name: outline.name },
      },
      ...network.edges.map((e) => ({
        type: 'Feature' as const,
        id: e.id,
        geometry: { type: 'LineString' as const, coordinates: e.geometry as [number, number][] },
        properties: {
          kind: 'segment' as const,
          road: e.road,
          class: e.class,
          charged: e.charged,
          lengthKm: e.lengthKm,
          from: e.from,
          to: e.to,
        },
      })),
      ...network.nodes.map((n) => ({
        type: 'Feature' as const,
        id: n.id,
        geometry: { type: 'Point' as const, coordinates: [n.lng, n.lat] as [number, number] },
        properties: {
          kind: n.kind,
          bg: n.bg,
          en: n.en,
          ...(n.country ? { country: n.country } : {}),
        },
      })),
    ],
  };
}
