import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseRenewals, renewalQuery, renewalsOf, renewalStart } from './renewal';

const item = (to: string, extra: Partial<{ kind: string; productId: string | null }> = {}) => ({
  kind: 'VIGNETTE',
  productId: 'car-annual',
  countryCode: 'BG',
  lpn: 'CA1234AB',
  validity: { to },
  ...extra,
});

describe('renewal', () => {
  it('starts the day after the old vignette ends, or from the payment when that has passed', () => {
    // an annual vignette's last second is 23:59:59 Sofia: the next starts at Sofia midnight
    const to = '2026-12-04T21:59:59.000Z';
    expect(renewalStart(new Date(to), new Date('2026-11-28T10:00:00Z'))?.toISOString()).toBe(
      '2026-12-04T22:00:00.000Z',
    );
    expect(renewalStart(new Date(to), new Date('2026-12-05T08:00:00Z'))).toBeNull();
  });

  it('renews the vignettes of an order only (not route passes or delicts)', () => {
    const now = new Date('2026-11-28T10:00:00Z');
    expect(
      renewalsOf(
        [
          item('2025-11-27T21:59:59.000Z'),
          item('2026-12-04T21:59:59.000Z', { productId: 'car-weekly' }),
          item('2026-12-04T21:59:59.000Z', { kind: 'ROUTE_PASS', productId: null }),
        ],
        now,
      ),
    ).toEqual([
      { productId: 'car-annual', countryCode: 'BG', lpn: 'CA1234AB', activationDate: null },
      {
        productId: 'car-weekly',
        countryCode: 'BG',
        lpn: 'CA1234AB',
        activationDate: '2026-12-04T22:00:00.000Z',
      },
    ]);
  });

  it('reads back what it writes, and leaves malformed values out (property)', () => {
    const draft = fc.record({
      productId: fc.constantFrom('car-annual', 'car-weekly', 'trailer-monthly'),
      countryCode: fc.constantFrom('BG', 'RO', 'TR'),
      lpn: fc.constantFrom('CA1234AB', 'B123ABC', '34ABC123'),
      activationDate: fc.option(
        fc
          .integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2030, 0, 1) })
          .map((ms) => new Date(ms).toISOString()),
        { nil: null },
      ),
    });
    fc.assert(
      fc.property(fc.array(draft, { maxLength: 5 }), (drafts) => {
        const params = new URLSearchParams(renewalQuery(drafts));
        expect(parseRenewals(params.getAll('renew'))).toEqual(drafts);
      }),
    );
    expect(
      parseRenewals([
        'car-annual_BG_CA1234AB',
        'CAR_BG_X1_now',
        'car-annual_bg_CA1_now',
        'a_BG_CA12_x',
      ]),
    ).toEqual([]);
  });

  it('never starts in the past, and never later than the second after the old end (property)', () => {
    const ms = fc.integer({ min: Date.UTC(2025, 0, 1), max: Date.UTC(2030, 0, 1) });
    fc.assert(
      fc.property(ms, ms, (to, now) => {
        const start = renewalStart(new Date(to), new Date(now));
        return start === null
          ? Math.floor(to / 1000) * 1000 + 1000 <= now
          : start.getTime() > now && start.getTime() <= to + 1000 && start.getTime() > to;
      }),
    );
  });
});
