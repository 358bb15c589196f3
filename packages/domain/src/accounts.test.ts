import { describe, expect, it } from 'vitest';
import {
  checkAccountStatusChange,
  checkClientIdentification,
  checkContactMeans,
  checkPostpaidTerms,
  checkPrimaryContact,
  checkUnitAxles,
  checkUnitWeights,
  needsCategoryOne,
  unitTollCategory,
  weightKgToUnits,
} from './accounts';
import { makeEgn } from './egn';

const now = new Date('2026-11-21T10:00:00Z');

describe('contract rules', () => {
  it('activates only a signed contract, along the status table', () => {
    expect(checkAccountStatusChange('PRE_ACTIVE', 'ACTIVE', { signed: false })).toMatchObject({
      ok: false,
      code: 'contract.notSigned',
    });
    expect(checkAccountStatusChange('PRE_ACTIVE', 'ACTIVE', { signed: true }).ok).toBe(true);
    expect(checkAccountStatusChange('PRE_ACTIVE', 'SUSPENDED', { signed: true, reason: 'x' })).toMatchObject({ code: 'contract.invalidStatusTransition' }); // prettier-ignore
    expect(checkAccountStatusChange('ACTIVE', 'SUSPENDED', { signed: true })).toMatchObject({
      code: 'validation.reasonRequired',
    });
    expect(checkAccountStatusChange('SUSPENDED', 'ACTIVE', { signed: true }).ok).toBe(true);
    expect(checkAccountStatusChange('CLOSED', 'ACTIVE', { signed: true }).ok).toBe(false);
  });

  it('needs the postpaid terms only for postpaid contracts', () => {
    expect(checkPostpaidTerms({ accountType: 1 }).ok).toBe(true);
    expect(checkPostpaidTerms({ accountType: 2, obligationPeriod: 'WEEKLY' }).ok).toBe(false);
    expect(
      checkPostpaidTerms({
        accountType: 2,
        obligationPeriod: 'WEEKLY',
        duePaymentDays: 0,
        dueDaysCounter: 'CALENDAR',
      }).ok,
    ).toBe(true);
  });

  it('checks the identification by its type and the customer type', () => {
    const egn = makeEgn({ year: 1990, month: 2, day: 3 }, 77);
    expect(checkClientIdentification('INDIVIDUAL', 3, egn, now).ok).toBe(true);
    expect(checkClientIdentification('BUSINESS', 3, egn, now).ok).toBe(false);
    expect(checkClientIdentification('BUSINESS', 6, '831641791', now).ok).toBe(true);
    expect(checkClientIdentification('BUSINESS', 6, '831641792', now).ok).toBe(false);
  });

  it('wants exactly one preferred contact means and one primary contact', () => {
    const email = { emailAddress: 'a@b.bg', isPreferredContactMean: true };
    expect(checkContactMeans({ contactEmails: [email], contactNumbers: [] }).ok).toBe(true);
    expect(
      checkContactMeans({
        contactEmails: [email],
        contactNumbers: [{ isPreferredContactMean: true }],
      }),
    ).toMatchObject({ code: 'contract.onePreferredContact' });
    expect(checkContactMeans({ contactEmails: [], contactNumbers: [] }).ok).toBe(false);
    expect(checkPrimaryContact([{ isPrimary: true }, {}]).ok).toBe(true);
    expect(checkPrimaryContact([{}, {}]).ok).toBe(false);
    expect(checkPrimaryContact([]).ok).toBe(false);
  });
});

describe('vehicle rules', () => {
  const unit = { vehicleType: 'TRUCK' as const, tractorAxles: 2, trailerAxles: 0 };
  it('rounds weights up to 10 kg units', () => {
    expect(weightKgToUnits(12_412)).toBe(1_242);
    expect(weightKgToUnits(12_410)).toBe(1_241);
  });
  it('derives the toll category from weight and axles', () => {
    expect(unitTollCategory({ ...unit, maxWetWeight: 350 })).toBe('UP_TO_3_5T');
    expect(unitTollCategory({ ...unit, maxWetWeight: 351 })).toBe('FROM_3_5_TO_12T');
    expect(unitTollCategory({ ...unit, maxWetWeight: 1_200 })).toBe('FROM_3_5_TO_12T');
    expect(unitTollCategory({ ...unit, maxWetWeight: 1_201 })).toBe('OVER_12T_2_3_AXLES');
    expect(unitTollCategory({ ...unit, trailerAxles: 2, maxWetWeight: 1_800, trainMaxWeight: 4_000 })).toBe('OVER_12T_4_PLUS_AXLES'); // prettier-ignore
    expect(unitTollCategory({ ...unit, vehicleType: 'BUS', maxWetWeight: 1_800 })).toBe('BUS');
    expect(unitTollCategory({ ...unit, vehicleType: 'TRACKING_DEVICE', maxWetWeight: 1 })).toBeNull(); // prettier-ignore
  });
  it('knows category 1: over 12 t or more than 2 axles', () => {
    expect(needsCategoryOne({ ...unit, maxWetWeight: 1_200 })).toBe(false);
    expect(needsCategoryOne({ ...unit, maxWetWeight: 1_201 })).toBe(true);
    expect(needsCategoryOne({ ...unit, tractorAxles: 3, maxWetWeight: 700 })).toBe(true);
  });
  it('checks axles and weights', () => {
    expect(checkUnitAxles({ tractorAxles: 0, trailerAxles: 0 }).ok).toBe(false);
    expect(checkUnitAxles({ tractorAxles: 5, trailerAxles: 5 }).ok).toBe(true);
    expect(checkUnitAxles({ tractorAxles: 6, trailerAxles: 5 }).ok).toBe(false);
    expect(checkUnitWeights({ maxDryWeight: 800, maxWetWeight: 1_800 }).ok).toBe(true);
    expect(checkUnitWeights({ maxDryWeight: 1_900, maxWetWeight: 1_800 }).ok).toBe(false);
    expect(checkUnitWeights({ maxWetWeight: 1_800, trainMaxWeight: 1_000 }).ok).toBe(false);
  });
});
