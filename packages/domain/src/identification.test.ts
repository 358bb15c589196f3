import { describe, expect, it } from 'vitest';
import {
  checkIdentification,
  IDENTIFICATION_TYPES,
  IDENTIFICATION_TYPES_BY_CUSTOMER_TYPE,
  identificationTypeById,
} from './identification';

const now = new Date('2026-05-10T09:00:00Z');

describe('identification types', () => {
  it('numbers the state ID (EGN) 3, as spec §5 says, with distinct ids', () => {
    expect(IDENTIFICATION_TYPES.STATE_ID).toBe(3);
    const ids = Object.values(IDENTIFICATION_TYPES);
    expect(new Set(ids).size).toBe(ids.length);
    expect(identificationTypeById(3)).toBe('STATE_ID');
    expect(identificationTypeById(99)).toBeNull();
  });

  it('splits the types between individuals and businesses', () => {
    expect(IDENTIFICATION_TYPES_BY_CUSTOMER_TYPE.INDIVIDUAL).toContain('STATE_ID');
    expect(IDENTIFICATION_TYPES_BY_CUSTOMER_TYPE.BUSINESS).toEqual([
      'UIC',
      'EU_VAT',
      'FOREIGN_COMPANY',
    ]);
  });

  it('checks the EGN only for the state ID type', () => {
    expect(checkIdentification('STATE_ID', '7523169263', now)).toEqual({ ok: true });
    expect(checkIdentification('STATE_ID', '7523169264', now)).toEqual({
      ok: false,
      code: 'validation.invalidEgn',
    });
    expect(checkIdentification('PASSPORT', '7523169264', now)).toEqual({ ok: true });
  });

  it('checks UIC, VAT, documents, foreign companies and birth dates', () => {
    expect(checkIdentification('UIC', '020469788', now)).toEqual({ ok: true });
    expect(checkIdentification('UIC', '020469787', now)).toEqual({
      ok: false,
      code: 'validation.invalidEik',
    });
    expect(checkIdentification('EU_VAT', 'DE123456789', now)).toEqual({ ok: true });
    expect(checkIdentification('EU_VAT', 'DE1234', now)).toEqual({
      ok: false,
      code: 'validation.invalidVat',
    });
    expect(checkIdentification('ID_CARD', 'aa 123456', now)).toEqual({ ok: true });
    expect(checkIdentification('DRIVING_LICENCE', '1234', now)).toEqual({
      ok: false,
      code: 'validation.invalidId',
    });
    expect(checkIdentification('PASSPORT', 'AB-12345', now)).toEqual({
      ok: false,
      code: 'validation.invalidId',
    });
    expect(checkIdentification('FOREIGN_COMPANY', 'HRB 12345/B', now)).toEqual({ ok: true });
    expect(checkIdentification('FOREIGN_COMPANY', '#1', now)).toEqual({
      ok: false,
      code: 'validation.invalidId',
    });
    expect(checkIdentification('BIRTH_DATE', '1990-02-28', now)).toEqual({ ok: true });
    expect(checkIdentification('BIRTH_DATE', '2026-05-10', now)).toEqual({ ok: true });
    expect(checkIdentification('BIRTH_DATE', '2026-05-11', now)).toEqual({
      ok: false,
      code: 'validation.invalidDate',
    });
    expect(checkIdentification('BIRTH_DATE', '1990-02-30', now)).toEqual({
      ok: false,
      code: 'validation.invalidDate',
    });
    expect(checkIdentification('UIC', '   ', now)).toEqual({
      ok: false,
      code: 'validation.required',
    });
  });
});
