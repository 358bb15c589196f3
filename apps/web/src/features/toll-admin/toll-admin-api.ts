import {
  datedChangeResultSchema,
  overchargeAdminListSchema,
  routeTariffAdminListSchema,
  type OverchargeChange,
  type RouteTariffChange,
} from '@toll/contract/toll-admin';
import type { Lang } from '@toll/domain/languages';
import { api } from '../../api/typed-client';
import type { ListDefaults } from '../../components/data-table/list-state';

/** The toll administration's calls: the dated per-km tariffs and international-toll overcharges. */
export const TOLL_ADMIN_KEY = ['toll-admin'] as const;

export const TARIFF_LIST_DEFAULTS: ListDefaults = {
  sort: 'cell',
  order: 'asc',
  sortable: ['cell', 'validFrom', 'eurPer100KmMinor'],
  filters: ['state', 'roadClass', 'category'],
};

export const OVERCHARGE_LIST_DEFAULTS: ListDefaults = {
  sort: 'tollDomain',
  order: 'asc',
  sortable: ['tollDomain', 'validFrom', 'overchargeBp'],
  filters: ['state'],
};

export const listTariffs = (lang: Lang, signal?: AbortSignal) =>
  api.get('/toll-admin/tariffs', {
    lang,
    signal,
    parse: (json) => routeTariffAdminListSchema.parse(json),
  });

export const changeTariff = (lang: Lang, body: RouteTariffChange) =>
  api.post('/toll-admin/tariffs', {
    lang,
    body,
    parse: (json) => datedChangeResultSchema.parse(json),
  });

export const listOvercharges = (lang: Lang, signal?: AbortSignal) =>
  api.get('/toll-admin/overcharges', {
    lang,
    signal,
    parse: (json) => overchargeAdminListSchema.parse(json),
  });

export const changeOvercharge = (lang: Lang, body: OverchargeChange) =>
  api.post('/toll-admin/overcharges', {
    lang,
    body,
    parse: (json) => datedChangeResultSchema.parse(json),
  });
