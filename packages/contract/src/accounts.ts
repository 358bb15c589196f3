import { z } from 'zod';
import {
  CONTACT_MEANS_CLASSES,
  DUE_DAY_COUNTERS,
  OBLIGATION_PERIODS,
  UNIT_STATUSES,
  UNIT_VEHICLE_TYPES,
  checkClientIdentification,
  checkContactMeans,
  checkUnitAxles,
  checkUnitWeights,
} from '@toll/domain/accounts';
import { checkEmail, checkPhoneDigits } from '@toll/domain/contact';
import { checkIban, normaliseIban } from '@toll/domain/iban';
import { OFFICE_LANGS } from '@toll/domain/languages';
import { checkPlate, normalisePlate } from '@toll/domain/plates';
import { ACCOUNT_STATUSES } from '@toll/domain/statuses';
import { EMISSION_CLASS_IDS, TOLL_CATEGORIES } from '@toll/domain/vehicles';
import type { Check } from '@toll/domain/validation';
import { checkedString } from './domain-check';
import { exportQueryBaseSchema, listPageSchema, listQuerySchema } from './list-query';
import { currencySchema } from './money';
import { recordIdSchema, recordIdTextSchema } from './record-id';

/**
 * Toll customers, contracts (accounts) and vehicles (account units): spec §3 Client, Account,
 * Account unit, Customer contact; §7 "Accounts" and "Account units". Amounts are minor units;
 * weights are 10 kg units (the office form rounds kilograms up); dimensions are centimetres.
 * Every save of an existing record names the `version` it read (409 `contract.staleVersion`).
 */
const text = (max = 200) => z.string().trim().max(max);
const required = (max = 200) => text(max).min(1, 'validation.required');
const optionalText = (max = 200) =>
  text(max)
    .nullable()
    .optional()
    .transform((v) => (v === '' || v === undefined ? null : v));
const minor = z.number().int().min(0).max(1_000_000_000_00);
const percent = z.number().int().min(0).max(100);
const days = z.number().int().min(0).max(365);
const countryCode = z.string().trim().toUpperCase().length(2).default('BG');
const version = recordIdSchema;

function refineWith<T>(rule: (value: T) => Check, path: string[] = []) {
  return (value: T, ctx: z.RefinementCtx) => {
    const result = rule(value);
    if (!result.ok)
      ctx.addIssue({
        code: 'custom',
        message: result.code,
        path,
        params: { code: result.code, params: result.params },
      });
  };
}

/** Customer contact on the wire (spec §3): e-mails and phone numbers, one preferred means. */
export const contactEmailSchema = z.object({
  emailAddress: checkedString(checkEmail, 254),
  isPreferredContactMean: z.boolean().default(false),
  contactMeansClassId: z.literal(CONTACT_MEANS_CLASSES.EMAIL).default(CONTACT_MEANS_CLASSES.EMAIL),
});
export const contactNumberSchema = z.object({
  contactMeansClassId: z
    .union([z.literal(CONTACT_MEANS_CLASSES.MOBILE), z.literal(CONTACT_MEANS_CLASSES.LANDLINE)])
    .default(CONTACT_MEANS_CLASSES.MOBILE),
  contactNumberTypeId: z.literal(1).default(1),
  areaCode: checkedString(checkPhoneDigits, 6),
  localNumber: checkedString(checkPhoneDigits, 15),
  countryCode,
  isPreferredContactMean: z.boolean().default(false),
});

/** A contact of a contract; spec §5: name, surname, e-mail, language, preferred means, address. */
export const contactInputSchema = z
  .object({
    firstName: required(100),
    lastName: required(100),
    position: optionalText(100),
    preferredLanguage: z.enum(OFFICE_LANGS),
    countryCode,
    city: required(100),
    street: required(200),
    postalCode: required(10),
    isPrimary: z.boolean().optional(),
    contactEmails: z.array(contactEmailSchema).min(1, 'validation.required').max(10),
    contactNumbers: z.array(contactNumberSchema).max(10).default([]),
  })
  .superRefine(refineWith(checkContactMeans, ['contactEmails']));
