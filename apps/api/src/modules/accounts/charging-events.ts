import type { Account, Unit } from '@toll/contract/accounts';
import type { Executor } from '../../platform/db/database';
import {
  enqueueChargingSync,
  enqueueChargingSyncMany,
  type ChargingSyncEvent,
} from '../charging-sync/outbox';

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

export function unitSyncEvent(exec: Executor, op: string, unit: Unit) {
  return enqueueChargingSync(exec, unitEvent(op, unit));
}

/** The same for many vehicles at once (a fleet added): one statement. */
export function unitSyncEvents(exec: Executor, op: string, units: readonly Unit[]) {
  return enqueueChargingSyncMany(
    exec,
    units.map((unit) => unitEvent(op, unit)),
  );
}
