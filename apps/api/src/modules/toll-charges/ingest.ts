import { sql } from 'drizzle-orm';
import type { TollBatchResult, TollTransactionInput } from '@toll/contract/toll-charges';
import type { DueDayCounter, ObligationPeriod } from '@toll/domain/accounts';
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
import { queryRows, type Executor } from '../../platform/db/database';
import { postJournalsBulk, type BulkJournal } from '../ledger/bulk-posting';
import { ensureLedgerAccount, setLedgerFloor } from '../ledger/posting';

/**
 * Books a batch of the charging system's toll transactions in one database transaction, set-based:
 * the batch's new ids (a transaction id seen before is skipped: replaying a batch books nothing),
 * their contracts by the vehicle's active unit, the prepaid balances locked once per contract, the
 * cover of each charge computed in order (main balance down to minus the credit limit, then the
 * secondary; a charge they cannot cover is REFUSED, recorded unpaid, never lost), the journals in
 * two statements (`postJournalsBulk`), the toll transactions in one. Batches are serialised by an
 * advisory lock, so two deliveries of the same id cannot both compute a cover.
 */
export type LowBalanceHit = { accountId: number; availableMinor: number; thresholdMinor: number };

type Contract = {
  id: number;
  accountType: number;
  creditLimitBgn: number;
  creditLimitEur: number;
  lowBalancePercent: number | null;
  initialPaymentMinor: number;
  obligationPeriod: ObligationPeriod | null;
  duePaymentDays: number | null;
  dueDaysCounter: DueDayCounter | null;
  postponeDays: number;
};

type Outcome = {
  input: TollTransactionInput;
  accountId: number | null;
  status: 'POSTED' | 'REFUSED' | 'UNMATCHED';
  fromMain: number | null;
  fromSecondary: number | null;
  period: { start: string; end: string; due: string } | null;
};

const INGEST_LOCK = 719_001;

