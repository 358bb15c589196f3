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
import { saveBlob } from '../../../api/client';
import { api, type ApiBody, type ApiFormBody } from '../../../api/typed-client';
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
  api.get('/obu', { lang, query: listApiQuery(state), signal, parse: (j) => deviceListSchema.parse(j) }); // prettier-ignore

export const getDevice = (lang: Lang, id: number, signal?: AbortSignal) =>
  api.get('/obu/{id}', { params: { id }, lang, signal, parse: (j) => deviceDetailSchema.parse(j) });

export const updateDevice = (lang: Lang, id: number, body: ApiFormBody<'/obu/{id}', 'put'>) =>
  api.put('/obu/{id}', { params: { id }, lang, body: body as ApiBody<'/obu/{id}', 'put'>, parse: (j) => deviceUpdateResultSchema.parse(j) }); // prettier-ignore

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
  return api.get('/obu/available', { lang, signal, query, parse: (j) => availableDevicesSchema.parse(j) }); // prettier-ignore
}

export const listDeliveries = (lang: Lang, state: ListState, signal?: AbortSignal) =>
  api.get('/obu/deliveries', { lang, query: listApiQuery(state), signal, parse: (j) => deliveryListSchema.parse(j) }); // prettier-ignore

export const requestDelivery = (lang: Lang, body: ApiFormBody<'/obu/deliveries', 'post'>) =>
  api.post('/obu/deliveries', { lang, body: body as ApiBody<'/obu/deliveries', 'post'>, parse: (j) => deliverySchema.parse(j) }); // prettier-ignore

export const shipDelivery = (lang: Lang, id: number, body: ApiBody<'/obu/deliveries/{id}/ship', 'post'>) =>
  api.post('/obu/deliveries/{id}/ship', { params: { id }, lang, body, parse: (j) => shipResultSchema.parse(j) }); // prettier-ignore

export const closeDelivery = (lang: Lang, id: number, action: 'confirm' | 'cancel', version: number) => // prettier-ignore
  api.post(`/obu/deliveries/{id}/${action}`, { params: { id }, lang, body: { version }, parse: (j) => deliverySchema.parse(j) }); // prettier-ignore

export const listWarehouses = (lang: Lang, signal?: AbortSignal) =>
  api.get('/warehouses', { lang, signal, parse: (j) => warehouseListSchema.parse(j) });

export const stockSummary = (lang: Lang, warehouseId: string, signal?: AbortSignal) =>
  api.get('/warehouses/stock', { lang, signal, query: warehouseId ? { f_warehouseId: warehouseId } : {}, parse: (j) => stockSummarySchema.parse(j) }); // prettier-ignore

export const listMovements = (lang: Lang, state: ListState, signal?: AbortSignal) =>
  api.get('/warehouses/movements', { lang, query: listApiQuery(state), signal, parse: (j) => movementListSchema.parse(j) }); // prettier-ignore

export const recordMovement = (lang: Lang, body: ApiFormBody<'/warehouses/movements', 'post'>) =>
  api.post('/warehouses/movements', { lang, body: body as ApiBody<'/warehouses/movements', 'post'>, parse: (j) => movementResultSchema.parse(j) }); // prettier-ignore

/** Downloads a movement's document (the hand-over protocol of a hand-out) as a PDF. */
export async function downloadMovementDocument(lang: Lang, movementId: number) {
  const file = await api.download('/warehouses/movements/{id}/document', {
    params: { id: movementId },
    lang,
  });
  saveBlob(file, `movement-${movementId}.pdf`);
}

export const handoutContract = (lang: Lang, number: string, signal?: AbortSignal) =>
  api.get('/warehouses/handouts/contract', { lang, signal, query: { number }, parse: (j) => handoutContractSchema.parse(j) }); // prettier-ignore

export const handOut = (lang: Lang, body: ApiFormBody<'/warehouses/handouts', 'post'>) =>
  api.post('/warehouses/handouts', { lang, body: body as ApiBody<'/warehouses/handouts', 'post'>, parse: (j) => handoutResultSchema.parse(j) }); // prettier-ignore

export const receiveDelivery = (lang: Lang, body: ApiFormBody<'/warehouses/receive', 'post'>) =>
  api.post('/warehouses/receive', { lang, body: body as ApiBody<'/warehouses/receive', 'post'>, parse: (j) => receiveResultSchema.parse(j) }); // prettier-ignore

export const attachmentsOfContract = (lang: Lang, accountId: number, signal?: AbortSignal) =>
  api.get('/obu/attachments/account/{id}', { params: { id: accountId }, lang, signal, parse: (j) => attachmentListSchema.parse(j) }); // prettier-ignore

export const attachDevice = (lang: Lang, accountUnitId: number, deviceNumber: string) =>
  api.post('/obu/attach', { lang, body: { accountUnitId, deviceNumber }, parse: (j) => attachResultSchema.parse(j) }); // prettier-ignore

export const returnDevice = (lang: Lang, attachmentId: number) =>
  api.post('/obu/return/{id}', { params: { id: attachmentId }, lang, parse: (j) => attachResultSchema.parse(j) }); // prettier-ignore

export const ownDevices = (lang: Lang, signal?: AbortSignal) =>
  api.get('/self-care/obu', { lang, signal, parse: (j) => selfCareDevicesSchema.parse(j) });

export const requestOwnDelivery = (lang: Lang, body: ApiFormBody<'/self-care/obu/deliveries', 'post'>) =>
  api.post('/self-care/obu/deliveries', { lang, body: body as ApiBody<'/self-care/obu/deliveries', 'post'>, parse: (j) => deliverySchema.parse(j) }); // prettier-ignore

/** The vendor's page lists the open requests, oldest first. */
export const DELIVERIES_DEFAULTS_VENDOR: ListDefaults = { ...DELIVERY_LIST_DEFAULTS, filters: [] };
