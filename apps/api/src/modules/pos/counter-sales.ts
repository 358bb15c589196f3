import { counterSaleRequestSchema, type CounterSaleRequest } from '@toll/contract/counter-sales';
import { saleSchema } from '@toll/contract/sales';
import type { Lang } from '@toll/domain/languages';
import { checkCanSell } from '@toll/domain/shift-rules';
import type { App } from '../../platform/app-types';
import type { Principal } from '../../platform/auth/access-control';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import type { SalesModule } from '../sales/sales-module';
import { posById } from './repo';
import { openShiftsOf } from './shift-repo';
import type { ShiftService } from './shift-service';

/**
 * Sales at the counter (spec §2 back-office buy-vignette and cart, §4, §8): at one of the
 * cashier's own active points of sale; one that works in shifts sells only in the cashier's open
 * shift there, locked for the sale (closing the shift waits for it). The sale belongs to the POS,
 * the cashier and the shift; cash is taken and the vignettes are issued at once.
 */
export function createCounterSales(deps: { db: Db; sales: SalesModule; shifts: ShiftService }) {
  return {
    async sell(principal: Principal, body: CounterSaleRequest, lang: Lang) {
      const pos = await posById(deps.db, body.posId);
      if (!pos || pos.deleted) throw new AppError(404, { code: 'pos.notFound', field: 'posId' });
      if (!principal.posIds.includes(pos.id))
        throw new AppError(403, { code: 'pos.notYours', field: 'posId' });
      if (!pos.active) throw new AppError(409, { code: 'pos.inactive', field: 'posId' });
      const elsewhere = (await openShiftsOf(deps.db, principal.id)).filter(
        (shift) => shift.posId !== pos.id,
      );
      return deps.sales.sellAtCounter(body, {
        lang,
        posId: pos.id,
        cashierUserId: principal.id,
        shiftFor: async (tx) => {
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
        },
      });
    },
  };
}

export function registerCounterSaleRoutes(
  app: App,
  counter: ReturnType<typeof createCounterSales>,
) {
  app.post(
    '/counter-sales',
    {
      config: { access: 'shopping-cart' },
      schema: {
        tags: ['Points of sale'],
        summary:
          'A cash sale at the caller’s point of sale (in their open shift where the POS works in shifts), issued at once',
        body: counterSaleRequestSchema,
        response: { 201: saleSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await counter.sell(request.principal!, request.body, request.lang)),
  );
}
