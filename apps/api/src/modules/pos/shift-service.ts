import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { CashierShift, shiftListQuerySchema, shiftSalesQuerySchema } from '@toll/contract/pos';
import type { ListPage } from '@toll/contract/list-query';
import type { Lang } from '@toll/domain/languages';
import { posScope } from '@toll/domain/pos-access';
import { checkCloseShift, checkOpenShift } from '@toll/domain/shift-rules';
import { pointsOfSale } from '../../db/schema/partners';
import { cashierShifts } from '../../db/schema/pos-shifts';
import type { Actor } from '../../platform/actor';
import type { Principal } from '../../platform/auth/access-control';
import { audit } from '../../platform/audit';
import type { Clock } from '../../platform/clock';
import { constraintViolation } from '../../platform/db/constraint-error';
import type { Db, Executor } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import { listExport, type Download } from '../../platform/http/list-export';
import { posById } from './repo';
import {
  closeShift,
  insertShift,
  listShifts,
  openShiftAt,
  openShiftsOf,
  shiftById,
  shiftItems,
  shiftSales,
  type ShiftRow,
} from './shift-repo';
import { paidBackIn } from './inquiry-repo';
import { detailedColumns, summaryWorkbook } from './shift-reports';
import { expireOrders, ordersBeingPaid } from '../sales/counter-order-repo';
import { sales } from '../../db/schema/sales';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export function toShift(row: ShiftRow): CashierShift {
  return {
    id: row.id,
    posId: row.posId,
    posCode: row.posCode,
    posName: row.posName,
    partnerId: row.partnerId,
    userId: row.userId,
    cashier: row.cashier,
    shiftStatus: row.status === 2 ? 2 : 1,
    start: row.openedAt.toISOString(),
    end: row.closedAt?.toISOString() ?? null,
  };
}

const refuse = (status: number, code: string) => new AppError(status, { code });

/**
 * Cashier shifts (spec §4, §7 /cashiershift…, §8). A seller opens a shift at one of their own
 * points of sale that works in shifts; the database allows one open shift per POS (another
 * user's open shift there is refused), and only its cashier closes it, once. Shifts, their sales
 * and reports are read within the POS scope of spec §6; the caller's own shifts always.
 */
