import type { Lang } from '@toll/domain/languages';
import { desc, eq } from 'drizzle-orm';
import { routePassQuoteSchema, type RoutePassQuoteResponse } from '@toll/contract/route-passes';
import { vignetteProducts, vignetteTariffs } from '../../db/schema/catalog';
import { paymentAttempts, routePasses, saleItems, sales, vignettes } from '../../db/schema/sales';
import type { Db } from '../../platform/db/database';
import type { TestApp } from '../../test/test-app';

/**
 * Test data for receipts, written straight into the sales tables (the purchase flow that will
 * write them is built elsewhere).
 */
export type VignetteSeed = {
  number: string;
  productId: string;
  plate: string;
  countryCode?: string;
  validFrom: string;
  validUntil: string;
  amountEur: number;
  amountBgn: number;
  issuedAt?: string;
};

export type RoutePassSeed = {
  number: string;
  plate: string;
  countryCode?: string;
  quote: RoutePassQuoteResponse;
  amountEur: number;
  amountBgn: number;
  issuedAt?: string;
};

export type SaleSeed = {
  email: string;
  lang: Lang;
  state?: 'ACTIVATED' | 'PARTIALLY_ACTIVATED' | 'AWAITING_PAYMENT';
  settledAt?: string;
  vignettes?: VignetteSeed[];
  routePasses?: RoutePassSeed[];
};

const at = (iso: string | undefined) => (iso ? new Date(iso) : new Date('2026-03-20T10:00:00Z'));

async function vignetteItem(db: Db, saleId: string, position: number, seed: VignetteSeed) {
  const [product] = await db
    .select()
    .from(vignetteProducts)
    .where(eq(vignetteProducts.id, seed.productId));
  const [tariff] = await db
    .select({ id: vignetteTariffs.id })
    .from(vignetteTariffs)
    .where(eq(vignetteTariffs.productId, seed.productId))
    .orderBy(desc(vignetteTariffs.validFrom))
    .limit(1);
  if (!product || !tariff) throw new Error(`No product ${seed.productId}`);
  const window = { validFrom: new Date(seed.validFrom), validUntil: new Date(seed.validUntil) };
  const [item] = await db
    .insert(saleItems)
    .values({
      saleId,
      position,
      kind: 'VIGNETTE',
      state: 'ACTIVE',
      productId: product.id,
      tariffId: tariff.id,
      countryCode: seed.countryCode ?? 'BG',
      plate: seed.plate,
      startsAtPayment: false,
      validFrom: window.validFrom,
      validTo: window.validUntil,
      amountBgn: seed.amountBgn,
      amountEur: seed.amountEur,
    })
    .returning();
  const [vignette] = await db
    .insert(vignettes)
    .values({
      number: seed.number,
      saleItemId: item!.id,
      productId: product.id,
      vehicleType: product.vehicleType,
      period: product.period,
      countryCode: seed.countryCode ?? 'BG',
      plate: seed.plate,
      ...window,
      amountBgn: seed.amountBgn,
      amountEur: seed.amountEur,
      currency: 'EUR',
      issuedAt: at(seed.issuedAt),
    })
    .returning();
  return vignette!;
}

async function routePassItem(db: Db, saleId: string, position: number, seed: RoutePassSeed) {
  const { quote } = seed;
  const window = {
    validFrom: new Date(quote.validity.from),
    validUntil: new Date(new Date(quote.validity.to).getTime() + 1000),
  };
  const pointNames = quote.points.map((p) => p.name ?? `${p.lat}, ${p.lng}`);
  const [item] = await db
    .insert(saleItems)
    .values({
      saleId,
      position,
      kind: 'ROUTE_PASS',
      state: 'ACTIVE',
      countryCode: seed.countryCode ?? 'BG',
      plate: seed.plate,
      startsAtPayment: false,
      validFrom: window.validFrom,
      validTo: window.validUntil,
      amountBgn: seed.amountBgn,
      amountEur: seed.amountEur,
      routePass: { quote },
    })
    .returning();
  const [pass] = await db
    .insert(routePasses)
    .values({
      number: seed.number,
      saleItemId: item!.id,
      countryCode: seed.countryCode ?? 'BG',
      plate: seed.plate,
      ...window,
      route: { request: { points: [] }, quote, pointNames },
      amountBgn: seed.amountBgn,
      amountEur: seed.amountEur,
      currency: 'EUR',
      issuedAt: at(seed.issuedAt),
    })
    .returning();
  return pass!;
}

/** A settled sale with its items, issued vignettes and route passes, and an approved payment. */
export async function seedSale(db: Db, seed: SaleSeed) {
  const vignetteSeeds = seed.vignettes ?? [];
  const passSeeds = seed.routePasses ?? [];
  const all = [...vignetteSeeds, ...passSeeds];
  const totalEur = all.reduce((sum, s) => sum + s.amountEur, 0);
  const totalBgn = all.reduce((sum, s) => sum + s.amountBgn, 0);
  const [sale] = await db
    .insert(sales)
    .values({
      state: seed.state ?? 'ACTIVATED',
      email: seed.email,
      lang: seed.lang,
      currency: 'EUR',
      totalMinor: totalEur,
      totalBgn,
      totalEur,
      settledAt: at(seed.settledAt),
    })
    .returning();
  const saleId = sale!.id;
  await db.insert(paymentAttempts).values({
    saleId,
    gateway: 'sandbox',
    terminal: 'V1800001',
    orderCode: String(sale!.number % 1_000_000).padStart(6, '0'),
    nonce: saleId.replaceAll('-', ''),
    amountMinor: totalEur,
    currency: 'EUR',
    state: 'APPROVED',
    final: true,
    rrn: '612345678901',
    approval: 'A1B2C3',
    createdAt: at(seed.settledAt),
    orderReusableAt: new Date(at(seed.settledAt).getTime() + 86_400_000),
  });
  const issued = [];
  for (const [i, v] of vignetteSeeds.entries()) issued.push(await vignetteItem(db, saleId, i, v));
  const passes = [];
  for (const [i, p] of passSeeds.entries())
    passes.push(await routePassItem(db, saleId, vignetteSeeds.length + i, p));
  return { sale: sale!, vignettes: issued, routePasses: passes };
}

/** A real quote from the calculator: Sofia → Plovdiv → Burgas for a 4-axle truck, in Bulgarian. */
export async function calculateQuote(t: TestApp, startTime: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/route-pass/calculate?browser-language=bg',
    payload: {
      points: [{ placeId: 'sofia' }, { placeId: 'plovdiv' }, { placeId: 'burgas' }],
      vehicle: { category: 'OVER_12T_4_PLUS_AXLES' },
      emissionClassId: 6,
      startTime,
    },
  });
  if (res.statusCode !== 200) throw new Error(`calculate answered ${res.statusCode}: ${res.body}`);
  return routePassQuoteSchema.parse(res.json());
}

type Priced = Pick<VignetteSeed, 'productId' | 'amountEur' | 'amountBgn'>;
export const ANNUAL: Priced = { productId: 'car-annual', amountEur: 4960, amountBgn: 9701 };
export const WEEKLY: Priced = { productId: 'car-weekly', amountEur: 767, amountBgn: 1500 };
export const MONTHLY: Priced = { productId: 'car-monthly', amountEur: 1534, amountBgn: 3000 };
