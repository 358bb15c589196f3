import { sql } from 'drizzle-orm';
import {
  isLedgerAccountKind,
  LEDGER_ACCOUNT_KINDS,
  type LedgerAccountKind,
} from '@toll/domain/ledger';
import type { Currency } from '@toll/domain/money';
import { queryRows, type Executor } from '../../platform/db/database';
import { namedQuery } from '../../platform/db/wire';

/**
 * The ledger's accounts (migration 0018): an account per kind, owner and currency, made on first
 * use. Journals are booked through posting.ts and bulk-posting.ts.
 */
export type LedgerAccountRef = {
  kind: LedgerAccountKind;
  /** contract (accounts.id), partner id, bank account id or POS id; null for the platform's own. */
  ownerId?: number | null;
  currency: Currency;
  /**
   * Only used when the account is created: the lowest normal-side balance. A prepaid balance's
   * floor is the database's whatever is passed (migration 0035: −the contract's credit limit for
   * PREPAID_MAIN, 0 for PREPAID_SECONDARY); this value counts only without such a contract.
   */
  floorMinor?: number | null;
};

export const sideOf = (kind: LedgerAccountKind) =>
  LEDGER_ACCOUNT_KINDS[kind].normalSide === 'debit' ? 1 : -1;

export function checkRef(ref: LedgerAccountRef): void {
  if (!isLedgerAccountKind(ref.kind))
    throw new TypeError(`Unknown ledger account kind ${ref.kind}`);
  const owned = LEDGER_ACCOUNT_KINDS[ref.kind].owner !== null;
  const ownerId = ref.ownerId ?? null;
  if (owned !== (ownerId !== null))
    throw new TypeError(`Ledger account ${ref.kind} ${owned ? 'needs' : 'has no'} an owner`);
  if (ref.currency !== 'BGN' && ref.currency !== 'EUR')
    throw new TypeError(`Unknown currency ${String(ref.currency)}`);
}

/** The account's id, created on first use (race-safe: concurrent creators get the same row). */
export async function ensureLedgerAccount(exec: Executor, ref: LedgerAccountRef): Promise<number> {
  checkRef(ref);
  const ownerId = ref.ownerId ?? null;
  const inserted = await queryRows<{ id: number }>(
    exec,
    sql`insert into ledger_accounts (kind, owner_id, currency, normal_side, floor_minor)
        values (${ref.kind}, ${ownerId}, ${ref.currency}, ${sideOf(ref.kind)}, ${ref.floorMinor ?? null})
        on conflict on constraint ledger_accounts_key do nothing
        returning id`,
  );
  if (inserted[0]) return Number(inserted[0].id);
  const found = await queryRows<{ id: number }>(
    exec,
    sql`select id from ledger_accounts
        where kind = ${ref.kind} and owner_id is not distinct from ${ownerId} and currency = ${ref.currency}`,
  );
  if (!found[0]) throw new Error('ledger account vanished after a conflicting insert');
  return Number(found[0].id);
}

/** An account's key in the map `ensureLedgerAccounts` answers. */
export const ledgerAccountKey = (ref: {
  kind: string;
  ownerId?: number | null;
  currency: string;
}) => `${ref.kind}|${ref.ownerId ?? ''}|${ref.currency}`;

/**
 * The ids of several accounts, created on first use, in one statement (a journal's accounts: one
 * round trip, not two per account). An account committed by a racing creator after the
 * statement's snapshot is not seen by it: that rare one is looked up on its own.
 */
export async function ensureLedgerAccounts(
  exec: Executor,
  refs: readonly LedgerAccountRef[],
): Promise<Map<string, number>> {
  const wanted = new Map<string, LedgerAccountRef>();
  for (const ref of refs) {
    checkRef(ref);
    wanted.set(ledgerAccountKey(ref), ref);
  }
  const sorted = [...wanted.entries()].sort(([a], [b]) => a.localeCompare(b));
  const json = JSON.stringify(
    sorted.map(([, ref]) => ({
      kind: ref.kind,
      owner_id: ref.ownerId ?? null,
      currency: ref.currency,
      normal_side: sideOf(ref.kind),
      floor_minor: ref.floorMinor ?? null,
    })),
  );
  // a JSON parameter, not a VALUES list: a toll batch asks for thousands of accounts; the look-up
  // joins by equality (owned and unowned apart) so it can use the accounts' key; prepared once per
  // connection (every sale asks it: planning it cost five times its run). Only the accounts
  // not found are inserted: an INSERT … ON CONFLICT meeting an account whose balance another
  // transaction is changing waits for that transaction to end, so a sale would queue behind every
  // other sale booking to the same revenue account (the reseller bench: a third of the waits).
  const rows = await namedQuery<{
    id: number;
    kind: string;
    owner_id: number | null;
    currency: string;
  }>(
    exec,
    'ledger_ensure_accounts',
    `with wanted as (
          select * from jsonb_to_recordset($1::jsonb) as w(kind text, owner_id integer,
            currency char(3), normal_side smallint, floor_minor bigint)),
        found as (
          select a.id, a.kind, a.owner_id, a.currency from ledger_accounts a join wanted w
            on a.kind = w.kind and a.owner_id = w.owner_id and a.currency = w.currency
          union all
          select a.id, a.kind, a.owner_id, a.currency from ledger_accounts a join wanted w
            on a.kind = w.kind and a.owner_id is null and w.owner_id is null and a.currency = w.currency),
        ins as (insert into ledger_accounts (kind, owner_id, currency, normal_side, floor_minor)
                select w.kind, w.owner_id, w.currency, w.normal_side, w.floor_minor from wanted w
                where not exists (select 1 from found f where f.kind = w.kind
                  and f.owner_id is not distinct from w.owner_id and f.currency = w.currency)
                on conflict on constraint ledger_accounts_key do nothing
                returning id, kind, owner_id, currency)
        select id, kind, owner_id, currency from found
        union all
        select id, kind, owner_id, currency from ins`,
    [json],
  );
  const ids = new Map<string, number>();
  for (const row of rows)
    ids.set(
      ledgerAccountKey({ kind: row.kind, ownerId: row.owner_id, currency: row.currency }),
      Number(row.id),
    );
  for (const [key, ref] of sorted)
    if (!ids.has(key)) ids.set(key, await ensureLedgerAccount(exec, ref));
  return ids;
}

/** Sets an account's floor (a prepaid balance's credit limit changed). Balances above stay valid. */
export async function setLedgerFloor(
  exec: Executor,
  ref: LedgerAccountRef,
  floorMinor: number | null,
): Promise<number> {
  const id = await ensureLedgerAccount(exec, ref);
  await exec.execute(sql`update ledger_accounts set floor_minor = ${floorMinor} where id = ${id}`);
  return id;
}
