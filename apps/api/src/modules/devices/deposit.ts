import type { Currency } from '@toll/domain/money';
import type { Executor } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import { getLedgerBalance, ledgerError, postJournal, type JournalLine } from '../ledger/posting';

/**
 * A device's deposit in the ledger (issue #20 item 4), inside the attach and return transactions,
 * so the posting commits or rolls back with the attachment. The amounts are domain data
 * (`DEVICE_DEPOSITS_MINOR`) kept on the attachment row.
 *
 * Attach (type DEPOSIT, key `device-deposit:<attachment>`): the deposit is taken from the
 * contract's prepaid main balance when it covers it (Dr PREPAID_MAIN, Cr DEPOSIT); otherwise the
 * customer owes it (Dr UNPAID_DEPOSIT, Cr DEPOSIT) until paid.
 * Return (type DEPOSIT_RELEASE, key `device-deposit-release:<attachment>`): the held deposit is
 * released (Dr DEPOSIT): first against what is still owed (Cr UNPAID_DEPOSIT), the rest back to
 * the prepaid balance (Cr PREPAID_MAIN).
 */
export type DeviceDepositRef = {
  accountId: number;
  deviceId: number;
  attachmentId: number;
  amountMinor: number;
  currency: string;
};

const currencyOf = (ref: DeviceDepositRef): Currency => {
  if (ref.currency !== 'EUR' && ref.currency !== 'BGN')
    throw new TypeError(`device deposit in ${ref.currency}`);
  return ref.currency;
};

export async function bookDeviceDeposit(exec: Executor, ref: DeviceDepositRef): Promise<void> {
  if (ref.amountMinor <= 0) return;
  const currency = currencyOf(ref);
  const deposit: JournalLine = {
    account: { kind: 'DEPOSIT', ownerId: ref.accountId, currency },
    amountMinor: -ref.amountMinor,
    currency,
  };
  const journal = (from: JournalLine['account']) => ({
    type: 'DEPOSIT' as const,
    businessKey: `device-deposit:${ref.attachmentId}`,
    occurredAt: new Date(),
    description: `device ${ref.deviceId} deposit`,
    refs: { accountId: ref.accountId, deviceId: ref.deviceId, attachmentId: ref.attachmentId },
    lines: [{ account: from, amountMinor: ref.amountMinor, currency }, deposit],
  });
  try {
    await postJournal(
      exec,
      journal({ kind: 'PREPAID_MAIN', ownerId: ref.accountId, currency, floorMinor: 0 }),
    );
  } catch (error) {
    const mapped = ledgerError(error);
    if (!(mapped instanceof AppError) || mapped.status !== 409) throw mapped;
    // the prepaid balance does not cover it: the customer owes the deposit
    await postJournal(exec, journal({ kind: 'UNPAID_DEPOSIT', ownerId: ref.accountId, currency }));
  }
}

export async function releaseDeviceDeposit(exec: Executor, ref: DeviceDepositRef): Promise<void> {
  if (ref.amountMinor <= 0) return;
  const currency = currencyOf(ref);
  const unpaid = await getLedgerBalance(exec, {
    kind: 'UNPAID_DEPOSIT',
    ownerId: ref.accountId,
    currency,
  });
  const againstUnpaid = Math.min(ref.amountMinor, Math.max(0, unpaid.normalBalanceMinor));
  const refund = ref.amountMinor - againstUnpaid;
  const lines: JournalLine[] = [
    {
      account: { kind: 'DEPOSIT', ownerId: ref.accountId, currency },
      amountMinor: ref.amountMinor,
      currency,
    },
  ];
  if (againstUnpaid > 0)
    lines.push({
      account: { kind: 'UNPAID_DEPOSIT', ownerId: ref.accountId, currency },
      amountMinor: -againstUnpaid,
      currency,
    });
  if (refund > 0)
    lines.push({
      account: { kind: 'PREPAID_MAIN', ownerId: ref.accountId, currency, floorMinor: 0 },
      amountMinor: -refund,
      currency,
    });
  await postJournal(exec, {
    type: 'DEPOSIT_RELEASE',
    businessKey: `device-deposit-release:${ref.attachmentId}`,
    occurredAt: new Date(),
    description: `device ${ref.deviceId} deposit released`,
    refs: { accountId: ref.accountId, deviceId: ref.deviceId, attachmentId: ref.attachmentId },
    lines,
  });
}
