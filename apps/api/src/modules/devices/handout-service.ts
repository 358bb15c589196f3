import type { z } from 'zod';
import type { HandoutContract, handoutBodySchema } from '@toll/contract/devices';
import {
  checkHandoutLines,
  checkOrderWithinFleet,
  deviceTypesForVehicle,
  MOVEMENT_EFFECT,
} from '@toll/domain/devices';
import type { Actor } from '../../platform/actor';
import { audit } from '../../platform/audit';
import type { Clock } from '../../platform/clock';
import type { Db, Executor } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import { translator } from '../../platform/i18n';
import { attachLocked, mapAttachViolation } from './attach-service';
import { toDelivery } from './delivery-service';
import * as store from './delivery-repo';
import * as desk from './handout-repo';
import * as repo from './repo';
import * as stock from './warehouse-repo';

type HandoutBody = z.infer<typeof handoutBodySchema>;

/** The contract's lines refused by §5 before anything is written (each with its field). */
async function checkContract(tx: Executor, body: HandoutBody) {
  const account = await store.lockAccount(tx, body.accountId);
  if (!account) throw new AppError(404, { code: 'contract.notFound', field: 'accountId' });
  if (account.status === 'CLOSED' || account.status === 'PRE_CLOSED')
    throw new AppError(409, { code: 'contract.closedForChanges' });
  const lines = checkHandoutLines(body.lines);
  if (!lines.ok) throw new AppError(400, { code: lines.code, params: lines.params, field: 'lines' }); // prettier-ignore
  // §5: what is handed out, with the open orders, stays within the vehicles that take the type
  const vehicles = (await store.activeVehicleTypes(tx, body.accountId))
    .filter((v) => deviceTypesForVehicle(v.vehicleType).includes(body.inventoryType))
    .reduce((sum, v) => sum + v.n, 0);
  const open = await store.openOrderQuantity(tx, body.accountId, body.inventoryType);
  const fleet = checkOrderWithinFleet(body.lines.length, open, vehicles);
  if (!fleet.ok) throw new AppError(400, { code: fleet.code, params: fleet.params, field: 'lines' }); // prettier-ignore
}

/** The devices of the lines, locked: each known, of the hand-out's type, in that warehouse's stock. */
async function lockDevices(tx: Executor, body: HandoutBody) {
  const numbers = body.lines.map((l) => l.deviceNumber);
  const found = await repo.devicesByNumbers(tx, numbers);
  return numbers.map((number) => {
    const device = found.find((d) => d.number === number || d.serialNumber === number);
    if (!device) throw new AppError(404, { code: 'device.notFound', params: { number }, field: 'lines' }); // prettier-ignore
    if (device.inventoryType !== body.inventoryType)
      throw new AppError(400, { code: 'device.wrongType', params: { number }, field: 'lines' });
    if (!MOVEMENT_EFFECT.HANDOUT.from.includes(device.status))
      throw new AppError(409, { code: 'device.movementDevice', params: { number, status: device.status }, field: 'lines' }); // prettier-ignore
    if (device.warehouseId !== body.warehouseId)
      throw new AppError(409, { code: 'device.notAvailable', params: { number }, field: 'lines' }); // prettier-ignore
    return device;
  });
}

/** The vehicles named by the lines, locked: each one of the contract's. */
async function lockVehicles(tx: Executor, body: HandoutBody) {
  const units = new Map<number, NonNullable<Awaited<ReturnType<typeof store.lockUnit>>>>();
  for (const { accountUnitId } of body.lines) {
    if (accountUnitId === null) continue;
    const unit = await store.lockUnit(tx, accountUnitId);
    if (!unit) throw new AppError(404, { code: 'contract.unitNotFound', field: 'lines' });
    if (unit.accountId !== body.accountId)
      throw new AppError(400, { code: 'device.unitNotInContract', params: { plate: unit.plate }, field: 'lines' }); // prettier-ignore
    units.set(accountUnitId, unit);
  }
  return units;
}

