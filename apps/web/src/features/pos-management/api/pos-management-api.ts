import { z } from 'zod';
import type { ListPage } from '@toll/contract/list-query';
import {
  managedPosListSchema,
  managedPosSchema,
  posListSchema,
  type Pos,
} from '@toll/contract/pos';
import type { Lang } from '@toll/domain/languages';
import { api } from '../../../api/typed-client';
import { listApiQuery, type ListState } from '../../../components/data-table/list-state';

/** The /pos… calls of spec §7 as pos-management uses them. */
export const POS_MANAGEMENT_KEY = ['pos-management'] as const;

export type PosInput = { code: string; name: string; worksInShifts: boolean; active: boolean };

export const listPos = (
  lang: Lang,
  state: ListState,
  signal?: AbortSignal,
): Promise<ListPage<Pos>> =>
  api.get('/pos', {
    lang,
    query: listApiQuery(state),
    signal,
    parse: (json) => posListSchema.parse(json),
  });

/** GET /pos/{partnerId}/all?deleted=true: a partner's points of sale, deleted ones too. */
export const partnerPos = (lang: Lang, partnerId: number, signal?: AbortSignal) =>
  api.get('/pos/{id}/all', {
    params: { id: partnerId },
    lang,
    query: { deleted: 'true' },
    signal,
    parse: (json) => managedPosListSchema.parse(json),
  });

const one = (json: unknown) => managedPosSchema.parse(json);

export const createPos = (lang: Lang, body: PosInput & { partnerId: number }) =>
  api.post('/pos', { lang, body, parse: one });

export const updatePos = (lang: Lang, id: number, body: PosInput) =>
  api.put('/pos/{id}', { params: { id }, lang, body, parse: one });

export const deletePos = (lang: Lang, id: number) =>
  api.delete('/pos/{id}', { params: { id }, lang, parse: one });

export const restorePos = (lang: Lang, id: number) =>
  api.post('/pos/restore/{id}', { params: { id }, lang, body: {}, parse: one });

const partnerOptionsSchema = z.object({
  items: z.array(z.object({ id: z.number().int(), name: z.string() }).loose()),
});

/** Partners to choose from (admins): found by name, 20 at a time. */
export const findPartners = (lang: Lang, q: string, signal?: AbortSignal) =>
  api.get('/partners', {
    lang,
    query: { pageSize: '20', sort: 'name', order: 'asc', ...(q.trim() ? { q: q.trim() } : {}) },
    signal,
    parse: (json) => partnerOptionsSchema.parse(json).items.map(({ id, name }) => ({ id, name })),
  });
