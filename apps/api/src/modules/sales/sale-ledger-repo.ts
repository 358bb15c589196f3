import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../platform/db/database';

/** What sale-ledger.ts reads besides the ledger's own door (the rules stay there). */

/** The partner of a point of sale with its commission, or null. */
export async function posPartner(tx: Executor, posId: number) {
  const rows = await queryRows<{ partner_id: number; commission_bp: number }>(
    tx,
    sql`select p.id as partner_id, p.commission_bp from points_of_sale s
        join partners p on p.id = s.partner_id where s.id = ${posId}`,
  );
  return rows[0] ?? null;
}

/** A delict's type, or undefined. */
export async function delictType(tx: Executor, delictId: string | null) {
  const rows = await queryRows<{ delict_type: string }>(
    tx,
    sql`select delict_type from delicts where id = ${delictId}`,
  );
  return rows[0]?.delict_type;
}

/**
 * The sale's bookings not reversed yet (reversals left out), or only these items' bookings.
 */
export function unreversedSaleBookings(tx: Executor, saleId: string, itemIds?: readonly string[]) {
  return queryRows<{ id: string; business_key: string }>(
    tx,
    sql`select t.id, t.business_key from ledger_transactions t
        where t.refs->>'saleId' = ${saleId} and t.type <> 'REVERSAL'
          and not exists (select 1 from ledger_transactions r where r.reverses_transaction_id = t.id)
          ${
            itemIds
              ? sql`and t.refs->>'saleItemId' in (${sql.join(
                  itemIds.map((id) => sql`${id}`),
                  sql`, `,
                )})`
              : sql``
          }`,
  );
}
