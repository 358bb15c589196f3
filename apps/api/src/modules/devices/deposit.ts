import type { Currency } from '@toll/domain/money';
import type { Executor } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import { getLedgerBalance, ledgerError, postJournal, type JournalLine } from '../ledger/posting';
import { paymentsReceived } from '../fleet/events';
import * as repo from './deposit-repo';

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

/**
 * Whether the prepaid main balance holds the amount in money (a deposit is never paid from the
 * credit limit, although the ledger's floor — migration 0035 — would allow going below zero down
 * to minus the limit). The account's row is locked so the answer holds until the transaction ends.
 */
async function balanceCovers(
  exec: Executor,
  accountId: number,
  currency: Currency,
  amountMinor: number,
): Promise<boolean> {
  return (await repo.lockedPrepaidBalance(exec, accountId, currency)) >= amountMinor;
}

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
  if (!(await balanceCovers(exec, ref.accountId, currency, ref.amountMinor))) {
    await postJournal(exec, journal({ kind: 'UNPAID_DEPOSIT', ownerId: ref.accountId, currency }));
    return;
  }
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
  const at = new Date();
  const posted = await postJournal(exec, {
    type: 'DEPOSIT_RELEASE',
    businessKey: `device-deposit-release:${ref.attachmentId}`,
    occurredAt: at,
    description: `device ${ref.deviceId} deposit released`,
    refs: { accountId: ref.accountId, deviceId: ref.deviceId, attachmentId: ref.attachmentId },
    lines,
  });
  // what goes back to the balance is a payment the platform makes itself (spec §3 type system),
  // listed among the contract's payments; once per release (payments_system_once)
  if (posted.created && refund > 0) await systemPayment(exec, ref, refund, currency, at);
}

/** A SYSTEM payment of a released deposit, its share going to the contract's balance. */
async function systemPayment(
  exec: Executor,
  ref: DeviceDepositRef,
  amountMinor: number,
  currency: Currency,
  at: Date,
) {
  const paymentId = await repo.insertReleasePayment(exec, {
    reference: `device-deposit-release:${ref.attachmentId}`,
    accountId: ref.accountId,
    amountMinor,
    currency,
    at,
  });
  await paymentsReceived(
    exec,
    [{ paymentId, accountId: ref.accountId, amountMinor, target: 'CONTRACT' }],
    at,
  );
}

/**
 * The deposits a contract owes (UNPAID_DEPOSIT), paid in one payment from its prepaid main balance
 * (massDepositPayment): Dr PREPAID_MAIN (down to 0, never below), Cr UNPAID_DEPOSIT, type DEPOSIT,
 * key `mass-deposit:<request>`. A balance that does not cover it refuses the whole payment
 * (409 ledger.insufficientBalance).
 */
export async function payOwedDeposits(
  exec: Executor,
  ref: { accountId: number; requestId: number; amountMinor: number; currency: Currency; devices: number }, // prettier-ignore
) {
  if (!(await balanceCovers(exec, ref.accountId, ref.currency, ref.amountMinor)))
    throw new AppError(409, { code: 'ledger.insufficientBalance' });
  try {
    return await postJournal(exec, {
      type: 'DEPOSIT',
      businessKey: `mass-deposit:${ref.requestId}`,
      occurredAt: new Date(),
      description: `deposit of ${ref.devices} devices, one payment`,
      refs: { accountId: ref.accountId, depositRequestId: ref.requestId },
      lines: [
        {
          account: { kind: 'PREPAID_MAIN', ownerId: ref.accountId, currency: ref.currency, floorMinor: 0 }, // prettier-ignore
          amountMinor: ref.amountMinor,
          currency: ref.currency,
        },
        {
          account: { kind: 'UNPAID_DEPOSIT', ownerId: ref.accountId, currency: ref.currency },
          amountMinor: -ref.amountMinor,
          currency: ref.currency,
        },
      ],
    });
  } catch (error) {
    throw ledgerError(error);
  }
}

/** What the contract owes in deposits now (the UNPAID_DEPOSIT balance, never negative). */
export async function owedDeposits(exec: Executor, accountId: number, currency: Currency) {
  const owed = await getLedgerBalance(exec, { kind: 'UNPAID_DEPOSIT', ownerId: accountId, currency }); // prettier-ignore
  return Math.max(0, owed.normalBalanceMinor);
}
