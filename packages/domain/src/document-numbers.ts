import { sofiaDate } from './sofia-time';

/**
 * Numbers of issued documents (vignettes, route passes): the Sofia issue date as YYMMDD followed
 * by an 8-digit serial, 14 digits in all, like the operator's "25031945034474" (issued 19.03.2025).
 * The serial comes from one database sequence shared by every kind (it cycles below 10^8), so a
 * number names one document as long as fewer than 100 million are issued in a day; the
 * `document_numbers` table (its key across kinds, filled by triggers) guards it.
 */
export const DOCUMENT_SERIAL_DIGITS = 8;

/** The YYMMDD of the Sofia issue date that starts a document number. */
export function documentNumberPrefix(issuedAt: Date): string {
  const { year, month, day } = sofiaDate(issuedAt);
  return [year % 100, month, day].map((n) => String(n).padStart(2, '0')).join('');
}

export function documentNumber(issuedAt: Date, serial: number | string): string {
  const text = String(serial);
  if (!/^\d+$/.test(text) || text.length > DOCUMENT_SERIAL_DIGITS)
    throw new RangeError(`serial must be up to ${DOCUMENT_SERIAL_DIGITS} digits, got ${text}`);
  return `${documentNumberPrefix(issuedAt)}${text.padStart(DOCUMENT_SERIAL_DIGITS, '0')}`;
}

export function isDocumentNumber(value: string): boolean {
  return /^\d{14}$/.test(value);
}
