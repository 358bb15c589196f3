import { demoEik, demoIban } from '../seed/demo-partners';

/** Bodies of the contract and vehicle calls for tests (each business client a new EIK). */
let seq = 0;

export function accountContact(overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Иван',
    lastName: 'Петров',
    position: 'Управител',
    preferredLanguage: 'bg',
    countryCode: 'BG',
    city: 'София',
    street: 'бул. Витоша 1',
    postalCode: '1000',
    contactEmails: [{ emailAddress: 'office@trans.example.bg', isPreferredContactMean: true }],
    contactNumbers: [{ areaCode: '88', localNumber: '1234567', isPreferredContactMean: false }],
    ...overrides,
  };
}

/** A postpaid contract for a new business client; `base` keeps EIKs apart between test files. */
export function postpaidAccountBody(base: number, overrides: Record<string, unknown> = {}) {
  seq += 1;
  return {
    customer: {
      customerType: 2,
      identificationType: 6,
      identificationNumber: demoEik(base + seq * 104_729),
      companyName: `Синхрон ${base}-${seq} ЕООД`,
      vatRegistered: true,
      countryCode: 'BG',
      city: 'Пловдив',
      postalCode: '4000',
      street: 'ул. Тест 5',
      preferredLanguage: 'bg',
      iban: demoIban(seq + 900),
    },
    accountType: 2,
    obligationPeriod: 'WEEKLY',
    duePaymentDays: 14,
    dueDaysCounter: 'BUSINESS',
    postponeDays: 3,
    creditLimitBgTollEurMinor: 500_000,
    hasMstsToll: true,
    contacts: [accountContact()],
    ...overrides,
  };
}

export function truckBody(plate: string, overrides: Record<string, unknown> = {}) {
  return {
    plate,
    vehicleType: 'TRUCK',
    make: 'VOLVO',
    model: 'FH 500',
    year: 2021,
    tractorAxles: 2,
    trailerAxles: 3,
    maxWetWeight: 1_800,
    trainMaxWeight: 4_000,
    emissionClass: 6,
    countryCode: 'BG',
    ...overrides,
  };
}
