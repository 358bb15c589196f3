import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { officeCatalogues } from '../../i18n/office-catalogues';
import { productLabel, REPORT_PRODUCTS } from './product-label';

const t = i18next.getFixedT('bg', 'office');

beforeAll(async () => {
  await i18next.init({ lng: 'bg', resources: officeCatalogues, initAsync: false });
});

describe('report product names', () => {
  it('names vignettes by vehicle and period, route passes and delict fees by kind', () => {
    expect(productLabel(t, 'car-annual')).toBe('лек автомобил, годишна');
    expect(productLabel(t, 'trailer-weekend', 'VIGNETTE')).toBe('ремарке, уикенд');
    expect(productLabel(t, 'rp-123', 'ROUTE_PASS')).toBe('маршрутна карта');
    expect(i18next.getFixedT('en', 'office')('reportsPage.periods.ANNUAL')).toBe('annual');
    expect(productLabel(t, 'bus-annual')).toBe('bus-annual');
  });

  it('offers every product of the filter with a name, no raw code', () => {
    for (const code of REPORT_PRODUCTS) expect(productLabel(t, code)).not.toBe(code);
    expect(REPORT_PRODUCTS).toContain('car-daily');
  });
});
