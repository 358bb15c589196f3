import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../platform/db/database';

/**
 * The month partitions of `toll_transactions` (migration 0060): made ahead and on demand by
 * `toll_transactions_ensure_month`, and a month past the live window detached to the `archive`
 * schema with its ids leaving `toll_transaction_keys`.
 */
export type TollMonth = { name: string; month: string; schema: 'public' | 'archive' };

/** Makes the partitions of the months from `from` to `to` (first days, UTC) when missing. */
export async function ensureTollMonths(db: Executor, from: Date, to: Date): Promise<string[]> {
  const rows = await queryRows<{ name: string }>(
    db,
    sql`select toll_transactions_ensure_month(m) as name
        from generate_series(${from.toISOString()}::timestamptz, ${to.toISOString()}::timestamptz,
          interval '1 month') m`,
  );
  return rows.map((r) => r.name);
}

/** The live months (attached partitions) and the archived ones, oldest first. */
export async function listTollMonths(db: Executor): Promise<TollMonth[]> {
  return queryRows<TollMonth>(
    db,
    sql`select c.relname as name, n.nspname as schema,
          substr(c.relname, 20, 4) || '-' || substr(c.relname, 25, 2) as month
        from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where c.relkind = 'r' and n.nspname in ('public', 'archive')
          and c.relname ~ '^toll_transactions_y[0-9]{4}m[0-9]{2}$'
        order by month, schema`,
  );
}

/**
 * Detaches one live month (`YYYY-MM`) into the `archive` schema and removes its ids from the
 * registry, in the caller's transaction. The rows stay whole in `archive.toll_transactions_y…`.
 */
export async function archiveTollMonth(db: Executor, month: string): Promise<number> {
  const name = `toll_transactions_y${month.slice(0, 4)}m${month.slice(5, 7)}`;
  if (!/^toll_transactions_y\d{4}m\d{2}$/.test(name)) throw new Error(`bad month ${month}`);
  await db.execute(sql.raw(`alter table public.toll_transactions detach partition public.${name}`));
  await db.execute(sql.raw(`alter table public.${name} set schema archive`));
  const removed = await queryRows<{ n: number }>(
    db,
    sql`with d as (delete from toll_transaction_keys where exit_month = ${`${month}-01`}::date
        returning 1) select count(*)::int as n from d`,
  );
  return removed[0]?.n ?? 0;
}
