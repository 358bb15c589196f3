import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../platform/db/database';
import { createCraftedGateway } from '../../test/crafted-gateway';
import { APPROVED, getSale, postResult, purchase, resultFor } from '../../test/sales-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * Racing buyers. On PostgreSQL (DATABASE_URL) the results are applied by concurrent transactions
 * on separate connections, and only the exclusion constraint stands between them and a double
 * sale; on PGlite the same test runs serialised.
 */
const gateway = createCraftedGateway();
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ now: '2026-11-21T10:00:00Z', gateway });
});
afterAll(() => t.close());

describe('racing buyers of overlapping vignettes', () => {
  it('issues exactly one vignette per plate and refunds every other payment in full', async () => {
    const plates = ['RC1000AA', 'RC1001AA', 'RC1002AA', 'RC1003AA'];
    const buyers = 24;
    const forms = await Promise.all(
      Array.from({ length: buyers }, (_, i) =>
        purchase(t, [
          {
            productId: i % 2 === 0 ? 'car-annual' : 'car-monthly',
            countryCode: 'BG',
            lpn: plates[i % plates.length]!,
          },
        ]),
      ),
    );
    const results = forms.map((form) => resultFor(gateway, form, APPROVED));
    // Every result twice, all at once: replays race with the originals.
    const answers = await Promise.all(
      [...results, ...results].map((fields) => postResult(t, fields)),
    );
    expect(answers.every((answer) => answer.statusCode === 303)).toBe(true);

    const issued = await queryRows<{ plate: string; n: number }>(
      t.database.db,
      sql`select plate, count(*)::int as n from vignettes where plate like 'RC100%' group by plate order by plate`,
    );
    expect(issued).toEqual(plates.map((plate) => ({ plate, n: 1 })));

    const sales = await Promise.all(forms.map((form) => getSale(t, form.transId)));
    const states = sales.map((sale) => sale.status);
    expect(states.filter((s) => s === 'ACTIVATED')).toHaveLength(plates.length);
    expect(states.filter((s) => s === 'ACTIVATION_FAILED')).toHaveLength(buyers - plates.length);

    // Nothing lost: every failed sale has exactly one reversal of its whole amount.
    const reversals = await queryRows<{ sale_id: string; amount_minor: number; n: number }>(
      t.database.db,
      sql`select sale_id, max(amount_minor)::int as amount_minor, count(*)::int as n
          from payment_reversals group by sale_id`,
    );
    const bySale = new Map(reversals.map((r) => [r.sale_id, r]));
    for (const sale of sales) {
      const reversal = bySale.get(sale.transId);
      if (sale.status === 'ACTIVATED') expect(reversal).toBeUndefined();
      else expect(reversal).toMatchObject({ amount_minor: sale.total.price.minor, n: 1 });
    }
    const [messages] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from gateway_messages where kind = 'result'`,
    );
    expect(messages?.n).toBe(buyers * 2);
  });
});
