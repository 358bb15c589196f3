import type { Attachment } from '@toll/contract/devices';
import {
  checkDeviceFitsVehicle,
  checkDeviceTransition,
  DEVICE_DEPOSIT_CURRENCY,
  deviceDepositMinor,
} from '@toll/domain/devices';
import type { Actor } from '../../platform/actor';
import { audit } from '../../platform/audit';
import type { Clock } from '../../platform/clock';
import { constraintViolation } from '../../platform/db/constraint-error';
import type { Db, Executor } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import { translator } from '../../platform/i18n';
import { notifyChargingSystem } from './charging-sync';
import { bookDeviceDeposit, releaseDeviceDeposit } from './deposit';
import * as deliveries from './delivery-repo';
import * as repo from './repo';

export function toAttachment(row: deliveries.AttachmentRow): Attachment {
  return {
    ...row,
    attachedAt: repo.iso(row.attachedAt),
    detachedAt: repo.isoOrNull(row.detachedAt),
  };
}

/** The database's refusals of an attachment, as §8 messages (the constraint decides, not luck). */
export function mapAttachViolation(error: unknown, deviceNumber: string): never {
  const violation = constraintViolation(error);
  if (violation?.constraint === 'device_attachments_active_device')
    throw new AppError(409, { code: 'device.alreadyAttached', params: { number: deviceNumber } });
  if (violation?.constraint === 'device_attachments_active_unit')
    throw new AppError(409, { code: 'device.vehicleHasDevice' });
  if (violation?.constraint === 'device_attachments_return_once')
    throw new AppError(409, { code: 'device.alreadyReturned' });
  if (violation?.constraint === 'devices_status_transition')
    throw new AppError(409, { code: 'device.notAvailable', params: { number: deviceNumber } });
  throw error;
}

async function loadAttachment(db: Executor, id: number) {
  const row = await deliveries.attachmentById(db, id);
  return toAttachment(row!);
}

type LockedUnit = NonNullable<Awaited<ReturnType<typeof deliveries.lockUnit>>>;

/**
 * Attach a device to a vehicle, both rows already locked by the caller's transaction (a clerk's
 * attach, or a hand-out at the desk): the checks of §5, the attachment row, the device's status and
 * history, the deposit charged in the ledger and the charging system's event, all in that
 * transaction. The partial unique indexes refuse what slips past (mapAttachViolation).
 */
export async function attachLocked(
  tx: Executor,
  target: { unit: LockedUnit; device: repo.DeviceRow; number: string; movementId?: number },
  actor: Actor,
  now: Date,
): Promise<Attachment> {
  const { unit, device, number } = target;
  if (unit.status !== 'ACTIVE') throw new AppError(409, { code: 'contract.unitClosed' });
  if (device.status === 'ATTACHED')
    throw new AppError(409, { code: 'device.alreadyAttached', params: { number } });
  if (!checkDeviceTransition(device.status, 'ATTACHED').ok)
    throw new AppError(409, { code: 'device.notAvailable', params: { number } });
  const fits = checkDeviceFitsVehicle(device.inventoryType, unit.vehicleType);
  if (!fits.ok) throw new AppError(400, { code: fits.code, field: 'deviceNumber' });
  const amountMinor = deviceDepositMinor(device.inventoryType);
  const id = await deliveries.insertAttachment(tx, {
    deviceId: device.id,
    accountId: unit.accountId,
    unitId: unit.id,
    depositMinor: amountMinor,
    currency: DEVICE_DEPOSIT_CURRENCY,
    attachedAt: now,
    attachedBy: actor.userId,
  });
  await repo.setDeviceState(tx, [device.id], { status: 'ATTACHED', warehouseId: null, now });
  await repo.insertHistory(tx, [
    {
      deviceId: device.id,
      at: now,
      action: 'ATTACHED',
      fromStatus: device.status,
      toStatus: 'ATTACHED',
      condition: device.condition,
      accountId: unit.accountId,
      unitId: unit.id,
      movementId: target.movementId ?? null,
      userId: actor.userId,
      note: unit.plate,
    },
  ]);
  const ref = { accountId: unit.accountId, deviceId: device.id, attachmentId: id };
  await bookDeviceDeposit(tx, { ...ref, amountMinor, currency: DEVICE_DEPOSIT_CURRENCY });
  await notifyChargingSystem(tx, {
    kind: 'DEVICE_ATTACHED',
    ...ref,
    deviceNumber: device.number,
    unitId: unit.id,
    plate: unit.plate,
    at: now,
  });
  const after = await loadAttachment(tx, id);
  await audit(tx, actor, { action: 'device.attach', entity: 'device', entityId: device.id, after }); // prettier-ignore
  return after;
}