export function createShiftService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;

  /** The shifts a user may read, as a condition (null: all). */
  function visibleWhere(principal: Principal): SQL | undefined {
    const scope = posScope(principal);
    if (scope.kind === 'all') return undefined;
    if (scope.kind === 'partner')
      return inArray(
        cashierShifts.posId,
        db
          .select({ id: pointsOfSale.id })
          .from(pointsOfSale)
          .where(eq(pointsOfSale.partnerId, Number(scope.partnerId))),
      );
    return eq(cashierShifts.userId, principal.id);
  }

  function canSee(principal: Principal, shift: ShiftRow): boolean {
    if (shift.userId === principal.id) return true;
    const scope = posScope(principal);
    if (scope.kind === 'all') return true;
    return scope.kind === 'partner' && Number(scope.partnerId) === shift.partnerId;
  }

  async function visibleShift(principal: Principal, id: number, tx: Executor = db) {
    const shift = await shiftById(tx, id);
    if (!shift || !canSee(principal, shift)) throw refuse(404, 'shift.notFound');
    return shift;
  }

  return {
    /** POST /cashiershift/start */
    async start(principal: Principal, posId: number, actor: Actor) {
      const pos = await posById(db, posId);
      if (!pos || pos.deleted) throw refuse(404, 'pos.notFound');
      if (!principal.posIds.includes(posId)) throw refuse(403, 'pos.notYours');
      if (!pos.active) throw refuse(409, 'pos.inactive');
      if (!pos.worksInShifts) throw refuse(409, 'pos.noShifts');
      const refuseOpen = (open: ShiftRow | null) => {
        const check = checkOpenShift(posId, open ? [open] : [], principal.id);
        if (!check.ok) throw refuse(409, check.code);
      };
      refuseOpen(await openShiftAt(db, posId));
      try {
        return await db.transaction(async (tx) => {
          const id = await insertShift(tx, {
            posId,
            userId: principal.id,
            status: 1,
            openedAt: clock.now(),
          });
          const shift = (await shiftById(tx, id))!;
          await audit(tx, actor, {
            action: 'shift.open',
            entity: 'cashier-shift',
            entityId: id,
            after: toShift(shift),
          });
          return toShift(shift);
        });
      } catch (error) {
        // Two tabs or two cashiers at once: the partial unique index let one of them in.
        if (constraintViolation(error)?.constraint === 'cashier_shifts_one_open_per_pos')
          refuseOpen(await openShiftAt(db, posId));
        throw error;
      }
    },

    /** POST /cashiershift/end/{id}: only the shift's cashier, only once. */
    async end(principal: Principal, id: number, actor: Actor) {
      return db.transaction(async (tx) => {
        // The row lock waits for a cash sale being recorded in this shift (it holds a share lock).
        const shift = await shiftById(tx, id, true);
        if (!shift || !canSee(principal, shift)) throw refuse(404, 'shift.notFound');
        const check = checkCloseShift(
          { id: shift.id, posId: shift.posId, userId: shift.userId, status: shift.status },
          principal.id,
        );
        if (!check.ok) throw refuse(409, check.code);
        const now = clock.now();
        // A card payment still running in this shift may yet be approved: wait for it (at most
        // its 30 minutes) or take the order in cash. Unpaid orders left (declined, or past their
        // deadline) expire with the shift, so nothing is issued in a closed shift.
        if ((await ordersBeingPaid(tx, id, now)) > 0) throw refuse(409, 'shift.paymentInProgress');
        await expireOrders(tx, eq(sales.shiftId, id), now);
        await closeShift(tx, id, now);
        const closed = toShift({ ...shift, status: 2, closedAt: now });
        await audit(tx, actor, {
          action: 'shift.close',
          entity: 'cashier-shift',
          entityId: id,
          before: toShift(shift),
          after: closed,
        });
        return closed;
      });
    },

    async list(
      principal: Principal,
      query: z.infer<typeof shiftListQuerySchema>,
    ): Promise<ListPage<CashierShift>> {
      const page = await listShifts(db, visibleWhere(principal), query);
      return {
        items: page.items.map(toShift),
        total: page.total,
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    async status(principal: Principal, id: number) {
      const shift = await visibleShift(principal, id);
      return { id: shift.id, shiftStatus: shift.status === 2 ? (2 as const) : (1 as const) };
    },

    /** GET /cashiershift/user: the caller's open shifts (one per POS at most). */
    async user(principal: Principal) {
      return (await openShiftsOf(db, principal.id)).map(toShift);
    },

    async sales(principal: Principal, id: number, query: z.infer<typeof shiftSalesQuerySchema>) {
      await visibleShift(principal, id);
      const page = await shiftSales(db, id, query);
      return {
        items: page.items.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
        total: page.total,
        page_number: query.page_number,
        page_size: query.page_size,
      };
    },

    async detailedReport(principal: Principal, id: number, lang: Lang) {
      await visibleShift(principal, id);
      const rows = await shiftItems(db, id);
      async function* all() {
        yield* rows;
      }
      return listExport({
        format: 'csv',
        baseName: `shift-${id}-detailed`,
        rows: all(),
        columns: detailedColumns(lang),
      });
    },

    async summarizedReport(principal: Principal, id: number, lang: Lang) {
      const shift = await visibleShift(principal, id);
      const body = await summaryWorkbook(
        shift,
        await shiftItems(db, id),
        lang,
        await paidBackIn(db, id),
      );
      return { contentType: XLSX, fileName: `shift-${id}-summary.xlsx`, body } satisfies Download;
    },

    /**
     * The open shift a sale at this POS must be recorded in, share-locked for the caller's
     * transaction (closing waits for the sale; a sale after the close finds none).
     */
    async lockOpenShiftForSale(tx: Executor, posId: number) {
      const [row] = await tx
        .select({ id: cashierShifts.id, userId: cashierShifts.userId })
        .from(cashierShifts)
        .where(and(eq(cashierShifts.posId, posId), eq(cashierShifts.status, 1)))
        .for('share');
      return row ?? null;
    },
  };
}

export type ShiftService = ReturnType<typeof createShiftService>;
