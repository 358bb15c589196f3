import type { UnitVerification } from '@toll/contract/unit-verification';
import type { InventoryType } from '@toll/domain/devices';
import { isVerified, verifyUnit } from '@toll/domain/unit-verification';
import type { Actor } from '../../platform/actor';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import { translator } from '../../platform/i18n';
import { syncState } from '../charging-sync/delivery';
import * as repo from './repo';

/** The device on a vehicle now (from the devices module), or null. */
export type DeviceOnUnit = (
  accountId: number,
  unitId: number,
) => Promise<{ inventoryType: InventoryType } | null>;

/**
 * POST /accountUnits/singleUnitVerification (spec §7): the conditions of `verifyUnit`
 * (packages/domain) for one vehicle of one contract, read now; nothing changes.
 */
export async function verifySingleUnit(
  db: Db,
  deviceOn: DeviceOnUnit,
  body: { account_id: number; unit_id: number },
  actor: Actor,
): Promise<UnitVerification> {
  const account = await repo.findAccount(db, body.account_id);
  if (!account) throw new AppError(404, { code: 'contract.notFound', field: 'account_id' });
  const unit = await repo.findUnit(db, body.unit_id);
  if (!unit || unit.accountId !== account.id)
    throw new AppError(404, { code: 'contract.unitNotFound', field: 'unit_id' });
  const [device, sync] = await Promise.all([
    deviceOn(account.id, unit.id),
    syncState(db, 'accountUnit', unit.id),
  ]);
  const results = verifyUnit({
    accountStatus: account.status,
    signed: account.signedAt !== null,
    unitStatus: unit.status,
    vehicleType: unit.vehicleType,
    device,
    syncState: sync.state,
  });
  const t = translator(actor.lang);
  const status = translator(actor.lang, 'exports');
  return {
    accountId: account.id,
    unitId: unit.id,
    plate: unit.plate,
    verified: isVerified(results),
    checks: results.map((r) => ({
      check: r.check,
      ok: r.ok,
      code: r.code,
      message: r.code
        ? t(r.code, r.params?.status ? { status: status(`statuses.${r.params.status}`) } : r.params) // prettier-ignore
        : null,
    })),
  };
}
