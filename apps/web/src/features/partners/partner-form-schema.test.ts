import { describe, expect, it } from 'vitest';
import { eik9CheckDigit } from '@toll/domain/eik';
import { partnerBody, partnerFormDefaults, partnerFormSchema } from './partner-form-schema';

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
      invoiceRangeEnd: 'validation.startAfterEnd',
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
});
