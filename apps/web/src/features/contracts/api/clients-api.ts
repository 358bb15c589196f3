import { accountsOfCustomerSchema } from '@toll/contract/accounts';
import {
  clientAddressDeletedSchema,
  clientAddressListSchema,
  clientAddressSchema,
  detailedReportSchema,
  type ClientAddressInput,
} from '@toll/contract/clients';
import { notificationPageSchema } from '@toll/contract/notifications';
import { selfServiceDetailsSchema, selfServiceUserSchema } from '@toll/contract/self-service';
import type { Lang } from '@toll/domain/languages';
import { apiRequest } from '../../../api/client';

/** The office's client screen (spec §2 "clients"): the calls behind its tabs. */
export const CLIENTS_KEY = ['clients'] as const;
const base = (customerId: string) => `/clients/${encodeURIComponent(customerId)}`;

export const contractsOfClient = (lang: Lang, customerId: string, signal?: AbortSignal) =>
  apiRequest(`/accounts/customer/${encodeURIComponent(customerId)}`, {
    lang,
    signal,
    parse: (json) => accountsOfCustomerSchema.parse(json),
  });

export const clientAddresses = (lang: Lang, customerId: string, signal?: AbortSignal) =>
  apiRequest(`${base(customerId)}/addresses`, {
    lang,
    signal,
    parse: (json) => clientAddressListSchema.parse(json),
  });

export const saveClientAddress = (
  lang: Lang,
  customerId: string,
  body: ClientAddressInput,
  existing: { id: number; version: number } | null,
) =>
  apiRequest(`${base(customerId)}/addresses${existing ? `/${existing.id}` : ''}`, {
    lang,
    method: existing ? 'PUT' : 'POST',
    body: existing ? { ...body, version: existing.version } : body,
    parse: (json) => clientAddressSchema.parse(json),
  });

export const removeClientAddress = (lang: Lang, customerId: string, id: number) =>
  apiRequest(`${base(customerId)}/addresses/${id}`, {
    lang,
    method: 'DELETE',
    parse: (json) => clientAddressDeletedSchema.parse(json),
  });

export type ReportPeriod = { from: string; to: string; accountId: number | null };
export const periodQuery = (period: ReportPeriod): Record<string, string> => ({
  from: period.from,
  to: period.to,
  ...(period.accountId ? { accountId: String(period.accountId) } : {}),
});

export const detailedReport = (
  lang: Lang,
  customerId: string,
  period: ReportPeriod,
  page: number,
  pageSize: number,
  signal?: AbortSignal,
) =>
  apiRequest(`${base(customerId)}/detailed-report`, {
    lang,
    signal,
    query: { ...periodQuery(period), page: String(page), pageSize: String(pageSize) },
    parse: (json) => detailedReportSchema.parse(json),
  });

export const contractNotifications = (lang: Lang, accountId: number, signal?: AbortSignal) =>
  apiRequest(`/notificationReport/notifications/contractId/${accountId}`, {
    lang,
    signal,
    query: { pageSize: '50', sort: 'createdAt', order: 'desc' },
    parse: (json) => notificationPageSchema.parse(json),
  });

export const siteUsersOfClient = (lang: Lang, customerId: string, signal?: AbortSignal) =>
  apiRequest('/self-service/retrieve-user-details', {
    lang,
    signal,
    query: { customerId },
    parse: (json) => selfServiceDetailsSchema.parse(json),
  });

export const attachSiteUser = (lang: Lang, customerId: string, username: string) =>
  apiRequest('/self-service/user', {
    lang,
    method: 'POST',
    body: { customerId, username },
    parse: (json) => selfServiceUserSchema.parse(json),
  });

export const detachSiteUser = (lang: Lang, customerId: string, username: string) =>
  apiRequest('/self-service/user/detach', {
    lang,
    method: 'POST',
    body: { customerId, username },
    parse: (json) => selfServiceUserSchema.parse(json),
  });