export async function ingestTollBatch(
  tx: Executor,
  rows: readonly TollTransactionInput[],
  source: 'API' | 'FILE',
): Promise<{ result: TollBatchResult; lowBalance: LowBalanceHit[]; recovered: number[] }> {
  await tx.execute(sql`select pg_advisory_xact_lock(${INGEST_LOCK})`);
  // first of each id in the batch; then those not recorded before
  const unique = new Map<string, TollTransactionInput>();
  for (const row of rows) if (!unique.has(row.transactionId)) unique.set(row.transactionId, row);
  const ids = JSON.stringify([...unique.keys()]);
  const seen = await queryRows<{ transaction_id: string }>(
    tx,
    sql`select t.transaction_id from toll_transactions t
        join jsonb_array_elements_text(${ids}::jsonb) as i(id) on i.id = t.transaction_id`,
  );
  for (const row of seen) unique.delete(row.transaction_id);
  const fresh = [...unique.values()];
  const result: TollBatchResult = {
    received: rows.length,
    duplicates: rows.length - fresh.length,
    posted: 0,
    refused: 0,
    unmatched: 0,
  };
  if (fresh.length === 0) return { result, lowBalance: [], recovered: [] };

  const plates = JSON.stringify([...new Set(fresh.map((r) => r.plate.toUpperCase()))]);
  const units = await queryRows<{ plate: string; account_id: number }>(
    tx,
    sql`select distinct on (u.plate) u.plate, u.account_id
        from account_units u
        join jsonb_array_elements_text(${plates}::jsonb) as p(plate) on p.plate = u.plate
        join accounts a on a.id = u.account_id and a.status = 'ACTIVE'
        where u.status = 'ACTIVE'
        order by u.plate, u.id`,
  );
  const contractOf = new Map(units.map((u) => [u.plate, Number(u.account_id)]));
  const contractIds = JSON.stringify([...new Set(contractOf.values())]);
  const contractRows = await queryRows<Record<string, unknown>>(
    tx,
    sql`select a.id, a.account_type, a.credit_limit_bg_toll_bgn_minor, a.credit_limit_bg_toll_eur_minor,
          a.low_balance_percent, a.initial_payment_minor, a.obligation_period, a.due_payment_days,
          a.due_days_counter, a.postpone_days
        from accounts a join jsonb_array_elements_text(${contractIds}::jsonb) as c(id) on c.id::int = a.id`,
  );
  const contracts = new Map<number, Contract>(
    contractRows.map((r) => [
      Number(r.id),
      {
        id: Number(r.id),
        accountType: Number(r.account_type),
        creditLimitBgn: Number(r.credit_limit_bg_toll_bgn_minor),
        creditLimitEur: Number(r.credit_limit_bg_toll_eur_minor),
        lowBalancePercent: r.low_balance_percent == null ? null : Number(r.low_balance_percent),
        initialPaymentMinor: Number(r.initial_payment_minor),
        obligationPeriod: (r.obligation_period as ObligationPeriod | null) ?? null,
        duePaymentDays: r.due_payment_days == null ? null : Number(r.due_payment_days),
        dueDaysCounter: (r.due_days_counter as DueDayCounter | null) ?? null,
        postponeDays: Number(r.postpone_days ?? 0),
      },
    ]),
  );

  // the ledger accounts each (contract, currency) needs, prepaid balances locked and read once
  type Wallet = {
    main: number;
    secondary: number;
    mainId: number;
    secondaryId: number;
    limit: number;
    touched: boolean;
  };
  const wallets = new Map<string, Wallet>();
  const receivables = new Map<string, number>();
  const revenue = new Map<Currency, number>();
  const revenueOf = async (currency: Currency) => {
    let id = revenue.get(currency);
    if (id === undefined) {
      id = await ensureLedgerAccount(tx, { kind: 'REVENUE_TOLL', currency });
      revenue.set(currency, id);
    }
    return id;
  };
  const walletOf = async (contract: Contract, currency: Currency) => {
    const key = `${contract.id}|${currency}`;
    let wallet = wallets.get(key);
    if (wallet) return wallet;
    const limit = currency === 'EUR' ? contract.creditLimitEur : contract.creditLimitBgn;
    const mainId = await setLedgerFloor(
      tx,
      { kind: 'PREPAID_MAIN', ownerId: contract.id, currency },
      -limit,
    );
    const secondaryId = await setLedgerFloor(
      tx,
      { kind: 'PREPAID_SECONDARY', ownerId: contract.id, currency },
      0,
    );
    const balances = await queryRows<{ id: number; balance_minor: string }>(
      tx,
      sql`select id, balance_minor from ledger_accounts where id in (${mainId}, ${secondaryId})
          order by id for update`,
    );
    const balance = (id: number) =>
      -Number(balances.find((b) => Number(b.id) === id)?.balance_minor ?? 0);
    wallet = {
      main: balance(mainId),
      secondary: balance(secondaryId),
      mainId,
      secondaryId,
      limit,
      touched: false,
    };
    wallets.set(key, wallet);
    return wallet;
  };

  const outcomes: Outcome[] = [];
  const journals: BulkJournal[] = [];
  for (const input of fresh) {
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
    const revenueId = await revenueOf(currency);
    const base = {
      type: 'TOLL' as const,
      businessKey: input.transactionId,
      occurredAt,
      refs: { accountId: contract.id, segmentId: input.segmentId },
    };
    if (contract.accountType === PREPAID) {
      const wallet = await walletOf(contract, currency);
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
      const key = `${contract.id}|${currency}`;
      let receivableId = receivables.get(key);
      if (receivableId === undefined) {
        receivableId = await ensureLedgerAccount(tx, {
          kind: 'POSTPAID_RECEIVABLE',
          ownerId: contract.id,
          currency,
        });
        receivables.set(key, receivableId);
      }
      const day = sofiaDate(occurredAt);
      const range = obligationPeriodOf(day, contract.obligationPeriod ?? 'DAILY');
      const due = obligationDueDate(range.end, {
        duePaymentDays: contract.duePaymentDays ?? 0,
        dueDaysCounter: contract.dueDaysCounter ?? 'CALENDAR',
        postponeDays: contract.postponeDays,
      });
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
        period: {
          start: formatPlainDate(range.start),
          end: formatPlainDate(range.end),
          due: formatPlainDate(due),
        },
      });
    }
    result.posted++;
  }

  const booked = await postJournalsBulk(tx, journals);
  const records = outcomes.map((o) => ({
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
    ledger_transaction_id:
      o.status === 'POSTED' ? (booked.get(o.input.transactionId) ?? null) : null,
    from_main_minor: o.fromMain,
    from_secondary_minor: o.fromSecondary,
    period_start: o.period?.start ?? null,
    period_end: o.period?.end ?? null,
    due_date: o.period?.due ?? null,
  }));
  await tx.execute(
    sql`insert into toll_transactions (transaction_id, account_id, plate, device_id, segment_id,
          entry_at, exit_at, km, category, emission_class, amount_minor, currency, status,
          ledger_transaction_id, from_main_minor, from_secondary_minor, period_start, period_end,
          due_date, source)
        select r.transaction_id, r.account_id, r.plate, r.device_id, r.segment_id, r.entry_at,
          r.exit_at, r.km, r.category, r.emission_class, r.amount_minor, r.currency, r.status,
          r.ledger_transaction_id, r.from_main_minor, r.from_secondary_minor, r.period_start,
          r.period_end, r.due_date, ${source}
        from jsonb_to_recordset(${JSON.stringify(records)}::jsonb) as r(transaction_id text,
          account_id integer, plate text, device_id text, segment_id text, entry_at timestamptz,
          exit_at timestamptz, km numeric, category text, emission_class text, amount_minor bigint,
          currency char(3), status text, ledger_transaction_id bigint, from_main_minor bigint,
          from_secondary_minor bigint, period_start date, period_end date, due_date date)`,
  );

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
