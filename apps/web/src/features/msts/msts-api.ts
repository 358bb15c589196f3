import type { ListPage } from '@toll/contract/list-query';
import {
  mstsBatchResultSchema,
  mstsContractSummarySchema,
  mstsKeyListSchema,
  mstsKeyRevokedSchema,
  mstsKeySchema,
  mstsOverchargeListSchema,
  mstsPageSchema,
  type MstsTransaction,
} from '@toll/contract/msts';
import type { Lang } from '@toll/domain/languages';
import { saveBlob } from '../../api/client';
import { api } from '../../api/typed-client';
import {
  listApiQuery,
  type ListDefaults,
  type ListState,
} from '../../components/data-table/list-state';

/** The calls of the MSTS screens (international toll, behind the MSTS flag). */
export const MSTS_KEY = ['msts'] as const;
export const MSTS_PATH = '/msts/transactions';

export const MSTS_LIST_DEFAULTS: ListDefaults = {
  pageSize: 50,
  sort: 'exitAt',
  order: 'desc',
  sortable: ['exitAt', 'id', 'plate', 'tollDomain', 'totalMinor'],
  filters: ['accountId', 'plate', 'tollDomain', 'billed', 'from', 'to'],
};

/** GET /api/msts/transactions: one page in the list's view. */
export function listMsts(
  lang: Lang,
  state: ListState,
  signal?: AbortSignal,
): Promise<ListPage<MstsTransaction>> {
  return api.get(MSTS_PATH, {
    lang,
    query: listApiQuery(state),
    signal,
    parse: (json) => mstsPageSchema.parse(json),
  });
}

/** POST /api/msts/import: a CSV file, all or nothing. */
export function importMstsFile(lang: Lang, file: { fileName: string; content: string }) {
  return api.post('/msts/import', {
    lang,
    body: file,
    parse: (json) => mstsBatchResultSchema.parse(json),
  });
}

/** GET /api/msts/contracts/{id}: the contract's totals, Euro-toll limits and batches. */
export function getContractMsts(lang: Lang, accountId: number, signal?: AbortSignal) {
  return api.get('/msts/contracts/{id}', {
    params: { id: accountId },
    lang,
    signal,
    parse: (json) => mstsContractSummarySchema.parse(json),
  });
}

/** GET /api/msts/overcharges (spec §7): the overcharge per toll domain today. */
export function getOvercharges(lang: Lang, signal?: AbortSignal) {
  return api.get('/msts/overcharges', {
    lang,
    signal,
    parse: (json) => mstsOverchargeListSchema.parse(json),
  });
}

/** GET /api/msts/batches/{id}/file: an imported file as it was received. */
export async function downloadBatchFile(lang: Lang, batchId: number, fileName: string) {
  saveBlob(
    await api.download('/msts/batches/{id}/file', { params: { id: batchId }, lang }),
    fileName,
  );
}

/** GET /api/msts/keys: the outside toll service's keys (prefix, last use, revocation). */
export function listMstsKeys(lang: Lang, signal?: AbortSignal) {
  return api.get('/msts/keys', {
    lang,
    signal,
    parse: (json) => mstsKeyListSchema.parse(json),
  });
}

/** POST /api/msts/keys: a new key; the answer carries the key itself, this once. */
export function issueMstsKey(lang: Lang, name: string) {
  return api.post('/msts/keys', {
    lang,
    body: { name },
    parse: (json) => mstsKeySchema.parse(json),
  });
}

/** DELETE /api/msts/keys/{id}: the batch API refuses the key from the next call on. */
export function revokeMstsKey(lang: Lang, keyId: number) {
  return api.delete('/msts/keys/{id}', {
    params: { id: keyId },
    lang,
    parse: (json) => mstsKeyRevokedSchema.parse(json),
  });
}
