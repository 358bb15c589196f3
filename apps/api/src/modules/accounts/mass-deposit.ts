import { and, eq, isNull } from 'drizzle-orm';
import { checkVehiclesForPayment } from '@toll/domain/contract-rules';
import { DEVICE_DEPOSIT_CURRENCY } from '@toll/domain/devices';
import { formatMoney } from '@toll/domain/money-format';
import { accountDepositRequests } from '../../db/schema/charging-sync';
import { deviceAttachments } from '../../db/schema/devices';
import type { Actor } from '../../platform/actor';
import { audit } from '../../platform/audit';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import { translator } from '../../platform/i18n';
import { bookDeviceDeposit, owedDeposits, payOwedDeposits } from '../devices/deposit';
import * as repo from './repo';

/**
 * POST /accountUnits/massDepositPayment (spec §7): the deposit for every device of a contract — on
 * all its active vehicles, or on the chosen ones — as one payment. Vehicles must be attached (§8
 * "you have no vehicles attached") and each chosen vehicle must carry a device (§8 "the chosen
 * vehicle has no OBU"; `checkVehiclesForPayment`). In one transaction: every device's deposit is
 * charged if it is not yet (the devices module's posting, idempotent per attachment), and what the
 * contract owes in deposits is paid from its prepaid balance in one ledger transaction; the request
 * is recorded BOOKED with the count, the amount and the transaction, and audited.
 */
export async function payMassDeposit(
  db: Db,
  clock: Clock,
  body: { accountId: number; accountUnitIds?: number[] },
  actor: Actor,
) {
  const currency = DEVICE_DEPOSIT_CURRENCY;
  return db.transaction(async (tx) => {
    const account = await repo.findAccount(tx, body.accountId, true);
    if (!account) throw new AppError(404, { code: 'contract.notFound', field: 'accountId' });
    if (account.status === 'CLOSED' || account.status === 'PRE_CLOSED')
      throw new AppError(409, { code: 'contract.closedForChanges' });
    const units = (await repo.unitsOfAccount(tx, account.id)).filter((u) => u.status === 'ACTIVE');
    const attached = await tx
      .select()
      .from(deviceAttachments)
      .where(
        and(eq(deviceAttachments.accountId, account.id), isNull(deviceAttachments.detachedAt)),
      );
    const vehicles = units.map((u) => ({ id: u.id, hasObu: attached.some((a) => a.unitId === u.id) })); // prettier-ignore
    for (const chosen of body.accountUnitIds ?? [null]) {
      const check = checkVehiclesForPayment(vehicles, chosen);
      if (!check.ok) throw new AppError(409, { code: check.code, field: 'accountUnitIds' });
    }
    const chosenIds = body.accountUnitIds ? new Set(body.accountUnitIds) : null;
    const devices = attached.filter((a) => !chosenIds || chosenIds.has(a.unitId));
    if (devices.length === 0) throw new AppError(409, { code: 'contract.vehicleWithoutObu' });
    // a device whose deposit was never charged is charged now (a no-op for those already booked)
    for (const a of devices)
      await bookDeviceDeposit(tx, { accountId: account.id, deviceId: a.deviceId, attachmentId: a.id, amountMinor: a.depositMinor, currency: a.currency }); // prettier-ignore
    const owed = await owedDeposits(tx, account.id, currency);
    if (owed === 0) throw new AppError(409, { code: 'contract.depositsPaid' });
    const [row] = await tx
      .insert(accountDepositRequests)
      .values({
        accountId: account.id,
        unitCount: units.length,
        requestedBy: actor.userId,
      }) // prettier-ignore
      .returning();
    const booked = await payOwedDeposits(tx, { accountId: account.id, requestId: row!.id, amountMinor: owed, currency, devices: devices.length }); // prettier-ignore
    const now = clock.now();
    const [done] = await tx
      .update(accountDepositRequests)
      .set({
        status: 'BOOKED',
        deviceCount: devices.length,
        amountMinor: owed,
        currency,
        ledgerTransactionId: booked.transactionId,
        bookedAt: now,
      }) // prettier-ignore
      .where(eq(accountDepositRequests.id, row!.id))
      .returning();
    const answer = {
      id: done!.id,
      accountId: account.id,
      unitCount: done!.unitCount,
      deviceCount: devices.length,
      amountMinor: owed,
      currency,
      status: 'BOOKED' as const,
      requestedAt: done!.requestedAt.toISOString(),
      bookedAt: now.toISOString(),
      message: translator(actor.lang)('success.depositPaid', {
        count: devices.length,
        amount: formatMoney({ minor: owed, currency }, actor.lang),
      }),
    };
    await audit(tx, actor, { action: 'account.mass-deposit', entity: 'account', entityId: account.id, after: answer }); // prettier-ignore
    return answer;
  });
}
