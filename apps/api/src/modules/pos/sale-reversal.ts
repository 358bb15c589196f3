import { reverseSaleBookings } from '../sales/sale-ledger';
import { and, eq, inArray } from 'drizzle-orm';
import type { ReversalBody } from '@toll/contract/sales-inquiry';
import { posScope } from '@toll/domain/pos-access';
import { can, type AccessContext } from '@toll/domain/access';
import { mayReverseSale, planReversal } from '@toll/domain/sale-reversal';
import type { ItemState } from '@toll/domain/sale-states';
import { cashierShifts } from '../../db/schema/pos-shifts';
import { saleReversalItems, saleReversals } from '../../db/schema/sale-reversals';
import {
  paymentAttempts,
  paymentReversals,
  routePasses,
  saleItems,
  sales,
  vignettes,
} from '../../db/schema/sales';
import type { Actor } from '../../platform/actor';
import type { Principal } from '../../platform/auth/access-control';
import { audit } from '../../platform/audit';
import type { Clock } from '../../platform/clock';
import { constraintViolation } from '../../platform/db/constraint-error';
import type { Db, Tx } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import type { Jobs } from '../../platform/jobs';
import { insertReversal, saleItemsOf } from '../sales/repo';
import { inquirySale } from './inquiry-repo';
import { posById } from './repo';

type Deps = { db: Db; clock: Clock; jobs: Jobs; context: AccessContext };

const refuse = (code: string, status = 409) => new AppError(status, { code });

/** The approved card payment of a sale and whether the gateway has reversed it already. */
async function cardPayment(tx: Tx, saleId: string) {
  const [attempt] = await tx
    .select()
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.saleId, saleId), eq(paymentAttempts.state, 'APPROVED')))
    .limit(1);
  if (!attempt) return null;
  const [reversed] = await tx
    .select({ id: paymentReversals.id })
    .from(paymentReversals)
    .where(eq(paymentReversals.attemptId, attempt.id));
  return { attempt, reversed: reversed !== undefined };
}

/**
 * The shift a cash reversal is paid back from: the open shift of the sale's point of sale (the
 * sale's own shift while it is open), locked like a sale's; a POS without shifts pays back
 * without one. A POS in shifts with no open shift cannot pay cash back.
 */
async function payBackShift(tx: Tx, posId: number | null) {
  if (posId === null) return null;
  const pos = await posById(tx, posId);
  if (!pos?.worksInShifts) return null;
  const [open] = await tx
    .select({ id: cashierShifts.id })
    .from(cashierShifts)
    .where(and(eq(cashierShifts.posId, posId), eq(cashierShifts.status, 1)))
    .for('share');
  if (!open) throw refuse('shift.noOpenShiftForPos');
  return open.id;
}

/**
 * Reversal of a whole sale or of one item (spec §2 inquiry, issue #18 item 4), in one
 * transaction holding the sale's row: the plan (domain `planReversal`: issued items only, a card
 * payment once and within 30 days), the money (a card sale: the gateway's reversal, TRTYPE 24,
 * queued as the `payment.reverse` job; a cash sale: paid back from the POS's open shift; a
 * reseller's sale on account: credited back to the partner's obligation in the ledger), the
 * items marked REVERSED, their vignettes and route passes deactivated (the public check no
 * longer finds them), the record and the audit entry. An item is reversed at most once by the
 * database (`sale_reversal_items_once`), a whole sale too (`sale_reversals_whole`).
 *
 * The ledger's bookings of the items are reversed in the same transaction (sales/sale-ledger.ts).
 */
