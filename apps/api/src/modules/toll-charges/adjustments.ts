import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { TollAdjustment } from '@toll/contract/toll-charges';
import type { LedgerAccountRef } from '../ledger/posting';
import { postJournal, setLedgerFloor } from '../ledger/posting';
import { audit } from '../../platform/audit';
import { queryRows, type Db } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import { PREPAID } from '@toll/domain/toll-charges';

/**
 * A toll adjustment (spec §2 toll adjustments, §9 TOLL_ADJUSTMENT_DEBIT / _CREDIT): a debit
 * charges the contract more (its prepaid main balance, down to minus its credit limit, or its
 * postpaid receivable) against toll revenue; a credit gives back. One ledger transaction, audited
 * with its reason in the same database transaction.
 */
export async function adjustToll(
  db: Db,
  request: FastifyRequest,
  input: TollAdjustment,
  now: Date,
): Promise<{ transactionId: number; type: 'TOLL_ADJUSTMENT_DEBIT' | 'TOLL_ADJUSTMENT_CREDIT' }> {
  return db.transaction(async (tx) => {
    const rows = await queryRows<{ account_type: number; eur: string; bgn: string }>(
      tx,
      sql`select account_type, credit_limit_bg_toll_eur_minor as eur, credit_limit_bg_toll_bgn_minor as bgn
          from accounts where id = ${input.accountId}`,
    );
    const contract = rows[0];
    if (!contract) throw new AppError(404, { code: 'contract.notFound' });
    const { currency } = input;
    const prepaid = Number(contract.account_type) === PREPAID;
    const customer: LedgerAccountRef = prepaid
      ? { kind: 'PREPAID_MAIN', ownerId: input.accountId, currency }
      : { kind: 'POSTPAID_RECEIVABLE', ownerId: input.accountId, currency };
    if (prepaid)
      await setLedgerFloor(tx, customer, -Number(currency === 'EUR' ? contract.eur : contract.bgn));
    const sign = input.direction === 'DEBIT' ? 1 : -1;
    const type = input.direction === 'DEBIT' ? 'TOLL_ADJUSTMENT_DEBIT' : 'TOLL_ADJUSTMENT_CREDIT';
    const posted = await postJournal(tx, {
      type,
      businessKey: `adjustment-${randomUUID()}`,
      occurredAt: now,
      description: input.reason,
      refs: { accountId: input.accountId },
      createdBy: request.principal?.id ?? null,
      lines: [
        { account: customer, amountMinor: sign * input.amountMinor, currency },
        {
          account: { kind: 'REVENUE_TOLL', currency },
          amountMinor: -sign * input.amountMinor,
          currency,
        },
      ],
    });
    await audit(tx, request, {
      action: 'tollAdjustment',
      entity: 'account',
      entityId: input.accountId,
      after: { ...input, transactionId: posted.transactionId, type },
    });
    return { transactionId: posted.transactionId, type };
  });
}
