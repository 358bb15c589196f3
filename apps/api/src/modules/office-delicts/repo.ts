import { and, asc, count, eq, gte, ilike, lt, sql, type SQL } from 'drizzle-orm';
import type { DelictPaymentQuery, OfficeDelictQuery } from '@toll/contract/office-delicts';
import { parsePlainDate } from '@toll/domain/plain-date';
import { normalisePlate } from '@toll/domain/plates';
import { nextSofiaMidnight, startOfSofiaDay } from '@toll/domain/sofia-time';
import { delictNoticesSent, delicts } from '../../db/schema/delicts';
import { pointsOfSale } from '../../db/schema/partners';
import { saleItems, sales } from '../../db/schema/sales';
import type { Executor } from '../../platform/db/database';
import { containsPattern, listOrder, pageWindow } from '../../platform/http/list-paging';

/** The back-office delict searches (indexes: delicts_plate, delicts_status_passage, migration 0023). */
export type DelictRow = typeof delicts.$inferSelect;

const dayStart = (day: string | undefined) => {
  const date = day ? parsePlainDate(day) : null;
  return date ? startOfSofiaDay(date) : null;
};
const dayEnd = (day: string | undefined) => {
  const date = day ? parsePlainDate(day) : null;
  return date ? nextSofiaMidnight(date) : null;
};

function delictWhere(q: OfficeDelictQuery): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if (q.f_plate) parts.push(eq(delicts.plate, normalisePlate(q.f_plate)));
  if (q.f_countryCode) parts.push(eq(delicts.countryCode, q.f_countryCode));
  if (q.f_documentNumber) parts.push(eq(delicts.documentNumber, q.f_documentNumber.toUpperCase()));
  if (q.f_status) parts.push(eq(delicts.status, q.f_status));
  if (q.f_delictType) parts.push(eq(delicts.delictType, q.f_delictType));
  if (q.f_documentType) parts.push(eq(delicts.documentType, q.f_documentType));
  if (q.f_roadNumber) parts.push(eq(delicts.roadNumber, q.f_roadNumber));
  if (q.f_tollSection) parts.push(ilike(delicts.tollSectionName, containsPattern(q.f_tollSection)));
  if (q.f_obuDataMissing) parts.push(eq(delicts.obuDataMissing, q.f_obuDataMissing === 'true'));
  const from = dayStart(q.f_from);
  const to = dayEnd(q.f_to);
  if (from) parts.push(gte(delicts.passageAt, from));
  if (to) parts.push(lt(delicts.passageAt, to));
  if (q.q) {
    const pattern = containsPattern(q.q);
    parts.push(
      sql`(${delicts.documentNumber} ilike ${pattern} or ${delicts.plate} ilike ${containsPattern(normalisePlate(q.q))} or ${delicts.location} ilike ${pattern})`,
    );
  }
  return and(...parts);
}

const DELICT_SORT = {
  passageAt: delicts.passageAt,
  documentNumber: delicts.documentNumber,
  status: delicts.status,
  plate: delicts.plate,
  amount: delicts.amountEur,
} as const;

export async function searchDelicts(db: Executor, q: OfficeDelictQuery) {
  const where = delictWhere(q);
  const { limit, offset } = pageWindow(q);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(delicts)
      .where(where)
      .orderBy(...listOrder(DELICT_SORT[q.sort], delicts.id, q.order))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(delicts).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function delictByNumber(db: Executor, documentNumber: string) {
  const [row] = await db
    .select()
    .from(delicts)
    .where(eq(delicts.documentNumber, documentNumber))
    .limit(1);
  if (!row) return null;
  const [notices, payment] = await Promise.all([
    db
      .select({ email: delictNoticesSent.email, sentAt: delictNoticesSent.sentAt })
      .from(delictNoticesSent)
      .where(eq(delictNoticesSent.delictId, row.id))
      .orderBy(asc(delictNoticesSent.sentAt)),
    row.paidBySaleItemId
      ? db
          .select({ number: sales.number })
          .from(saleItems)
          .innerJoin(sales, eq(sales.id, saleItems.saleId))
          .where(eq(saleItems.id, row.paidBySaleItemId))
      : Promise.resolve([]),
  ]);
  return { row, notices, saleNumber: payment[0]?.number ?? null };
}

const PAYMENT_SORT = {
  paidAt: delicts.paidAt,
  documentNumber: delicts.documentNumber,
  plate: delicts.plate,
  amount: saleItems.amountEur,
} as const;

export async function searchDelictPayments(db: Executor, q: DelictPaymentQuery) {
  const parts: (SQL | undefined)[] = [eq(delicts.status, 'PAID')];
  if (q.f_plate) parts.push(eq(delicts.plate, normalisePlate(q.f_plate)));
  if (q.f_documentNumber) parts.push(eq(delicts.documentNumber, q.f_documentNumber.toUpperCase()));
  if (q.f_saleNumber !== undefined) parts.push(eq(sales.number, q.f_saleNumber));
  if (q.f_posId !== undefined) parts.push(eq(sales.posId, q.f_posId));
  const from = dayStart(q.f_from);
  const to = dayEnd(q.f_to);
  if (from) parts.push(gte(delicts.paidAt, from));
  if (to) parts.push(lt(delicts.paidAt, to));
  if (q.q) parts.push(ilike(delicts.documentNumber, containsPattern(q.q)));
  const where = and(...parts);
  const { limit, offset } = pageWindow(q);
  const base = () =>
    db
      .select({
        documentNumber: delicts.documentNumber,
        delictType: delicts.delictType,
        countryCode: delicts.countryCode,
        plate: delicts.plate,
        paidAt: delicts.paidAt,
        saleNumber: sales.number,
        channel: sales.channel,
        paymentMethod: sales.paymentMethod,
        posCode: pointsOfSale.code,
        amountBgn: saleItems.amountBgn,
        amountEur: saleItems.amountEur,
      })
      .from(delicts)
      .innerJoin(saleItems, eq(saleItems.id, delicts.paidBySaleItemId))
      .innerJoin(sales, eq(sales.id, saleItems.saleId))
      .leftJoin(pointsOfSale, eq(pointsOfSale.id, sales.posId));
  const [rows, [total]] = await Promise.all([
    base()
      .where(where)
      .orderBy(...listOrder(PAYMENT_SORT[q.sort], delicts.id, q.order))
      .limit(limit)
      .offset(offset),
    db
      .select({ n: count() })
      .from(delicts)
      .innerJoin(saleItems, eq(saleItems.id, delicts.paidBySaleItemId))
      .innerJoin(sales, eq(sales.id, saleItems.saleId))
      .where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
