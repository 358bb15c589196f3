import type { Account } from '@toll/contract/accounts';

type Contact = Account['contacts'][number];

/** The contract form's values and the bodies of POST and PUT /accounts built from them. */
export type Values = {
  customerType: '1' | '2';
  identificationType: string;
  identificationNumber: string;
  companyName: string;
  firstName: string;
  middleName: string;
  lastName: string;
  vatRegistered: boolean;
  countryCode: string;
  city: string;
  postalCode: string;
  street: string;
  preferredLanguage: 'bg' | 'en';
  iban: string;
  accountType: '1' | '2';
  obligationPeriod: string;
  duePaymentDays: number | string;
  dueDaysCounter: string;
  postponeDays: number | string;
  creditLimitEur: number | string;
  hasMstsToll: boolean;
  /** The Euro-toll (MSTS) credit limit in EUR: shown with international toll, kept without it. */
  creditLimitEuEur: number | string;
  smsNotifications: boolean;
  emailNotifications: boolean;
  contactFirstName: string;
  contactLastName: string;
  position: string;
  email: string;
  areaCode: string;
  localNumber: string;
  preferred: 'email' | 'phone';
};

export const START: Values = {
  customerType: '2',
  identificationType: '6',
  identificationNumber: '',
  companyName: '',
  firstName: '',
  middleName: '',
  lastName: '',
  vatRegistered: false,
  countryCode: 'BG',
  city: '',
  postalCode: '',
  street: '',
  preferredLanguage: 'bg',
  iban: '',
  accountType: '2',
  obligationPeriod: 'WEEKLY',
  duePaymentDays: 14,
  dueDaysCounter: 'CALENDAR',
  postponeDays: 0,
  creditLimitEur: 0,
  hasMstsToll: false,
  creditLimitEuEur: 0,
  smsNotifications: false,
  emailNotifications: true,
  contactFirstName: '',
  contactLastName: '',
  position: '',
  email: '',
  areaCode: '',
  localNumber: '',
  preferred: 'email',
};

const blank = (value: string) => (value.trim() === '' ? null : value.trim());
const num = (value: number | string) => (value === '' ? null : Number(value));

/** The body of POST /accounts for a new client, its contract and one contact. */
export function bodyOf(v: Values) {
  const business = v.customerType === '2';
  const postpaid = v.accountType === '2';
  const phone = v.localNumber.trim() !== '';
  return {
    customer: {
      customerType: Number(v.customerType),
      identificationType: Number(v.identificationType),
      identificationNumber: v.identificationNumber.trim(),
      companyName: business ? blank(v.companyName) : null,
      firstName: business ? null : blank(v.firstName),
      middleName: business ? null : blank(v.middleName),
      lastName: business ? null : blank(v.lastName),
      vatRegistered: v.vatRegistered,
      countryCode: v.countryCode,
      city: v.city,
      postalCode: v.postalCode,
      street: v.street,
      preferredLanguage: v.preferredLanguage,
      iban: blank(v.iban),
    },
    accountType: Number(v.accountType),
    obligationPeriod: postpaid ? v.obligationPeriod : null,
    duePaymentDays: postpaid ? num(v.duePaymentDays) : null,
    dueDaysCounter: postpaid ? v.dueDaysCounter : null,
    postponeDays: num(v.postponeDays) ?? 0,
    creditLimitBgTollEurMinor: Math.round((num(v.creditLimitEur) ?? 0) * 100),
    hasMstsToll: v.hasMstsToll,
    creditLimitEuTollEurMinor: Math.round((num(v.creditLimitEuEur) ?? 0) * 100),
    smsNotifications: v.smsNotifications,
    emailNotifications: v.emailNotifications,
    contacts: [
      {
        firstName: v.contactFirstName,
        lastName: v.contactLastName,
        position: blank(v.position),
        preferredLanguage: v.preferredLanguage,
        countryCode: v.countryCode,
        city: v.city,
        street: v.street,
        postalCode: v.postalCode,
        contactEmails: [
          { emailAddress: v.email, isPreferredContactMean: v.preferred === 'email' || !phone },
        ],
        contactNumbers: phone
          ? [
              {
                areaCode: v.areaCode,
                localNumber: v.localNumber,
                isPreferredContactMean: v.preferred === 'phone',
              },
            ]
          : [],
      },
    ],
  };
}

/** The form's fields on each of its tabs (the tab turns red when one of them is invalid). */
export const CONTRACT_FORM_TABS = {
  client: [
    'customerType',
    'identificationType',
    'identificationNumber',
    'companyName',
    'firstName',
    'middleName',
    'lastName',
    'countryCode',
    'city',
    'postalCode',
    'street',
    'preferredLanguage',
    'iban',
    'vatRegistered',
  ],
  contract: [
    'accountType',
    'obligationPeriod',
    'duePaymentDays',
    'dueDaysCounter',
    'postponeDays',
    'creditLimitEur',
    'hasMstsToll',
    'creditLimitEuEur',
    'smsNotifications',
    'emailNotifications',
  ],
  contacts: [
    'contactFirstName',
    'contactLastName',
    'position',
    'email',
    'areaCode',
    'localNumber',
    'preferred',
  ],
} as const satisfies Record<string, readonly (keyof Values)[]>;
const CONTACT_FIELDS: Record<string, keyof Values> = {
  firstName: 'contactFirstName',
  lastName: 'contactLastName',
  position: 'position',
  contactEmails: 'email',
  contactNumbers: 'localNumber',
};
const CONTRACT_FIELDS: Record<string, keyof Values> = {
  creditLimitBgTollEurMinor: 'creditLimitEur',
  creditLimitEuTollEurMinor: 'creditLimitEuEur',
};
const isField = (name: string | undefined): name is keyof Values =>
  name !== undefined && Object.hasOwn(START, name);

