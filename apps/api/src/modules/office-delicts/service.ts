import type {
  DelictPaymentQuery,
  OfficeDelictDetail,
  OfficeDelictQuery,
} from '@toll/contract/office-delicts';
import type { Executor } from '../../platform/db/database';
import { notFound } from '../../platform/http/app-error';
import { delictByNumber, searchDelictPayments, searchDelicts, type DelictRow } from './repo';

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** An address shown to staff with its local part hidden but its first letter: a***@example.bg. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email[0]}***${email.slice(at)}`;
}

function row(r: DelictRow) {
  return {
    id: r.id,
    documentNumber: r.documentNumber,
    documentType: r.documentType,
    delictType: r.delictType,
    status: r.status,
    countryCode: r.countryCode,
    plate: r.plate,
    vehicleClass: r.vehicleClass,
    passageAt: r.passageAt.toISOString(),
    amountBgn: r.amountBgn,
    amountEur: r.amountEur,
    currency: r.currency,
    tollSectionName: r.tollSectionName,
    roadNumber: r.roadNumber,
    obuDataMissing: r.obuDataMissing,
    missingDataReason: r.missingDataReason,
    paidAt: iso(r.paidAt),
  };
}

/** The back office's delict search, one delict's file, and the delict payments search. */
export function createOfficeDelictService(deps: { db: Executor }) {
  const { db } = deps;
  return {
    async search(q: OfficeDelictQuery) {
      const { rows, total } = await searchDelicts(db, q);
      return { items: rows.map(row), total, page: q.page, pageSize: q.pageSize };
    },

    async detail(documentNumber: string): Promise<OfficeDelictDetail> {
      const found = await delictByNumber(db, documentNumber);
      if (!found) throw notFound('delict.notFound');
      const { row: r, notices, saleNumber } = found;
      const number = encodeURIComponent(r.documentNumber);
      return {
        ...row(r),
        customerId: r.customerId,
        accountId: r.accountId,
        accountStatus: r.accountStatus,
        vehicleUnitStatus: r.vehicleUnitStatus,
        axles: r.axles,
        entryAt: iso(r.entryAt),
        receivedAt: r.receivedAt.toISOString(),
        updatedAt: r.updatedAt.toISOString(),
        processedAt: iso(r.processedAt),
        validFrom: iso(r.validFrom),
        validUntil: iso(r.validUntil),
        tollSectionId: r.tollSectionId,
        coordinateX: r.coordinateX,
        coordinateY: r.coordinateY,
        direction: r.direction,
        kilometre: r.kilometre,
        district: r.district,
        municipality: r.municipality,
        location: r.location,
        notifiedAt: iso(r.notifiedAt),
        ficheServedAt: iso(r.ficheServedAt),
        evidentialRecords: r.evidentialRecords,
        documents: [
          {
            kind: 'DELICT_PDF' as const,
            reference: r.documentNumber,
            url: `/api/generate-pdf-compensatory-fee?delict_document_number=${number}`,
          },
          ...(saleNumber === null
            ? []
            : [
                {
                  kind: 'PAYMENT' as const,
                  reference: String(saleNumber),
                  url: null,
                },
              ]),
        ],
        notices: notices.map((n) => ({
          email: maskEmail(n.email),
          sentAt: n.sentAt.toISOString(),
        })),
      };
    },

    async payments(q: DelictPaymentQuery) {
      const { rows, total } = await searchDelictPayments(db, q);
      return {
        items: rows.map((p) => ({ ...p, paidAt: p.paidAt!.toISOString() })),
        total,
        page: q.page,
        pageSize: q.pageSize,
      };
    },
  };
}
export type OfficeDelictService = ReturnType<typeof createOfficeDelictService>;
