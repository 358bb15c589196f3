import type { Executor } from '../../platform/db/database';
import { enqueueChargingSync } from '../charging-sync/outbox';
import { contractEvent } from '../fleet/events';

/**
 * Every device change the charging system must know (a device attached to or returned from a
 * vehicle) goes into the charging-system outbox in the transaction of the change
 * (modules/charging-sync), keyed to the device, so events of one device are delivered in order.
 */
export type ChargingSystemEvent = {
  kind: 'DEVICE_ATTACHED' | 'DEVICE_RETURNED';
  attachmentId: number;
  deviceId: number;
  deviceNumber: string;
  accountId: number;
  unitId: number;
  plate: string;
  at: Date;
};

export async function notifyChargingSystem(
  exec: Executor,
  event: ChargingSystemEvent,
): Promise<void> {
  await enqueueChargingSync(exec, {
    entity: 'device',
    entityId: event.deviceId,
    op: event.kind === 'DEVICE_ATTACHED' ? 'attach' : 'return',
    payload: { ...event, at: event.at.toISOString() },
  });
  await contractEvent(
    exec,
    event.accountId,
    'device.status_changed',
    {
      deviceNumber: event.deviceNumber,
      status: event.kind === 'DEVICE_ATTACHED' ? 'ATTACHED' : 'RETURNED',
      vehicleId: event.unitId,
      plate: event.plate,
      at: event.at.toISOString(),
    },
    event.at,
  );
}
