import type { TollBatchResult, TollTransactionInput } from '@toll/contract/toll-charges';
import type { Currency } from '@toll/domain/money';
import { formatPlainDate } from '@toll/domain/plain-date';
import { sofiaDate } from '@toll/domain/sofia-time';
import {
  coverPrepaidCharge,
  lowBalanceThreshold,
  obligationDueDate,
  obligationPeriodOf,
  PREPAID,
} from '@toll/domain/toll-charges';
import type { Executor } from '../../platform/db/database';
import type { BulkJournal } from '../ledger/bulk-posting';
import { ledgerError } from '../ledger/posting';
import { ensureLedgerAccounts, type LedgerAccountRef } from '../ledger/accounts';
import * as repo from './repo';

/**
 * Books a batch of the charging system's toll transactions in one database transaction, set-based
 * and in six statements whatever its size: the contracts of its plates (by the vehicle's active
 * unit); their ledger accounts (made on first use) with the prepaid balances locked, in id order;
 * the ids recorded before (skipped: replaying a batch books nothing); then, in one statement, the
 * journals, their entries and the toll transactions (`bulkJournalsWith` and the toll rows
 * alongside). The cover of each charge is computed in order (main balance down to minus the credit
 * limit, then the secondary; a charge they cannot cover is REFUSED, recorded unpaid, never lost).
 *
 * Batches run side by side. Two deliveries of one transaction id name one plate, so one contract:
 * the second waits on the contract's locked balances until the first commits, and then finds the
 * id recorded. An id without a contract locks nothing; the toll insert skips an id recorded
 * meanwhile (ON CONFLICT on the id registry, `toll_transaction_keys`), and a journal's business key is unique, so nothing is booked twice
 * whatever the timing. Batches that share contracts queue on them: the charging system keeps a
 * vehicle's transactions on one stream to let streams run at once.
 */
export type LowBalanceHit = { accountId: number; availableMinor: number; thresholdMinor: number };

type Outcome = {
  input: TollTransactionInput;
  accountId: number | null;
  status: 'POSTED' | 'REFUSED' | 'UNMATCHED';
  fromMain: number | null;
  fromSecondary: number | null;
  period: { start: string; end: string; due: string } | null;
};

type Wallet = {
  main: number;
  secondary: number;
  mainId: number;
  secondaryId: number;
  limit: number;
  touched: boolean;
};

