import { isValidEmail } from './contact';
import {
  checkIdentification,
  identificationTypeById,
  IDENTIFICATION_TYPES_BY_CUSTOMER_TYPE,
  type CustomerType,
} from './identification';
import { checkAccountTransition, type AccountStatus } from './statuses';
import { fail, OK, type Check } from './validation';
import { kgToWeightUnits, tollCategory, weightUnitsToKg, type TollCategory } from './vehicles';

/**
 * Toll customers, contracts (accounts) and their vehicles (account units): spec §3 Client,
 * Account, Account unit, Customer contact; §4; §5. Migration 0015 holds the same rules as
 * constraints and triggers (the status table, the credit limits, the toll category).
 */
export const OBLIGATION_PERIODS = [
  'DAILY',
  'FIVE_DAY',
  'WEEKLY',
  'TWICE_PER_WEEK',
  'BI_WEEKLY',
] as const;
export type ObligationPeriod = (typeof OBLIGATION_PERIODS)[number];
export const DUE_DAY_COUNTERS = ['CALENDAR', 'BUSINESS'] as const;
export type DueDayCounter = (typeof DUE_DAY_COUNTERS)[number];
/** serviceFeeGenerationFrequency (spec §3): monthly 1, yearly 2. */
export const SERVICE_FEE_FREQUENCIES = { MONTHLY: 1, YEARLY: 2 } as const;
export const UNIT_STATUSES = ['ACTIVE', 'CLOSED'] as const;
export type UnitStatus = (typeof UNIT_STATUSES)[number];
/** Vehicle types of an account unit (spec §3), as stored. */
export const UNIT_VEHICLE_TYPES = [
  'MOTORCYCLE',
  'CAR',
  'BUS',
  'TRUCK',
  'TRACKING_DEVICE',
  'OTHER',
] as const;
export type UnitVehicleType = (typeof UNIT_VEHICLE_TYPES)[number];
/** contactMeansClassId of spec §3: 1 e-mail; phones are 2 (mobile) or 3 (landline). */
export const CONTACT_MEANS_CLASSES = { EMAIL: 1, MOBILE: 2, LANDLINE: 3 } as const;
export const MAX_AXLES = 10;

/** A contract becomes active only once signed (decision: signing a pre-active one activates it). */
export function checkAccountStatusChange(
  from: AccountStatus,
  to: AccountStatus,
  state: { reason?: string | null; signed: boolean },
): Check {
  const check = checkAccountTransition(from, to, state.reason);
  if (!check.ok) return check;
  return to === 'ACTIVE' && !state.signed ? fail('contract.notSigned') : OK;
}

/** Postpaid contracts need the obligation period and the due days with their counter. */
export function checkPostpaidTerms(account: {
  accountType: number;
  obligationPeriod?: string | null;
  duePaymentDays?: number | null;
  dueDaysCounter?: string | null;
}): Check {
  if (account.accountType !== 2) return OK;
  if (!account.obligationPeriod || account.duePaymentDays == null || !account.dueDaysCounter)
    return fail('contract.postpaidTermsRequired');
  return OK;
}

/** The client's identification by its type, allowed for its customer type (spec §3, §5). */
export function checkClientIdentification(
  customerType: CustomerType,
  identificationTypeId: number,
  number: string,
  now: Date,
): Check {
  const type = identificationTypeById(identificationTypeId);
  if (!type || !IDENTIFICATION_TYPES_BY_CUSTOMER_TYPE[customerType].includes(type))
    return fail('validation.invalidId');
  return checkIdentification(type, number, now);
}

export type WireContact = {
  contactEmails: readonly { emailAddress: string; isPreferredContactMean: boolean }[];
  contactNumbers: readonly { isPreferredContactMean: boolean }[];
};

/** Spec §5: a contact has an e-mail and exactly one preferred contact means. */
export function checkContactMeans(contact: WireContact): Check {
  if (contact.contactEmails.length === 0) return fail('validation.required');
  const bad = contact.contactEmails.find((e) => !isValidEmail(e.emailAddress));
  if (bad) return fail('validation.invalidEmail');
  const preferred = [...contact.contactEmails, ...contact.contactNumbers].filter(
    (m) => m.isPreferredContactMean,
  ).length;
  return preferred === 1 ? OK : fail('contract.onePreferredContact');
}

