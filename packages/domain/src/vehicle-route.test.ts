import { describe, expect, it } from 'vitest';
import { parseVehicleRoute } from './vehicle-route';

const good = {
  accountId: '1024',
  tollingGroupId: '7',
  equipmentID: 'OBU-778899',
  plate: 'СА 1234 ВХ',
  dateParam: '2026-03-15',
  sum: '12.40',
  currency: 'eur',
};

describe('parseVehicleRoute', () => {
  it('reads well-formed parameters, normalising the plate and the amount', () => {
    expect(parseVehicleRoute(good)).toEqual({
      ok: true,
      route: {
        accountId: '1024',
        tollingGroupId: '7',
        equipmentId: 'OBU-778899',
        plate: 'CA1234BX',
        date: { year: 2026, month: 3, day: 15 },
        sum: 1240,
        currency: 'EUR',
      },
    });
    expect(parseVehicleRoute({ ...good, sum: '0' }).ok).toBe(true);
  });

  it('names every malformed or missing parameter', () => {
    expect(
      parseVehicleRoute({
        ...good,
        accountId: 'abc',
        dateParam: '2026-02-30',
        sum: '-1',
        currency: 'USD',
      }),
    ).toEqual({ ok: false, invalid: ['accountId', 'dateParam', 'sum', 'currency'] });
    expect(
      parseVehicleRoute({ ...good, plate: '-', equipmentID: 'a b', tollingGroupId: '' }),
    ).toEqual({
      ok: false,
      invalid: ['tollingGroupId', 'equipmentID', 'plate'],
    });
    expect(parseVehicleRoute({})).toMatchObject({ ok: false });
    expect(parseVehicleRoute({ ...good, sum: '1.234' })).toEqual({ ok: false, invalid: ['sum'] });
  });
});
