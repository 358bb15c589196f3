import { z } from 'zod';
import type { SHIFT_SALE_SORTS } from '@toll/contract/pos';
import {
  cashierShiftSchema,
  shiftSalesSchema,
  shiftStatusSchema,
  userShiftsSchema,
  type CashierShift,
  type ShiftSale,
} from '@toll/contract/pos';
import type { ListPage } from '@toll/contract/list-query';
import type { CounterSaleInput } from '@toll/contract/counter-sales';
import { productListSchema } from '@toll/contract/products';
import { saleSchema } from '@toll/contract/sales';
import type { Lang } from '@toll/domain/languages';
import { saveBlob } from '../../api/client';
import { api, type ApiBody } from '../../api/typed-client';
import type { ListDefaults, ListState } from '../../components/data-table/list-state';

/** The /cashiershift… calls of spec §7 and the counter sale, as the cashier-shift screen uses them. */
export const SHIFT_KEY = ['cashier-shift'] as const;

export const myOpenShifts = (lang: Lang, signal?: AbortSignal) =>
  api.get('/cashiershift/user', { lang, signal, parse: (json) => userShiftsSchema.parse(json) });

export const shiftStatus = (lang: Lang, id: number) =>
  api.get('/cashiershift/status/{id}', {
    params: { id },
    lang,
    parse: (json) => shiftStatusSchema.parse(json),
  });

export const startShift = (lang: Lang, posId: number): Promise<CashierShift> =>
  api.post('/cashiershift/start', {
    lang,
    body: { posId },
    parse: (json) => cashierShiftSchema.parse(json),
  });

export const endShift = (lang: Lang, id: number): Promise<CashierShift> =>
  api.post('/cashiershift/end/{id}', {
    params: { id },
    lang,
    body: {},
    parse: (json) => cashierShiftSchema.parse(json),
  });

export const SHIFT_SALE_LIST_DEFAULTS: ListDefaults = {
  pageSize: 20,
  sort: 'number',
  order: 'desc',
  sortable: ['number', 'createdAt', 'totalMinor', 'paymentMethod'],
};

/** The table's columns as spec §7's `sorting_parameter` names them. */
const SALE_SORTS: Record<string, (typeof SHIFT_SALE_SORTS)[number]> = {
  number: 'number',
  createdAt: 'createdAt',
  totalMinor: 'total',
  paymentMethod: 'paymentMethod',
};

/** One page of a shift's sales, in the spec's parameter names (0-based pages), as a list page. */
export const shiftSales = async (
  lang: Lang,
  id: number,
  state: ListState,
  signal?: AbortSignal,
): Promise<ListPage<ShiftSale>> => {
  const answer = await api.get('/cashiershift/sales/{id}', {
    params: { id },
    lang,
    signal,
    query: {
      page_number: String(state.page - 1),
      page_size: String(Math.min(state.pageSize, 500)),
      sorting_direction: state.order,
      sorting_parameter: SALE_SORTS[state.sort ?? 'number'] ?? 'number',
    },
    parse: (json) => shiftSalesSchema.parse(json),
  });
  return {
    items: answer.items,
    total: answer.total,
    page: answer.page_number + 1,
    pageSize: answer.page_size,
  };
};

export const vignetteProducts = (lang: Lang, signal?: AbortSignal) =>
  api.get('/products', { lang, signal, parse: (json) => productListSchema.parse(json) });

export const sellForCash = (lang: Lang, body: CounterSaleInput) =>
  api.post('/counter-sales', {
    lang,
    // the contract's posId is id text coerced to a number (unknown before parsing)
    body: body as ApiBody<'/counter-sales', 'post'>,
    parse: (json) => saleSchema.parse(json),
  });

/** The shift report's files: the detailed CSV and the summary workbook (XLSX). */
export async function downloadReport(lang: Lang, id: number, kind: 'detailed' | 'summary') {
  const file =
    kind === 'detailed'
      ? await api.download('/cashiershift/detailedReport/{id}', { params: { id }, lang })
      : await api.download('/cashiershift/summarizedReport/{id}', { params: { id }, lang });
  saveBlob(file, kind === 'detailed' ? `shift-${id}-detailed.csv` : `shift-${id}-summary.xlsx`);
}

/** The shift id the client keeps (spec §4), per user; a closed one is cleared on reading. */
const storedShiftSchema = z.object({ id: z.number().int() });
const storageKey = (userId: number | string) => `cashierShift.${userId}`;

export function storedShiftId(userId: number | string): number | null {
  try {
    const raw = localStorage.getItem(storageKey(userId));
    return raw ? storedShiftSchema.parse(JSON.parse(raw)).id : null;
  } catch {
    return null;
  }
}

export function storeShiftId(userId: number | string, id: number | null) {
  if (id === null) localStorage.removeItem(storageKey(userId));
  else localStorage.setItem(storageKey(userId), JSON.stringify({ id }));
}
