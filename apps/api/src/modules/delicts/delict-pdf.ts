import { paymentCurrencyAt } from '@toll/domain/euro-switch';
import { toBuffer, type Pdf } from '../documents/pdf-document';
import type { BothLangs, CountryNames } from '../receipts/receipt-data';
import { documentTexts, sofiaDateTime } from '../receipts/receipt-format';
import {
  field,
  notes,
  numberBlock,
  openReceiptPdf,
  sectionTitle,
} from '../receipts/receipt-pdf-layout';
import { payabilityOf, typed } from './delict-view';
import type { DelictRow } from './repo';

/** What a delict's PDF shows: the stored delict and its country's names. */
export type DelictDocument = { row: DelictRow; country: CountryNames };

/** A delict's document speaks Bulgarian and English: the owner is found by plate, not by a sale. */
const texts = documentTexts('en');
const { both } = texts;
const label = (key: string) => both('delicts', `pdf.${key}`);
const optional = (value: string | number | null | undefined) =>
  value === null || value === undefined || value === '' ? null : String(value);
const utc = (date: Date) => `${date.toISOString().slice(0, 19).replace('T', ' ')} UTC`;

/** The rows of a field list whose value is known. */
function fields(doc: Pdf, rows: readonly [string, string | BothLangs | null][]) {
  for (const [key, value] of rows) if (value !== null) field(doc, label(key), value);
}

function paymentState(document: DelictDocument, now: Date): BothLangs {
  const payability = payabilityOf(document.row, now);
  if (document.row.status === 'PAID') return label('paymentStateValue.paid');
  return label(`paymentStateValue.${payability.payable ? 'payable' : 'expired'}`);
}

/**
 * The violation as an A4 PDF in Bulgarian and English (spec §7 generate-pdf-compensatory-fee):
 * the document number with its QR code, the vehicle, when and where, the amount in both
 * currencies, the deadline and the payment state at `now`. Times are Sofia time, the passage
 * also in UTC. The creation date is the delict's last update, so one state gives the same bytes.
 */
export function delictPdf(document: DelictDocument, now: Date): Promise<Buffer> {
  const { row } = document;
  const { delictType, documentType, status, vehicleClass } = typed(row);
  const payability = payabilityOf(row, now);
  const doc = openReceiptPdf(texts, both('delicts', `delictType.${delictType}`), row.updatedAt);
  numberBlock(doc, label('documentNumber'), row.documentNumber);
  fields(doc, [
    ['documentType', both('delicts', `documentType.${documentType}`)],
    ['status', both('delicts', `status.${status}`)],
    ['paymentState', paymentState(document, now)],
    [
      'amount',
      texts.price({
        amountBgn: row.amountBgn,
        amountEur: row.amountEur,
        currency: paymentCurrencyAt(now),
      }),
    ],
    [
      'paymentDeadline',
      payability.deadline ? sofiaDateTime(payability.deadline) : label('deadlineNotStarted'),
    ],
    ['paidAt', row.paidAt ? sofiaDateTime(row.paidAt) : null],
  ]);
  sectionTitle(doc, label('section.vehicle'));
  fields(doc, [
    ['plate', row.plate],
    ['country', texts.country(row.countryCode, document.country)],
    ['vehicleClass', both('delicts', `vehicleClass.${vehicleClass}`)],
    ['axles', optional(row.axles)],
  ]);
  sectionTitle(doc, label('section.violation'));
  fields(doc, [
    ['passageDate', sofiaDateTime(row.passageAt)],
    ['passageDateUtc', utc(row.passageAt)],
    ['entryDate', row.entryAt ? sofiaDateTime(row.entryAt) : null],
    ['tollSection', optional([row.tollSectionId, row.tollSectionName].filter(Boolean).join(' – '))],
    ['road', optional(row.roadNumber)],
    [
      'kilometre',
      row.kilometre === null || row.kilometre === undefined
        ? null
        : texts.number(Number(row.kilometre)),
    ],
    ['direction', optional(row.direction)],
    ['location', optional(row.location)],
    ['municipality', optional(row.municipality)],
    ['district', optional(row.district)],
    [
      'coordinates',
      row.coordinateX !== null && row.coordinateY !== null
        ? `${row.coordinateY.toFixed(6)}, ${row.coordinateX.toFixed(6)}`
        : null,
    ],
    ['missingDataReason', optional(row.missingDataReason)],
    ['evidentialRecords', optional(row.evidentialRecords.join(', '))],
    ['notificationDate', row.notifiedAt ? sofiaDateTime(row.notifiedAt) : null],
    ['ficheDate', row.ficheServedAt ? sofiaDateTime(row.ficheServedAt) : null],
    ['receivedDate', sofiaDateTime(row.receivedAt)],
    ['processingDate', row.processedAt ? sofiaDateTime(row.processedAt) : null],
    [
      'validity',
      row.validFrom && row.validUntil
        ? `${sofiaDateTime(row.validFrom)} – ${sofiaDateTime(new Date(row.validUntil.getTime() - 1000))}`
        : null,
    ],
  ]);
  notes(doc, [
    label('notes.deadline'),
    label('notes.wrongPlate'),
    label('notes.pay'),
    label('notes.times'),
    label('notes.qr'),
  ]);
  return toBuffer(doc);
}
