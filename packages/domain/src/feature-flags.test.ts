import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  decodeFlags,
  DEFAULT_FEATURE_FLAGS,
  encodeFlags,
  FEATURE_FLAGS,
  type FeatureFlag,
  isFeatureFlag,
  modeFromFlags,
  withFlags,
} from './feature-flags';

describe('feature flags', () => {
  it('keeps the documented, append-only bit order', () => {
    expect(FEATURE_FLAGS).toEqual([
      'SERVICE_FEES',
      'INVOICES',
      'BANK_GATEWAY',
      'MSTS',
      'EURO_SWITCH_PERIOD',
      'VIGNETTE',
      'ROUTE_PASS',
      'TOLLING',
      'SALES',
    ]);
  });

  it('has the defaults of spec §6', () => {
    expect(DEFAULT_FEATURE_FLAGS).toEqual({
      SERVICE_FEES: true,
      INVOICES: true,
      BANK_GATEWAY: false,
      MSTS: false,
      EURO_SWITCH_PERIOD: true,
      VIGNETTE: true,
      ROUTE_PASS: true,
      TOLLING: true,
      SALES: true,
    });
    expect(encodeFlags(DEFAULT_FEATURE_FLAGS)).toBe('110011111');
  });

  it('decodes bit strings, taking defaults for missing or bad positions', () => {
    expect(decodeFlags('001100000')).toEqual({
      SERVICE_FEES: false,
      INVOICES: false,
      BANK_GATEWAY: true,
      MSTS: true,
      EURO_SWITCH_PERIOD: false,
      VIGNETTE: false,
      ROUTE_PASS: false,
      TOLLING: false,
      SALES: false,
    });
    expect(decodeFlags('00')).toEqual({
      ...DEFAULT_FEATURE_FLAGS,
      SERVICE_FEES: false,
      INVOICES: false,
    });
    expect(decodeFlags('x1')).toEqual(DEFAULT_FEATURE_FLAGS);
    expect(decodeFlags(null)).toEqual(DEFAULT_FEATURE_FLAGS);
    expect(decodeFlags('1100111111111')).toEqual(DEFAULT_FEATURE_FLAGS);
  });

  it('round-trips every combination (property)', () => {
    const flags = fc.record(
      Object.fromEntries(FEATURE_FLAGS.map((f) => [f, fc.boolean()])) as Record<
        FeatureFlag,
        fc.Arbitrary<boolean>
      >,
    );
    fc.assert(
      fc.property(
        flags,
        (value) => JSON.stringify(decodeFlags(encodeFlags(value))) === JSON.stringify(value),
      ),
    );
  });

  it('overrides, recognises names and derives the mode', () => {
    expect(withFlags({ MSTS: true }).MSTS).toBe(true);
    expect(withFlags({ MSTS: true }).INVOICES).toBe(true);
    expect(isFeatureFlag('SALES')).toBe(true);
    expect(isFeatureFlag('sales')).toBe(false);
    expect(modeFromFlags(DEFAULT_FEATURE_FLAGS)).toBe('tolling');
    expect(modeFromFlags(withFlags({ TOLLING: false }))).toBe('vignette');
  });
});
