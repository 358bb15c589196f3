import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../platform/db/database';
import { createCraftedGateway } from '../../test/crafted-gateway';
import { APPROVED, getSale, postResult, purchase, resultFor } from '../../test/sales-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { getLedgerBalance, verifyLedgerBalances } from '../ledger/posting';
import { reverseSaleBookings } from './sale-ledger';

const gateway = createCraftedGateway();
let t: TestApp;

const bookings = (saleId: string) =>
  queryRows<{ type: string; business_key: string }>(
    t.database.db,
    sql`select type, business_key from ledger_transactions where refs->>'saleId' = ${String(saleId)} order by id`,
  );

beforeAll(async () => {
  t = await createTestApp({ now: '2026-11-01T08:00:00Z', gateway });
}, 300_000);
afterAll(() => t?.close());

describe('card sales in the ledger', { timeout: 120_000 }, () => {
  it('books an activated sale once, and its reversal once', async () => {
    const form = await purchase(t, [
      { productId: 'car-monthly', countryCode: 'BG', lpn: 'CA7777LD' },
    ]);
    const result = resultFor(gateway, form, APPROVED);
    await postResult(t, result);
    await postResult(t, result); // the gateway repeats itself: nothing more is booked
    const sale = await getSale(t, form.transId);
    const saleId = form.transId;
    const booked = await bookings(saleId);
    expect(booked).toHaveLength(1);
    expect(booked[0]!.type).toBe('E_VIGNETTE');
    const revenue = await getLedgerBalance(t.database.db, {
      kind: 'REVENUE_VIGNETTE',
      currency: 'EUR',
    });
    expect(revenue.normalBalanceMinor).toBe(sale.total.price.minor);

    // another item's id reverses nothing; the sale's own item once, however often asked
    const none = await t.database.db.transaction((tx) =>
      reverseSaleBookings(tx, saleId, new Date(), 'test', ['00000000-0000-0000-0000-000000000000']),
    );
    expect(none).toBe(0);
    await t.database.db.transaction((tx) => reverseSaleBookings(tx, saleId, new Date(), 'test'));
    await t.database.db.transaction((tx) => reverseSaleBookings(tx, saleId, new Date(), 'test'));
    const reversals = await queryRows<{ n: string }>(
      t.database.db,
      sql`select count(*) as n from ledger_transactions where type = 'REVERSAL' and refs->>'reversedType' = 'E_VIGNETTE'`,
    );
    expect(Number(reversals[0]!.n)).toBe(1);
    expect(
      (await getLedgerBalance(t.database.db, { kind: 'REVENUE_VIGNETTE', currency: 'EUR' }))
        .normalBalanceMinor,
    ).toBe(0);
    expect(await verifyLedgerBalances(t.database.db)).toEqual([]);
  });
});
