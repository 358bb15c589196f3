import type { Logger } from 'pino';
import type { FeatureFlags } from '@toll/domain/feature-flags';
import type { Lang } from '@toll/domain/languages';
import { activatedSaleState } from '@toll/domain/sale-states';
import { vignetteStateAt } from '@toll/domain/vignette-validity';
import { wireAmounts, wirePrice } from '@toll/contract/money';
import type {
  BoughtRoutePass,
  RoutePassDraft,
  Sale,
  UserSales,
  VignetteDraft,
} from '@toll/contract/sales';
import type { Clock } from '../../platform/clock';
import type { Db, Tx } from '../../platform/db/database';
import type { Jobs } from '../../platform/jobs';
import type { CatalogService } from '../catalog/service';
import type { DelictPayments } from '../delicts/delict-payments';
import type { CardGateway } from '../payments/gateway/card-gateway';
import type { RoutePassService } from '../route-passes/service';
import type { ProductLookup } from './activation';
import { createFailedActivationActions } from './failed-activation-actions';
import { createPaymentJobs } from './payment-jobs';
import { createResultHandler } from './payment-results';
import {
  failedActivations,
  routePassOfUser,
  routePassWithSale,
  salesOfUser,
  updateSale,
} from './repo';
import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { routePasses } from '../../db/schema/sales';
import { saleItems, sales } from '../../db/schema/sales';
import { partners } from '../../db/schema/partners';
import { AppError } from '../../platform/http/app-error';
import { enqueueReceipt } from '../receipts/receipt-worker';
import { activateSale } from './activation';
import { bookSaleItems } from './sale-ledger';
import { loadSaleView, settledView } from './sale-view';
import { createSalesService } from './sales-service';
import { createCounterOrders } from './counter-orders';
import type { DelictPaymentDraft } from '@toll/contract/delicts';
import type { PlateCorrectionDraft } from './plate-corrections';

/** Why an item refused at a paid-on-the-spot sale refuses the sale. */
const failureCodeOf = (item: { kind: string; failureCode: string | null }) =>
  item.kind === 'VIGNETTE'
    ? 'vignette.alreadyExists'
    : item.kind === 'DELICT'
      ? (item.failureCode ?? 'delict.alreadyPaid')
      : item.kind === 'PLATE_CORRECTION'
        ? (item.failureCode ?? 'plateCorrection.overlap')
        : 'route.generationFailed';

/**
 * The sales feature assembled: buying (check, purchase; vignettes, route passes, delicts), the
 * gateway's results, the payment jobs and the views. The HTTP process and job workers build the same module.
 */
export type SalesModuleDeps = {
  db: Db;
  clock: Clock;
  jobs: Jobs;
  logger: Logger;
  flags: FeatureFlags;
  gateway: CardGateway;
  catalog: CatalogService;
  routePasses: RoutePassService;
  delicts: DelictPayments;
};

