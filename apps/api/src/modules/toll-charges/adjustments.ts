import type { TollAdjustment } from '@toll/contract/toll-charges';
import type { LedgerAccountRef } from '../ledger/accounts';
import { postJournal } from '../ledger/posting';
import { setLedgerFloor } from '../ledger/accounts';
import type { Actor } from '../../platform/actor';
import { audit } from '../../platform/audit';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import { PREPAID } from '@toll/domain/toll-charges';
import * as repo from './repo';

/**
 * A toll adjustment (spec §2 toll adjustments, §9 TOLL_ADJUSTMENT_DEBIT / _CREDIT): a debit
 * charges the contract more (its prepaid main balance, down to minus its credit limit, or its
 * postpaid receivable) against toll revenue; a credit gives back. One ledger transaction, audited
 * with its reason in the same database transaction.
 *
 * Idempotent by the client's `requestKey` (business key `toll-adjustment:<key>`, whichever the
 * direction): the same adjustment sent again books nothing and answers the first booking; the same
 * key with another contract, amount, currency or direction is refused (409 ledger.keyReused).
 * Concurrent requests with one key queue on a transaction-scoped advisory lock of the key.
 */
export async function adjustToll(
  db: Db,
  actor: Actor,
  input: TollAdjustment,
  now: Date,
): Promise<{
  transactionId: number;
  created: boolean;
  type: 'TOLL_ADJUSTMENT_DEBIT' | 'TOLL_ADJUSTMENT_CREDIT';
}> {
  const businessKey = `toll-adjustment:${input.requestKey}`;
  const type = input.direction === 'DEBIT' ? 'TOLL_ADJUSTMENT_DEBIT' : 'TOLL_ADJUSTMENT_CREDIT';
  return db.transaction(async (tx) => {
    await repo.lockBusinessKey(tx, businessKey);
    const earlier = await repo.tollAdjustmentByKey(tx, businessKey);
    if (earlier) {
      const refs = earlier.refs;
      const same =
        earlier.type === type &&
        Number(refs.accountId) === input.accountId &&
        Number(refs.amountMinor) === input.amountMinor &&
        refs.currency === input.currency;
      if (!same) throw new AppError(409, { code: 'ledger.keyReused', field: 'requestKey' });
      return { transactionId: Number(earlier.id), created: false, type };
    }
    const contract = await repo.contractCreditTerms(tx, input.accountId);
    if (!contract) throw new AppError(404, { code: 'contract.notFound' });
    const { currency } = input;
    const prepaid = Number(contract.account_type) === PREPAID;
    const customer: LedgerAccountRef = prepaid
      ? { kind: 'PREPAID_MAIN', ownerId: input.accountId, currency }
      : { kind: 'POSTPAID_RECEIVABLE', ownerId: input.accountId, currency };
    if (prepaid)
      await setLedgerFloor(tx, customer, -Number(currency === 'EUR' ? contract.eur : contract.bgn));
    const sign = input.direction === 'DEBIT' ? 1 : -1;
    const posted = await postJournal(tx, {
      type,
      businessKey,
      occurredAt: now,
      description: input.reason,
      refs: { accountId: input.accountId, amountMinor: input.amountMinor, currency },
      createdBy: actor.userId,
      lines: [
        { account: customer, amountMinor: sign * input.amountMinor, currency },
        {
          account: { kind: 'REVENUE_TOLL', currency },
          amountMinor: -sign * input.amountMinor,
          currency,
        },
      ],
    });
    await audit(tx, actor, {
      action: 'tollAdjustment',
      entity: 'account',
      entityId: input.accountId,
      after: { ...input, transactionId: posted.transactionId, type },
    });
    return { transactionId: posted.transactionId, created: posted.created, type };
  });
}
