import { z } from 'zod';
import { parsePlainDate } from '@toll/domain/plain-date';
import { NODE_KINDS, ROAD_CLASSES } from '@toll/domain/road-network';
import { checkRoutePoints } from '@toll/domain/route-pass';
import { ROUTE_TYPES } from '@toll/domain/route-search';
import { TOLL_CATEGORIES } from '@toll/domain/vehicles';
import { currencyAmountSchema, currencySchema, priceSchema } from './money';
import { lngLatSchema } from './route-network';

const limitSchema = z.coerce.number().int().min(1).max(50).default(20);
const searchTextSchema = z.string().trim().max(100).default('');

/** A calendar date, yyyy-MM-dd (spec §9). */
export const plainDateTextSchema = z
  .string()
  .refine((text) => parsePlainDate(text) !== null, { params: { code: 'validation.invalidDate' } });

// ── GET /route-pass/places ───────────────────────────────────────────────────────────────────
export const placesQuerySchema = z.object({
  q: searchTextSchema,
  kind: z.enum(NODE_KINDS).optional(),
  limit: limitSchema,
});

export const placeSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(NODE_KINDS),
  /** Neighbouring country of a border crossing (ISO code and name in the caller's language). */
  country: z.string().optional(),
  countryName: z.string().optional(),
  lat: z.number(),
  lng: z.number(),
});
export const placeListSchema = z.array(placeSchema);

// ── POST /route-pass/calculate ───────────────────────────────────────────────────────────────
export const routePointSchema = z.union([
  z.object({ placeId: z.string().min(1).max(80) }).strict(),
  z.object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) }).strict(),
]);

/** A toll category, or axles and maximum permissible mass (the category is then worked out). */
export const routeVehicleSchema = z
  .object({
    category: z.enum(TOLL_CATEGORIES).optional(),
    axles: z.number().int().optional(),
    weightKg: z.number().positive().max(100_000).optional(),
    bus: z.boolean().optional(),
  })
  .strict()
  .superRefine((vehicle, ctx) => {
    if (vehicle.category !== undefined) return;
    for (const key of ['axles', 'weightKg'] as const) {
      if (vehicle[key] === undefined)
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message: 'validation.required',
          params: { code: 'validation.required' },
        });
    }
  });

export const calculateRoutePassSchema = z
  .object({
    /** 2 to 6 points: start, up to 4 via points, end (spec §9). */
    points: z.array(routePointSchema).superRefine((points, ctx) => {
      const check = checkRoutePoints(points.length);
      if (!check.ok)
        ctx.addIssue({
          code: 'custom',
          message: check.code,
          params: { code: check.code, params: check.params },
        });
    }),
    routeType: z.enum(ROUTE_TYPES).default('fastest'),
    vehicle: routeVehicleSchema,
    /** Master id: Euro 0-6 are 0-6, EEV is 15. */
    emissionClassId: z.number().int(),
    /** When the journey starts (ISO instant); default now. The pass is valid 24 hours from it. */
    startTime: z.iso.datetime({ offset: true }).optional(),
  })
  .strict();

const segmentOnRouteSchema = z.object({
  id: z.string(),
  road: z.string(),
  class: z.enum(ROAD_CLASSES),
  charged: z.boolean(),
  from: z.string(),
  to: z.string(),
  km: z.number(),
  /** Only part of the segment is travelled (a point lies inside it). */
  partial: z.boolean(),
  minutes: z.number().int(),
  price: priceSchema,
});

