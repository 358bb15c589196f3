import { describe, expect, it } from 'vitest';
import { eik9CheckDigit } from '@toll/domain/eik';
import {
  decimalText,
  partnerBody,
  partnerFormDefaults,
  partnerFormSchema,
} from './partner-form-schema';

const eik = `12345678${eik9CheckDigit('12345678')}`;
const valid = {
  ...partnerFormDefaults(null, 'bg'),
  name: 'Пътна Каса ООД',
  eik,
  commission: '12,5',
  invoiceRangeStart: '1000',
  invoiceRangeEnd: '1999',
  ibans: 'BG80BNBG96611020345678, bg80 bnbg 9661 1020 3456 78',
  deposit: '150.25',
  paymentTerminals: [{ provider: 'BORICA', terminalId: 'v1234567' }],
};

describe('partner form schema', () => {
  it('turns typed values into the contract body', () => {
    const result = partnerFormSchema('partner').safeParse(valid);
    expect(result.success).toBe(true);
    const body = partnerBody(result.data!);
    expect(body).toMatchObject({
      eik,
      commissionBp: 1250,
      depositMinor: 15025,
      invoiceRangeStart: 1000,
      invoiceRangeEnd: 1999,
      nameEn: null,
      ibans: ['BG80BNBG96611020345678', 'BG80BNBG96611020345678'],
      paymentTerminals: [{ provider: 'BORICA', terminalId: 'V1234567' }],
    });
  });

  it('names each invalid field with the domain rule that failed', () => {
    const result = partnerFormSchema('partner').safeParse({
      ...valid,
      eik: '123456789',
      ibans: 'BG80BNBG96611020345678, BG00XXXX',
      invoiceRangeEnd: '10',
      commission: '120',
    });
    expect(result.success).toBe(false);
    const byField = Object.fromEntries(
      result.error!.issues.map((issue) => [String(issue.path[0]), issue.message]),
    );
    expect(byField).toMatchObject({
      eik: 'validation.invalidEik',
      ibans: 'validation.invalidIbanInList',
      invoiceRangeEnd: 'validation.rangeStartAfterEnd',
    });
    expect(byField.commission).toBeDefined();
  });

  it('keeps sales-partner management to the sale types', () => {
    const result = partnerFormSchema('sales-partner').safeParse({
      ...valid,
      partnerType: 'TOLL_CUSTOMER',
    });
    expect(result.success).toBe(false);
  });

  it('shows a stored percentage and deposit as the language types them, and reads them back', () => {
    expect([decimalText(125, 'bg'), decimalText(123456, 'bg'), decimalText(0, 'bg')]).toEqual([
      '1,25',
      '1234,56',
      '0',
    ]);
    expect(decimalText(150, 'en')).toBe('1.5');
    const result = partnerFormSchema('partner').safeParse({
      ...valid,
      commission: decimalText(125, 'bg'),
      deposit: decimalText(123456, 'bg'),
    });
    expect(result.success && partnerBody(result.data)).toMatchObject({
      commissionBp: 125,
      depositMinor: 123456,
    });
  });

  it('says what a percentage over 100 % and a reversed number range are, in their own words', () => {
    const result = partnerFormSchema('partner').safeParse({
      ...valid,
      commission: '150',
      invoiceRangeStart: '2000',
      invoiceRangeEnd: '1000',
    });
    const issues = result.error!.issues.map((issue) => ({
      field: String(issue.path[0]),
      code: (issue as { params?: { code?: string } }).params?.code ?? issue.message,
      params: (issue as { params?: { params?: unknown } }).params?.params,
    }));
    expect(issues).toContainEqual({
      field: 'commission',
      code: 'validation.percentRange',
      params: { min: 0, max: 100 },
    });
    expect(issues).toContainEqual(
      expect.objectContaining({ field: 'invoiceRangeEnd', code: 'validation.rangeStartAfterEnd' }),
    );
  });
});
