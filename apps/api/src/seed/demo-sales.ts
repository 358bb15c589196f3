import { and, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import { documentNumber } from '@toll/domain/document-numbers';
import type { VignettePeriod } from '@toll/domain/vignette-products';
import { validityWindow, windowEnd } from '@toll/domain/vignette-validity';
import { vignetteTariffs } from '../db/schema/catalog';
import { users } from '../db/schema/identity';
import { paymentAttempts, saleItems, sales, vignettes } from '../db/schema/sales';
import { queryRows, type Tx } from '../platform/db/database';
import type { SeedStep } from './run-seeds';

/**
 * Demo sales: vignettes of the demo customer and driver in every check state (active, expired,
 * not started yet), so order history and the checks have something to show. Times are relative to
 * the moment the demo data is seeded.
 */
export type DemoVignette = {
  username: string;
  productId: string;
  period: VignettePeriod;
  plate: string;
  countryCode: string;
  /** Days from seeding to the purchase and to the start. */
  boughtDaysAgo: number;
  startDaysFromNow: number;
};

const DEMO_VIGNETTES: readonly DemoVignette[] = [
  {
    username: 'customer',
    productId: 'car-annual',
    period: 'ANNUAL',
    plate: 'CA1234BX',
    countryCode: 'BG',
    boughtDaysAgo: 60,
    startDaysFromNow: -60,
  },
  {
    username: 'customer',
    productId: 'car-weekly',
    period: 'WEEKLY',
    plate: 'CB5678AK',
    countryCode: 'BG',
    boughtDaysAgo: 40,
    startDaysFromNow: -40,
  },
  {
    username: 'customer',
    productId: 'trailer-monthly',
    period: 'MONTHLY',
    plate: 'CA9012PP',
    countryCode: 'BG',
    boughtDaysAgo: 1,
    startDaysFromNow: 5,
  },
  {
    username: 'driver',
    productId: 'car-quarterly',
    period: 'QUARTERLY',
    plate: 'B123ABC',
    countryCode: 'RO',
    boughtDaysAgo: 10,
    startDaysFromNow: -10,
  },
  // last year's annual vignette, ended two weeks ago: "buy again" in the order history (issue #38)
  {
    username: 'driver',
    productId: 'car-annual',
    period: 'ANNUAL',
    plate: 'CB4500KP',
    countryCode: 'BG',
    boughtDaysAgo: 382,
    startDaysFromNow: -380,
  },
];

const DAY = 86_400_000;

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

export async function seedVignette(tx: Tx, demo: DemoVignette, now: Date, index: number) {
  const [user] = await tx.select().from(users).where(eq(users.username, demo.username));
  const boughtAt = new Date(now.getTime() - demo.boughtDaysAgo * DAY);
  const window = validityWindow(demo.period, new Date(now.getTime() + demo.startDaysFromNow * DAY));
  const tariff = await tariffAt(tx, demo.productId, boughtAt);
  const currency = boughtAt.getUTCFullYear() >= 2026 ? 'EUR' : 'BGN';
  const [sale] = await tx
    .insert(sales)
    .values({
      state: 'ACTIVATED',
      userId: user?.id ?? null,
      email: user?.email ?? 'demo@example.bg',
      lang: user?.lang ?? 'bg',
      currency,
      totalMinor: currency === 'EUR' ? tariff.amountEur : tariff.amountBgn,
      totalBgn: tariff.amountBgn,
      totalEur: tariff.amountEur,
      createdAt: boughtAt,
      updatedAt: boughtAt,
      settledAt: boughtAt,
      receiptSentAt: boughtAt,
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
      countryCode: demo.countryCode,
      plate: demo.plate,
      startsAtPayment: false,
      validFrom: window.from,
      validTo: window.to,
      amountBgn: tariff.amountBgn,
      amountEur: tariff.amountEur,
    })
    .returning();
  const [order] = await queryRows<{ n: string }>(tx, sql`select nextval('payment_order_seq') as n`);
  await tx.insert(paymentAttempts).values({
    saleId: sale!.id,
    gateway: 'sandbox',
    terminal: 'DEMO0001',
    orderCode: String(order!.n).padStart(6, '0'),
    nonce: `DEMO${String(index).padStart(28, '0')}`,
    amountMinor: sale!.totalMinor,
    currency,
    state: 'APPROVED',
    final: true,
    action: '0',
    rc: '00',
    approval: `D0000${index}`,
    rrn: `60000000000${index}`,
    intRef: `DEMO00000000000${index}`,
    createdAt: boughtAt,
    orderReusableAt: new Date(boughtAt.getTime() + DAY),
    resolvedAt: boughtAt,
  });
  await tx.insert(vignettes).values({
    number: documentNumber(boughtAt, 90_000_000 + index),
    saleItemId: item!.id,
    productId: demo.productId,
    vehicleType: demo.productId.split('-')[0]!,
    period: demo.period,
    countryCode: demo.countryCode,
    plate: demo.plate,
    validFrom: window.from,
    validUntil: windowEnd(window),
    amountBgn: tariff.amountBgn,
    amountEur: tariff.amountEur,
    currency,
    email: user?.email ?? null,
    lang: user?.lang ?? 'bg',
    issuedAt: boughtAt,
  });
}

export const demoSalesStep: SeedStep = {
  name: 'demo-sales',
  run: async (tx) => {
    const now = new Date();
    for (const [index, demo] of DEMO_VIGNETTES.entries()) await seedVignette(tx, demo, now, index);
  },
};