export const routePassQuoteSchema = z.object({
  networkVersion: z.string(),
  routeType: z.enum(ROUTE_TYPES),
  points: z.array(
    z.object({
      placeId: z.string().nullable(),
      name: z.string().nullable(),
      kind: z.enum(NODE_KINDS).nullable(),
      lat: z.number(),
      lng: z.number(),
      /** Distance from the requested position to the point on the network. */
      offsetKm: z.number(),
      /** The segment a point inside a segment lies on. */
      segmentId: z.string().nullable(),
    }),
  ),
  distance: z.object({
    totalKm: z.number(),
    chargedKm: z.number(),
    notChargedKm: z.number(),
    motorwayKm: z.number(),
  }),
  durationMinutes: z.number().int(),
  borderCrossings: z.array(z.object({ id: z.string(), name: z.string(), country: z.string() })),
  geometry: z.object({ type: z.literal('LineString'), coordinates: z.array(lngLatSchema) }),
  segments: z.array(segmentOnRouteSchema),
  vehicle: z.object({
    category: z.enum(TOLL_CATEGORIES),
    emissionClass: z.string(),
    emissionGroup: z.string(),
  }),
  /** Rates in the legal currency, minor units per 100 km (2147 = 21.47 cents per km). */
  rates: z.object({
    currency: currencySchema,
    motorway: z.number().int(),
    first: z.number().int(),
    second: z.number().int(),
    validFrom: z.string(),
  }),
  price: priceSchema,
  currencyAmount: currencyAmountSchema,
  secondaryCurrency: currencySchema.nullable(),
  validity: z.object({ from: z.string(), to: z.string() }),
});

// ── Toll segments ────────────────────────────────────────────────────────────────────────────
export const tollSegmentSchema = z.object({
  id: z.string(),
  road: z.string(),
  class: z.enum(ROAD_CLASSES),
  charged: z.boolean(),
  lengthKm: z.number(),
  speedKmh: z.number(),
  from: z.object({ id: z.string(), name: z.string() }),
  to: z.object({ id: z.string(), name: z.string() }),
});
export const tollSegmentListSchema = z.array(tollSegmentSchema);

export const tollSegmentsQuerySchema = z.object({ q: searchTextSchema, limit: limitSchema });
export const tollSegmentParamsSchema = z.object({ id: z.string().min(1).max(40) });

/** The vehicle and date a segment's toll is worked out for; all of axles, date and emission class, or none. */
export const tollSegmentQuerySchema = z.object({
  axles: z.coerce.number().int().optional(),
  weightKg: z.coerce.number().positive().max(100_000).optional(),
  emissionClassId: z.coerce.number().int().optional(),
  date: plainDateTextSchema.optional(),
});

export const segmentTollSchema = z.object({
  date: z.string(),
  axles: z.number().int(),
  category: z.enum(TOLL_CATEGORIES),
  emissionGroup: z.string(),
  ratePer100Km: z.number().int(),
  price: priceSchema,
  currencyAmount: currencyAmountSchema,
});

export const tollSegmentDetailSchema = tollSegmentSchema.extend({
  geometry: z.object({ type: z.literal('LineString'), coordinates: z.array(lngLatSchema) }),
  toll: segmentTollSchema.nullable(),
});

/** GET /toll-segments/export: comma-separated ids, with per-segment axles and dates when priced. */
export const tollSegmentsExportQuerySchema = z.object({
  ids: z.string().trim().min(1).max(2000),
  axles: z.string().trim().max(1000).optional(),
  dates: z.string().trim().max(3000).optional(),
  emissionClassId: z.coerce.number().int().optional(),
  weightKg: z.coerce.number().positive().max(100_000).optional(),
});

export type Place = z.infer<typeof placeSchema>;
export type RoutePoint = z.infer<typeof routePointSchema>;
export type RouteVehicle = z.infer<typeof routeVehicleSchema>;
export type CalculateRoutePass = z.infer<typeof calculateRoutePassSchema>;
export type RoutePassQuoteResponse = z.infer<typeof routePassQuoteSchema>;
export type TollSegment = z.infer<typeof tollSegmentSchema>;
export type TollSegmentDetail = z.infer<typeof tollSegmentDetailSchema>;
export type SegmentToll = z.infer<typeof segmentTollSchema>;
