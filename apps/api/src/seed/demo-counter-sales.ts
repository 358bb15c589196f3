import { and, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import { documentNumber } from '@toll/domain/document-numbers';
import { DEFAULT_FEATURE_FLAGS } from '@toll/domain/feature-flags';
import { fromMajor } from '@toll/domain/money';
import { validityWindow, windowEnd } from '@toll/domain/vignette-validity';
import { createRoutePassService, createTariffSource } from '../modules/route-passes/service';
import { queryRows, type Tx } from '../platform/db/database';
import { vignetteTariffs } from '../db/schema/catalog';
import { users } from '../db/schema/identity';
import { cashierShifts } from '../db/schema/pos-shifts';
import { paymentAttempts, routePasses, saleItems, sales, vignettes } from '../db/schema/sales';
import type { SeedStep } from './run-seeds';

/**
 * More of the demo cashier's open shift at POS 1 (README "Demo data"): a route pass sold for cash
 * (a truck from the Kalotina border crossing to Burgas, priced by the real calculator) and a
 * monthly vignette paid by card at the counter, so the shift's list, reports and the inquiry
 * show every kind of counter sale. Skipped when the demo shift is no longer open.
 */
const DEMO_POS = 1;
const MINUTE = 60_000;
const DAY = 86_400_000;

type Sold = {
  tx: Tx;
  shiftId: number;
  cashierId: number;
  at: Date;
};

async function saleRow(s: Sold, method: 'CASH' | 'CARD', bgn: number, eur: number) {
  const currency = s.at.getUTCFullYear() >= 2026 ? 'EUR' : 'BGN';
  const [sale] = await s.tx
    .insert(sales)
    .values({
      state: 'ACTIVATED',
      channel: 'office',
      paymentMethod: method,
      posId: DEMO_POS,
      cashierUserId: s.cashierId,
      shiftId: s.shiftId,
      email: '',
      lang: 'bg',
      currency,
      totalMinor: currency === 'EUR' ? eur : bgn,
      totalBgn: bgn,
      totalEur: eur,
      createdAt: s.at,
      updatedAt: s.at,
      settledAt: s.at,
    })
    .returning();
  return { sale: sale!, currency };
}

async function routePassForCash(s: Sold) {
  const clock = { now: () => s.at };
  const service = createRoutePassService(
    { flags: DEFAULT_FEATURE_FLAGS, clock },
    createTariffSource(s.tx, clock),
  );
  const request = {
    points: [{ placeId: 'border-kalotina' }, { placeId: 'burgas' }],
    routeType: 'fastest' as const,
    vehicle: { category: 'OVER_12T_4_PLUS_AXLES' as const },
    emissionClassId: 6,
    startTime: s.at.toISOString(),
  };
  const quote = await service.calculate(request, 'bg');
  const bgn = fromMajor(quote.currencyAmount.amountBGN) ?? 0;
  const eur = fromMajor(quote.currencyAmount.amountEUR) ?? 0;
  const { sale, currency } = await saleRow(s, 'CASH', bgn, eur);
  const from = new Date(quote.validity.from);
  const to = new Date(quote.validity.to);
  const [item] = await s.tx
    .insert(saleItems)
    .values({
      saleId: sale.id,
      position: 0,
      kind: 'ROUTE_PASS',
      state: 'ACTIVE',
      countryCode: 'BG',
      plate: 'PB9966TX',
      startsAtPayment: false,
      validFrom: from,
      validTo: to,
      amountBgn: bgn,
      amountEur: eur,
      routePass: { request, quote },
    })
    .returning();
  await s.tx.insert(routePasses).values({
    number: documentNumber(s.at, 92_000_000),
    saleItemId: item!.id,
    countryCode: 'BG',
    plate: 'PB9966TX',
    validFrom: from,
    validUntil: new Date(to.getTime() + 1000),
    route: { request, quote },
    amountBgn: bgn,
    amountEur: eur,
    currency,
    issuedAt: s.at,
  });
}

async function vignetteByCard(s: Sold) {
  const [tariff] = await s.tx
    .select()
    .from(vignetteTariffs)
    .where(
      and(
        eq(vignetteTariffs.productId, 'car-monthly'),
        lte(vignetteTariffs.validFrom, s.at),
        or(isNull(vignetteTariffs.validTo), gt(vignetteTariffs.validTo, s.at)),
      ),
    );
  const { sale, currency } = await saleRow(s, 'CARD', tariff!.amountBgn, tariff!.amountEur);
  const window = validityWindow('MONTHLY', s.at);
  const [item] = await s.tx
    .insert(saleItems)
    .values({
      saleId: sale.id,
      position: 0,
      kind: 'VIGNETTE',
      state: 'ACTIVE',
      productId: 'car-monthly',
      tariffId: tariff!.id,
      countryCode: 'BG',
      plate: 'PB1177KM',
      startsAtPayment: true,
      validFrom: window.from,
      validTo: window.to,
      amountBgn: tariff!.amountBgn,
      amountEur: tariff!.amountEur,
    })
    .returning();
  const [order] = await queryRows<{ n: string }>(
    s.tx,
    sql`select nextval('payment_order_seq') as n`,
  );
  await s.tx.insert(paymentAttempts).values({
    saleId: sale.id,
    gateway: 'sandbox',
    terminal: 'DEMO0001',
    orderCode: String(order!.n).padStart(6, '0'),
    nonce: `DEMOCOUNTER${'0'.repeat(21)}`,
    amountMinor: sale.totalMinor,
    currency,
    state: 'APPROVED',
    final: true,
    action: '0',
    rc: '00',
    approval: 'D00C01',
    rrn: '600000000101',
    intRef: 'DEMOCOUNTER00001',
    createdAt: s.at,
    orderReusableAt: new Date(s.at.getTime() + DAY),
    resolvedAt: s.at,
  });
  await s.tx.insert(vignettes).values({
    number: documentNumber(s.at, 92_000_001),
    saleItemId: item!.id,
    productId: 'car-monthly',
    vehicleType: 'car',
    period: 'MONTHLY',
    countryCode: 'BG',
    plate: 'PB1177KM',
    validFrom: window.from,
    validUntil: windowEnd(window),
    amountBgn: tariff!.amountBgn,
    amountEur: tariff!.amountEur,
    currency,
    email: null,
    lang: 'bg',
    issuedAt: s.at,
  });
}

export const demoCounterSalesStep: SeedStep = {
  name: 'demo-counter-sales',
  run: async (tx) => {
    const now = new Date();
    const [open] = await tx
      .select({ id: cashierShifts.id, userId: cashierShifts.userId })
      .from(cashierShifts)
      .innerJoin(users, eq(users.id, cashierShifts.userId))
      .where(
        and(
          eq(cashierShifts.posId, DEMO_POS),
          eq(cashierShifts.status, 1),
          eq(users.username, 'cashier'),
        ),
      );
    if (!open) return;
    const sold = (minutesAgo: number): Sold => ({
      tx,
      shiftId: open.id,
      cashierId: open.userId,
      at: new Date(now.getTime() - minutesAgo * MINUTE),
    });
    await routePassForCash(sold(60));
    await vignetteByCard(sold(45));
  },
};
