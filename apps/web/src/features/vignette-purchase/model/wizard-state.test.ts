import { describe, expect, it } from 'vitest';
import {
  goTo,
  INITIAL_COUNTER_WIZARD,
  INITIAL_WIZARD,
  nextDraft,
  parseWizardState,
  reachableStep,
  withDetails,
  withEmail,
  withPeriod,
  withPresetPeriod,
  withPresetVehicle,
  withVehicleType,
  type WizardState,
} from './wizard-state';

const details = {
  countryCode: 'BG',
  lpn: 'СА 1234 ВХ',
  lpnConfirmation: 'ca1234bx',
  startMode: 'payment' as const,
  start: '',
};

const complete = (): WizardState =>
  withEmail(
    withDetails(withPeriod(withVehicleType(INITIAL_WIZARD, 'car'), 'ANNUAL'), details),
    'ivan@example.bg',
  );

describe('the purchase wizard', () => {
  it('walks the five steps in order', () => {
    const one = withVehicleType(INITIAL_WIZARD, 'trailer');
    expect(one.step).toBe('period');
    const two = withPeriod(one, 'WEEKLY');
    expect(two.step).toBe('details');
    const three = withDetails(two, details);
    expect(three.step).toBe('email');
    expect(withEmail(three, ' ivan@example.bg ')).toMatchObject({
      step: 'review',
      email: 'ivan@example.bg',
    });
  });

  it('at the counter goes on to the review without an e-mail, and keeps that for the next draft', () => {
    const counter = withDetails(
      withPeriod(withVehicleType(INITIAL_COUNTER_WIZARD, 'car'), 'WEEKLY'),
      details,
    );
    const review = withEmail(counter, '  ');
    expect(review).toMatchObject({ step: 'review', email: '' });
    expect(
      withEmail(
        withDetails(withPeriod(withVehicleType(INITIAL_WIZARD, 'car'), 'WEEKLY'), details),
        '',
      ).step,
    ).toBe('email');
    expect(nextDraft(review, null).emailOptional).toBe(true);
    expect(parseWizardState(JSON.stringify(review), INITIAL_COUNTER_WIZARD).step).toBe('review');
    expect(parseWizardState(JSON.stringify(review)).step).toBe('email');
  });

  it('never skips a step whose data is missing', () => {
    expect(goTo(INITIAL_WIZARD, 'review').step).toBe('vehicle');
    const car = withVehicleType(INITIAL_WIZARD, 'car');
    expect(goTo(car, 'email').step).toBe('period');
    // plates typed differently: the details are not complete
    const typo = withDetails(withPeriod(car, 'ANNUAL'), {
      ...details,
      lpnConfirmation: 'CA1234BH',
    });
    expect(typo.step).toBe('details');
    const noStart = { ...details, startMode: 'chosen' as const, start: '' };
    expect(withDetails(withPeriod(car, 'ANNUAL'), noStart).step).toBe('details');
  });

  it('goes back to any earlier step and forward again as far as the draft allows', () => {
    const done = complete();
    expect(goTo(done, 'vehicle').step).toBe('vehicle');
    expect(goTo(goTo(done, 'vehicle'), 'review').step).toBe('review');
    expect(reachableStep({ ...done, email: '' }, 'review')).toBe('email');
  });

  it('keeps its step across a reload, and reads a damaged copy safely', () => {
    const done = complete();
    expect(parseWizardState(JSON.stringify(done))).toEqual(done);
    expect(parseWizardState(JSON.stringify({ ...done, lpn: '' })).step).toBe('details');
    expect(parseWizardState('{"step":"review","period":"CENTURY"}')).toEqual(INITIAL_WIZARD);
    expect(parseWizardState('not json')).toBe(INITIAL_WIZARD);
    expect(parseWizardState(null)).toBe(INITIAL_WIZARD);
  });

  it('takes a period chosen on a product page', () => {
    expect(withPresetPeriod(INITIAL_WIZARD, 'ANNUAL')).toMatchObject({
      period: 'ANNUAL',
      step: 'vehicle',
    });
    expect(withPresetPeriod(complete(), 'WEEKEND')).toMatchObject({
      period: 'WEEKEND',
      step: 'period',
      lpn: 'СА 1234 ВХ',
    });
  });

  it('fills in the vehicle an address names, leaving the plate to be confirmed', () => {
    expect(
      withPresetVehicle(INITIAL_WIZARD, { countryCode: 'ro', lpn: 'b 123 abc' }),
    ).toMatchObject({ countryCode: 'RO', lpn: 'B123ABC', lpnConfirmation: '', step: 'vehicle' });
    // The same plate already typed (and confirmed) stays as it is.
    expect(withPresetVehicle(complete(), { countryCode: 'BG', lpn: 'CA1234BX' })).toEqual(
      complete(),
    );
    // Unusable values change nothing.
    expect(withPresetVehicle(complete(), { countryCode: 'Bulgaria', lpn: '--' })).toEqual(
      complete(),
    );
  });

  it('starts the next vignette afresh, keeping country and e-mail', () => {
    const next = nextDraft(
      { ...complete(), countryCode: 'RO' },
      { lpn: 'CA1234BX', period: 'ANNUAL' },
    );
    expect(next).toEqual({
      ...INITIAL_WIZARD,
      countryCode: 'RO',
      email: 'ivan@example.bg',
      added: { lpn: 'CA1234BX', period: 'ANNUAL' },
    });
  });

  it('keeps the confirmation of the added vignette as a period code, not a text of one language', () => {
    const added = { lpn: 'CA1234BX', period: 'WEEKLY' };
    expect(parseWizardState(JSON.stringify({ added })).added).toEqual(added);
    // Kept before issue 32 as a Bulgarian text: dropped, never shown on an English page.
    const old = { added: { lpn: 'CA1234BX', periodText: 'Седмична' } };
    expect(parseWizardState(JSON.stringify(old)).added).toBeNull();
  });
});
