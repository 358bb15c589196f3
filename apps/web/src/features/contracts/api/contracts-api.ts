import type { z } from 'zod';
import {
  accountListSchema,
  accountSchema,
  accountStatusChangeSchema,
  regixVehicleSchema,
  unitClosedSchema,
  unitListOfAccountSchema,
  unitListSchema,
  unitsCreatedSchema,
  unitSchema,
  type Account,
  type Unit,
} from '@toll/contract/accounts';
import { recordHistorySchema } from '@toll/contract/record-history';
import type { Lang } from '@toll/domain/languages';
import { api, type ApiBody, type ApiFormBody } from '../../../api/typed-client';
import {
  listApiQuery,
  type ListDefaults,
  type ListState,
} from '../../../components/data-table/list-state';

/** The back-office calls of contracts and vehicles (spec §7 "Accounts", "Account units"). */
export const CONTRACTS_KEY = ['contracts'] as const;
export const UNITS_KEY = ['account-units'] as const;

export const CONTRACT_LIST_DEFAULTS: ListDefaults = {
  pageSize: 20,
  sort: 'number',
  sortable: ['number', 'clientName', 'status', 'accountType', 'createdAt'],
  filters: ['status', 'accountType', 'identification'],
};
export const UNIT_LIST_DEFAULTS: ListDefaults = {
  pageSize: 20,
  sort: 'plate',
  sortable: ['plate', 'accountNumber', 'status', 'tollCategory', 'createdAt'],
  filters: ['status', 'tollCategory'],
};

export function listContracts(lang: Lang, state: ListState, signal?: AbortSignal) {
  return api.get('/accounts', {
    lang,
    query: listApiQuery(state),
    signal,
    parse: (json) => accountListSchema.parse(json),
  });
}

export function listUnits(lang: Lang, state: ListState, signal?: AbortSignal, accountId?: number) {
  const query = listApiQuery(state);
  if (accountId !== undefined) query.f_accountId = String(accountId);
  return api.get('/accountUnits/filter', {
    lang,
    query,
    signal,
    parse: (json) => unitListSchema.parse(json),
  });
}

export function getContract(lang: Lang, id: number, signal?: AbortSignal): Promise<Account> {
  return api.get('/accounts/{id}', {
    params: { id },
    lang,
    signal,
    parse: (json) => accountSchema.parse(json),
  });
}

export function createContract(
  lang: Lang,
  body: ApiFormBody<'/accounts', 'post'>,
): Promise<Account> {
  return api.post('/accounts', {
    lang,
    body: body as ApiBody<'/accounts', 'post'>,
    parse: (json) => accountSchema.parse(json),
  });
}

export type StatusAction = 'sign' | 'suspend' | 'reactivate' | 'close' | 'pre-close';

export function changeContractStatus(
  lang: Lang,
  account: Pick<Account, 'id' | 'version'>,
  action: StatusAction,
  reason?: string,
) {
  const version = account.version;
  // the dialog asks for the reason of a suspension or closing; without one the server says so
  const required = reason as string;
  const common = { lang, parse: (json: unknown) => accountStatusChangeSchema.parse(json) };
  const params = { id: account.id };
  switch (action) {
    case 'pre-close':
      return api.post('/accounts/pre-close', {
        ...common,
        body: { accountId: account.id, version, reason: reason ?? null },
      });
    case 'suspend':
      return api.post('/accounts/{id}/suspend', {
        ...common,
        params,
        body: { version, reason: required, confirmed: true },
      });
    case 'reactivate':
      return api.post('/accounts/{id}/reactivate', {
        ...common,
        params,
        body: { version, confirmed: true, reason: reason ?? null },
      });
    case 'close':
      return api.post('/accounts/{id}/close', {
        ...common,
        params,
        body: { version, reason: required },
      });
    case 'sign':
      return api.post('/accounts/{id}/sign', { ...common, params, body: { version } });
  }
}

export function unitsOfContract(lang: Lang, id: number, signal?: AbortSignal) {
  return api.get('/accountUnits/account/{id}', {
    params: { id },
    lang,
    signal,
    parse: (json) => unitListOfAccountSchema.parse(json),
  });
}

export function addUnits(
  lang: Lang,
  accountID: number,
  accountUnits: ApiFormBody<'/accountUnits', 'post'>['accountUnits'],
) {
  return api.post('/accountUnits', {
    lang,
    body: { accountID, accountUnits } as ApiBody<'/accountUnits', 'post'>,
    parse: (json) => unitsCreatedSchema.parse(json),
  });
}

export function closeUnit(lang: Lang, id: number) {
  return api.post('/accountUnits/closeUnit/{id}', {
    params: { id },
    lang,
    parse: (json) => unitClosedSchema.parse(json),
  });
}

export function registryLookup(lang: Lang, plate: string) {
  return api.post('/accountUnits/getUnitDataWithRegix', {
    lang,
    body: { plate },
    parse: (json) => regixVehicleSchema.parse(json),
  });
}

export type RecordHistory = z.infer<typeof recordHistorySchema>;
export function recordHistory(lang: Lang, entity: string, id: number, signal?: AbortSignal) {
  return api.get('/history/{entity}/{id}', {
    params: { entity, id },
    lang,
    signal,
    parse: (json) => recordHistorySchema.parse(json),
  });
}

export function updateContract(
  lang: Lang,
  id: number,
  body: ApiFormBody<'/accounts/{id}', 'put'>,
): Promise<Account> {
  return api.put('/accounts/{id}', {
    params: { id },
    lang,
    body: body as ApiBody<'/accounts/{id}', 'put'>,
    parse: (json) => accountSchema.parse(json),
  });
}

export function updateUnit(
  lang: Lang,
  id: number,
  body: ApiFormBody<'/accountUnits/{id}', 'put'>,
): Promise<Unit> {
  return api.put('/accountUnits/{id}', {
    params: { id },
    lang,
    body: body as ApiBody<'/accountUnits/{id}', 'put'>,
    parse: (json) => unitSchema.parse(json),
  });
}
