import { checkEgn } from './egn';
import { checkEik } from './eik';
import { compareDates, parsePlainDate } from './plain-date';
import { sofiaDate } from './sofia-time';
import { fail, OK, type Check } from './validation';
import { checkVat } from './vat';

/**
 * Identification types of a client (spec §3). Spec §5 fixes only one id: 3 is the state ID
 * (EGN), checked with its checksum. The other ids are this product's own numbering.
 */
export const IDENTIFICATION_TYPES = {
  ID_CARD: 1,
  PASSPORT: 2,
  STATE_ID: 3,
  DRIVING_LICENCE: 4,
  BIRTH_DATE: 5,
  UIC: 6,
  EU_VAT: 7,
  FOREIGN_COMPANY: 8,
} as const;

export type IdentificationType = keyof typeof IDENTIFICATION_TYPES;
export type IdentificationTypeId = (typeof IDENTIFICATION_TYPES)[IdentificationType];

/** Customer types (spec §9): individual 1, business 2. */
export const CUSTOMER_TYPES = { INDIVIDUAL: 1, BUSINESS: 2 } as const;
export type CustomerType = keyof typeof CUSTOMER_TYPES;

/** Which identification a client of each type may give; birth date only when no other id exists. */
export const IDENTIFICATION_TYPES_BY_CUSTOMER_TYPE: Record<
  CustomerType,
  readonly IdentificationType[]
> = {
  INDIVIDUAL: ['STATE_ID', 'ID_CARD', 'PASSPORT', 'DRIVING_LICENCE', 'BIRTH_DATE'],
  BUSINESS: ['UIC', 'EU_VAT', 'FOREIGN_COMPANY'],
};

export function identificationTypeById(id: number): IdentificationType | null {
  const entry = Object.entries(IDENTIFICATION_TYPES).find(([, value]) => value === id);
  return entry ? (entry[0] as IdentificationType) : null;
}

const DOCUMENT_NUMBER = /^[A-Z0-9]{5,20}$/;
const FOREIGN_COMPANY_NUMBER = /^[\p{L}\p{N}][\p{L}\p{N} ./-]{0,29}$/u;

function checkBirthDate(value: string, now: Date): Check {
  const date = parsePlainDate(value);
  if (!date || compareDates(date, sofiaDate(now)) > 0) return fail('validation.invalidDate');
  return OK;
}

/**
 * Checks an identification number by its type. Personal documents (ID card, passport, driving
 * licence): 5-20 Latin letters or digits, spaces ignored. Foreign company numbers: up to 30
 * letters, digits, spaces, dots, slashes or dashes. Birth date: yyyy-MM-dd, not after today.
 */
export function checkIdentification(type: IdentificationType, value: string, now: Date): Check {
  const trimmed = value.trim();
  if (trimmed === '') return fail('validation.required');
  switch (type) {
    case 'STATE_ID':
      return checkEgn(trimmed);
    case 'UIC':
      return checkEik(trimmed);
    case 'EU_VAT':
      return checkVat(trimmed);
    case 'BIRTH_DATE':
      return checkBirthDate(trimmed, now);
    case 'FOREIGN_COMPANY':
      return FOREIGN_COMPANY_NUMBER.test(trimmed) ? OK : fail('validation.invalidId');
    default:
      return DOCUMENT_NUMBER.test(trimmed.toUpperCase().replace(/\s/g, ''))
        ? OK
        : fail('validation.invalidId');
  }
}
