import { and, eq } from 'drizzle-orm';
import { wireAmounts, wirePrice } from '@toll/contract/money';
import {
  counterOrderParamsSchema,
  counterQuoteRequestSchema,
  counterQuoteSchema,
  type CounterQuote,
  type CounterQuoteRequest,
  counterSaleRequestSchema,
  counterSaleResponseSchema,
  type CounterSaleRequest,
  type CounterSaleResponse,
} from '@toll/contract/counter-sales';
import type { Lang } from '@toll/domain/languages';
import { posScope } from '@toll/domain/pos-access';
import { checkCanSell } from '@toll/domain/shift-rules';
import {
  boughtRoutePassSchema,
  routePassParamsSchema,
  type BoughtRoutePass,
} from '@toll/contract/sales';
import { sales } from '../../db/schema/sales';
import type { App } from '../../platform/app-types';
import type { Principal } from '../../platform/auth/access-control';
import { constraintViolation } from '../../platform/db/constraint-error';
import type { Db, Tx } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import { requestHash } from '../../platform/request-hash';
import type { SalesModule } from '../sales/sales-module';
import { inquirySale } from './inquiry-repo';
import { counterSaleContext } from './repo';
import type { ShiftService } from './shift-service';

/**
 * Sales at the counter (spec §2 back-office buy-vignette, buy-route-pass, shopping-cart and delict
 * payments, §4, §8, §9): at one of the cashier's own active points of sale; one that works in
 * shifts sells only in the cashier's open shift there, locked for the sale (closing the shift
 * waits for a cash sale and refuses while a card payment runs). Cash is taken and the items issued
 * at once; a card order is paid at the gateway within 30 minutes. A client's order key makes one
 * sale of a double click or two tabs: the key is unique per cashier in the database.
 */
export function createCounterSales(deps: { db: Db; sales: SalesModule; shifts: ShiftService }) {
  async function findByKey(cashierId: number, key: string) {
    const [row] = await deps.db
      .select({ id: sales.id, hash: sales.orderHash })
      .from(sales)
      .where(and(eq(sales.cashierUserId, cashierId), eq(sales.orderKey, key)));
    return row ?? null;
  }

  /**
   * The first sale made with this key, or null; a key reused for another order is refused.
   * `found`: the sale already read with the key (the sale's context read), else it is looked up.
   */
  async function replay(
    cashierId: number,
    key: { key: string; hash: string },
    lang: Lang,
    known?: { id: string; hash: string } | null,
  ): Promise<CounterSaleResponse | null> {
    const found = known === undefined ? await findByKey(cashierId, key.key) : known;
    if (!found) return null;
    if (found.hash !== key.hash)
      throw new AppError(422, { code: 'counter.orderKeyReused', field: 'orderKey' });
    const sale = (await deps.sales.view(found.id, lang))!;
    return { ...sale, gatewayForm: null, replayed: true };
  }

  async function sell(
    principal: Principal,
    body: CounterSaleRequest,
    lang: Lang,
    channel: 'office' | 'tablet' = 'office',
  ): Promise<CounterSaleResponse> {
    const { orderKey, ...order } = body;
    // the POS, the sale already made with the key and the cashier's open shifts: one statement
    const known = await counterSaleContext(deps.db, body.posId, principal.id, orderKey ?? null);
    const pos = known?.pos;
    if (!pos || pos.deleted) throw new AppError(404, { code: 'pos.notFound', field: 'posId' });
    if (!principal.posIds.includes(pos.id))
      throw new AppError(403, { code: 'pos.notYours', field: 'posId' });
    if (!pos.active) throw new AppError(409, { code: 'pos.inactive', field: 'posId' });
    const key = orderKey ? { key: orderKey, hash: requestHash(order) } : undefined;
    if (key) {
      const first = await replay(principal.id, key, lang, known!.byKey);
      if (first) return first;
    }
    const elsewhere = known!.openShifts.filter((shift) => shift.posId !== pos.id);
    const shiftFor = async (tx: Tx) => {
      if (!pos.worksInShifts) return null;
      const open = await deps.shifts.lockOpenShiftForSale(tx, pos.id);
      const shifts = [
        ...elsewhere.map((s) => ({ id: s.id, posId: s.posId, userId: s.userId, status: 1 })),
        ...(open ? [{ id: open.id, posId: pos.id, userId: open.userId, status: 1 }] : []),
      ];
      const check = checkCanSell({
        pos: [{ id: pos.id, shiftMode: true, active: true }],
        selectedPosId: pos.id,
        shifts,
        userId: principal.id,
      });
      if (!check.ok) throw new AppError(409, { code: check.code });
      return open!.id;
    };
    const context = {
      lang,
      channel,
      posId: pos.id,
      cashierUserId: principal.id,
      shiftFor,
      orderKey: key,
      posPartner: known!.partner,
    };
    const input = {
      vignettes: order.vignettes,
      routePasses: order.routePasses,
      delicts: order.delicts,
      plateCorrections: order.plateCorrections.map((c) => ({ ...c, email: null })),
      email: order.email,
    };
    try {
      if (order.paymentMethod === 'CASH') {
        const sale = await deps.sales.sellAtCounter(input, context);
        return { ...sale, gatewayForm: null, replayed: false };
      }
      const { saleId, form } = await deps.sales.counterOrders.orderByCard(input, context);
      const sale = (await deps.sales.view(saleId, lang))!;
      return { ...sale, gatewayForm: form, replayed: false };
    } catch (error) {
      // Two requests with one key at once: the database let the first in (its unique index); the
      // second, or one refused because the first has taken the vehicle meanwhile, answers the first.
      const racing =
        constraintViolation(error)?.constraint === 'sales_cashier_order_key' ||
        (error instanceof AppError && error.status === 409);
      const first = key && racing ? await replay(principal.id, key, lang) : null;
      if (first) return first;
      throw error;
    }
  }

  /** The order's items and total priced now by the sale's own checks, nothing sold. */
  async function quote(body: CounterQuoteRequest, lang: Lang): Promise<CounterQuote> {
    const prepared = await deps.sales.service.prepare(
      {
        ...body,
        plateCorrections: body.plateCorrections.map((c) => ({ ...c, email: null })),
      },
      { lang, userId: null },
    );
    const { currency } = prepared;
    const minor = (bgn: number, eur: number) => (currency === 'EUR' ? eur : bgn);
    return {
      currency,
      items: prepared.items.map((item) => ({
        kind: item.kind as CounterQuote['items'][number]['kind'],
        countryCode: item.countryCode,
        lpn: item.plate,
        validity: { from: item.validFrom.toISOString(), to: item.validTo.toISOString() },
        price: wirePrice(minor(item.amountBgn, item.amountEur), currency),
        currencyAmount: wireAmounts(item.amountBgn, item.amountEur),
      })),
      total: {
        price: wirePrice(prepared.totalMinor, currency),
        currencyAmount: wireAmounts(prepared.totalBgn, prepared.totalEur),
      },
    };
  }

  /**
   * A route pass sold within the caller's POS scope (spec §2 back-office buy-route-pass/{id}): its
   * facts, route and documents, to hand over again or to sell a new pass from it.
   */
  async function routePass(principal: Principal, id: string): Promise<BoughtRoutePass> {
    const pass = await deps.sales.routePassById(id);
    const inScope = pass ? await inquirySale(deps.db, posScope(principal), pass.saleId) : null;
    if (!pass || !inScope) throw new AppError(404, { code: 'sale.routePassNotFound' });
    return pass;
  }

  return {
    sell,
    quote,
    routePass,
    /** A counter order paid in cash instead of by card, within its 30 minutes. */
    async payInCash(principal: Principal, saleId: string, lang: Lang) {
      await deps.sales.counterOrders.payInCash(saleId, principal.id);
      return (await deps.sales.view(saleId, lang))!;
    },
    /** A counter order given up by its cashier: expired now, its vehicles free, the shift closable. */
    async cancelOrder(principal: Principal, saleId: string, lang: Lang) {
      await deps.sales.counterOrders.cancelByCashier(saleId, principal.id);
      return (await deps.sales.view(saleId, lang))!;
    },
  };
}

