import type { ContractBalance } from '@toll/contract/toll-charges';
import type { Executor } from '../../platform/db/database';
import * as repo from './repo';

/** A contract's ledger accounts (kept balances, O(1) each) and its latest 50 toll transactions. */
export async function contractBalance(db: Executor, accountId: number): Promise<ContractBalance> {
  const balances = await repo.contractLedgerBalances(db, accountId);
  const tolls = await repo.latestTolls(db, accountId);
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