/** Exactly one primary contact per contract (a single contact is made primary, spec §7). */
export function checkPrimaryContact(contacts: readonly { isPrimary?: boolean }[]): Check {
  if (contacts.length === 0) return fail('validation.atLeastOne');
  return contacts.filter((c) => c.isPrimary).length === 1 ? OK : fail('contract.onePrimaryContact');
}

export type UnitDimensions = {
  vehicleType: UnitVehicleType;
  tractorAxles: number;
  trailerAxles: number;
  /** Weights in 10 kg units (spec §3). */
  maxWetWeight: number;
  trainMaxWeight?: number | null;
};

/** Weight in kg entered by a clerk as the stored 10 kg units, rounded up (spec §5). */
export const weightKgToUnits = kgToWeightUnits;
export const unitsToWeightKg = weightUnitsToKg;

/** Axles: tractor 1..10, trailer 0..10, and the total within 1..10 (spec §5 axle count). */
export function checkUnitAxles(unit: { tractorAxles: number; trailerAxles: number }): Check {
  const total = unit.tractorAxles + unit.trailerAxles;
  return unit.tractorAxles >= 1 && unit.trailerAxles >= 0 && total <= MAX_AXLES
    ? OK
    : fail('validation.axleRange', { min: 1, max: MAX_AXLES });
}

/**
 * The toll category of a vehicle: the combination's weight (train weight when there is a
 * trailer figure, else the vehicle's maximum laden weight) and its total axles, by the FACTS
 * categories of `tollCategory`. A tracking device has none.
 */
export function unitTollCategory(unit: UnitDimensions): TollCategory | null {
  if (unit.vehicleType === 'TRACKING_DEVICE') return null;
  const units = unit.trainMaxWeight ?? unit.maxWetWeight;
  return tollCategory({
    weightKg: weightUnitsToKg(units),
    axles: unit.tractorAxles + unit.trailerAxles,
    isBus: unit.vehicleType === 'BUS',
  });
}

/** "Category 1" of spec §9: over 12 t total or more than 2 axles. */
export function needsCategoryOne(unit: UnitDimensions): boolean {
  const units = unit.trainMaxWeight ?? unit.maxWetWeight;
  return weightUnitsToKg(units) > 12_000 || unit.tractorAxles + unit.trailerAxles > 2;
}

/** Dry weight cannot exceed the laden weight, nor the laden weight the train weight. */
export function checkUnitWeights(unit: {
  maxDryWeight?: number | null;
  maxWetWeight: number;
  trainMaxWeight?: number | null;
}): Check {
  if (unit.maxDryWeight != null && unit.maxDryWeight > unit.maxWetWeight)
    return fail('contract.unitWeights');
  if (unit.trainMaxWeight != null && unit.trainMaxWeight < unit.maxWetWeight)
    return fail('contract.unitWeights');
  return OK;
}

/**
 * A contract's notice settings (spec §3 Account: SMS and e-mail notification settings, low-balance
 * percent), as the customer changes them on `account/toll-settings`: SMS needs a phone number
 * (digits, an optional leading plus); an e-mail address given must be valid (without one, notices
 * go to the primary contact's preferred e-mail).
 */
export function checkNotificationSettings(settings: {
  smsNotifications: boolean;
  notificationPhone?: string | null;
  notificationEmail?: string | null;
}): Check & { field?: 'notificationPhone' | 'notificationEmail' } {
  const phone = settings.notificationPhone?.trim() ?? '';
  if (settings.smsNotifications && phone === '')
    return { ...fail('validation.required'), field: 'notificationPhone' };
  if (phone !== '' && !(/^\+?\d+$/.test(phone) && phone.length > 4))
    return { ...fail('validation.invalidFormat'), field: 'notificationPhone' };
  const email = settings.notificationEmail?.trim() ?? '';
  if (email !== '' && !isValidEmail(email))
    return { ...fail('validation.invalidEmail'), field: 'notificationEmail' };
  return OK;
}
