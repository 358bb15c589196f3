import type { z } from 'zod';
import type {
  Delivery,
  DeliveryListQuery,
  deliveryCloseBodySchema,
  deliveryCreateBodySchema,
  selfCareDeliveryBodySchema,
  shipBodySchema,
} from '@toll/contract/devices';
import type { ListPage } from '@toll/contract/list-query';
import {
  checkEnteredDevices,
  checkOrderWithinFleet,
  checkShipmentTransition,
  deviceTypesForVehicle,
  type ShipmentStatus,
} from '@toll/domain/devices';
import type { Actor } from '../../platform/actor';
import { audit } from '../../platform/audit';
import type { Clock } from '../../platform/clock';
import type { Db, Executor } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import { translator } from '../../platform/i18n';
import { toAttachment } from './attach-service';
import * as store from './delivery-repo';
import * as repo from './repo';

type CreateBody = z.infer<typeof deliveryCreateBodySchema>;
type OwnBody = z.infer<typeof selfCareDeliveryBodySchema>;

export function toDelivery(row: store.DeliveryRow): Delivery {
  return {
    ...row,
    requestedAt: repo.iso(row.requestedAt),
    shippedAt: repo.isoOrNull(row.shippedAt),
    closedAt: repo.isoOrNull(row.closedAt),
  };
}

async function lockOpen(tx: Executor, id: number, version: number, to: ShipmentStatus) {
  const delivery = await store.findDelivery(tx, id, true);
  if (!delivery) throw new AppError(404, { code: 'device.deliveryNotFound' });
  if (delivery.version !== version) throw new AppError(409, { code: 'device.deliveryStale' });
  const move = checkShipmentTransition(delivery.status, to);
  if (!move.ok) throw new AppError(409, { code: move.code, params: move.params });
  return delivery;
}

