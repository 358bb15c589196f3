import { inArray, sql } from 'drizzle-orm';
import { bookSaleItems } from '../modules/sales/sale-ledger';
import { queryRows } from '../platform/db/database';
import type { SaleItemRow, SaleRow } from '../modules/sales/repo';
import { saleItems, sales } from '../db/schema/sales';
import type { SeedStep } from './run-seeds';

/**
 * The demo's earlier sales (the site's, the counter's: written as rows by their steps) booked in
 * the ledger as a sale of today books itself: one journal per issued item, idempotent by the item
 * (`sale-item-<id>`), dated when the sale was paid. Without them the ledger auditor would report
 * the demo's own sales as booked without a journal on every run. A database seeded before this
 * step gets it at its next start.
 */
export const demoSaleJournalsStep: SeedStep = {
  name: 'demo-sale-journals',
  run: async (tx) => {
    const missing = await queryRows<{ id: string }>(
      tx,
      sql`select i.id::text as id from sale_items i join sales s on s.id = i.sale_id
          where i.state in ('ACTIVE', 'REVERSED') and s.state = 'ACTIVATED'
            and not exists (select 1 from ledger_transactions t where t.business_key = 'sale-item-' || i.id)
          order by s.created_at, i.position`,
    );
    if (missing.length === 0) return;
    const items = (await tx
      .select()
      .from(saleItems)
      .where(
        inArray(
          saleItems.id,
          missing.map((m) => m.id),
        ),
      )) as SaleItemRow[];
    const saleIds = [...new Set(items.map((i) => i.saleId))];
    const rows = (await tx.select().from(sales).where(inArray(sales.id, saleIds))) as SaleRow[];
    for (const sale of rows)
      await bookSaleItems(
        tx,
        sale,
        items.filter((i) => i.saleId === sale.id),
        sale.settledAt ?? sale.createdAt,
      );
  },
};