export async function createSalesModule(deps: SalesModuleDeps) {
  const products = await deps.catalog.productIndex();
  const productOf: ProductLookup = (id) => products.get(id) ?? null;
  const results = createResultHandler({
    db: deps.db,
    clock: deps.clock,
    jobs: deps.jobs,
    logger: deps.logger,
    terminal: deps.gateway.terminal,
    issuers: { productOf, settleDelict: deps.delicts.settle },
  });
  const service = createSalesService(deps);
  const paymentJobs = createPaymentJobs({
    ...deps,
    results,
    expireCounterOrders: () => counterOrders.expireDue(),
  });
  const view = (id: string, lang: Lang) => loadSaleView(deps.db, id, lang, productOf);

  async function userSales(
    userId: number,
    lang: Lang,
    query: { activeOnly: boolean; page: number; size: number },
  ): Promise<UserSales> {
    const { total, ids } = await salesOfUser(deps.db, userId, {
      activeAfter: query.activeOnly ? deps.clock.now() : null,
      offset: (query.page - 1) * query.size,
      limit: query.size,
    });
    const sales = await Promise.all(ids.map((id) => view(id, lang)));
    return {
      total,
      page: query.page,
      size: query.size,
      sales: sales.filter((sale) => sale !== null),
    };
  }

  /** A bought route pass as its page shows it, with the calculation it came from. */
  function routePassView(row: { pass: typeof routePasses.$inferSelect; saleId: string }) {
    const { pass } = row;
    const route = pass.route as {
      request: BoughtRoutePass['request'];
      quote: BoughtRoutePass['quote'];
    };
    const currency = pass.currency as 'BGN' | 'EUR';
    const minor = currency === 'EUR' ? pass.amountEur : pass.amountBgn;
    const validity = {
      from: pass.validFrom,
      to: new Date(pass.validUntil.getTime() - 1000),
    };
    return {
      id: pass.id,
      number: pass.number,
      saleId: row.saleId,
      countryCode: pass.countryCode,
      lpn: pass.plate,
      validity: { from: validity.from.toISOString(), to: validity.to.toISOString() },
      status: vignetteStateAt(validity, deps.clock.now()),
      issuedAt: pass.issuedAt.toISOString(),
      price: wirePrice(minor, currency),
      currencyAmount: wireAmounts(pass.amountBgn, pass.amountEur),
      request: route.request,
      quote: route.quote,
    } satisfies BoughtRoutePass;
  }

  /** A route pass its owner bought, with the calculation it came from; null for anyone else. */
  async function routePass(id: string, userId: number): Promise<BoughtRoutePass | null> {
    const row = await routePassOfUser(deps.db, id, userId);
    return row ? routePassView(row) : null;
  }

  /** A route pass by its id, whoever bought it (the counter checks the caller's scope first). */
  async function routePassById(id: string): Promise<BoughtRoutePass | null> {
    const row = await routePassWithSale(deps.db, id);
    return row ? routePassView(row) : null;
  }

  /**
   * A sale paid on the spot (cash at a counter, a reseller's account): the purchase's checks and
   * prices, then in one transaction the sale, its items and their activation. `shiftFor` locks the
   * counter's open shift or refuses; `book` records the payment (the partner's charge) in the same
   * transaction. A vignette refused by the no-overlap constraint (a sale racing this one) refuses
   * the whole sale: nothing is sold, nothing is charged.
   *
   * The sale is inserted in its final state (ACTIVATED, settled now): any item refused rolls the
   * whole transaction back, so no other state can commit. Its answer is built from the rows the
   * transaction wrote (the sale, its items as activated, their vignette and route-pass numbers; a
   * sale paid on the spot has no card attempt and no refund), not read back; `book` gets it too
   * (a reseller stores it with its idempotency key in the same transaction). A sale with a delict
   * (whose document the view names) is read back after the commit, as before.
   */
  async function sellSettled(
    input: {
      vignettes: VignetteDraft[];
      routePasses: RoutePassDraft[];
      delicts?: DelictPaymentDraft[];
      plateCorrections?: PlateCorrectionDraft[];
      email?: string;
    },
    context: {
      lang: Lang;
      channel: 'office' | 'tablet' | 'partner';
      paymentMethod: 'CASH' | 'ACCOUNT';
      posId?: number | null;
      cashierUserId?: number | null;
      partnerId?: number | null;
      apiKeyId?: number | null;
      /** A counter order's key (unique per cashier) and the hash of its request. */
      orderKey?: { key: string; hash: string };
      shiftFor?: (tx: Tx) => Promise<number | null>;
      /** The POS's partner and commission as the caller read them (not read again to book). */
      posPartner?: { partnerId: number; commissionBp: number };
      book?: (tx: Tx, sale: SettledSale, answer: Sale | null) => Promise<void>;
    },
  ): Promise<Sale> {
    const prepared = await service.prepare(
      {
        vignettes: input.vignettes,
        routePasses: input.routePasses,
        delicts: input.delicts ?? [],
        plateCorrections: input.plateCorrections ?? [],
      },
      { lang: context.lang, userId: null },
    );
    const { now } = prepared;
    const state = activatedSaleState(prepared.items.length, 0);
    const partnerId = context.partnerId ?? null;
    const answer = await deps.db.transaction(async (tx) => {
      const shiftId = context.shiftFor ? await context.shiftFor(tx) : null;
      const values = {
        state,
        channel: context.channel,
        paymentMethod: context.paymentMethod,
        posId: context.posId ?? null,
        cashierUserId: context.cashierUserId ?? null,
        partnerId,
        apiKeyId: context.apiKeyId ?? null,
        orderKey: context.orderKey?.key ?? null,
        orderHash: context.orderKey?.hash ?? null,
        shiftId,
        userId: null,
        email: input.email ?? '',
        lang: context.lang,
        currency: prepared.currency,
        totalMinor: prepared.totalMinor,
        totalBgn: prepared.totalBgn,
        totalEur: prepared.totalEur,
        createdAt: now,
        updatedAt: now,
        settledAt: now,
      };
      // A sale on a partner's account takes the partner's row FOR SHARE in the same statement
      // (its status comes back with the sale, for the booking to refuse one not ACTIVE).
      const [sale] =
        partnerId === null
          ? await tx.insert(sales).values(values).returning()
          : await (() => {
              const charged = tx
                .$with('charged_partner')
                .as(
                  tx
                    .select({ status: partners.status })
                    .from(partners)
                    .where(eq(partners.id, partnerId))
                    .for('share'),
                );
              return tx
                .with(charged)
                .insert(sales)
                .values(values)
                .returning({
                  ...getTableColumns(sales),
                  partnerStatus: sql<string | null>`(select status from ${charged})`,
                });
            })();
      const items = await tx
        .insert(saleItems)
        .values(prepared.items.map((item) => ({ ...item, saleId: sale!.id })))
        .returning();
      const result = await activateSale(
        tx,
        context.posPartner ? { ...sale!, posPartner: context.posPartner } : sale!,
        now,
        { productOf, settleDelict: deps.delicts.settle },
        items.sort((a, b) => a.position - b.position),
        false,
      );
      if (result.failed.length > 0)
        throw new AppError(
          409,
          result.failed.map((item) => ({
            code: failureCodeOf(item),
            field: `vignettes.${item.position}`,
          })),
        );
      if (result.state !== state)
        await updateSale(tx, sale!.id, { state: result.state, settledAt: now, updatedAt: now });
      const answer = settledView(sale!, result.issuedViews, context.lang, productOf);
      if (context.book) await context.book(tx, sale!, answer);
      if (input.email) await enqueueReceipt(deps.jobs, tx, sale!.id);
      // the ledger last, sent with the COMMIT: its revenue and partner rows are every sale's,
      // locked from that statement to the end of COMMIT
      await bookSaleItems(
        tx,
        context.posPartner ? { ...sale!, posPartner: context.posPartner } : sale!,
        result.issued,
        now,
        true,
      );
      return { id: sale!.id, answer };
    });
    return answer.answer ?? (await view(answer.id, context.lang))!;
  }

  /** A cash sale at a counter, in the cashier's shift where the POS works in shifts. */
  const sellAtCounter = (
    input: {
      vignettes: VignetteDraft[];
      routePasses: RoutePassDraft[];
      delicts?: DelictPaymentDraft[];
      plateCorrections?: PlateCorrectionDraft[];
      email?: string;
    },
    context: {
      lang: Lang;
      channel?: 'office' | 'tablet';
      posId: number;
      cashierUserId: number;
      shiftFor: (tx: Tx) => Promise<number | null>;
      orderKey?: { key: string; hash: string };
      posPartner?: { partnerId: number; commissionBp: number };
    },
  ) => sellSettled(input, { channel: 'office', ...context, paymentMethod: 'CASH' });

  const counterOrders = createCounterOrders({
    db: deps.db,
    clock: deps.clock,
    jobs: deps.jobs,
    gateway: deps.gateway,
    service,
    issuers: { productOf, settleDelict: deps.delicts.settle },
  });

  return {
    sellAtCounter,
    counterOrders,
    sellSettled,
    gateway: deps.gateway,
    routePass,
    routePassById,
    service,
    results,
    paymentJobs,
    view,
    userSales,
    failedActivations: (limit: number) => failedActivations(deps.db, limit),
    failedActivationActions: createFailedActivationActions({
      db: deps.db,
      clock: deps.clock,
      jobs: deps.jobs,
      issuers: { productOf, settleDelict: deps.delicts.settle },
    }),
  };
}

/**
 * The sale row as inserted, for the booking of its payment; a sale on a partner's account also
 * carries the partner's status, its row locked FOR SHARE by the insert.
 */
export type SettledSale = typeof sales.$inferSelect & { partnerStatus?: string | null };

export type SalesModule = Awaited<ReturnType<typeof createSalesModule>>;
