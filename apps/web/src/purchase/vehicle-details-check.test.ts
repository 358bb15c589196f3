import { describe, expect, it } from 'vitest';
import { fromSofia } from '@toll/domain/sofia-time';
import { previewWindow, startBounds } from './start-choice';
import { checkVehicleDetails } from './vehicle-details-check';

// Tuesday 2026-11-24 10:15 Sofia time (EET, UTC+2).
const now = fromSofia({ year: 2026, month: 11, day: 24, hour: 10, minute: 15, second: 0 });
const fine = {
  countryCode: 'BG',
  lpn: 'CA 1234 BX',
  lpnConfirmation: 'са1234вх',
  startMode: 'payment' as const,
  start: '',
};

describe('step 3: vehicle, plate and start', () => {
  it('accepts a plate typed twice the same way, look-alike letters and spaces aside', () => {
    expect(checkVehicleDetails(fine, 'ANNUAL', now)).toEqual({});
  });

  it('says when the second typing differs, and requires both', () => {
    expect(checkVehicleDetails({ ...fine, lpnConfirmation: 'CA1234B8' }, 'ANNUAL', now)).toEqual({
      lpnConfirmation: { ns: 'purchase', key: 'details.platesDiffer' },
    });
    expect(checkVehicleDetails({ ...fine, lpn: '', lpnConfirmation: '' }, 'ANNUAL', now)).toEqual({
      lpn: { ns: 'errors', code: 'validation.required' },
      lpnConfirmation: { ns: 'errors', code: 'validation.required' },
    });
    expect(
      checkVehicleDetails({ ...fine, lpn: 'X', lpnConfirmation: 'X' }, 'ANNUAL', now).lpn,
    ).toEqual({ ns: 'errors', code: 'validation.invalidPlate' });
    expect(checkVehicleDetails({ ...fine, countryCode: 'B1' }, 'ANNUAL', now).countryCode).toEqual({
      ns: 'errors',
      code: 'validation.invalidCountry',
    });
  });

  it('refuses a start in the past or more than 30 days ahead', () => {
    const chosen = (start: string) => ({ ...fine, startMode: 'chosen' as const, start });
    expect(checkVehicleDetails(chosen('2026-11-24T10:15'), 'WEEKLY', now)).toEqual({});
    expect(checkVehicleDetails(chosen('2026-11-24T10:14'), 'WEEKLY', now).start).toEqual({
      ns: 'errors',
      code: 'validation.dateInPast',
    });
    expect(checkVehicleDetails(chosen('2026-12-24T23:59'), 'WEEKLY', now)).toEqual({});
    expect(checkVehicleDetails(chosen('2026-12-25T00:00'), 'WEEKLY', now).start).toEqual({
      ns: 'errors',
      code: 'vignette.startTooFarAhead',
      params: { days: 30 },
    });
    expect(checkVehicleDetails(chosen(''), 'WEEKLY', now).start?.ns).toBe('errors');
    expect(checkVehicleDetails(chosen('tomorrow'), 'WEEKLY', now).start).toEqual({
      ns: 'errors',
      code: 'validation.invalidDate',
    });
  });

  it('bounds the start picker from this minute to the end of the 30th day (Sofia time)', () => {
    expect(startBounds(now)).toEqual({ min: '2026-11-24T10:15', max: '2026-12-24T23:59' });
  });

  it('previews the window: a weekend vignette bought on Tuesday is for the coming weekend', () => {
    const weekend = previewWindow('WEEKEND', fine, now);
    expect(weekend?.from).toEqual(
      fromSofia({ year: 2026, month: 11, day: 27, hour: 12, minute: 0, second: 0 }),
    );
    expect(weekend?.to).toEqual(
      fromSofia({ year: 2026, month: 11, day: 29, hour: 23, minute: 59, second: 59 }),
    );
    const annual = previewWindow('ANNUAL', { startMode: 'chosen', start: '2026-12-01T08:00' }, now);
    expect(annual?.to).toEqual(
      fromSofia({ year: 2027, month: 11, day: 30, hour: 23, minute: 59, second: 59 }),
    );
    expect(previewWindow('ANNUAL', { startMode: 'chosen', start: '' }, now)).toBeNull();
  });
});
