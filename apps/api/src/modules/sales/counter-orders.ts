import { CASH_PAYMENT_MINUTES, checkCashPaymentOpen } from '@toll/domain/checkout-rules';
import type { Lang } from '@toll/domain/languages';
import { isPayable, isSettled, type SaleState } from '@toll/domain/sale-states';
import type { DelictPaymentDraft } from '@toll/contract/delicts';
import type { GatewayForm, RoutePassDraft, VignetteDraft } from '@toll/contract/sales';
import type { Clock } from '../../platform/clock';
import type { Db, Tx } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import { translator } from '../../platform/i18n';
import type { Jobs } from '../../platform/jobs';
import type { CardGateway } from '../payments/gateway/card-gateway';
import { enqueueReceipt } from '../receipts/receipt-worker';
import { activateSale, type Issuers } from './activation';
import { insertOrder } from './combined-write-repo';
import * as orders from './counter-order-repo';
import { firstCardAttempt } from './first-attempt';
import { updateSale } from './repo';
import type { PlateCorrectionDraft } from './plate-corrections';
import type { SalesService } from './sales-service';

/**
 * Counter orders paid by card (spec §2 back-office cart, §9 "pay an order at the POS / cash desk
 * within 30 minutes"): the order is made in the cashier's shift with a payment deadline
 * (`pay_by`), paid at the card gateway like a site purchase, or in cash at the counter while the
 * deadline holds. Until it is paid or expires its vignettes hold their vehicles' windows (repo
 * `activeWindows`). An order past its deadline EXPIRES (a sweep every minute, the shift's close,
 * or the first late result): its items are cancelled, its vehicles free, and a late card approval
 * is reversed in full (payment-results).
 */
export const COUNTER_ORDER_MS = CASH_PAYMENT_MINUTES * 60_000;
const SWEEP_LIMIT = 500;
export type CounterOrderInput = {
  vignettes: VignetteDraft[];
  routePasses: RoutePassDraft[];
  delicts: DelictPaymentDraft[];
  plateCorrections?: PlateCorrectionDraft[];
  email?: string;
};

export type CounterOrderContext = {
  lang: Lang;
  channel: 'office' | 'tablet';
  posId: number;
  cashierUserId: number;
  /** Locks the POS's open shift for the order (or refuses); null where the POS has no shifts. */
  shiftFor: (tx: Tx) => Promise<number | null>;
  orderKey?: { key: string; hash: string };
};

export function createCounterOrders(deps: {
  db: Db;
  clock: Clock;
  jobs: Jobs;
  gateway: CardGateway;
  service: SalesService;
  issuers: Issuers;
}) {
  /** A card order: checked and priced as every purchase, made in the shift, paid at the gateway. */
  async function orderByCard(
    input: CounterOrderInput,
    context: CounterOrderContext,
  ): Promise<{ saleId: string; form: GatewayForm }> {
    const { now, currency, items, totalBgn, totalEur, totalMinor } = await deps.service.prepare(
      {
        vignettes: input.vignettes,
        routePasses: input.routePasses,
        delicts: input.delicts,
        plateCorrections: input.plateCorrections ?? [],
      },
      { lang: context.lang, userId: null },
    );
    const order = await deps.db.transaction(async (tx) => {
      const shiftId = await context.shiftFor(tx);
      return insertOrder(tx, {
        sale: {
          userId: null,
          channel: context.channel,
          paymentMethod: 'CARD',
          posId: context.posId,
          cashierUserId: context.cashierUserId,
          shiftId,
          payBy: new Date(now.getTime() + COUNTER_ORDER_MS),
          orderKey: context.orderKey?.key ?? null,
          orderHash: context.orderKey?.hash ?? null,
          email: input.email ?? '',
          lang: context.lang,
          currency,
          totalMinor,
          totalBgn,
          totalEur,
          createdAt: now,
          updatedAt: now,
        },
        items,
        attempt: firstCardAttempt(deps.gateway, totalMinor, currency, now),
      });
    });
    const description = translator(context.lang, 'catalog')('saleDescription', {
      number: order.saleNumber,
    });
    return {
      saleId: order.saleId,
      form: deps.gateway.saleForm({
        orderCode: order.orderCode,
        nonce: order.nonce,
        amountMinor: totalMinor,
        currency,
        description: description.slice(0, 50),
        // the gateway page asks for no e-mail of its own at the counter: the cashier's receipt
        email: input.email ?? '',
        lang: context.lang,
        timestamp: now,
      }),
    };
  }

  /**
   * A counter order paid in cash instead (the card was declined, or the buyer changed their
   * mind): by its cashier, within the 30 minutes, in the order's shift while it is open. A card
   * approval arriving later is reversed in full (the sale is settled by then).
   */
  async function payInCash(saleId: string, cashierUserId: number): Promise<void> {
    const now = deps.clock.now();
    await deps.db.transaction(async (tx) => {
      const sale = await orders.lockSale(tx, saleId);
      if (!sale || sale.cashierUserId !== cashierUserId || sale.payBy === null)
        throw new AppError(404, { code: 'sale.notFound' });
      const state = sale.state as SaleState;
      if (isSettled(state)) throw new AppError(409, { code: 'purchase.alreadyActivated' });
      const open = checkCashPaymentOpen(sale.createdAt, now);
      if (state === 'EXPIRED' || !isPayable(state) || !open.ok)
        throw new AppError(409, { code: 'purchase.cashPaymentExpired' });
      if (sale.shiftId !== null) {
        if (!(await orders.lockOpenShift(tx, sale.shiftId)))
          throw new AppError(409, { code: 'shift.noOpenShift' });
      }
      const cash = { ...sale, paymentMethod: 'CASH' };
      await updateSale(tx, sale.id, { paymentMethod: 'CASH', updatedAt: now });
      const result = await activateSale(tx, cash, now, deps.issuers);
      if (result.failed.length > 0)
        throw new AppError(
          409,
          result.failed.map((item) => ({
            code: item.kind === 'VIGNETTE' ? 'vignette.alreadyExists' : 'route.generationFailed',
            field: `items.${item.position}`,
          })),
        );
      await updateSale(tx, sale.id, { state: result.state, settledAt: now, updatedAt: now });
      if (sale.email) await enqueueReceipt(deps.jobs, tx, sale.id);
    });
  }

  /**
   * A counter order its cashier gives up on (the buyer left, the card terminal was abandoned): it
   * expires now as it would at its deadline, its items cancelled and its vehicles free, so the
   * shift can close. A card approval arriving later is reversed in full, as after the deadline.
   */
  async function cancelByCashier(saleId: string, cashierUserId: number): Promise<void> {
    const now = deps.clock.now();
    await deps.db.transaction(async (tx) => {
      const sale = await orders.lockSale(tx, saleId);
      if (!sale || sale.cashierUserId !== cashierUserId || sale.payBy === null)
        throw new AppError(404, { code: 'sale.notFound' });
      const state = sale.state as SaleState;
      if (isSettled(state)) throw new AppError(409, { code: 'purchase.alreadyActivated' });
      await orders.expireSale(tx, sale.id, now);
    });
  }

  /** The sweep: every counter order past its deadline and still unpaid expires. */
  async function expireDue(): Promise<string[]> {
    const now = deps.clock.now();
    return deps.db.transaction(async (tx) => {
      return orders.expireDueOrders(tx, now, SWEEP_LIMIT);
    });
  }

  return { orderByCard, payInCash, cancelByCashier, expireDue };
}

export type CounterOrders = ReturnType<typeof createCounterOrders>;