/**
 * Hand-outs at the desk (ROLE_HANDOUT_WRITE, spec §6): devices leave a warehouse to a contract's
 * customer on a HANDOUT stock movement (the hand-over protocol), recorded for the contract as a
 * delivery CREATED at once (spec §4); a device handed out for a named vehicle is attached to it in
 * the same transaction, its deposit charged, as a clerk's attach would. All or nothing.
 */
export function createHandoutService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;

  return {
    /** The desk's look-up: a contract by its number with its vehicles and their devices. */
    async contract(number: string): Promise<HandoutContract> {
      const contract = await desk.contractByNumber(db, number);
      if (!contract) throw new AppError(404, { code: 'contract.notFound', field: 'number' });
      const vehicles = await desk.vehiclesWithDevices(db, contract.accountId);
      return {
        ...contract,
        vehicles: vehicles.filter((v) => deviceTypesForVehicle(v.vehicleType).length > 0),
      };
    },

    async handOut(body: HandoutBody, actor: Actor) {
      const userId = actor.userId;
      try {
        const result = await db.transaction(async (tx) => {
          if (!(await stock.findWarehouse(tx, body.warehouseId)))
            throw new AppError(404, { code: 'device.warehouseNotFound', field: 'warehouseId' });
          await checkContract(tx, body);
          const devices = await lockDevices(tx, body);
          const units = await lockVehicles(tx, body);
          const now = clock.now();
          const movementId = await stock.insertMovement(tx, {
            movementType: 'HANDOUT',
            warehouseId: body.warehouseId,
            accountId: body.accountId,
            documentNumber: body.documentNumber,
            documentDate: body.documentDate,
            note: body.note,
            deviceCount: devices.length,
            createdBy: userId,
            createdAt: now,
          });
          const ids = devices.map((d) => d.id);
          await stock.linkMovementDevices(tx, movementId, ids);
          const to = MOVEMENT_EFFECT.HANDOUT.to;
          await repo.setDeviceState(tx, ids, { status: to, warehouseId: null, now });
          const deliveryId = await store.insertDelivery(tx, {
            accountId: body.accountId,
            inventoryType: body.inventoryType,
            quantity: devices.length,
            deliveryMethod: 1,
            status: 'CREATED',
            recipient: body.recipient,
            requestedBy: userId,
            requestedAt: now,
            closedAt: now,
            movementId,
          });
          await store.linkDeliveryDevices(tx, deliveryId, ids);
          await repo.insertHistory(
            tx,
            devices.map((d) => ({
              deviceId: d.id,
              at: now,
              action: 'HANDED_OUT',
              fromStatus: d.status,
              toStatus: to,
              condition: d.condition,
              warehouseId: body.warehouseId,
              accountId: body.accountId,
              deliveryId,
              movementId,
              userId,
              note: body.recipient,
            })),
          );
          for (const [i, line] of body.lines.entries()) {
            const unit = line.accountUnitId === null ? undefined : units.get(line.accountUnitId);
            if (!unit) continue;
            const device = { ...devices[i]!, status: to, warehouseId: null };
            await attachLocked(tx, { unit, device, number: line.deviceNumber, movementId }, actor, now); // prettier-ignore
          }
          const delivery = toDelivery((await store.findDelivery(tx, deliveryId))!);
          await audit(tx, actor, {
            action: 'warehouse.handout',
            entity: 'stock-movement',
            entityId: movementId,
            after: { accountId: body.accountId, recipient: body.recipient, lines: body.lines },
          });
          const movement = (await stock.findMovement(tx, movementId))!;
          return { movement: { ...movement, createdAt: repo.iso(movement.createdAt) }, delivery };
        });
        const message = translator(actor.lang)('success.devicesHandedOut', {
          count: body.lines.length,
        });
        return { message, ...result };
      } catch (error) {
        return mapAttachViolation(error, '');
      }
    },
  };
}

export type HandoutService = ReturnType<typeof createHandoutService>;