export type ContactInput = z.infer<typeof contactInputSchema>;
export const contactSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  position: z.string().nullable(),
  preferredLanguage: z.enum(OFFICE_LANGS),
  countryCode: z.string(),
  city: z.string(),
  street: z.string(),
  postalCode: z.string(),
  isPrimary: z.boolean(),
  contactEmails: z.array(
    z.object({
      emailAddress: z.string(),
      isPreferredContactMean: z.boolean(),
      contactMeansClassId: z.number().int(),
    }),
  ),
  contactNumbers: z.array(
    z.object({
      contactMeansClassId: z.number().int(),
      contactNumberTypeId: z.number().int(),
      areaCode: z.string(),
      localNumber: z.string(),
      countryCode: z.string(),
      isPreferredContactMean: z.boolean(),
    }),
  ),
});

/** A client (spec §3 Client): individual (1) or business (2). */
export const clientInputSchema = z
  .object({
    customerType: z.union([z.literal(1), z.literal(2)]),
    title: z
      .union([z.literal(1), z.literal(2)])
      .nullable()
      .default(null),
    firstName: optionalText(100),
    middleName: optionalText(100),
    lastName: optionalText(100),
    identificationType: z.number().int().min(1).max(8),
    identificationNumber: required(30),
    birthDate: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.invalidDate')
      .nullable()
      .default(null),
    companyName: optionalText(200),
    businessName: optionalText(200),
    vatRegistered: z.boolean().default(false),
    countryCode,
    city: required(100),
    postalCode: required(10),
    street: required(200),
    preferredLanguage: z.enum(OFFICE_LANGS).default('bg'),
    iban: checkedString(checkIban, 42).transform(normaliseIban).nullable().default(null),
    creditLimitMinor: minor.default(0),
    creditLimitPercent: percent.nullable().default(null),
    lowBalancePercent: percent.nullable().default(null),
  })
  .superRefine((client, ctx) => {
    const now = new Date();
    refineWith(
      (c: typeof client) =>
        checkClientIdentification(
          c.customerType === 1 ? 'INDIVIDUAL' : 'BUSINESS',
          c.identificationType,
          c.identificationNumber,
          now,
        ),
      ['identificationNumber'],
    )(client, ctx);
    const need = (field: 'firstName' | 'lastName' | 'companyName') => {
      if (!client[field])
        ctx.addIssue({
          code: 'custom',
          message: 'validation.required',
          path: [field],
          params: { code: 'validation.required' },
        });
    };
    if (client.customerType === 1) {
      need('firstName');
      need('lastName');
    } else need('companyName');
  });
export type ClientInput = z.infer<typeof clientInputSchema>;
export const clientSchema = z.object({
  customerId: z.string(),
  partnerId: z.number().int(),
  name: z.string(),
  customerType: z.number().int(),
  title: z.number().int().nullable(),
  firstName: z.string().nullable(),
  middleName: z.string().nullable(),
  lastName: z.string().nullable(),
  identificationType: z.number().int(),
  identificationNumber: z.string(),
  birthDate: z.string().nullable(),
  companyName: z.string().nullable(),
  businessName: z.string().nullable(),
  vatRegistered: z.boolean(),
  countryCode: z.string(),
  city: z.string(),
  postalCode: z.string(),
  street: z.string(),
  preferredLanguage: z.enum(OFFICE_LANGS),
  iban: z.string().nullable(),
  creditLimitMinor: z.number().int(),
  creditLimitPercent: z.number().int().nullable(),
  lowBalancePercent: z.number().int().nullable(),
});
export type Client = z.infer<typeof clientSchema>;

/** The contract's own editable fields (spec §3 Account). */
const accountFields = {
  accountType: z.union([z.literal(1), z.literal(2)]),
  hasMstsToll: z.boolean().default(false),
  depositMinor: minor.default(0),
  currency: currencySchema.default('EUR'),
  creditLimitBgTollBgnMinor: minor.default(0),
  creditLimitBgTollEurMinor: minor.default(0),
  creditLimitEuTollBgnMinor: minor.default(0),
  creditLimitEuTollEurMinor: minor.default(0),
  lowBalancePercent: percent.nullable().default(null),
  initialPaymentMinor: minor.default(0),
  obligationPeriod: z.enum(OBLIGATION_PERIODS).nullable().default(null),
  duePaymentDays: days.nullable().default(null),
  dueDaysCounter: z.enum(DUE_DAY_COUNTERS).nullable().default(null),
  postponeDays: days.default(0),
  defaultContragentId: recordIdSchema.nullable().default(null),
  recipientIban: checkedString(checkIban, 42).transform(normaliseIban).nullable().default(null),
  smsNotifications: z.boolean().default(false),
  emailNotifications: z.boolean().default(true),
  notificationPhone: optionalText(20),
  notificationEmail: optionalText(254),
  serviceFeeGenerationFrequency: z.union([z.literal(1), z.literal(2)]).default(1),
  contacts: z.array(contactInputSchema).min(1, 'validation.atLeastOne').max(20),
};