export async function ingestTollBatch(
  tx: Executor,
  rows: readonly TollTransactionInput[],
  source: 'API' | 'FILE',
): Promise<{ result: TollBatchResult; lowBalance: LowBalanceHit[]; recovered: number[] }> {
  // first of each id in the batch
  const unique = new Map<string, TollTransactionInput>();
  for (const row of rows) if (!unique.has(row.transactionId)) unique.set(row.transactionId, row);
  const result: TollBatchResult = {
    received: rows.length,
    duplicates: rows.length - unique.size,
    posted: 0,
    refused: 0,
    unmatched: 0,
  };
  if (unique.size === 0) return { result, lowBalance: [], recovered: [] };

  const plates = [...new Set([...unique.values()].map((r) => r.plate.toUpperCase()))];
  const units = await repo.activeUnitsOfPlates(tx, plates);
  const contractOf = new Map(units.map((u) => [u.plate, Number(u.account_id)]));
  const contracts = await repo.contractsOf(tx, [...new Set(contractOf.values())]);

  // the ledger accounts the batch needs, made on first use in one statement; the prepaid balances
  // locked in id order (the same order as the entries' trigger and every other batch)
  const needed: LedgerAccountRef[] = [];
  const seenNeed = new Set<string>();
  const need = (ref: LedgerAccountRef) => {
    const key = `${ref.kind}|${ref.ownerId ?? ''}|${ref.currency}`;
    if (seenNeed.has(key)) return;
    seenNeed.add(key);
    needed.push(ref);
  };
  for (const input of unique.values()) {
    const contract = contracts.get(contractOf.get(input.plate.toUpperCase()) ?? -1);
    if (!contract) continue;
    const currency = input.currency;
    need({ kind: 'REVENUE_TOLL', currency });
    if (contract.accountType === PREPAID) {
      need({ kind: 'PREPAID_MAIN', ownerId: contract.id, currency });
      need({ kind: 'PREPAID_SECONDARY', ownerId: contract.id, currency });
    } else need({ kind: 'POSTPAID_RECEIVABLE', ownerId: contract.id, currency });
  }
  const ids =
    needed.length > 0 ? await ensureLedgerAccounts(tx, needed) : new Map<string, number>();
  const idOf = (kind: string, ownerId: number | null, currency: Currency) =>
    ids.get(`${kind}|${ownerId ?? ''}|${currency}`)!;
  const wallets = new Map<string, Wallet>();
  const walletIds = needed
    .filter((ref) => ref.kind === 'PREPAID_MAIN' || ref.kind === 'PREPAID_SECONDARY')
    .map((ref) => idOf(ref.kind, ref.ownerId ?? null, ref.currency));
  if (walletIds.length > 0) {
    const balances = await repo.lockLedgerBalances(tx, walletIds);
    const balanceOf = new Map(balances.map((b) => [Number(b.id), -Number(b.balance_minor)]));
    for (const ref of needed) {
      if (ref.kind !== 'PREPAID_MAIN') continue;
      const contract = contracts.get(ref.ownerId!)!;
      const mainId = idOf('PREPAID_MAIN', contract.id, ref.currency);
      const secondaryId = idOf('PREPAID_SECONDARY', contract.id, ref.currency);
      wallets.set(`${contract.id}|${ref.currency}`, {
        main: balanceOf.get(mainId) ?? 0,
        secondary: balanceOf.get(secondaryId) ?? 0,
        mainId,
        secondaryId,
        limit: ref.currency === 'EUR' ? contract.creditLimitEur : contract.creditLimitBgn,
        touched: false,
      });
    }
  }

  // the ids recorded before, read once the contracts' balances are ours (see above)
  for (const id of await repo.recordedTollIds(tx, [...unique.keys()])) unique.delete(id);
  result.duplicates = rows.length - unique.size;
  if (unique.size === 0) return { result, lowBalance: [], recovered: [] };

  const outcomes: Outcome[] = [];
  const journals: BulkJournal[] = [];
  // a contract's obligation period and due date per Sofia day (many charges share a day)
  const periods = new Map<string, NonNullable<Outcome['period']>>();
  for (const input of unique.values()) {
    const accountId = contractOf.get(input.plate.toUpperCase()) ?? null;
    const contract = accountId === null ? undefined : contracts.get(accountId);
    if (!contract) {
      outcomes.push({
        input,
        accountId: null,
        status: 'UNMATCHED',
        fromMain: null,
        fromSecondary: null,
        period: null,
      });
      result.unmatched++;
      continue;
    }
    const currency = input.currency;
    const amount = input.amountMinor;
    const occurredAt = new Date(input.exitAt);
    const revenueId = idOf('REVENUE_TOLL', null, currency);
    const base = {
      type: 'TOLL' as const,
      businessKey: input.transactionId,
      occurredAt,
      refs: { accountId: contract.id, segmentId: input.segmentId },
    };
    if (contract.accountType === PREPAID) {
      const wallet = wallets.get(`${contract.id}|${currency}`)!;
      const cover = coverPrepaidCharge(amount, {
        mainMinor: wallet.main,
        secondaryMinor: wallet.secondary,
        creditLimitMinor: wallet.limit,
      });
      if (!cover) {
        outcomes.push({
          input,
          accountId: contract.id,
          status: 'REFUSED',
          fromMain: null,
          fromSecondary: null,
          period: null,
        });
        result.refused++;
        continue;
      }
      wallet.main -= cover.fromMain;
      wallet.secondary -= cover.fromSecondary;
      wallet.touched = true;
      const lines = [{ accountId: revenueId, amountMinor: -amount, currency }];
      if (cover.fromMain > 0)
        lines.push({ accountId: wallet.mainId, amountMinor: cover.fromMain, currency });
      if (cover.fromSecondary > 0)
        lines.push({ accountId: wallet.secondaryId, amountMinor: cover.fromSecondary, currency });
      journals.push({ ...base, lines });
      outcomes.push({
        input,
        accountId: contract.id,
        status: 'POSTED',
        fromMain: cover.fromMain,
        fromSecondary: cover.fromSecondary,
        period: null,
      });
    } else {
      const receivableId = idOf('POSTPAID_RECEIVABLE', contract.id, currency);
      const day = sofiaDate(occurredAt);
      const periodKey = `${contract.id}|${formatPlainDate(day)}`;
      let period = periods.get(periodKey);
      if (!period) {
        const range = obligationPeriodOf(day, contract.obligationPeriod ?? 'DAILY');
        const due = obligationDueDate(range.end, {
          duePaymentDays: contract.duePaymentDays ?? 0,
          dueDaysCounter: contract.dueDaysCounter ?? 'CALENDAR',
          postponeDays: contract.postponeDays,
        });
        period = {
          start: formatPlainDate(range.start),
          end: formatPlainDate(range.end),
          due: formatPlainDate(due),
        };
        periods.set(periodKey, period);
      }
      journals.push({
        ...base,
        lines: [
          { accountId: receivableId, amountMinor: amount, currency },
          { accountId: revenueId, amountMinor: -amount, currency },
        ],
      });
      outcomes.push({
        input,
        accountId: contract.id,
        status: 'POSTED',
        fromMain: null,
        fromSecondary: null,
        period,
      });
    }
    result.posted++;
  }

  const records: repo.TollRecord[] = outcomes.map((o) => ({
    transaction_id: o.input.transactionId,
    account_id: o.accountId,
    plate: o.input.plate.toUpperCase(),
    device_id: o.input.deviceId ?? null,
    segment_id: o.input.segmentId,
    entry_at: o.input.entryAt,
    exit_at: o.input.exitAt,
    km: o.input.km,
    category: o.input.category,
    emission_class: o.input.emissionClass,
    amount_minor: o.input.amountMinor,
    currency: o.input.currency,
    status: o.status,
    from_main_minor: o.fromMain,
    from_secondary_minor: o.fromSecondary,
    period_start: o.period?.start ?? null,
    period_end: o.period?.end ?? null,
    due_date: o.period?.due ?? null,
  }));
  // the journals and the toll transactions in one statement; what it recorded is what the answer
  // counts (an id recorded meanwhile by another delivery is a duplicate)
  const recorded = await repo
    .insertTollTransactions(tx, journals, records, source)
    .catch((error: unknown) => {
      throw ledgerError(error);
    });
  result.posted = recorded.filter((r) => r.status === 'POSTED').length;
  result.refused = recorded.filter((r) => r.status === 'REFUSED').length;
  result.unmatched = recorded.filter((r) => r.status === 'UNMATCHED').length;
  result.duplicates = rows.length - recorded.length;

  // low balance: available (main + credit limit + secondary) against the contract's threshold
  const lowBalance: LowBalanceHit[] = [];
  const recovered: number[] = [];
  for (const [key, wallet] of wallets) {
    if (!wallet.touched) continue;
    const contract = contracts.get(Number(key.split('|')[0]));
    if (!contract) continue;
    const threshold = lowBalanceThreshold({
      lowBalancePercent: contract.lowBalancePercent,
      initialPaymentMinor: contract.initialPaymentMinor,
      creditLimitMinor: wallet.limit,
    });
    if (threshold === null) continue;
    const available = wallet.main + wallet.limit + wallet.secondary;
    if (available < threshold)
      lowBalance.push({
        accountId: contract.id,
        availableMinor: available,
        thresholdMinor: threshold,
      });
    else recovered.push(contract.id);
  }
  return { result, lowBalance, recovered };
}