/**
 * The form field a body's path names (`customer.city` → city,
 * `contacts.0.contactEmails.0.emailAddress` → email); null when the form has no such field.
 */
export function fieldOf(field: string): keyof Values | null {
  const parts = field.split('.');
  const name =
    parts[0] === 'customer'
      ? parts[1]
      : parts[0] === 'contacts'
        ? (CONTACT_FIELDS[parts[2] ?? ''] ?? parts[2])
        : (CONTRACT_FIELDS[parts[0] ?? ''] ?? parts[0]);
  return isField(name) ? name : null;
}

const text = (value: string | null | undefined) => value ?? '';

/** The form's values for a saved contract: its client, its terms and its primary contact. */
export function valuesOf(account: Account): Values {
  const c = account.customer;
  const contact = account.contacts.find((x) => x.isPrimary) ?? account.contacts[0];
  const number = contact?.contactNumbers[0];
  return {
    customerType: String(c.customerType) as Values['customerType'],
    identificationType: String(c.identificationType),
    identificationNumber: c.identificationNumber,
    companyName: text(c.companyName),
    firstName: text(c.firstName),
    middleName: text(c.middleName),
    lastName: text(c.lastName),
    vatRegistered: c.vatRegistered,
    countryCode: c.countryCode,
    city: c.city,
    postalCode: c.postalCode,
    street: c.street,
    preferredLanguage: c.preferredLanguage,
    iban: text(c.iban),
    accountType: String(account.accountType) as Values['accountType'],
    obligationPeriod: account.obligationPeriod ?? START.obligationPeriod,
    duePaymentDays: account.duePaymentDays ?? START.duePaymentDays,
    dueDaysCounter: account.dueDaysCounter ?? START.dueDaysCounter,
    postponeDays: account.postponeDays,
    creditLimitEur: account.creditLimitBgTollEurMinor / 100,
    hasMstsToll: account.hasMstsToll,
    creditLimitEuEur: account.creditLimitEuTollEurMinor / 100,
    smsNotifications: account.smsNotifications,
    emailNotifications: account.emailNotifications,
    contactFirstName: text(contact?.firstName),
    contactLastName: text(contact?.lastName),
    position: text(contact?.position),
    email: text(contact?.contactEmails[0]?.emailAddress),
    areaCode: text(number?.areaCode),
    localNumber: text(number?.localNumber),
    preferred: number?.isPreferredContactMean ? 'phone' : 'email',
  };
}

/** A saved contact as PUT sends it back unchanged (the form edits the primary one only). */
function contactInput(c: Contact) {
  return {
    firstName: c.firstName,
    lastName: c.lastName,
    position: c.position,
    preferredLanguage: c.preferredLanguage,
    countryCode: c.countryCode,
    city: c.city,
    street: c.street,
    postalCode: c.postalCode,
    isPrimary: c.isPrimary,
    contactEmails: c.contactEmails,
    contactNumbers: c.contactNumbers,
  };
}

/**
 * The body of PUT /accounts/{id}: the contract's fields it does not show kept as they are, the
 * shown ones from the form, the primary contact edited and the others unchanged, at `version`.
 */
export function updateBodyOf(v: Values, account: Account, version: number) {
  const { contacts, ...shown } = bodyOf(v);
  const primary = account.contacts.find((x) => x.isPrimary) ?? account.contacts[0];
  return {
    depositMinor: account.depositMinor,
    currency: account.currency,
    creditLimitBgTollBgnMinor: account.creditLimitBgTollBgnMinor,
    creditLimitEuTollBgnMinor: account.creditLimitEuTollBgnMinor,
    lowBalancePercent: account.lowBalancePercent,
    initialPaymentMinor: account.initialPaymentMinor,
    defaultContragentId: account.defaultContragentId,
    recipientIban: account.recipientIban,
    notificationPhone: account.notificationPhone,
    notificationEmail: account.notificationEmail,
    serviceFeeGenerationFrequency: account.serviceFeeGenerationFrequency,
    ...shown,
    customer: {
      ...shown.customer,
      title: account.customer.title,
      birthDate: account.customer.birthDate,
      businessName: account.customer.businessName,
      creditLimitMinor: account.customer.creditLimitMinor,
      creditLimitPercent: account.customer.creditLimitPercent,
      lowBalancePercent: account.customer.lowBalancePercent,
    },
    contacts: account.contacts.map((c) =>
      c.id === primary?.id
        ? { ...contacts[0]!, isPrimary: true }
        : { ...contactInput(c), isPrimary: false },
    ),
    version,
  };
}
