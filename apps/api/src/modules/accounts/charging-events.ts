import type { Account, Unit } from '@toll/contract/accounts';
import type { Executor } from '../../platform/db/database';
import {
  enqueueChargingSync,
  enqueueChargingSyncMany,
  type ChargingSyncEvent,
} from '../charging-sync/outbox';
import { anyEndpointWants, contractEvent } from '../fleet/events';

/**
 * What the charging system learns about contracts and vehicles, written to its outbox in the
 * transaction of the change (modules/charging-sync): which vehicle belongs to which contract, in
 * which toll category, and whether the contract may be charged.
 */
export function accountSyncEvent(exec: Executor, op: string, account: Account) {
  return enqueueChargingSync(exec, {
    entity: 'account',
    entityId: account.id,
    op,
    payload: {
      number: account.number,
      customerId: account.customerId,
      status: account.status,
      accountType: account.accountType,
      signed: account.signed,
      hasMstsToll: account.hasMstsToll,
    },
  });
}

function unitEvent(op: string, unit: Unit): ChargingSyncEvent {
  return {
    entity: 'accountUnit',
    entityId: unit.accountUnitId,
    op,
    payload: {
      accountId: unit.accountId,
      accountNumber: unit.accountNumber,
      status: unit.status,
      countryCode: unit.countryCode,
      plate: unit.plate,
      tollCategory: unit.tollCategory,
      totalAxles: unit.totalAxles,
      emissionClass: unit.emissionClass,
      maxWetWeight: unit.maxWetWeight,
    },
  };
}

/** The client's `vehicle.changed` webhook event (not for a re-sync, which changes nothing). */
async function vehicleChanged(exec: Executor, op: string, units: readonly Unit[]) {
  if (op === 'sync' || units.length === 0 || !(await anyEndpointWants(exec, 'vehicle.changed')))
    return;
  for (const unit of units)
    await contractEvent(
      exec,
      unit.accountId,
      'vehicle.changed',
      {
        change: op,
        vehicleId: unit.accountUnitId,
        countryCode: unit.countryCode,
        plate: unit.plate,
        status: unit.status,
      },
      new Date(),
    );
}

export async function unitSyncEvent(exec: Executor, op: string, unit: Unit) {
  await vehicleChanged(exec, op, [unit]);
  return enqueueChargingSync(exec, unitEvent(op, unit));
}

/** The same for many vehicles at once (a fleet added): one statement. */
export async function unitSyncEvents(exec: Executor, op: string, units: readonly Unit[]) {
  await vehicleChanged(exec, op, units);
  return enqueueChargingSyncMany(
    exec,
    units.map((unit) => unitEvent(op, unit)),
  );
}
