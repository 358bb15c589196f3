import {
  delictPayability,
  type DelictDocumentType,
  type DelictPayability,
  type DelictStatus,
  type DelictType,
} from '@toll/domain/delicts';
import { paymentCurrencyAt } from '@toll/domain/euro-switch';
import type { Lang } from '@toll/domain/languages';
import { wireAmounts, wirePrice } from '@toll/contract/money';
import type { TollCategory } from '@toll/domain/vehicles';
import type { DelictView } from '@toll/contract/delicts';
import { translator } from '../../platform/i18n';
import type { DelictRow } from './repo';

/** The typed enums of a stored row (the table's CHECK constraints hold them to these values). */
export const typed = (row: DelictRow) => ({
  delictType: row.delictType as DelictType,
  documentType: row.documentType as DelictDocumentType,
  status: row.status as DelictStatus,
  vehicleClass: row.vehicleClass as TollCategory,
});

/** Whether a stored delict can be paid now, and its deadline. */
export function payabilityOf(row: DelictRow, now: Date): DelictPayability {
  const { delictType, status } = typed(row);
  return delictPayability(
    { delictType, status, notifiedAt: row.notifiedAt, ficheServedAt: row.ficheServedAt },
    now,
  );
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** A delict as the public pages show it, in the caller's language, judged at `now`. */
export function delictView(row: DelictRow, lang: Lang, now: Date): DelictView {
  const t = translator(lang, 'delicts');
  const errors = translator(lang);
  const { delictType, documentType, status, vehicleClass } = typed(row);
  const payability = payabilityOf(row, now);
  const currency = paymentCurrencyAt(now);
  const minor = currency === 'EUR' ? row.amountEur : row.amountBgn;
  return {
    documentNumber: row.documentNumber,
    documentType,
    documentTypeText: t(`documentType.${documentType}`),
    delictType,
    delictTypeText: t(`delictType.${delictType}`),
    status,
    statusText: t(`status.${status}`),
    countryCode: row.countryCode,
    lpn: row.plate,
    vehicleClass,
    vehicleClassText: t(`vehicleClass.${vehicleClass}`),
    axles: row.axles,
    entryDate: iso(row.entryAt),
    passageDate: row.passageAt.toISOString(),
    receivedDate: row.receivedAt.toISOString(),
    updateDate: row.updatedAt.toISOString(),
    processingDate: iso(row.processedAt),
    validity:
      row.validFrom && row.validUntil
        ? {
            from: row.validFrom.toISOString(),
            // Stored ends are exclusive; the last covered second is shown.
            to: new Date(row.validUntil.getTime() - 1000).toISOString(),
          }
        : null,
    price: wirePrice(minor, currency),
    currencyAmount: wireAmounts(row.amountBgn, row.amountEur),
    reasonMissingData: row.missingDataReason,
    evidentialRecords: row.evidentialRecords,
    tollSectionId: row.tollSectionId,
    tollSectionName: row.tollSectionName,
    coordinates:
      row.coordinateX !== null && row.coordinateY !== null
        ? { x: row.coordinateX, y: row.coordinateY }
        : null,
    direction: row.direction,
    kilometre: row.kilometre,
    district: row.district,
    municipality: row.municipality,
    roadNumber: row.roadNumber,
    location: row.location,
    notificationDate: iso(row.notifiedAt),
    ficheDate: iso(row.ficheServedAt),
    paymentDeadline: iso(payability.deadline),
    payable: payability.payable,
    notPayableReason: payability.payable
      ? null
      : { code: payability.code, message: errors(payability.code) },
    paidAt: iso(row.paidAt),
  };
}