export function createAttachService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;

  return {
    async ofAccount(accountId: number): Promise<Attachment[]> {
      return (await deliveries.attachmentsOfAccounts(db, [accountId])).map(toAttachment);
    },

    /**
     * Attach a device in stock (or delivered) to a contract's vehicle: the device row is locked, so
     * a second clerk waits and then finds it attached; the partial unique indexes refuse what any
     * path would let through. The deposit and the charging-system event share the transaction.
     */
    async attach(body: { accountUnitId: number; deviceNumber: string }, actor: Actor) {
      try {
        const attachment = await db.transaction(async (tx) => {
          const unit = await deliveries.lockUnit(tx, body.accountUnitId);
          if (!unit) throw new AppError(404, { code: 'contract.unitNotFound' });
          const device = await repo.findDeviceByNumber(tx, body.deviceNumber, true);
          if (!device) throw new AppError(404, { code: 'device.notFound', field: 'deviceNumber' });
          return attachLocked(tx, { unit, device, number: body.deviceNumber }, actor, clock.now()); // prettier-ignore
        });
        return { message: translator(actor.lang)('success.deviceAttached'), attachment };
      } catch (error) {
        return mapAttachViolation(error, body.deviceNumber);
      }
    },

    /** Return (detach) a device: irreversible; the deposit is released; the device is DETACHED. */
    async detach(attachmentId: number, actor: Actor) {
      try {
        const attachment = await db.transaction(async (tx) => {
          const row = await deliveries.lockAttachment(tx, attachmentId);
          if (!row) throw new AppError(404, { code: 'device.attachmentNotFound' });
          if (row.detachedAt) throw new AppError(409, { code: 'device.alreadyReturned' });
          const device = (await repo.findDevice(tx, row.deviceId, true))!;
          const now = clock.now();
          await deliveries.markReturned(tx, row.id, now, actor.userId);
          await repo.setDeviceState(tx, [device.id], { status: 'DETACHED', now });
          await repo.insertHistory(tx, [
            {
              deviceId: device.id,
              at: now,
              action: 'RETURNED',
              fromStatus: device.status,
              toStatus: 'DETACHED',
              condition: device.condition,
              accountId: row.accountId,
              unitId: row.unitId,
              userId: actor.userId,
            },
          ]);
          const before = await loadAttachment(tx, row.id);
          const ref = { accountId: row.accountId, deviceId: device.id, attachmentId: row.id };
          await releaseDeviceDeposit(tx, {
            ...ref,
            amountMinor: before.depositMinor,
            currency: before.currency,
          });
          await notifyChargingSystem(tx, {
            kind: 'DEVICE_RETURNED',
            ...ref,
            deviceNumber: device.number,
            unitId: row.unitId,
            plate: before.plate,
            at: now,
          });
          await audit(tx, actor, {
            action: 'device.return',
            entity: 'device',
            entityId: device.id,
            after: before,
          });
          return before;
        });
        return { message: translator(actor.lang)('success.deviceReturned'), attachment };
      } catch (error) {
        return mapAttachViolation(error, String(attachmentId));
      }
    },
  };
}

export type AttachService = ReturnType<typeof createAttachService>;
