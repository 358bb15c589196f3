import type { ErrorCode } from './error-codes';
import { checkAxleCount } from './field-checks';
import { money, type Money } from './money';
import {
  checkRoutePassStart,
  checkRoutePoints,
  checkTravelTime,
  routePassWindow,
} from './route-pass';
import type { RouteGraph } from './road-network';
import { planRoute, type RouteType } from './route-search';
import { nodeAnchor, snapToNetwork, type RouteAnchor } from './route-snap';
import { summarizeRoute, type RouteSegment, type RouteSummary } from './route-summary';
import {
  ratePer100Km,
  routeRatesAt,
  tollForDistance,
  type RouteRates,
  type RouteTariffRow,
  type RouteTollCategory,
} from './route-tariffs';
import type { CheckParams } from './validation';
import type { ValidityWindow } from './vignette-validity';
import {
  emissionClassById,
  emissionGroup,
  tollCategory,
  type EmissionClass,
  type EmissionGroup,
  type TollCategory,
} from './vehicles';

/** A route pass request (spec §2, §3): points, route type, vehicle, emission class and start. */
export type RoutePointInput = { placeId: string } | { lat: number; lng: number };
export type RouteVehicleInput =
  { category: TollCategory } | { axles: number; weightKg: number; bus?: boolean };

export type RoutePassRequest = {
  points: readonly RoutePointInput[];
  routeType: RouteType;
  vehicle: RouteVehicleInput;
  emissionClassId: number;
  start: Date;
  /** Registered users may start up to 7 days ahead, guests within 24 hours. */
  registered: boolean;
};

export type PricedSegment = RouteSegment & { toll: Money };

export type RoutePassQuote = {
  anchors: RouteAnchor[];
  summary: RouteSummary;
  segments: PricedSegment[];
  category: RouteTollCategory;
  emissionClass: EmissionClass;
  emissionGroup: EmissionGroup;
  rates: RouteRates;
  /** In the tariff's legal currency; `inBothCurrencies` gives the other one. */
  total: Money;
  validity: ValidityWindow;
};

/**
 * Why no quote: `invalid` input (400) or a route that cannot be had (422). `field` names the input,
 * e.g. `points.2`.
 */
export type QuoteFailure = {
  ok: false;
  kind: 'invalid' | 'unroutable';
  code: ErrorCode;
  params?: CheckParams;
  field?: string;
};
export type QuoteOutcome = { ok: true; quote: RoutePassQuote } | QuoteFailure;

const invalid = (code: ErrorCode, field?: string, params?: CheckParams): QuoteFailure => ({
  ok: false,
  kind: 'invalid',
  code,
  ...(params ? { params } : {}),
  ...(field ? { field } : {}),
});
const unroutable = (code: ErrorCode, params?: CheckParams): QuoteFailure => ({
  ok: false,
  kind: 'unroutable',
  code,
  ...(params ? { params } : {}),
});

/** The toll category of the vehicle, or the failure (vehicles up to 3.5 t buy a vignette). */
export function routeVehicleCategory(vehicle: RouteVehicleInput): RouteTollCategory | QuoteFailure {
  let category: TollCategory;
  if ('category' in vehicle) {
    category = vehicle.category;
  } else {
    const axles = checkAxleCount(vehicle.axles);
    if (!axles.ok) return invalid(axles.code, 'vehicle.axles', axles.params);
    category = tollCategory({
      weightKg: vehicle.weightKg,
      axles: vehicle.axles,
      isBus: vehicle.bus,
    });
  }
  return category === 'UP_TO_3_5T' ? invalid('route.lightVehicle', 'vehicle') : category;
}

/** Each point as an anchor on the network: a place by id, or a position snapped to the nearest road. */
export function anchorPoints(
  graph: RouteGraph,
  points: readonly RoutePointInput[],
): RouteAnchor[] | QuoteFailure {
  const anchors: RouteAnchor[] = [];
  for (const [i, point] of points.entries()) {
    if ('placeId' in point) {
      const node = graph.nodeIndex.get(point.placeId);
      if (node === undefined) return invalid('route.unknownPlace', `points.${i}`);
      anchors.push(nodeAnchor(graph, node));
    } else {
      const anchor = snapToNetwork(graph, [point.lng, point.lat]);
      if (!anchor) return invalid('route.pointOffNetwork', `points.${i}`);
      anchors.push(anchor);
    }
  }
  return anchors;
}

/** Prices every segment in the tariff's legal currency; uncharged roads cost nothing. */
export function priceSegments(segments: readonly RouteSegment[], rates: RouteRates) {
  const currency = rates.motorway.legalCurrency;
  return segments.map((segment): PricedSegment => {
    const rate =
      segment.charged && segment.class !== 'local'
        ? ratePer100Km(rates[segment.class], currency)
        : 0;
    return { ...segment, toll: money(tollForDistance(segment.deciKm, rate), currency) };
  });
}

type Checked = { category: RouteTollCategory; emissionClass: EmissionClass };

function checkRequest(request: RoutePassRequest, now: Date): Checked | QuoteFailure {
  const count = checkRoutePoints(request.points.length);
  if (!count.ok) return invalid(count.code, 'points', count.params);
  const category = routeVehicleCategory(request.vehicle);
  if (typeof category !== 'string') return category;
  const emissionClass = emissionClassById(request.emissionClassId);
  if (!emissionClass)
    return invalid('validation.invalidEnum', 'emissionClassId', { options: '0-6, 15' });
  const start = checkRoutePassStart(request.start, now, request.registered);
  if (!start.ok) return invalid(start.code, 'startTime', start.params);
  return { category, emissionClass };
}

/**
 * Plans and prices a route pass. Pure: the graph, the tariff rows and "now" are given. Checks run
 * in the order a user fixes them: the request, the points, the route, then the price.
 */
export function quoteRoutePass(
  graph: RouteGraph,
  tariffRows: readonly RouteTariffRow[],
  request: RoutePassRequest,
  now: Date,
): QuoteOutcome {
  const checked = checkRequest(request, now);
  if ('ok' in checked) return checked;
  const anchors = anchorPoints(graph, request.points);
  if (!Array.isArray(anchors)) return anchors;
  const legs = planRoute(graph, anchors, request.routeType);
  if (!legs) return unroutable('route.cannotGenerate');
  const summary = summarizeRoute(graph, legs, anchors);
  const time = checkTravelTime(summary.seconds);
  if (!time.ok) return unroutable(time.code);
  if (summary.chargedDeciKm === 0) return unroutable('route.outsidePaidNetwork');
  const group = emissionGroup(checked.emissionClass);
  const rates = routeRatesAt(tariffRows, checked.category, group, request.start);
  if (!rates) return unroutable('route.noTariff');
  const segments = priceSegments(summary.segments, rates);
  const currency = rates.motorway.legalCurrency;
  const total = money(
    segments.reduce((sum, s) => sum + s.toll.minor, 0),
    currency,
  );
  return {
    ok: true,
    quote: {
      anchors,
      summary,
      segments,
      category: checked.category,
      emissionClass: checked.emissionClass,
      emissionGroup: group,
      rates,
      total,
      validity: routePassWindow(request.start),
    },
  };
}
