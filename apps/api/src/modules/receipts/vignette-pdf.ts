import { toBuffer } from '../documents/pdf-document';
import type { VignetteDocument } from './receipt-data';
import {
  documentTexts,
  lastValidSecond,
  secondLang,
  sofiaDateTime,
  vignetteStatus,
} from './receipt-format';
import { field, notes, numberBlock, openReceiptPdf } from './receipt-pdf-layout';

/**
 * The e-vignette as a one-page A4 PDF in Bulgarian and the buyer's language (English for a
 * Bulgarian buyer): number with its QR code, vehicle, validity in Sofia time, price in both
 * currencies, sale, status at `now`, and the legal notes.
 */
export function vignettePdf(vignette: VignetteDocument, now: Date): Promise<Buffer> {
  const texts = documentTexts(secondLang(vignette.lang));
  const label = (key: string) => texts.both('documents', `receipt.${key}`);
  const doc = openReceiptPdf(texts, label('vignetteTitle'), vignette.issuedAt);
  numberBlock(doc, label('vignetteNumber'), vignette.number);
  field(doc, label('plate'), vignette.plate);
  field(doc, label('country'), texts.country(vignette.countryCode, vignette.country));
  field(
    doc,
    label('vehicleCategory'),
    texts.both('catalog', `vehicleType.${vignette.vehicleType}`),
  );
  field(doc, label('period'), texts.both('catalog', `period.${vignette.period}`));
  field(doc, label('validFrom'), sofiaDateTime(vignette.validFrom));
  field(doc, label('validTo'), sofiaDateTime(lastValidSecond(vignette.validUntil)));
  field(doc, label('issuedAt'), sofiaDateTime(vignette.issuedAt));
  field(doc, label('price'), texts.price(vignette));
  if (vignette.saleNumber !== null) field(doc, label('saleNumber'), String(vignette.saleNumber));
  if (vignette.email) field(doc, label('email'), vignette.email);
  field(doc, label('status'), label(`statusValue.${vignetteStatus(vignette, now)}`));
  notes(doc, [
    label('vignetteNotes.validity'),
    label('vignetteNotes.noRefund'),
    label('vignetteNotes.oneVignette'),
    label('vignetteNotes.electronic'),
    label('vignetteNotes.noVat'),
    label('times'),
    label('qr'),
  ]);
  return toBuffer(doc);
}
