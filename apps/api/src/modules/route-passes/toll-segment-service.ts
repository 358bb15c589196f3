import type { TollSegment, TollSegmentDetail } from '@toll/contract/route-passes';
import type { Lang } from '@toll/domain/languages';
import { matchScore, normalizeSearchText } from '@toll/domain/place-search';
import type { NetworkEdge } from '@toll/domain/road-network';
import { AppError } from '../../platform/http/app-error';
import { routeNetworkData } from './network-data';
import { segmentToll, type TollFor } from './segment-toll';
import { segmentsCsv, type CsvItem } from './segments-csv';
import type { TariffSource } from './service';

const MAX_EXPORT = 100;

export type TollQuery = {
  axles?: number;
  weightKg?: number;
  emissionClassId?: number;
  date?: string;
};

export type ExportQuery = {
  ids: string;
  axles?: string;
  dates?: string;
  emissionClassId?: number;
  weightKg?: number;
};

const list = (text: string | undefined) =>
  text === undefined ? undefined : text.split(',').map((part) => part.trim());

/** All of axles, date and emission class, or none of them (then no toll is worked out). */
function tollFor(query: TollQuery): TollFor | null {
  const given = [query.axles, query.date, query.emissionClassId];
  if (given.every((value) => value === undefined)) return null;
  if (query.axles === undefined)
    throw new AppError(400, { code: 'validation.required', field: 'axles' });
  if (query.date === undefined)
    throw new AppError(400, { code: 'validation.required', field: 'date' });
  if (query.emissionClassId === undefined)
    throw new AppError(400, { code: 'validation.required', field: 'emissionClassId' });
  return {
    axles: query.axles,
    date: query.date,
    emissionClassId: query.emissionClassId,
    weightKg: query.weightKg,
  };
}

export function createTollSegmentService(tariffs: TariffSource) {
  const { network, graph } = routeNetworkData();
  const nodeOf = (id: string) => network.nodes[graph.nodeIndex.get(id)!]!;

  function toSegment(edge: NetworkEdge, lang: Lang): TollSegment {
    const end = (id: string) => ({ id, name: lang === 'bg' ? nodeOf(id).bg : nodeOf(id).en });
    const { id, road, charged, lengthKm, speedKmh } = edge;
    return {
      id,
      road,
      class: edge.class,
      charged,
      lengthKm,
      speedKmh,
      from: end(edge.from),
      to: end(edge.to),
    };
  }

  function find(id: string): NetworkEdge | null {
    const wanted = normalizeSearchText(id);
    return network.edges.find((edge) => normalizeSearchText(edge.id) === wanted) ?? null;
  }

  const searchable = network.edges.map((edge) => {
    const [from, to] = [nodeOf(edge.from), nodeOf(edge.to)];
    const names = [edge.id, edge.road, from.bg, from.en, to.bg, to.en];
    return { edge, names: names.map(normalizeSearchText) };
  });

  /** Segments by id ("a1 05" finds A1-05), road number or the places at their ends. */
  function search(query: { q: string; limit: number }, lang: Lang): TollSegment[] {
    return searchable
      .map(({ edge, names }) => ({ edge, score: matchScore(query.q, names) }))
      .filter((hit) => hit.score > 0)
      .sort(
        (a, b) => b.score - a.score || a.edge.id.localeCompare(b.edge.id, 'en', { numeric: true }),
      )
      .slice(0, query.limit)
      .map((hit) => toSegment(hit.edge, lang));
  }

  async function detail(id: string, query: TollQuery, lang: Lang): Promise<TollSegmentDetail> {
    const edge = find(id);
    if (!edge) throw new AppError(404, { code: 'route.unknownSegment', field: 'id' });
    const wanted = tollFor(query);
    return {
      ...toSegment(edge, lang),
      geometry: { type: 'LineString', coordinates: edge.geometry as [number, number][] },
      toll: wanted ? segmentToll(edge, await tariffs.rows(), wanted) : null,
    };
  }

  /** The chosen segments as CSV, each priced for its own axles and date when they are given. */
  async function exportCsv(query: ExportQuery, lang: Lang): Promise<string> {
    const ids = list(query.ids)!.filter((id) => id !== '');
    if (ids.length === 0) throw new AppError(400, { code: 'validation.required', field: 'ids' });
    if (ids.length > MAX_EXPORT)
      throw new AppError(400, {
        code: 'validation.maxNumber',
        params: { max: MAX_EXPORT },
        field: 'ids',
      });
    const axles = list(query.axles);
    const dates = list(query.dates);
    const priced = axles !== undefined || dates !== undefined;
    if (priced && (axles?.length !== ids.length || dates?.length !== ids.length)) {
      const field = axles?.length !== ids.length ? 'axles' : 'dates';
      throw new AppError(400, { code: 'validation.invalidFormat', field });
    }
    if (priced && query.emissionClassId === undefined)
      throw new AppError(400, { code: 'validation.required', field: 'emissionClassId' });
    const rows = priced ? await tariffs.rows() : [];
    const items = ids.map((id, i): CsvItem => {
      const edge = find(id);
      if (!edge) throw new AppError(404, { code: 'route.unknownSegment', field: `ids.${i}` });
      if (!priced) return { segment: toSegment(edge, lang), toll: null };
      const wanted = {
        axles: Number(axles![i]),
        date: dates![i]!,
        emissionClassId: query.emissionClassId!,
        weightKg: query.weightKg,
      };
      const fields = { axles: `axles.${i}`, date: `dates.${i}` };
      return { segment: toSegment(edge, lang), toll: segmentToll(edge, rows, wanted, fields) };
    });
    return segmentsCsv(items, lang);
  }

  return { search, detail, exportCsv };
}

export type TollSegmentService = ReturnType<typeof createTollSegmentService>;
