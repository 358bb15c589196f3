import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  tollSegmentDetailSchema,
  tollSegmentListSchema,
  type TollSegment,
  type TollSegmentDetail,
} from '@toll/contract/route-passes';
import type { Lang } from '@toll/domain/languages';
import { api } from '../../../api/typed-client';
import { useLang } from '../../../i18n/use-lang';

/** GET /api/toll-segments: segments by id, road number or place. */
export function searchTollSegments(
  q: string,
  lang: Lang,
  signal?: AbortSignal,
): Promise<TollSegment[]> {
  return api.get('/toll-segments', {
    lang,
    signal,
    query: { q, limit: '10' },
    parse: (json) => tollSegmentListSchema.parse(json),
  });
}

export function useTollSegmentSearch(q: string) {
  const lang = useLang();
  const text = q.trim();
  return useQuery({
    queryKey: ['toll-segments', lang, text],
    queryFn: ({ signal }) => searchTollSegments(text, lang, signal),
    enabled: text.length > 0,
    placeholderData: keepPreviousData,
  });
}

/** GET /api/toll-segments/:id (without a toll: the picker asks for it on download). */
export function getTollSegment(id: string, lang: Lang): Promise<TollSegmentDetail> {
  return api.get('/toll-segments/{id}', {
    params: { id: id.trim() },
    lang,
    parse: (json) => tollSegmentDetailSchema.parse(json),
  });
}

export type SegmentExportItem = { id: string; axles: number; date: string };

/** GET /api/toll-segments/export: the CSV of the chosen segments, each priced for its axles and date. */
export async function fetchSegmentsCsv(
  items: readonly SegmentExportItem[],
  emissionClassId: number,
  lang: Lang,
): Promise<Blob> {
  const file = await api.download('/toll-segments/export', {
    lang,
    auth: 'none',
    query: {
      ids: items.map((i) => i.id).join(','),
      axles: items.map((i) => String(i.axles)).join(','),
      dates: items.map((i) => i.date).join(','),
      emissionClassId: String(emissionClassId),
    },
  });
  return file.blob;
}
