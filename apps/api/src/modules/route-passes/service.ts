import { createHash } from 'node:crypto';
import type {
  CalculateRoutePass,
  Place,
  RoutePassQuoteResponse,
} from '@toll/contract/route-passes';
import type { FeatureFlags } from '@toll/domain/feature-flags';
import { LANGS, type Lang } from '@toll/domain/languages';
import { matchScore, normalizeSearchText } from '@toll/domain/place-search';
import type { NetworkNode, NodeKind } from '@toll/domain/road-network';
import { quoteRoutePass } from '@toll/domain/route-pass-quote';
import type { RouteTariffRow } from '@toll/domain/route-tariffs';
import type { Clock } from '../../platform/clock';
import type { MapTiles } from '../../platform/map-tiles-config';
import type { Executor } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import { routeNetworkData } from './network-data';
import { networkGeoJson } from './network-geojson';
import { toQuoteResponse } from './quote-response';
import { listRouteTariffs } from './repo';

/** Tariffs change rarely (a migration or, later, an administrator); a minute of staleness is fine. */
const TARIFF_CACHE_MS = 60_000;

export type TariffSource = { rows(): Promise<RouteTariffRow[]> };

export function createTariffSource(db: Executor, clock: Clock): TariffSource {
  let cached: { rows: Promise<RouteTariffRow[]>; until: number } | null = null;
  return {
    rows() {
      const now = clock.now().getTime();
      if (!cached || cached.until <= now) {
        const rows = listRouteTariffs(db);
        cached = { rows, until: now + TARIFF_CACHE_MS };
        rows.catch(() => {
          cached = null;
        });
      }
      return cached.rows;
    },
  };
}

const countryNames = new Map<Lang, Intl.DisplayNames>();

export function countryName(code: string, lang: Lang): string {
  let names = countryNames.get(lang);
  if (!names) {
    names = new Intl.DisplayNames([lang], { type: 'region' });
    countryNames.set(lang, names);
  }
  return names.of(code) ?? code;
}

function toPlace(node: NetworkNode, lang: Lang): Place {
  return {
    id: node.id,
    name: lang === 'bg' ? node.bg : node.en,
    kind: node.kind,
    ...(node.country
      ? { country: node.country, countryName: countryName(node.country, lang) }
      : {}),
    lat: node.lat,
    lng: node.lng,
  };
}

/** What a place can be found by: both names, its id, and for a crossing the neighbour's names. */
function searchNames(node: NetworkNode): string[] {
  const names = [node.bg, node.en, node.id];
  if (node.country) names.push(countryName(node.country, 'bg'), countryName(node.country, 'en'));
  return names.map(normalizeSearchText);
}

const collators = new Map(LANGS.map((lang) => [lang, new Intl.Collator(lang)]));
const collator = new Intl.Collator('en');

const KIND_ORDER: Record<NodeKind, number> = { town: 0, border: 1, junction: 2 };

export type RoutePassDeps = {
  flags: FeatureFlags;
  clock: Clock;
  /** The map's tile layer (config MAP_TILE_URL), sent with the network; null: none. */
  mapTiles?: MapTiles | null;
};

export function createRoutePassService(deps: RoutePassDeps, tariffs: TariffSource) {
  const data = routeNetworkData();
  const tiles = deps.mapTiles
    ? { url: deps.mapTiles.url, attribution: deps.mapTiles.attribution }
    : null;
  const body = JSON.stringify(networkGeoJson(data, tiles));
  const geojson = { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };

  const searchable = data.network.nodes.map((node) => ({ node, names: searchNames(node) }));

  /** Places by name in either language and alphabet, best match first. */
  function places(query: { q: string; kind?: NodeKind; limit: number }, lang: Lang): Place[] {
    const name = (node: NetworkNode) => (lang === 'bg' ? node.bg : node.en);
    return searchable
      .filter(({ node }) => !query.kind || node.kind === query.kind)
      .map(({ node, names }) => ({ node, score: matchScore(query.q, names) }))
      .filter((hit) => hit.score > 0)
      .sort(
        (a, b) =>
          b.score - a.score ||
          KIND_ORDER[a.node.kind] - KIND_ORDER[b.node.kind] ||
          (collators.get(lang) ?? collator).compare(name(a.node), name(b.node)),
      )
      .slice(0, query.limit)
      .map((hit) => toPlace(hit.node, lang));
  }

  /** Plans and prices a route pass; every refusal is a catalogue error (400 input, 422 route). */
  async function calculate(
    input: CalculateRoutePass,
    lang: Lang,
    registered = false,
  ): Promise<RoutePassQuoteResponse> {
    const now = deps.clock.now();
    const outcome = quoteRoutePass(
      data.graph,
      await tariffs.rows(),
      {
        points: input.points,
        routeType: input.routeType,
        vehicle: input.vehicle.category
          ? { category: input.vehicle.category }
          : {
              axles: input.vehicle.axles ?? 0,
              weightKg: input.vehicle.weightKg ?? 0,
              bus: input.vehicle.bus,
            },
        emissionClassId: input.emissionClassId,
        start: input.startTime ? new Date(input.startTime) : now,
        // Registered users may start up to 7 days ahead, guests up to today (FACTS).
        registered,
      },
      now,
    );
    if (!outcome.ok) {
      const { code, params, field } = outcome;
      throw new AppError(outcome.kind === 'invalid' ? 400 : 422, { code, params, field });
    }
    return toQuoteResponse(data.graph, outcome.quote, {
      routeType: input.routeType,
      lang,
      flags: deps.flags,
    });
  }

  return { geojson: () => geojson, places, calculate };
}

export type RoutePassService = ReturnType<typeof createRoutePassService>;
