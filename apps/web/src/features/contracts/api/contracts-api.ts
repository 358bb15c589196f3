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
import { apiRequest } from '../../../api/client';
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
  return apiRequest('/accounts', {
    lang,
    query: listApiQuery(state),
    signal,
    parse: (json) => accountListSchema.parse(json),
  });
}

export function listUnits(lang: Lang, state: ListState, signal?: AbortSignal, accountId?: number) {
  const query = listApiQuery(state);
  if (accountId !== undefined) query.f_accountId = String(accountId);
  return apiRequest('/accountUnits/filter', {
    lang,
    query,
    signal,
    parse: (json) => unitListSchema.parse(json),
  });
}

export function getContract(lang: Lang, id: number, signal?: AbortSignal): Promise<Account> {
  return apiRequest(`/accounts/${id}`, {
    lang,
    signal,
    parse: (json) => accountSchema.parse(json),
  });
}

export function createContract(lang: Lang, body: unknown): Promise<Account> {
  return apiRequest('/accounts', {
    lang,
    method: 'POST',
    body,
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
  const [path, body] =
    action === 'pre-close'
      ? ['/accounts/pre-close', { accountId: account.id, version, reason: reason ?? null }]
      : action === 'suspend'
        ? [`/accounts/${account.id}/suspend`, { version, reason, confirmed: true }]
        : action === 'reactivate'
          ? [
              `/accounts/${account.id}/reactivate`,
              { version, confirmed: true, reason: reason ?? null },
            ]
          : action === 'close'
            ? [`/accounts/${account.id}/close`, { version, reason }]
            : [`/accounts/${account.id}/sign`, { version }];
  return apiRequest(path, {
    lang,
    method: 'POST',
    body,
    parse: (json) => accountStatusChangeSchema.parse(json),
  });
}

export function unitsOfContract(lang: Lang, id: number, signal?: AbortSignal) {
  return apiRequest(`/accountUnits/account/${id}`, {
    lang,
    signal,
    parse: (json) => unitListOfAccountSchema.parse(json),
  });
}

export function addUnits(lang: Lang, accountID: number, accountUnits: unknown[]) {
  return apiRequest('/accountUnits', {
    lang,
    method: 'POST',
    body: { accountID, accountUnits },
    parse: (json) => unitsCreatedSchema.parse(json),
  });
}

export function closeUnit(lang: Lang, id: number) {
  return apiRequest(`/accountUnits/closeUnit/${id}`, {
    lang,
    method: 'POST',
    parse: (json) => unitClosedSchema.parse(json),
  });
}

export function registryLookup(lang: Lang, plate: string) {
  return apiRequest('/accountUnits/getUnitDataWithRegix', {
    lang,
    method: 'POST',
    body: { plate },
    parse: (json) => regixVehicleSchema.parse(json),
  });
}

export type RecordHistory = z.infer<typeof recordHistorySchema>;
export function recordHistory(lang: Lang, entity: string, id: number, signal?: AbortSignal) {
  return apiRequest(`/history/${entity}/${id}`, {
    lang,
    signal,
    parse: (json) => recordHistorySchema.parse(json),
  });
}

export function updateContract(lang: Lang, id: number, body: unknown): Promise<Account> {
  return apiRequest(`/accounts/${id}`, {
    lang,
    method: 'PUT',
    body,
    parse: (json) => accountSchema.parse(json),
  });
}

export function updateUnit(lang: Lang, id: number, body: unknown): Promise<Unit> {
  return apiRequest(`/accountUnits/${id}`, {
    lang,
    method: 'PUT',
    body,
    parse: (json) => unitSchema.parse(json),
  });
}