function postpaidRefine(
  body: {
    accountType: number;
    obligationPeriod: string | null;
    duePaymentDays: number | null;
    dueDaysCounter: string | null;
  },
  ctx: z.RefinementCtx,
) {
  if (body.accountType !== 2) return;
  for (const field of ['obligationPeriod', 'duePaymentDays', 'dueDaysCounter'] as const)
    if (body[field] === null)
      ctx.addIssue({
        code: 'custom',
        message: 'contract.postpaidTermsRequired',
        path: [field],
        params: { code: 'contract.postpaidTermsRequired' },
      });
}

/**
 * POST /accounts: a contract for an existing client (`customerId`) or a new one (`customer`).
 * The server adds fundingMethodCode 1, daysInAdvanceToCreateServiceFee 10 and, with one contact,
 * makes it primary (spec §7).
 */
export const accountCreateBodySchema = z
  .object({
    customerId: z.string().trim().min(1).max(40).optional(),
    customer: clientInputSchema.optional(),
    ...accountFields,
  })
  .superRefine((body, ctx) => {
    if (!body.customerId === !body.customer)
      ctx.addIssue({
        code: 'custom',
        message: 'validation.required',
        path: ['customer'],
        params: { code: 'validation.required' },
      });
    postpaidRefine(body, ctx);
  });
export type AccountCreateBody = z.infer<typeof accountCreateBodySchema>;
/** PUT /accounts/{id}: the contract's fields, its contacts and (optionally) its client's details. */
export const accountUpdateBodySchema = z
  .object({ ...accountFields, customer: clientInputSchema.optional(), version })
  .superRefine(postpaidRefine);
export type AccountUpdateBody = z.infer<typeof accountUpdateBodySchema>;

export const accountStatusSchema = z.enum(ACCOUNT_STATUSES);
export const accountSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  customerId: z.string(),
  customer: clientSchema,
  accountType: z.number().int(),
  status: accountStatusSchema,
  statusReason: z.string().nullable(),
  statusChangedAt: z.string().nullable(),
  fundingMethodCode: z.number().int(),
  daysInAdvanceToCreateServiceFee: z.number().int(),
  serviceFeeGenerationFrequency: z.number().int(),
  hasMstsToll: z.boolean(),
  depositMinor: z.number().int(),
  currency: currencySchema,
  creditLimitBgTollBgnMinor: z.number().int(),
  creditLimitBgTollEurMinor: z.number().int(),
  creditLimitEuTollBgnMinor: z.number().int(),
  creditLimitEuTollEurMinor: z.number().int(),
  lowBalancePercent: z.number().int().nullable(),
  initialPaymentMinor: z.number().int(),
  obligationPeriod: z.enum(OBLIGATION_PERIODS).nullable(),
  duePaymentDays: z.number().int().nullable(),
  dueDaysCounter: z.enum(DUE_DAY_COUNTERS).nullable(),
  postponeDays: z.number().int(),
  defaultContragentId: z.number().int().nullable(),
  recipientIban: z.string().nullable(),
  smsNotifications: z.boolean(),
  emailNotifications: z.boolean(),
  notificationPhone: z.string().nullable(),
  notificationEmail: z.string().nullable(),
  contacts: z.array(contactSchema),
  primaryAccountContact: z.number().int().nullable(),
  signed: z.boolean(),
  signedAt: z.string().nullable(),
  activeUnits: z.number().int(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Account = z.infer<typeof accountSchema>;

export const ACCOUNT_SORTS = [
  'number',
  'clientName',
  'status',
  'accountType',
  'createdAt',
] as const;
const accountFilters = {
  f_number: z.string().trim().max(20).optional(),
  f_clientName: z.string().trim().max(200).optional(),
  f_identification: z.string().trim().max(30).optional(),
  f_status: accountStatusSchema.optional(),
  f_accountType: z.coerce.number().int().min(1).max(2).optional(),
};
export const accountListQuerySchema = listQuerySchema(ACCOUNT_SORTS, 'number').extend(
  accountFilters,
);
export type AccountListQuery = z.infer<typeof accountListQuerySchema>;
export const accountExportQuerySchema = exportQueryBaseSchema.extend({
  sort: z.enum(ACCOUNT_SORTS).default('number'),
  ...accountFilters,
});
export type AccountExportQuery = z.infer<typeof accountExportQuerySchema>;
export const accountListItemSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  customerId: z.string(),
  clientName: z.string(),
  customerType: z.number().int(),
  identificationNumber: z.string(),
  accountType: z.number().int(),
  status: accountStatusSchema,
  activeUnits: z.number().int(),
  signed: z.boolean(),
  createdAt: z.string(),
});
export type AccountListItem = z.infer<typeof accountListItemSchema>;
export const accountListSchema = listPageSchema(accountListItemSchema);
export const accountIdParamSchema = z.object({ id: recordIdTextSchema });
export const customerIdParamSchema = z.object({ id: z.string().trim().min(1).max(40) });
export const accountsOfCustomerSchema = z.array(accountSchema);

