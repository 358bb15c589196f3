import { and, eq, gt, isNull, lte, or } from 'drizzle-orm';
import { documentNumber } from '@toll/domain/document-numbers';
import type { VignettePeriod } from '@toll/domain/vignette-products';
import { validityWindow, windowEnd } from '@toll/domain/vignette-validity';
import { vignetteTariffs } from '../db/schema/catalog';
import { users } from '../db/schema/identity';
import { cashierShifts } from '../db/schema/pos-shifts';
import { saleItems, sales, vignettes } from '../db/schema/sales';
import type { Tx } from '../platform/db/database';
import type { SeedStep } from './run-seeds';

/**
 * The demo cashier's shifts at POS 1 (README "Demo data"): yesterday's closed shift and today's
 * open one, each with cash sales of vignettes that start at the sale. Times are relative to the
 * moment the demo data is seeded.
 */
const DEMO_POS = 1;
const HOUR = 3_600_000;

type DemoSale = { productId: string; period: VignettePeriod; plate: string; hoursAgo: number };

const CLOSED_SHIFT: readonly DemoSale[] = [
  { productId: 'car-weekly', period: 'WEEKLY', plate: 'PB4411KA', hoursAgo: 30 },
  { productId: 'car-monthly', period: 'MONTHLY', plate: 'PB5522KB', hoursAgo: 29 },
  { productId: 'car-weekly', period: 'WEEKLY', plate: 'PB6633KC', hoursAgo: 27 },
];
const OPEN_SHIFT: readonly DemoSale[] = [
  { productId: 'car-annual', period: 'ANNUAL', plate: 'PB7744KE', hoursAgo: 1.5 },
  { productId: 'car-weekly', period: 'WEEKLY', plate: 'PB8855KH', hoursAgo: 0.5 },
];

async function tariffAt(tx: Tx, productId: string, at: Date) {
  const [row] = await tx
    .select()
    .from(vignetteTariffs)
    .where(
      and(
        eq(vignetteTariffs.productId, productId),
        lte(vignetteTariffs.validFrom, at),
        or(isNull(vignetteTariffs.validTo), gt(vignetteTariffs.validTo, at)),
      ),
    );
  return row!;
}

async function cashSale(
  tx: Tx,
  demo: DemoSale,
  now: Date,
  shiftId: number,
  cashierId: number,
  serial: number,
) {
  const soldAt = new Date(now.getTime() - demo.hoursAgo * HOUR);
  const tariff = await tariffAt(tx, demo.productId, soldAt);
  const currency = soldAt.getUTCFullYear() >= 2026 ? 'EUR' : 'BGN';
  const window = validityWindow(demo.period, soldAt);
  const [sale] = await tx
    .insert(sales)
    .values({
      state: 'ACTIVATED',
      channel: 'office',
      paymentMethod: 'CASH',
      posId: DEMO_POS,
      cashierUserId: cashierId,
      shiftId,
      email: '',
      lang: 'bg',
      currency,
      totalMinor: currency === 'EUR' ? tariff.amountEur : tariff.amountBgn,
      totalBgn: tariff.amountBgn,
      totalEur: tariff.amountEur,
      createdAt: soldAt,
      updatedAt: soldAt,
      settledAt: soldAt,
    })
    .returning();
  const [item] = await tx
    .insert(saleItems)
    .values({
      saleId: sale!.id,
      position: 0,
      kind: 'VIGNETTE',
      state: 'ACTIVE',
      productId: demo.productId,
      tariffId: tariff.id,
      countryCode: 'BG',
      plate: demo.plate,
      startsAtPayment: true,
      validFrom: window.from,
      validTo: window.to,
      amountBgn: tariff.amountBgn,
      amountEur: tariff.amountEur,
    })
    .returning();
  await tx.insert(vignettes).values({
    number: documentNumber(soldAt, 91_000_000 + serial),
    saleItemId: item!.id,
    productId: demo.productId,
    vehicleType: 'car',
    period: demo.period,
    countryCode: 'BG',
    plate: demo.plate,
    validFrom: window.from,
    validUntil: windowEnd(window),
    amountBgn: tariff.amountBgn,
    amountEur: tariff.amountEur,
    currency,
    email: null,
    lang: 'bg',
    issuedAt: soldAt,
  });
}

export const demoShiftsStep: SeedStep = {
  name: 'demo-shifts',
  run: async (tx) => {
    const now = new Date();
    const [cashier] = await tx.select().from(users).where(eq(users.username, 'cashier'));
    if (!cashier) return;
    const [closed] = await tx
      .insert(cashierShifts)
      .values({
        posId: DEMO_POS,
        userId: cashier.id,
        status: 2,
        openedAt: new Date(now.getTime() - 31 * HOUR),
        closedAt: new Date(now.getTime() - 23 * HOUR),
      })
      .returning();
    const [open] = await tx
      .insert(cashierShifts)
      .values({
        posId: DEMO_POS,
        userId: cashier.id,
        status: 1,
        openedAt: new Date(now.getTime() - 2 * HOUR),
      })
      .returning();
    let serial = 0;
    for (const demo of CLOSED_SHIFT)
      await cashSale(tx, demo, now, closed!.id, cashier.id, serial++);
    for (const demo of OPEN_SHIFT) await cashSale(tx, demo, now, open!.id, cashier.id, serial++);
  },
};
