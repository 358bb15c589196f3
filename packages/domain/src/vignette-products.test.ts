import { describe, expect, it } from 'vitest';
import { isVignettePeriod, VIGNETTE_PERIODS, VIGNETTE_VEHICLE_TYPES } from './vignette-products';

describe('vignette products', () => {
  it('has the six periods and two vehicle types', () => {
    expect(VIGNETTE_PERIODS).toEqual([
      'DAILY',
      'WEEKEND',
      'WEEKLY',
      'MONTHLY',
      'QUARTERLY',
      'ANNUAL',
    ]);
    expect(VIGNETTE_VEHICLE_TYPES).toEqual(['car', 'trailer']);
    expect(isVignettePeriod('ANNUAL')).toBe(true);
    expect(isVignettePeriod('annual')).toBe(false);
    expect(isVignettePeriod(1)).toBe(false);
  });
});