export function createSaleReversals(deps: Deps) {
  /** A partner admin and above any sale of the scope; a cashier their own of their open shift. */
  const mayReverse = (
    principal: Principal,
    found: { sale: { cashierUserId: number | null }; shiftOpen: boolean },
  ) =>
    mayReverseSale({
      reversesAny: can(principal, 'inquiry.reverse', deps.context),
      userId: principal.id,
      sale: { cashierUserId: found.sale.cashierUserId, shiftOpen: found.shiftOpen },
    });

  async function reverseSale(
    principal: Principal,
    saleId: string,
    body: ReversalBody,
    actor: Actor,
  ) {
    const now = deps.clock.now();
    return deps.db
      .transaction(async (tx) => {
        const found = await inquirySale(tx, posScope(principal), saleId);
        if (!found) throw refuse('sale.notFound', 404);
        if (!mayReverse(principal, found)) throw refuse('reversal.ownOpenShiftOnly', 403);
        const [sale] = await tx.select().from(sales).where(eq(sales.id, saleId)).for('update');
        const items = await saleItemsOf(tx, saleId);
        const method = sale!.paymentMethod as 'CARD' | 'CASH' | 'ACCOUNT';
        const card = method === 'CARD' ? await cardPayment(tx, saleId) : null;
        const plan = planReversal({
          method,
          paidAt: sale!.settledAt,
          now,
          currency: sale!.currency as 'BGN' | 'EUR',
          items: items.map((i) => ({ ...i, state: i.state as ItemState })),
          itemId: body.itemId ?? null,
          cardReversed: card?.reversed ?? false,
        });
        if (!plan.ok) throw refuse(plan.code, plan.code === 'reversal.itemNotFound' ? 404 : 409);
        if (method === 'CARD' && !card) throw refuse('reversal.notPaid');
        let paymentReversalId: string | null = null;
        let shiftId: number | null = null;
        if (card) {
          const gateway = await insertReversal(tx, {
            attemptId: card.attempt.id,
            saleId,
            amountMinor: plan.amountMinor,
            currency: card.attempt.currency,
            reason: 'SALE_REVERSAL',
          });
          if (!gateway) throw refuse('reversal.cardOnce');
          paymentReversalId = gateway.id;
          await deps.jobs.send(tx, 'payment.reverse', { reversalId: gateway.id });
        } else if (method === 'CASH') {
          shiftId = await payBackShift(tx, sale!.posId);
        }
        // ACCOUNT (a reseller's sale): no money moves here; the partner's obligation is credited
        // back by the reversal of the sale's bookings below.
        const [reversal] = await tx
          .insert(saleReversals)
          .values({
            saleId,
            wholeSale: body.itemId === undefined,
            method,
            amountMinor: plan.amountMinor,
            amountBgn: plan.amountBgn,
            amountEur: plan.amountEur,
            currency: sale!.currency,
            reason: body.reason,
            shiftId,
            paymentReversalId,
            userId: principal.id,
            createdAt: now,
          })
          .returning();
        await tx
          .insert(saleReversalItems)
          .values(plan.itemIds.map((saleItemId) => ({ reversalId: reversal!.id, saleItemId })));
        await tx
          .update(saleItems)
          .set({ state: 'REVERSED' })
          .where(inArray(saleItems.id, plan.itemIds));
        await tx
          .update(vignettes)
          .set({ status: 'DEACTIVATED' })
          .where(inArray(vignettes.saleItemId, plan.itemIds));
        await tx
          .update(routePasses)
          .set({ status: 'DEACTIVATED' })
          .where(inArray(routePasses.saleItemId, plan.itemIds));
        await tx.update(sales).set({ updatedAt: now }).where(eq(sales.id, saleId));
        // the sale's bookings (revenue, money, commission) reversed for exactly these items
        await reverseSaleBookings(tx, saleId, now, body.reason, plan.itemIds);
        await audit(tx, actor, {
          action: 'sale.reverse',
          entity: 'sale',
          entityId: saleId,
          after: {
            reversalId: reversal!.id,
            reason: body.reason,
            method,
            itemIds: plan.itemIds,
            amountMinor: plan.amountMinor,
            currency: sale!.currency,
            shiftId,
            paymentReversalId,
          },
        });
        return reversal!;
      })
      .catch((error: unknown) => {
        const violation = constraintViolation(error);
        if (
          violation?.constraint === 'sale_reversal_items_once' ||
          violation?.constraint === 'sale_reversals_whole'
        )
          throw refuse('reversal.alreadyReversed');
        throw error;
      });
  }

  return { reverseSale, mayReverse };
}

export type SaleReversals = ReturnType<typeof createSaleReversals>;