/** Deliveries of devices to contracts: requested by a clerk or the customer, shipped by the vendor. */
export function createDeliveryService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;

  async function request(
    { accountNumber, ...fields }: CreateBody,
    actor: Actor,
  ): Promise<Delivery> {
    return db.transaction(async (tx) => {
      const field = accountNumber === undefined ? 'accountId' : 'accountNumber';
      const accountId =
        fields.accountId ?? (await store.accountIdByNumber(tx, accountNumber ?? ''));
      const account = accountId === undefined ? undefined : await store.lockAccount(tx, accountId);
      if (!account) throw new AppError(404, { code: 'contract.notFound', field });
      const body = { ...fields, accountId: account.id };
      if (account.status === 'CLOSED' || account.status === 'PRE_CLOSED')
        throw new AppError(409, { code: 'contract.closedForChanges' });
      const vehicles = (await store.activeVehicleTypes(tx, body.accountId))
        .filter((v) => deviceTypesForVehicle(v.vehicleType).includes(body.inventoryType))
        .reduce((sum, v) => sum + v.n, 0);
      const open = await store.openOrderQuantity(tx, body.accountId, body.inventoryType);
      const rule = checkOrderWithinFleet(body.quantity, open, vehicles);
      if (!rule.ok)
        throw new AppError(400, { code: rule.code, params: rule.params, field: 'quantity' });
      const id = await store.insertDelivery(tx, {
        ...body,
        status: 'REQUESTED',
        requestedBy: actor.userId,
        requestedAt: clock.now(),
      });
      const created = toDelivery((await store.findDelivery(tx, id))!);
      await audit(tx, actor, { action: 'delivery.request', entity: 'delivery', entityId: id, after: created }); // prettier-ignore
      return created;
    });
  }

  return {
    async list(query: DeliveryListQuery): Promise<ListPage<Delivery>> {
      const { rows, total } = await store.listDeliveries(db, query);
      return { items: rows.map(toDelivery), total, page: query.page, pageSize: query.pageSize };
    },

    request,

    /** The customer's own request: only for one of their contracts. */
    async requestOwn(customerId: string, body: OwnBody, actor: Actor) {
      const own = await store.accountIdsOfCustomer(db, customerId);
      if (!own.includes(body.accountId))
        throw new AppError(403, { code: 'device.deliveryNotYours', field: 'accountId' });
      return request(body, actor);
    },

    async ofCustomer(customerId: string) {
      const own = await store.accountIdsOfCustomer(db, customerId);
      if (own.length === 0) return { attachments: [], deliveries: [] };
      const attachments = await store.attachmentsOfAccounts(db, own);
      const deliveries = await store.deliveriesOfAccounts(db, own);
      return { attachments: attachments.map(toAttachment), deliveries: deliveries.map(toDelivery) };
    },

    /** The vendor ships a request: exactly the ordered count, each a device of the type in stock. */
    async ship(id: number, body: z.infer<typeof shipBodySchema>, actor: Actor) {
      const delivery = await db.transaction(async (tx) => {
        const before = await lockOpen(tx, id, body.version, 'SHIPPED');
        const entered = checkEnteredDevices(body.deviceNumbers, before.quantity);
        if (!entered.ok && entered.code === 'contract.obuCountMismatch')
          throw new AppError(400, { code: 'device.shipCount', params: { expected: before.quantity }, field: 'deviceNumbers' }); // prettier-ignore
        if (!entered.ok)
          throw new AppError(400, { code: entered.code, params: entered.params, field: 'deviceNumbers' }); // prettier-ignore
        const devices = await repo.devicesByNumbers(tx, body.deviceNumbers);
        for (const number of body.deviceNumbers) {
          const device = devices.find((d) => d.number === number || d.serialNumber === number);
          if (!device) throw new AppError(404, { code: 'device.notFound', params: { number }, field: 'deviceNumbers' }); // prettier-ignore
          if (device.inventoryType !== before.inventoryType)
            throw new AppError(400, { code: 'device.wrongType', params: { number }, field: 'deviceNumbers' }); // prettier-ignore
          if (device.status !== 'AVAILABLE')
            throw new AppError(409, { code: 'device.notAvailable', params: { number }, field: 'deviceNumbers' }); // prettier-ignore
        }
        const now = clock.now();
        const ids = devices.map((d) => d.id);
        await store.updateDeliveryStatus(tx, id, body.version, {
          status: 'SHIPPED',
          shippedAt: now,
          trackingNumber: body.trackingNumber,
        });
        await store.linkDeliveryDevices(tx, id, ids);
        await repo.setDeviceState(tx, ids, { status: 'IN_TRANSIT', warehouseId: null, now });
        await repo.insertHistory(
          tx,
          devices.map((d) => ({
            deviceId: d.id,
            at: now,
            action: 'SHIPPED',
            fromStatus: d.status,
            toStatus: 'IN_TRANSIT',
            condition: d.condition,
            warehouseId: d.warehouseId,
            accountId: before.accountId,
            deliveryId: id,
            userId: actor.userId,
            note: body.trackingNumber,
          })),
        );
        const after = toDelivery((await store.findDelivery(tx, id))!);
        await audit(tx, actor, { action: 'delivery.ship', entity: 'delivery', entityId: id, before: toDelivery(before), after }); // prettier-ignore
        return after;
      });
      return { message: translator(actor.lang)('success.deliveryShipped'), delivery };
    },

    /** A shipment ends: delivered (confirmed), or lost or stolen (its devices are written off). */
    async close(id: number, body: z.infer<typeof deliveryCloseBodySchema>, actor: Actor) {
      return db.transaction(async (tx) => {
        const before = await lockOpen(tx, id, body.version, body.outcome);
        const now = clock.now();
        await store.updateDeliveryStatus(tx, id, body.version, { status: body.outcome, closedAt: now }); // prettier-ignore
        const ids = await store.deliveryDeviceIds(tx, id);
        const devices = await Promise.all(ids.map((d) => repo.findDevice(tx, d, true)));
        const lost = body.outcome !== 'DELIVERED';
        const stillInTransit = devices.filter((d) => d && d.status === 'IN_TRANSIT').map((d) => d!);
        if (lost && stillInTransit.length > 0)
          await repo.setDeviceState(tx, stillInTransit.map((d) => d.id), { status: 'DISCARDED', now }); // prettier-ignore
        await repo.insertHistory(
          tx,
          stillInTransit.map((d) => ({
            deviceId: d.id,
            at: now,
            action: lost ? 'LOST' : 'DELIVERED',
            fromStatus: d.status,
            toStatus: lost ? 'DISCARDED' : d.status,
            condition: d.condition,
            accountId: before.accountId,
            deliveryId: id,
            userId: actor.userId,
            note: body.outcome,
          })),
        );
        const after = toDelivery((await store.findDelivery(tx, id))!);
        await audit(tx, actor, { action: 'delivery.close', entity: 'delivery', entityId: id, before: toDelivery(before), after }); // prettier-ignore
        return after;
      });
    },

    async cancel(id: number, version: number, actor: Actor) {
      return db.transaction(async (tx) => {
        const before = await lockOpen(tx, id, version, 'CANCELLED');
        await store.updateDeliveryStatus(tx, id, version, { status: 'CANCELLED', closedAt: clock.now() }); // prettier-ignore
        const after = toDelivery((await store.findDelivery(tx, id))!);
        await audit(tx, actor, { action: 'delivery.cancel', entity: 'delivery', entityId: id, before: toDelivery(before), after }); // prettier-ignore
        return after;
      });
    },
  };
}

export type DeliveryService = ReturnType<typeof createDeliveryService>;
