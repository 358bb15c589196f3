import type {
  InternalTransfer,
  InternalTransferBody,
  TransferBalance,
} from '@toll/contract/contract-money';
import { ledgerCurrencyAt, type LedgerAccountKind } from '@toll/domain/ledger';
import type { Currency } from '@toll/domain/money';
import type { Actor } from '../../platform/actor';
import { audit } from '../../platform/audit';
import type { Clock } from '../../platform/clock';
import { constraintViolation } from '../../platform/db/constraint-error';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import { postJournal } from '../ledger/posting';
import { paymentsReceived } from '../fleet/events';
import * as repo from './repo';

/**
 * Internal payments (spec §3 Payment: type internal; issue #19 gaps): finance staff move money
 * between a contract's balances (main → secondary) or to another contract (a payment booked on
 * the wrong one), with a reason. One transaction: a `payments` row of kind INTERNAL with its share
 * for the receiving contract, the `internal_transfers` record (UNIQUE request key), an
 * INTERNAL_TRANSFER journal keyed `internal-transfer:<request key>` (debit the giving balance —
 * the prepaid floor refuses more than it holds — credit the receiving one) and the audit entry.
 * The same request key again answers the first booking; with other values it is refused.
 */
const KIND: Record<TransferBalance, LedgerAccountKind> = {
  MAIN: 'PREPAID_MAIN',
  SECONDARY: 'PREPAID_SECONDARY',
  RECEIVABLE: 'POSTPAID_RECEIVABLE',
};

const view = (r: repo.TransferRow, created: boolean): InternalTransfer => ({
  id: Number(r.id),
  requestKey: r.request_key,
  paymentNumber: r.payment_number,
  fromAccountId: Number(r.from_account_id),
  fromAccountNumber: r.from_number,
  fromBalance: r.from_balance,
  toAccountId: Number(r.to_account_id),
  toAccountNumber: r.to_number,
  toBalance: r.to_balance,
  amountMinor: Number(r.amount_minor),
  currency: r.currency.trim() as Currency,
  reason: r.reason,
  createdAt: new Date(r.created_at).toISOString(),
  created,
});

/** The balances a contract has: a prepaid one's main and secondary, a postpaid one's receivable. */
const balancesOf = (accountType: number): TransferBalance[] =>
  accountType === 1 ? ['MAIN', 'SECONDARY'] : ['RECEIVABLE'];

export function createInternalTransfers({ db, clock }: { db: Db; clock: Clock }) {
  function sameRequest(r: repo.TransferRow, from: number, to: number, body: InternalTransferBody) {
    return (
      Number(r.from_account_id) === from &&
      Number(r.to_account_id) === to &&
      r.from_balance === body.fromBalance &&
      r.to_balance === body.toBalance &&
      Number(r.amount_minor) === body.amountMinor
    );
  }

  async function create(
    accountId: number,
    body: InternalTransferBody,
    actor: Actor,
  ): Promise<InternalTransfer> {
    const toAccountId = body.toAccountId ?? accountId;
    const known = async () => {
      const seen = await repo.transferByKey(db, body.requestKey);
      if (!seen) return null;
      if (!sameRequest(seen, accountId, toAccountId, body))
        throw new AppError(409, { code: 'ledger.keyReused', field: 'requestKey' });
      return view(seen, false);
    };
    const before = await known();
    if (before) return before;
    if (toAccountId === accountId && body.fromBalance === body.toBalance)
      throw new AppError(400, { code: 'internalTransfer.sameBalance', field: 'toBalance' });
    const now = clock.now();
    const currency = ledgerCurrencyAt(now);
    try {
      return await db.transaction(async (tx) => {
        const contracts = await repo.lockTransferContracts(tx, accountId, toAccountId);
        const from = contracts.find((c) => Number(c.id) === accountId);
        const to = contracts.find((c) => Number(c.id) === toAccountId);
        if (!from) throw new AppError(404, { code: 'contract.notFound' });
        if (!to) throw new AppError(404, { code: 'contract.notFound', field: 'toAccountId' });
        if (to.status === 'CLOSED')
          throw new AppError(409, {
            code: 'bank.match.contractClosed',
            params: { contract: to.number },
            field: 'toAccountId',
          });
        if (!balancesOf(Number(from.account_type)).includes(body.fromBalance))
          throw new AppError(400, { code: 'internalTransfer.balanceOfContract', field: 'fromBalance' }); // prettier-ignore
        if (!balancesOf(Number(to.account_type)).includes(body.toBalance))
          throw new AppError(400, { code: 'internalTransfer.balanceOfContract', field: 'toBalance' }); // prettier-ignore
        const paymentId = await repo.insertInternalPayment(tx, {
          amountMinor: body.amountMinor,
          currency,
          reference: from.number,
          reason: body.reason,
          toAccountId,
          createdBy: actor.userId,
          at: now,
        });
        // money from another contract is a payment received (a move between one contract's own
        // balances is not)
        if (toAccountId !== accountId)
          await paymentsReceived(
            tx,
            [
              {
                paymentId,
                accountId: toAccountId,
                amountMinor: body.amountMinor,
                target: 'CONTRACT',
              },
            ],
            now,
          );
        const posted = await postJournal(tx, {
          type: 'INTERNAL_TRANSFER',
          businessKey: `internal-transfer:${body.requestKey}`,
          occurredAt: now,
          description: body.reason.slice(0, 1000),
          refs: { fromAccountId: accountId, toAccountId, paymentId },
          createdBy: actor.userId,
          lines: [
            {
              account: { kind: KIND[body.fromBalance], ownerId: accountId, currency },
              amountMinor: body.amountMinor,
              currency,
            },
            {
              account: { kind: KIND[body.toBalance], ownerId: toAccountId, currency },
              amountMinor: -body.amountMinor,
              currency,
            },
          ],
        });
        const id = await repo.insertTransfer(tx, {
          requestKey: body.requestKey,
          paymentId,
          fromAccountId: accountId,
          fromBalance: body.fromBalance,
          toAccountId,
          toBalance: body.toBalance,
          amountMinor: body.amountMinor,
          currency,
          reason: body.reason,
          ledgerTransactionId: posted.transactionId,
          createdBy: actor.userId,
          at: now,
        });
        const row = (await repo.transferById(tx, id))!;
        const record = view(row, true);
        for (const entityId of new Set([accountId, toAccountId]))
          await audit(tx, actor, {
            action: 'contract.internalTransfer',
            entity: 'contract',
            entityId,
            after: record,
          });
        return record;
      });
    } catch (error) {
      const v = constraintViolation(error);
      if (v?.constraint === 'internal_transfers_request_key') {
        const again = await known();
        if (again) return again;
      }
      throw error;
    }
  }

  async function list(accountId: number): Promise<InternalTransfer[]> {
    const rows = await repo.transfersOf(db, accountId);
    return rows.map((r) => view(r, false));
  }

  return { create, list };
}

export type InternalTransfers = ReturnType<typeof createInternalTransfers>;
