import type { RoutePassQuoteResponse } from '@toll/contract/route-passes';
import { secondaryCurrencyAt } from '@toll/domain/euro-switch';
import type { FeatureFlags } from '@toll/domain/feature-flags';
import type { Lang } from '@toll/domain/languages';
import { inBothCurrencies, toMajor, type Money } from '@toll/domain/money';
import type { RouteGraph } from '@toll/domain/road-network';
import type { RoutePassQuote } from '@toll/domain/route-pass-quote';
import type { RouteType } from '@toll/domain/route-search';
import { ratePer100Km } from '@toll/domain/route-tariffs';

const round = (value: number, digits: number) => {
  const scale = 10 ** digits;
  return Math.round(value * scale) / scale;
};
const price = (amount: Money) => ({
  amount: toMajor(amount.minor),
  minor: amount.minor,
  currency: amount.currency,
});

function nodeName(graph: RouteGraph, id: string, lang: Lang): string {
  const node = graph.nodes[graph.nodeIndex.get(id)!]!;
  return lang === 'bg' ? node.bg : node.en;
}

function points(graph: RouteGraph, quote: RoutePassQuote, lang: Lang) {
  return quote.anchors.map((anchor) => {
    const node = anchor.kind === 'node' ? graph.nodes[anchor.node]! : null;
    return {
      placeId: node?.id ?? null,
      name: node ? (lang === 'bg' ? node.bg : node.en) : null,
      kind: node?.kind ?? null,
      lat: round(anchor.position[1], 5),
      lng: round(anchor.position[0], 5),
      offsetKm: round(anchor.offsetKm, 1),
      segmentId: anchor.kind === 'edge' ? graph.edges[anchor.edge]!.id : null,
    };
  });
}

/** The contract's shape of a quote: names in the caller's language, km and prices for display. */
export function toQuoteResponse(
  graph: RouteGraph,
  quote: RoutePassQuote,
  context: { routeType: RouteType; lang: Lang; flags: FeatureFlags },
): RoutePassQuoteResponse {
  const { lang } = context;
  const { summary, rates, validity } = quote;
  const both = inBothCurrencies(quote.total);
  return {
    networkVersion: graph.version,
    routeType: context.routeType,
    points: points(graph, quote, lang),
    distance: {
      totalKm: summary.totalDeciKm / 10,
      chargedKm: summary.chargedDeciKm / 10,
      notChargedKm: summary.notChargedDeciKm / 10,
      motorwayKm: summary.motorwayDeciKm / 10,
    },
    durationMinutes: Math.round(summary.seconds / 60),
    borderCrossings: summary.borderNodes.map((n) => {
      const node = graph.nodes[n]!;
      return { id: node.id, name: lang === 'bg' ? node.bg : node.en, country: node.country ?? '' };
    }),
    geometry: {
      type: 'LineString',
      coordinates: summary.geometry.map(([lng, lat]) => [round(lng, 5), round(lat, 5)]),
    },
    segments: quote.segments.map((s) => ({
      id: s.edgeId,
      road: s.road,
      class: s.class,
      charged: s.charged,
      from: nodeName(graph, s.fromNode, lang),
      to: nodeName(graph, s.toNode, lang),
      km: s.deciKm / 10,
      partial: s.partial,
      minutes: Math.round(s.seconds / 60),
      price: price(s.toll),
    })),
    vehicle: {
      category: quote.category,
      emissionClass: quote.emissionClass,
      emissionGroup: quote.emissionGroup,
    },
    rates: {
      currency: quote.total.currency,
      motorway: ratePer100Km(rates.motorway, quote.total.currency),
      first: ratePer100Km(rates.first, quote.total.currency),
      second: ratePer100Km(rates.second, quote.total.currency),
      validFrom: rates.motorway.validFrom.toISOString(),
    },
    price: price(quote.total),
    currencyAmount: { amountBGN: toMajor(both.BGN), amountEUR: toMajor(both.EUR) },
    secondaryCurrency: secondaryCurrencyAt(validity.from, context.flags),
    validity: { from: validity.from.toISOString(), to: validity.to.toISOString() },
  };
}
