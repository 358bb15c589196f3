import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  char,
  date,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { partners } from './partners';

/**
 * Toll customers, contracts and vehicles (spec §3 Client, Account, Account unit). Migration 0015
 * holds the constraints and triggers (written by hand there; drizzle only reads and writes rows):
 * the status table (`accounts_guard`, as packages/domain/src/statuses.ts), credit limits that
 * never decrease, an active contract must be signed, one primary contact per contract, a vehicle
 * on one active contract at a time, and its toll category as packages/domain/src/accounts.ts
 * computes it. Amounts are minor units; weights are 10 kg units; dimensions centimetres.
 */
export type ContactEmail = {
  emailAddress: string;
  isPreferredContactMean: boolean;
  contactMeansClassId: number;
};
export type ContactNumber = {
  contactMeansClassId: number;
  contactNumberTypeId: number;
  areaCode: string;
  localNumber: string;
  countryCode: string;
  isPreferredContactMean: boolean;
};

/** A client is the toll-customer partner row (its `customer_id`) with these details. */
export const clients = pgTable('clients', {
  partnerId: integer('partner_id')
    .primaryKey()
    .references(() => partners.id, { onDelete: 'restrict' }),
  customerType: smallint('customer_type').notNull(),
  title: smallint('title'),
  firstName: text('first_name'),
  middleName: text('middle_name'),
  lastName: text('last_name'),
  identificationType: smallint('identification_type').notNull(),
  identificationNumber: text('identification_number').notNull(),
  birthDate: date('birth_date', { mode: 'string' }),
  companyName: text('company_name'),
  businessName: text('business_name'),
  vatRegistered: boolean('vat_registered').notNull().default(false),
  countryCode: char('country_code', { length: 2 }).notNull(),
  city: text('city').notNull(),
  postalCode: text('postal_code').notNull(),
  street: text('street').notNull(),
  preferredLanguage: text('preferred_language').notNull().default('bg'),
  iban: text('iban'),
  creditLimitMinor: bigint('credit_limit_minor', { mode: 'number' }).notNull().default(0),
  creditLimitPercent: integer('credit_limit_percent'),
  lowBalancePercent: integer('low_balance_percent'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const accounts = pgTable('accounts', {
  id: serial('id').primaryKey(),
  clientId: integer('client_id')
    .notNull()
    .references(() => clients.partnerId, { onDelete: 'restrict' }),
  /**
   * The client's name (its partner's), kept by the database's triggers (migration 0038) for the
   * contract list's name filter and sort; never written by the platform.
   */
  clientName: text('client_name').notNull().default(''),
  /** Given by the database ('A' and the next of `account_number_seq`). */
  number: text('number')
    .notNull()
    .default(sql`('A' || nextval('account_number_seq')::text)`),
  accountType: smallint('account_type').notNull(),
  status: text('status').notNull().default('PRE_ACTIVE'),
  statusReason: text('status_reason'),
  statusChangedAt: timestamp('status_changed_at', { withTimezone: true }),
  fundingMethodCode: smallint('funding_method_code').notNull().default(1),
  daysInAdvanceToCreateServiceFee: integer('days_in_advance_to_create_service_fee')
    .notNull()
    .default(10),
  serviceFeeGenerationFrequency: smallint('service_fee_generation_frequency').notNull().default(1),
  hasMstsToll: boolean('has_msts_toll').notNull().default(false),
  depositMinor: bigint('deposit_minor', { mode: 'number' }).notNull().default(0),
  currency: text('currency').notNull().default('EUR'),
  creditLimitBgTollBgnMinor: bigint('credit_limit_bg_toll_bgn_minor', { mode: 'number' })
    .notNull()
    .default(0),
  creditLimitBgTollEurMinor: bigint('credit_limit_bg_toll_eur_minor', { mode: 'number' })
    .notNull()
    .default(0),
  creditLimitEuTollBgnMinor: bigint('credit_limit_eu_toll_bgn_minor', { mode: 'number' })
    .notNull()
    .default(0),
  creditLimitEuTollEurMinor: bigint('credit_limit_eu_toll_eur_minor', { mode: 'number' })
    .notNull()
    .default(0),
  lowBalancePercent: integer('low_balance_percent'),
  initialPaymentMinor: bigint('initial_payment_minor', { mode: 'number' }).notNull().default(0),
  obligationPeriod: text('obligation_period'),
  duePaymentDays: integer('due_payment_days'),
  dueDaysCounter: text('due_days_counter'),
  postponeDays: integer('postpone_days').notNull().default(0),
  defaultContragentId: integer('default_contragent_id').references(() => partners.id, {
    onDelete: 'set null',
  }),
  recipientIban: text('recipient_iban'),
  smsNotifications: boolean('sms_notifications').notNull().default(false),
  emailNotifications: boolean('email_notifications').notNull().default(true),
  notificationPhone: text('notification_phone'),
  notificationEmail: text('notification_email'),
  signedAt: timestamp('signed_at', { withTimezone: true }),
  signedBy: integer('signed_by'),
  version: integer('version').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const accountContacts = pgTable('account_contacts', {
  id: serial('id').primaryKey(),
  accountId: integer('account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  position: text('position'),
  preferredLanguage: text('preferred_language').notNull(),
  countryCode: char('country_code', { length: 2 }).notNull(),
  city: text('city').notNull(),
  street: text('street').notNull(),
  postalCode: text('postal_code').notNull(),
  isPrimary: boolean('is_primary').notNull().default(false),
  contactEmails: jsonb('contact_emails').$type<ContactEmail[]>().notNull(),
  contactNumbers: jsonb('contact_numbers').$type<ContactNumber[]>().notNull().default([]),
});

export const accountUnits = pgTable('account_units', {
  id: serial('id').primaryKey(),
  accountId: integer('account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'restrict' }),
  status: text('status').notNull().default('ACTIVE'),
  closedAt: timestamp('closed_at', { withTimezone: true }),
  deliveryMethod: smallint('delivery_method').notNull().default(2),
  tyreType: smallint('tyre_type').notNull().default(1),
  shippingAddressId: integer('shipping_address_id'),
  countryCode: char('country_code', { length: 2 }).notNull(),
  plate: text('plate').notNull(),
  vehicleType: text('vehicle_type').notNull(),
  make: text('make'),
  model: text('model'),
  year: integer('year'),
  colour: text('colour'),
  tractorAxles: integer('tractor_axles').notNull(),
  trailerAxles: integer('trailer_axles').notNull().default(0),
  totalAxles: integer('total_axles').notNull(),
  maxDryWeight: integer('max_dry_weight'),
  maxWetWeight: integer('max_wet_weight').notNull(),
  trainMaxWeight: integer('train_max_weight'),
  maxHeight: integer('max_height'),
  length: integer('length'),
  width: integer('width'),
  axleHeight: integer('axle_height'),
  emissionClass: smallint('emission_class').notNull(),
  ownerName: text('owner_name'),
  tollCategory: text('toll_category'),
  version: integer('version').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A client's addresses besides its registered one (migration 0031): correspondence, delivery, billing. */
export const clientAddresses = pgTable('client_addresses', {
  id: serial('id').primaryKey(),
  clientId: integer('client_id')
    .notNull()
    .references(() => clients.partnerId, { onDelete: 'restrict' }),
  kind: text('kind').notNull(),
  recipient: text('recipient'),
  countryCode: char('country_code', { length: 2 }).notNull(),
  city: text('city').notNull(),
  postalCode: text('postal_code').notNull(),
  street: text('street').notNull(),
  phone: text('phone'),
  version: integer('version').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