export const suspendAccountBodySchema = z.strictObject({
  version,
  reason: required(500),
  confirmed: z.literal(true),
});
/** Reactivation needs the confirmation; the reason (why the suspension ends) is kept when given. */
export const reactivateAccountBodySchema = z.strictObject({
  version,
  confirmed: z.literal(true),
  reason: optionalText(500),
});
export const closeAccountBodySchema = z.strictObject({ version, reason: required(500) });
export const preCloseAccountBodySchema = z.strictObject({
  accountId: recordIdSchema,
  version,
  reason: optionalText(500),
});
export const signAccountBodySchema = z.strictObject({ version });
export const accountStatusChangeSchema = z.object({ message: z.string(), account: accountSchema });

/** A vehicle of a contract (spec §3 Account unit). */
const unitFields = {
  countryCode,
  plate: checkedString(checkPlate, 20).transform(normalisePlate),
  vehicleType: z.enum(UNIT_VEHICLE_TYPES),
  make: optionalText(60),
  model: optionalText(60),
  year: z.number().int().min(1900).max(2100).nullable().default(null),
  colour: optionalText(40),
  tractorAxles: z.number().int().min(1).max(10),
  trailerAxles: z.number().int().min(0).max(9).default(0),
  maxDryWeight: z.number().int().min(0).max(100_000).nullable().default(null),
  maxWetWeight: z.number().int().min(1).max(100_000),
  trainMaxWeight: z.number().int().min(1).max(100_000).nullable().default(null),
  maxHeight: z.number().int().min(1).max(2_000).nullable().default(null),
  length: z.number().int().min(1).max(10_000).nullable().default(null),
  width: z.number().int().min(1).max(1_000).nullable().default(null),
  axleHeight: z.number().int().min(1).max(1_000).nullable().default(null),
  emissionClass: z
    .number()
    .int()
    .refine((id) => (Object.values(EMISSION_CLASS_IDS) as number[]).includes(id), {
      message: 'validation.invalidFormat',
      params: { code: 'validation.invalidFormat' },
    }),
  ownerName: optionalText(200),
  shippingAddressId: recordIdSchema.nullable().default(null),
  deliveryMethod: z.union([z.literal(1), z.literal(2)]).default(2),
  tyreType: z.number().int().min(1).max(9).default(1),
};
type UnitShape = {
  tractorAxles: number;
  trailerAxles: number;
  maxDryWeight: number | null;
  maxWetWeight: number;
  trainMaxWeight: number | null;
};
function unitRefine(unit: UnitShape, ctx: z.RefinementCtx) {
  refineWith(checkUnitAxles, ['trailerAxles'])(unit, ctx);
  refineWith(checkUnitWeights, ['maxWetWeight'])(unit, ctx);
}
export const unitInputSchema = z.object(unitFields).superRefine(unitRefine);
export type UnitInput = z.infer<typeof unitInputSchema>;
export const unitsCreateBodySchema = z.object({
  accountID: recordIdSchema,
  accountUnits: z.array(unitInputSchema).min(1, 'validation.atLeastOne').max(1_000),
});
export const unitUpdateBodySchema = z.object({ ...unitFields, version }).superRefine(unitRefine);
export const unitSchema = z.object({
  accountUnitId: z.number().int(),
  accountId: z.number().int(),
  accountNumber: z.string(),
  status: z.enum(UNIT_STATUSES),
  closedAt: z.string().nullable(),
  countryCode: z.string(),
  plate: z.string(),
  vehicleType: z.enum(UNIT_VEHICLE_TYPES),
  make: z.string().nullable(),
  model: z.string().nullable(),
  year: z.number().int().nullable(),
  colour: z.string().nullable(),
  tractorAxles: z.number().int(),
  trailerAxles: z.number().int(),
  totalAxles: z.number().int(),
  maxDryWeight: z.number().int().nullable(),
  maxWetWeight: z.number().int(),
  trainMaxWeight: z.number().int().nullable(),
  maxHeight: z.number().int().nullable(),
  length: z.number().int().nullable(),
  width: z.number().int().nullable(),
  axleHeight: z.number().int().nullable(),
  emissionClass: z.number().int(),
  ownerName: z.string().nullable(),
  tollCategory: z.enum(TOLL_CATEGORIES).nullable(),
  shippingAddressId: z.number().int().nullable(),
  deliveryMethod: z.number().int(),
  tyreType: z.number().int(),
  version: z.number().int(),
  createdAt: z.string(),
});
export type Unit = z.infer<typeof unitSchema>;
export const unitListOfAccountSchema = z.array(unitSchema);
export const unitsCreatedSchema = z.object({ items: z.array(unitSchema) });
export const unitIdParamSchema = z.object({ id: recordIdTextSchema });
export const unitClosedSchema = z.object({ message: z.string(), unit: unitSchema });

