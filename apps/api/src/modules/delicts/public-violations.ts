import { checkCountryCode } from '@toll/domain/countries';
import { delictOwnerKind } from '@toll/domain/delicts';
import { paymentCurrencyAt } from '@toll/domain/euro-switch';
import { checkPlate, normalisePlate } from '@toll/domain/plates';
import { formatSofiaDisplay, formatSofiaIso } from '@toll/domain/sofia-time';
import type { PublicDelict, PublicViolationResponse } from '@toll/contract/delicts';
import { translator } from '../../platform/i18n';
import { payabilityOf, typed } from './delict-view';
import type { DelictRow } from './repo';

/**
 * Answers of the public violation check (FACTS: `{ok, data:{delictList:[…]}}`), in the style of
 * the vignette check existing clients read: always HTTP 200, a `status` with a message key, Sofia
 * local times without a zone (and "Formated" display times), amounts as numbers, Bulgarian texts.
 * A valid query with no delicts is `ok: true` with an empty list.
 */
const refused = (message: string): PublicViolationResponse => ({
  ok: false,
  status: { code: 400, message },
  data: { delictList: [] },
});

export type ViolationQuery =
  { countryCode: string; plate: string; ownerId: string } | { invalid: PublicViolationResponse };

export function readViolationQuery(
  country: string,
  plate: string,
  ownerId: string,
): ViolationQuery {
  const countryCode = country.trim().toUpperCase();
  if (!checkCountryCode(countryCode).ok) return { invalid: refused('public.ui.error.country') };
  if (!checkPlate(plate).ok) return { invalid: refused('public.ui.error.licensePlateNumber') };
  if (!delictOwnerKind(ownerId)) return { invalid: refused('public.ui.error.egnOrEik') };
  return { countryCode, plate: normalisePlate(plate), ownerId: ownerId.trim() };
}

const local = (date: Date | null) => (date ? formatSofiaIso(date) : null);

export function publicDelict(row: DelictRow, now: Date): PublicDelict {
  const t = translator('bg', 'delicts');
  const { delictType, documentType, status, vehicleClass } = typed(row);
  const payability = payabilityOf(row, now);
  const currency = paymentCurrencyAt(now);
  return {
    documentNumber: row.documentNumber,
    documentType,
    delictType,
    status,
    statusText: t(`status.${status}`),
    licensePlateNumber: row.plate,
    country: row.countryCode,
    vehicleClass: t(`vehicleClass.${vehicleClass}`),
    vehicleClassCode: vehicleClass,
    axles: row.axles,
    entryDate: local(row.entryAt),
    passageDate: formatSofiaIso(row.passageAt),
    passageDateFormated: formatSofiaDisplay(row.passageAt),
    passageDateUtc: row.passageAt.toISOString(),
    receivedDate: formatSofiaIso(row.receivedAt),
    updateDate: formatSofiaIso(row.updatedAt),
    processingDate: local(row.processedAt),
    validityDateFrom: local(row.validFrom),
    validityDateTo: row.validUntil
      ? formatSofiaIso(new Date(row.validUntil.getTime() - 1000))
      : null,
    amount: (currency === 'EUR' ? row.amountEur : row.amountBgn) / 100,
    currency,
    amountBGN: row.amountBgn / 100,
    amountEUR: row.amountEur / 100,
    reasonMissingObuData: row.missingDataReason,
    evidentialRecords: row.evidentialRecords,
    tollSectionId: row.tollSectionId,
    tollSectionName: row.tollSectionName,
    coordinateX: row.coordinateX,
    coordinateY: row.coordinateY,
    direction: row.direction,
    kilometer: row.kilometre,
    district: row.district,
    municipality: row.municipality,
    roadNumber: row.roadNumber,
    location: row.location,
    paymentDeadline: local(payability.deadline),
    paymentDeadlineFormated: payability.deadline ? formatSofiaDisplay(payability.deadline) : null,
    payable: payability.payable,
    paid: status === 'PAID',
  };
}

export function violationsAnswer(rows: readonly DelictRow[], now: Date): PublicViolationResponse {
  return {
    ok: true,
    status: { code: 200, message: 'public.ui.ok' },
    data: { delictList: rows.map((row) => publicDelict(row, now)) },
  };
}
