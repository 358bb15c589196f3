import {
  attachmentListSchema,
  attachResultSchema,
  availableDevicesSchema,
  deliveryListSchema,
  deliverySchema,
  deviceDetailSchema,
  deviceListSchema,
  deviceUpdateResultSchema,
  handoutContractSchema,
  handoutResultSchema,
  movementListSchema,
  movementResultSchema,
  receiveResultSchema,
  selfCareDevicesSchema,
  shipResultSchema,
  stockSummarySchema,
  warehouseListSchema,
} from '@toll/contract/devices';
import type { Lang } from '@toll/domain/languages';
import { apiDownload, apiRequest, saveBlob } from '../../../api/client';
import {
  listApiQuery,
  type ListDefaults,
  type ListState,
} from '../../../components/data-table/list-state';

/** The device calls: the register, the warehouse, deliveries, attach and return. */
export const DEVICES_KEY = ['devices'] as const;

export const DEVICE_LIST_DEFAULTS: ListDefaults = {
  pageSize: 20,
  sort: 'number',
  sortable: ['number', 'serialNumber', 'status', 'inventoryType'],
  filters: ['status', 'inventoryType', 'condition', 'warehouseId'],
};
export const DELIVERY_LIST_DEFAULTS: ListDefaults = {
  pageSize: 20,
  sort: 'id',
  sortable: ['id', 'requestedAt', 'status'],
  filters: ['status', 'open'],
};
export const MOVEMENT_LIST_DEFAULTS: ListDefaults = {
  pageSize: 20,
  sort: 'id',
  order: 'desc',
  sortable: ['id', 'documentDate'],
  filters: ['movementType', 'warehouseId'],
};

export const listDevices = (lang: Lang, state: ListState, signal?: AbortSignal) =>
  apiRequest('/obu', { lang, query: listApiQuery(state), signal, parse: (j) => deviceListSchema.parse(j) }); // prettier-ignore

export const getDevice = (lang: Lang, id: number, signal?: AbortSignal) =>
  apiRequest(`/obu/${id}`, { lang, signal, parse: (j) => deviceDetailSchema.parse(j) });

export const updateDevice = (lang: Lang, id: number, body: unknown) =>
  apiRequest(`/obu/${id}`, { lang, method: 'PUT', body, parse: (j) => deviceUpdateResultSchema.parse(j) }); // prettier-ignore

export function availableDevices(
  lang: Lang,
  inventoryType: string,
  q: string,
  signal?: AbortSignal,
) {
  // prettier-ignore
  const query: Record<string, string> = {};
  if (inventoryType) query.inventoryType = inventoryType;
  if (q) query.q = q;
  return apiRequest('/obu/available', { lang, signal, query, parse: (j) => availableDevicesSchema.parse(j) }); // prettier-ignore
}

export const listDeliveries = (lang: Lang, state: ListState, signal?: AbortSignal) =>
  apiRequest('/obu/deliveries', { lang, query: listApiQuery(state), signal, parse: (j) => deliveryListSchema.parse(j) }); // prettier-ignore

export const requestDelivery = (lang: Lang, body: unknown) =>
  apiRequest('/obu/deliveries', { lang, method: 'POST', body, parse: (j) => deliverySchema.parse(j) }); // prettier-ignore

export const shipDelivery = (lang: Lang, id: number, body: unknown) =>
  apiRequest(`/obu/deliveries/${id}/ship`, { lang, method: 'POST', body, parse: (j) => shipResultSchema.parse(j) }); // prettier-ignore

export const closeDelivery = (lang: Lang, id: number, action: 'confirm' | 'cancel', version: number) => // prettier-ignore
  apiRequest(`/obu/deliveries/${id}/${action}`, { lang, method: 'POST', body: { version }, parse: (j) => deliverySchema.parse(j) }); // prettier-ignore

export const listWarehouses = (lang: Lang, signal?: AbortSignal) =>
  apiRequest('/warehouses', { lang, signal, parse: (j) => warehouseListSchema.parse(j) });

export const stockSummary = (lang: Lang, warehouseId: string, signal?: AbortSignal) =>
  apiRequest('/warehouses/stock', { lang, signal, query: warehouseId ? { f_warehouseId: warehouseId } : {}, parse: (j) => stockSummarySchema.parse(j) }); // prettier-ignore

export const listMovements = (lang: Lang, state: ListState, signal?: AbortSignal) =>
  apiRequest('/warehouses/movements', { lang, query: listApiQuery(state), signal, parse: (j) => movementListSchema.parse(j) }); // prettier-ignore

export const recordMovement = (lang: Lang, body: unknown) =>
  apiRequest('/warehouses/movements', { lang, method: 'POST', body, parse: (j) => movementResultSchema.parse(j) }); // prettier-ignore

/** Downloads a movement's document (the hand-over protocol of a hand-out) as a PDF. */
export async function downloadMovementDocument(lang: Lang, movementId: number) {
  const file = await apiDownload(`/warehouses/movements/${movementId}/document`, { lang });
  saveBlob(file, `movement-${movementId}.pdf`);
}

export const handoutContract = (lang: Lang, number: string, signal?: AbortSignal) =>
  apiRequest('/warehouses/handouts/contract', { lang, signal, query: { number }, parse: (j) => handoutContractSchema.parse(j) }); // prettier-ignore

export const handOut = (lang: Lang, body: unknown) =>
  apiRequest('/warehouses/handouts', { lang, method: 'POST', body, parse: (j) => handoutResultSchema.parse(j) }); // prettier-ignore

export const receiveDelivery = (lang: Lang, body: unknown) =>
  apiRequest('/warehouses/receive', { lang, method: 'POST', body, parse: (j) => receiveResultSchema.parse(j) }); // prettier-ignore

export const attachmentsOfContract = (lang: Lang, accountId: number, signal?: AbortSignal) =>
  apiRequest(`/obu/attachments/account/${accountId}`, { lang, signal, parse: (j) => attachmentListSchema.parse(j) }); // prettier-ignore

export const attachDevice = (lang: Lang, accountUnitId: number, deviceNumber: string) =>
  apiRequest('/obu/attach', { lang, method: 'POST', body: { accountUnitId, deviceNumber }, parse: (j) => attachResultSchema.parse(j) }); // prettier-ignore

export const returnDevice = (lang: Lang, attachmentId: number) =>
  apiRequest(`/obu/return/${attachmentId}`, { lang, method: 'POST', parse: (j) => attachResultSchema.parse(j) }); // prettier-ignore

export const ownDevices = (lang: Lang, signal?: AbortSignal) =>
  apiRequest('/self-care/obu', { lang, signal, parse: (j) => selfCareDevicesSchema.parse(j) });

export const requestOwnDelivery = (lang: Lang, body: unknown) =>
  apiRequest('/self-care/obu/deliveries', { lang, method: 'POST', body, parse: (j) => deliverySchema.parse(j) }); // prettier-ignore

/** The vendor's page lists the open requests, oldest first. */
export const DELIVERIES_DEFAULTS_VENDOR: ListDefaults = { ...DELIVERY_LIST_DEFAULTS, filters: [] };
