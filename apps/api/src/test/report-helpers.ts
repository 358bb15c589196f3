import { sql } from 'drizzle-orm';
import type { Executor } from '../platform/db/database';

export type SeedSale = {
  /** When the sale was made (an instant). */
  at: string;
  product?: string;
  kind?: 'VIGNETTE' | 'ROUTE_PASS';
  posId?: number | null;
  channel?: 'site' | 'office' | 'tablet';
  plate?: string;
  amountEur?: number;
  state?: 'ACTIVE' | 'PENDING';
};

/** A settled sale with one item, straight into the database (the report trigger counts it). */
export async function seedIssuedSale(db: Executor, sale: SeedSale): Promise<string> {
  const kind = sale.kind ?? 'VIGNETTE';
  const product = kind === 'VIGNETTE' ? (sale.product ?? 'car-weekly') : null;
  const eur = sale.amountEur ?? 1534;
  const bgn = Math.round(eur * 1.95583);
  const result = (await db.execute(sql`
    with s as (
      insert into sales (state, channel, email, lang, currency, total_minor, total_bgn, total_eur,
        created_at, updated_at, settled_at, pos_id, payment_method)
      values ('ACTIVATED', ${sale.channel ?? 'site'}, 'buyer@example.bg', 'bg', 'EUR', ${eur}, ${bgn},
        ${eur}, ${sale.at}::timestamptz, ${sale.at}::timestamptz, ${sale.at}::timestamptz,
        ${sale.posId ?? null}, ${sale.posId ? 'CASH' : 'CARD'})
      returning id)
    insert into sale_items (sale_id, position, kind, state, product_id, tariff_id, country_code,
      plate, starts_at_payment, valid_from, valid_to, amount_bgn, amount_eur, route_pass)
    select s.id, 1, ${kind}, ${sale.state ?? 'ACTIVE'}, ${product},
      (select id from vignette_tariffs where product_id = ${product} order by valid_from limit 1),
      'BG', ${sale.plate ?? 'CA1234AB'}, false, ${sale.at}::timestamptz,
      ${sale.at}::timestamptz + interval '7 days', ${bgn}, ${eur},
      ${kind === 'ROUTE_PASS' ? sql`'{"points":[]}'::jsonb` : sql`null`}
    from s returning id`)) as unknown as { rows: { id: string }[] };
  return result.rows[0]!.id;
}
