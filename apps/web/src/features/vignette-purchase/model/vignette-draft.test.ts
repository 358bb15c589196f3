import { describe, expect, it } from 'vitest';
import type { Product } from '@toll/contract/products';
import { fromSofia } from '@toll/domain/sofia-time';
import { draftOf } from '../../../purchase/cart-drafts';
import { cartVignette, wizardDraft } from './vignette-draft';
import { INITIAL_WIZARD } from './wizard-state';

const product: Product = {
  id: 'car-weekly',
  vehicleType: 'car',
  vehicleTypeText: 'Car',
  categoryDescriptionText: '',
  emissionClass: null,
  emissionClassText: null,
  validityType: 'WEEKLY',
  validityTypeText: 'Weekly',
  price: { amount: 7.67, minor: 767, currency: 'EUR' },
  currencyAmount: { amountBGN: 15, amountEUR: 7.67 },
  tariffValidFrom: '2026-01-01T00:00:00+02:00',
};

describe('drafts for the API and the cart', () => {
  it('normalise the plate and send the chosen Sofia start as an instant', () => {
    const state = {
      ...INITIAL_WIZARD,
      countryCode: 'bg',
      lpn: 'са 1234 вх',
      startMode: 'chosen' as const,
      start: '2026-12-01T08:30',
    };
    expect(wizardDraft(state, 'car-weekly')).toEqual({
      productId: 'car-weekly',
      countryCode: 'BG',
      lpn: 'CA1234BX',
      activationDate: '2026-12-01T06:30:00.000Z',
    });
    expect(wizardDraft({ ...state, startMode: 'payment' }, 'car-weekly').activationDate).toBeNull();
  });

  it('keep the server answer in the cart and give back the same draft', () => {
    const draft = {
      productId: 'car-weekly',
      countryCode: 'BG',
      lpn: 'CA1234BX',
      activationDate: null,
    };
    const now = fromSofia({ year: 2026, month: 11, day: 24, hour: 10, minute: 0, second: 0 });
    const item = cartVignette(
      draft,
      product,
      {
        index: 0,
        ok: true,
        productId: 'car-weekly',
        vehicleType: 'car',
        period: 'WEEKLY',
        periodText: 'Седмична',
        countryCode: 'BG',
        lpn: 'CA1234BX',
        validity: { from: '2026-11-24T08:00:00Z', to: '2026-11-30T21:59:59Z' },
        price: { amount: 7.67, minor: 767, currency: 'EUR' },
        currencyAmount: { amountBGN: 15, amountEUR: 7.67 },
        errors: [],
      },
      'id-1',
      now,
    );
    expect(item).toMatchObject({
      id: 'id-1',
      period: 'WEEKLY',
      periodText: 'Седмична',
      validity: { from: '2026-11-24T08:00:00Z' },
    });
    expect(draftOf(item)).toEqual(draft);
  });
});
