import { sql } from 'drizzle-orm';
import type { ContractBalance } from '@toll/contract/toll-charges';
import { queryRows, type Executor } from '../../platform/db/database';

/** A contract's ledger accounts (kept balances, O(1) each) and its latest 50 toll transactions. */
export async function contractBalance(db: Executor, accountId: number): Promise<ContractBalance> {
  const balances = await queryRows<{
    id: number;
    kind: string;
    currency: 'BGN' | 'EUR';
    balance_minor: string;
    normal_side: number;
    floor_minor: string | null;
  }>(
    db,
    sql`select id, kind, currency, balance_minor, normal_side, floor_minor from ledger_accounts
        where owner_id = ${accountId}
          and kind in ('PREPAID_MAIN', 'PREPAID_SECONDARY', 'POSTPAID_RECEIVABLE', 'DEPOSIT', 'UNPAID_DEPOSIT')
        order by kind, currency`,
  );
  const tolls = await queryRows<{
    transaction_id: string;
    plate: string;
    segment_id: string;
    exit_at: Date | string;
    amount_minor: string;
    currency: 'BGN' | 'EUR';
    status: 'POSTED' | 'REFUSED' | 'UNMATCHED';
    due_date: string | null;
  }>(
    db,
    sql`select transaction_id, plate, segment_id, exit_at, amount_minor, currency, status,
          due_date::text as due_date
        from toll_transactions where account_id = ${accountId}
        order by exit_at desc, id desc limit 50`,
  );
  return {
    balances: balances.map((b) => ({
      ledgerAccountId: Number(b.id),
      kind: b.kind,
      currency: b.currency,
      normalBalanceMinor: Number(b.normal_side) * Number(b.balance_minor) || 0,
      floorMinor: b.floor_minor === null ? null : Number(b.floor_minor),
    })),
    tolls: tolls.map((r) => ({
      transactionId: r.transaction_id,
      plate: r.plate,
      segmentId: r.segment_id,
      exitAt: new Date(r.exit_at).toISOString(),
      amountMinor: Number(r.amount_minor),
      currency: r.currency,
      status: r.status,
      dueDate: r.due_date,
    })),
  };
}
