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
import { api } from '../../../api/typed-client';

/** The office's client screen (spec §2 "clients"): the calls behind its tabs. */
export const CLIENTS_KEY = ['clients'] as const;

export const contractsOfClient = (lang: Lang, customerId: string, signal?: AbortSignal) =>
  api.get('/accounts/customer/{id}', {
    params: { id: customerId },
    lang,
    signal,
    parse: (json) => accountsOfCustomerSchema.parse(json),
  });

export const clientAddresses = (lang: Lang, customerId: string, signal?: AbortSignal) =>
  api.get('/clients/{customerId}/addresses', {
    params: { customerId },
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
  existing
    ? api.put('/clients/{customerId}/addresses/{id}', {
        params: { customerId, id: existing.id },
        lang,
        body: { ...body, version: existing.version },
        parse: (json) => clientAddressSchema.parse(json),
      })
    : api.post('/clients/{customerId}/addresses', {
        params: { customerId },
        lang,
        body,
        parse: (json) => clientAddressSchema.parse(json),
      });

export const removeClientAddress = (lang: Lang, customerId: string, id: number) =>
  api.delete('/clients/{customerId}/addresses/{id}', {
    params: { customerId, id },
    lang,
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
  api.get('/clients/{customerId}/detailed-report', {
    params: { customerId },
    lang,
    signal,
    query: { ...periodQuery(period), page: String(page), pageSize: String(pageSize) },
    parse: (json) => detailedReportSchema.parse(json),
  });

export const contractNotifications = (lang: Lang, accountId: number, signal?: AbortSignal) =>
  api.get('/notificationReport/notifications/contractId/{id}', {
    params: { id: accountId },
    lang,
    signal,
    query: { pageSize: '50', sort: 'createdAt', order: 'desc' },
    parse: (json) => notificationPageSchema.parse(json),
  });

export const siteUsersOfClient = (lang: Lang, customerId: string, signal?: AbortSignal) =>
  api.get('/self-service/retrieve-user-details', {
    lang,
    signal,
    query: { customerId },
    parse: (json) => selfServiceDetailsSchema.parse(json),
  });

export const attachSiteUser = (lang: Lang, customerId: string, username: string) =>
  api.post('/self-service/user', {
    lang,
    body: { customerId, username },
    parse: (json) => selfServiceUserSchema.parse(json),
  });

export const detachSiteUser = (lang: Lang, customerId: string, username: string) =>
  api.post('/self-service/user/detach', {
    lang,
    body: { customerId, username },
    parse: (json) => selfServiceUserSchema.parse(json),
  });