export type CounterSales = ReturnType<typeof createCounterSales>;

export function registerCounterSaleRoutes(app: App, counter: CounterSales) {
  const tags = ['Points of sale'];
  app.post(
    '/counter-sales',
    {
      config: { access: 'shopping-cart', owner: { by: 'pos', ids: { posId: 'pos' } } },
      schema: {
        tags,
        summary:
          'A sale at the caller’s point of sale (in their open shift where the POS works in shifts): cash issued at once, a card order paid at the gateway within 30 minutes',
        description:
          '`orderKey` (a UUID the client makes once per order) makes the call idempotent: the same key again answers the first sale (200, `replayed: true`); the same key with another order is 422 `counter.orderKeyReused`.',
        body: counterSaleRequestSchema,
        response: { 200: counterSaleResponseSchema, 201: counterSaleResponseSchema },
      },
    },
    async (request, reply) => {
      const sale = await counter.sell(request.principal!, request.body, request.lang);
      return reply.code(sale.replayed ? 200 : 201).send(sale);
    },
  );
  app.post(
    '/counter-sales/quote',
    {
      config: { access: 'shopping-cart', owner: 'pos' },
      schema: {
        tags,
        summary:
          'Prices a counter order now (vignettes, route passes, delict fees) by the sale’s own checks, without selling',
        body: counterQuoteRequestSchema,
        response: { 200: counterQuoteSchema },
      },
    },
    (request) => counter.quote(request.body, request.lang),
  );
  app.get(
    '/counter-sales/route-passes/:id',
    {
      config: { access: 'buy-route-pass', owner: { by: 'pos', ids: { id: 'route-pass' } } },
      schema: {
        tags,
        summary:
          'A route pass sold at a point of sale of the caller’s scope (back-office buy-route-pass/{id})',
        params: routePassParamsSchema,
        response: { 200: boughtRoutePassSchema },
      },
    },
    (request) => counter.routePass(request.principal!, request.params.id),
  );
  app.post(
    '/counter-sales/:id/cash',
    {
      config: { access: 'shopping-cart', owner: { by: 'pos', ids: { id: 'counter-order' } } },
      schema: {
        tags,
        summary:
          'Pays the caller’s unpaid counter order in cash instead of by card, within its 30 minutes (spec §9)',
        params: counterOrderParamsSchema,
        response: { 200: counterSaleResponseSchema },
      },
    },
    async (request) => ({
      ...(await counter.payInCash(request.principal!, request.params.id, request.lang)),
      gatewayForm: null,
      replayed: false,
    }),
  );
  app.post(
    '/counter-sales/:id/cancel',
    {
      config: { access: 'shopping-cart', owner: { by: 'pos', ids: { id: 'counter-order' } } },
      schema: {
        tags,
        summary:
          'Cancels the caller’s unpaid counter order (expired now: items cancelled, vehicles free, a late card approval reversed)',
        params: counterOrderParamsSchema,
        response: { 200: counterSaleResponseSchema },
      },
    },
    async (request) => ({
      ...(await counter.cancelOrder(request.principal!, request.params.id, request.lang)),
      gatewayForm: null,
      replayed: false,
    }),
  );
}
