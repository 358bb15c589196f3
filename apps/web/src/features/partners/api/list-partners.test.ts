import { describe, expect, it } from 'vitest';
import { partnerListSchema } from '@toll/contract/partners';
import { readPartnerList } from './list-partners';

const row = {
  id: 7,
  name: 'Транс Комисионер ООД',
  nameEn: null,
  partnerType: 'COMMISSIONER',
  status: 'ACTIVE',
  eik: '123456786',
  city: 'Пловдив',
  customerId: null,
  commissionBp: 250,
  createdAt: '2026-11-25T00:00:00.000Z',
};
const answer = { items: [row], total: 1, page: 1, pageSize: 15000 };

describe('the whole register reader', () => {
  it('reads what the contract describes, as zod would', () => {
    expect(readPartnerList(answer)).toEqual(partnerListSchema.parse(answer));
  });

  it('refuses what the contract refuses', () => {
    for (const bad of [
      { ...row, partnerType: 'VENDOR' },
      { ...row, status: 'GONE' },
      { ...row, name: null },
      { ...row, commissionBp: '250' },
    ]) {
      expect(() => readPartnerList({ ...answer, items: [bad] })).toThrow();
      expect(partnerListSchema.safeParse({ ...answer, items: [bad] }).success).toBe(false);
    }
  });
});
