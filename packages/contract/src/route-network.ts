import { z } from 'zod';
import { NODE_KINDS, ROAD_CLASSES } from '@toll/domain/road-network';

/** [longitude, latitude] (GeoJSON order). */
export const lngLatSchema = z.tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)]);

/** The network data file (apps/api/src/modules/route-passes/network/network.json). */
export const networkNodeSchema = z.object({
  id: z.string().min(1),
  bg: z.string().min(1),
  en: z.string().min(1),
  lat: z.number(),
  lng: z.number(),
  kind: z.enum(NODE_KINDS),
  country: z.string().length(2).optional(),
});

export const networkEdgeSchema = z.object({
  id: z.string().min(1),
  from: z.string().min(1),
  to: z.string().min(1),
  road: z.string().min(1),
  class: z.enum(ROAD_CLASSES),
  charged: z.boolean(),
  lengthKm: z.number().positive(),
  speedKmh: z.number().positive(),
  geometry: z.array(lngLatSchema).min(2),
});

export const roadNetworkSchema = z.object({
  version: z.string(),
  nodes: z.array(networkNodeSchema),
  edges: z.array(networkEdgeSchema),
});

/** GET /route-network: the map's GeoJSON (outline, toll segments, places), names in both languages. */
const outlineFeatureSchema = z.object({
  type: z.literal('Feature'),
  id: z.literal('outline'),
  geometry: z.object({
    type: z.literal('MultiPolygon'),
    coordinates: z.array(z.array(z.array(lngLatSchema))),
  }),
  properties: z.object({ kind: z.literal('outline'), name: z.string() }),
});

const segmentFeatureSchema = z.object({
  type: z.literal('Feature'),
  id: z.string(),
  geometry: z.object({ type: z.literal('LineString'), coordinates: z.array(lngLatSchema) }),
  properties: z.object({
    kind: z.literal('segment'),
    road: z.string(),
    class: z.enum(ROAD_CLASSES),
    charged: z.boolean(),
    lengthKm: z.number(),
    from: z.string(),
    to: z.string(),
  }),
});

const placeFeatureSchema = z.object({
  type: z.literal('Feature'),
  id: z.string(),
  geometry: z.object({ type: z.literal('Point'), coordinates: lngLatSchema }),
  properties: z.object({
    kind: z.enum(NODE_KINDS),
    bg: z.string(),
    en: z.string(),
    country: z.string().optional(),
  }),
});

/** The map's optional background layer (MAP_TILE_URL): a Leaflet URL template and its credit. */
export const mapTilesSchema = z.object({ url: z.string(), attribution: z.string() });

export const routeNetworkGeoJsonSchema = z.object({
  type: z.literal('FeatureCollection'),
  version: z.string(),
  /**
   * A GeoJSON foreign member (RFC 7946 §6.1): the tile layer to draw under the data, or null
   * (absent in a copy cached before it existed: none).
   */
  tiles: mapTilesSchema.nullable().default(null),
  features: z.array(z.union([outlineFeatureSchema, segmentFeatureSchema, placeFeatureSchema])),
});

export type RoadNetworkData = z.infer<typeof roadNetworkSchema>;
export type RouteNetworkGeoJson = z.infer<typeof routeNetworkGeoJsonSchema>;
export type MapTilesSetting = z.infer<typeof mapTilesSchema>;
export type SegmentFeature = z.infer<typeof segmentFeatureSchema>;
export type PlaceFeature = z.infer<typeof placeFeatureSchema>;
export type OutlineFeature = z.infer<typeof outlineFeatureSchema>;
