import { and, eq } from 'drizzle-orm';
import { activatedSaleState } from '@toll/domain/sale-states';
import { paymentAttempts, paymentReversals, saleItems, sales } from '../../db/schema/sales';
import type { Actor } from '../../platform/actor';
import { audit } from '../../platform/audit';
import type { Clock } from '../../platform/clock';
import type { Db, Tx } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import type { Jobs } from '../../platform/jobs';
import { activateSale, type Issuers } from './activation';
import { insertReversal, saleItemsOf, updateItem, updateSale } from './repo';

/**
 * The back-office list of failed vignette activations (spec §2): an item paid for but not issued
 * is activated again (its vignette can be issued now, e.g. the overlapping one was reversed), or
 * its money goes back. A refund already on its way or done (the automatic one queued when the
 * activation failed) leaves the item as it is: retried only while that refund has FAILED at the
 * gateway or was never made. Both actions are audited.
 */
export function createFailedActivationActions(deps: {
  db: Db;
  clock: Clock;
  jobs: Jobs;
  issuers: Issuers;
}) {
  const notRetryable = () => new AppError(409, { code: 'activation.notRetryable' });

  async function lockItem(tx: Tx, itemId: string) {
    const [item] = await tx.select().from(saleItems).where(eq(saleItems.id, itemId));
    if (!item) throw new AppError(404, { code: 'reversal.itemNotFound' });
    const [sale] = await tx.select().from(sales).where(eq(sales.id, item.saleId)).for('update');
    const [refund] = await tx
      .select()
      .from(paymentReversals)
      .where(
        and(
          eq(paymentReversals.saleId, item.saleId),
          eq(paymentReversals.reason, 'ACTIVATION_FAILED'),
        ),
      )
      .for('update');
    const [current] = await tx.select().from(saleItems).where(eq(saleItems.id, itemId));
    if (current!.state !== 'ACTIVATION_FAILED') throw notRetryable();
    return { item: current!, sale: sale!, refund: refund ?? null };
  }

  return {
    /** Activates a failed item again; answers whether it was issued now. */
    async retry(itemId: string, actor: Actor) {
      const now = deps.clock.now();
      return deps.db.transaction(async (tx) => {
        const { item, sale, refund } = await lockItem(tx, itemId);
        if (refund && refund.state !== 'FAILED') throw notRetryable();
        await updateItem(tx, item.id, { state: 'PENDING', failureCode: null });
        const result = await activateSale(tx, sale, now, deps.issuers);
        const issued = result.issued.length > 0;
        if (issued) {
          const items = await saleItemsOf(tx, sale.id);
          const failed = items.filter((i) => i.state === 'ACTIVATION_FAILED');
          const active = items.filter((i) => i.state === 'ACTIVE');
          await updateSale(tx, sale.id, {
            state: activatedSaleState(active.length, failed.length),
            updatedAt: now,
          });
          if (refund) {
            const amount =
              refund.amountMinor - (sale.currency === 'EUR' ? item.amountEur : item.amountBgn);
            if (amount > 0)
              await tx
                .update(paymentReversals)
                .set({ amountMinor: amount })
                .where(eq(paymentReversals.id, refund.id));
            else await tx.delete(paymentReversals).where(eq(paymentReversals.id, refund.id));
          }
        }
        await audit(tx, actor, {
          action: 'sale.activation.retry',
          entity: 'sale',
          entityId: sale.id,
          after: { itemId, issued },
        });
        return { issued };
      });
    },

    /** Sends the money of the sale's failed items back (again, after a refused refund). */
    async refund(itemId: string, actor: Actor) {
      return deps.db.transaction(async (tx) => {
        const { sale, refund } = await lockItem(tx, itemId);
        let reversalId: string;
        if (refund) {
          if (refund.state !== 'FAILED') throw notRetryable();
          await tx
            .update(paymentReversals)
            .set({ state: 'PENDING' })
            .where(eq(paymentReversals.id, refund.id));
          reversalId = refund.id;
        } else {
          const [attempt] = await tx
            .select()
            .from(paymentAttempts)
            .where(and(eq(paymentAttempts.saleId, sale.id), eq(paymentAttempts.state, 'APPROVED')));
          if (!attempt) throw notRetryable();
          const failed = (await saleItemsOf(tx, sale.id)).filter(
            (i) => i.state === 'ACTIVATION_FAILED',
          );
          const created = await insertReversal(tx, {
            attemptId: attempt.id,
            saleId: sale.id,
            amountMinor: failed.reduce(
              (sum, i) => sum + (sale.currency === 'EUR' ? i.amountEur : i.amountBgn),
              0,
            ),
            currency: attempt.currency,
            reason: 'ACTIVATION_FAILED',
          });
          if (!created) throw notRetryable();
          reversalId = created.id;
        }
        await deps.jobs.send(tx, 'payment.reverse', { reversalId });
        await audit(tx, actor, {
          action: 'sale.activation.refund',
          entity: 'sale',
          entityId: sale.id,
          after: { itemId, reversalId },
        });
        return { reversalId };
      });
    },
  };
}

export type FailedActivationActions = ReturnType<typeof createFailedActivationActions>;
