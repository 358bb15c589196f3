import type { ListPage } from '@toll/contract/list-query';
import { shiftListSchema, type CashierShift } from '@toll/contract/pos';
import type { Lang } from '@toll/domain/languages';
import { api } from '../../api/typed-client';
import { listApiQuery, type ListState } from '../../components/data-table/list-state';

/** GET /cashiershift: the shifts of the caller's POS scope, paged and sorted on the server. */
export const listShifts = (
  lang: Lang,
  state: ListState,
  signal?: AbortSignal,
): Promise<ListPage<CashierShift>> =>
  api.get('/cashiershift', {
    lang,
    query: listApiQuery(state),
    signal,
    parse: (json) => shiftListSchema.parse(json),
  });