export const UNIT_SORTS = [
  'plate',
  'accountNumber',
  'status',
  'tollCategory',
  'createdAt',
] as const;
const unitFilters = {
  f_plate: z.string().trim().max(20).optional(),
  f_accountNumber: z.string().trim().max(20).optional(),
  f_accountId: recordIdTextSchema.optional(),
  f_status: z.enum(UNIT_STATUSES).optional(),
  f_tollCategory: z.enum(TOLL_CATEGORIES).optional(),
};
export const unitListQuerySchema = listQuerySchema(UNIT_SORTS, 'plate').extend(unitFilters);
export type UnitListQuery = z.infer<typeof unitListQuerySchema>;
export const unitExportQuerySchema = exportQueryBaseSchema.extend({
  sort: z.enum(UNIT_SORTS).default('plate'),
  ...unitFilters,
});
export type UnitExportQuery = z.infer<typeof unitExportQuerySchema>;
export const unitListSchema = listPageSchema(unitSchema);

/** POST /accountUnits/getUnitDataWithRegix: the registry's vehicle, ready for the form. */
export const regixQuerySchema = z.object({
  plate: checkedString(checkPlate, 20).transform(normalisePlate),
  countryCode: z.literal('BG').default('BG'),
});
export const regixVehicleSchema = z.object({
  plate: z.string(),
  countryCode: z.string(),
  vehicleType: z.enum(UNIT_VEHICLE_TYPES),
  make: z.string().nullable(),
  model: z.string().nullable(),
  year: z.number().int().nullable(),
  colour: z.string().nullable(),
  tractorAxles: z.number().int(),
  trailerAxles: z.number().int(),
  maxDryWeight: z.number().int().nullable(),
  maxWetWeight: z.number().int(),
  trainMaxWeight: z.number().int().nullable(),
  maxHeight: z.number().int().nullable(),
  length: z.number().int().nullable(),
  width: z.number().int().nullable(),
  /** null when the registry's environmental category names no Euro class (the clerk chooses). */
  emissionClass: z.number().int().nullable(),
  ownerName: z.string().nullable(),
  tollCategory: z.enum(TOLL_CATEGORIES).nullable(),
});
export type RegixVehicle = z.infer<typeof regixVehicleSchema>;

/** GET /self-care/accounts: the signed-in customer's own contracts with their vehicles. */
export const selfCareAccountsSchema = z.array(
  z.object({ account: accountSchema, units: z.array(unitSchema) }),
);
export type SelfCareAccounts = z.infer<typeof selfCareAccountsSchema>;
