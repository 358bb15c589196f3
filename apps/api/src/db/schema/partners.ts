import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';

/**
 * Partners (spec §3 Partner): sale partners, commissioners, both, and toll customers. The public
 * site lists the first columns (name, type, website, city); the rest are the back-office register's.
 * Migration 0012 adds what drizzle cannot declare: the exclusion constraint over the invoice-number
 * ranges (`partners_invoice_range_no_overlap`) and the status-transition trigger
 * (`partners_status_guard`, the table of packages/domain/src/partner-status.ts).
 * Percentages are basis points (1250 = 12.50 %); the deposit is in minor units of its currency.
 */
export const partners = pgTable(
  'partners',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    partnerType: text('partner_type').notNull(),
    website: text('website'),
    city: text('city'),
    status: text('status').notNull().default('ACTIVE'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    nameEn: text('name_en'),
    customerId: text('customer_id'),
    eik: text('eik'),
    vatNumber: text('vat_number'),
    commissionBp: integer('commission_bp').notNull().default(0),
    invoiceNameBg: text('invoice_name_bg'),
    invoiceNameEn: text('invoice_name_en'),
    invoiceAddressBg: text('invoice_address_bg'),
    invoiceAddressEn: text('invoice_address_en'),
    invoiceResponsibleBg: text('invoice_responsible_bg'),
    invoiceResponsibleEn: text('invoice_responsible_en'),
    invoiceRangeStart: bigint('invoice_range_start', { mode: 'number' }),
    invoiceRangeEnd: bigint('invoice_range_end', { mode: 'number' }),
    sendReceipts: boolean('send_receipts').notNull().default(false),
    notifyDelicts: boolean('notify_delicts').notNull().default(false),
    notifyDelictsNoAds: boolean('notify_delicts_no_ads').notNull().default(false),
    notifyVignettes: boolean('notify_vignettes').notNull().default(false),
    notifyVignettesNoAds: boolean('notify_vignettes_no_ads').notNull().default(false),
    notifyVignetteExpiry: boolean('notify_vignette_expiry').notNull().default(false),
    customSaleClass: text('custom_sale_class'),
    reportsAllowed: boolean('reports_allowed').notNull().default(false),
    receivesReports: boolean('receives_reports').notNull().default(false),
    sftpAllowed: boolean('sftp_allowed').notNull().default(false),
    sftpHost: text('sftp_host'),
    sftpPort: integer('sftp_port'),
    sftpUser: text('sftp_user'),
    sftpPath: text('sftp_path'),
    /** The name of a key the operators hold (never a password or a key itself). */
    sftpKeyName: text('sftp_key_name'),
    lang: text('lang').notNull().default('bg'),
    timeZone: text('time_zone').notNull().default('Europe/Sofia'),
    obligationsPeriod: text('obligations_period').notNull().default('MONTHLY'),
    duePaymentDays: integer('due_payment_days').notNull().default(0),
    delayDays: integer('delay_days').notNull().default(0),
    recipientIban: text('recipient_iban'),
    ibans: text('ibans')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    defaultVendorId: integer('default_vendor_id').references((): AnyPgColumn => partners.id, {
      onDelete: 'set null',
    }),
    depositMinor: bigint('deposit_minor', { mode: 'number' }).notNull().default(0),
    depositCurrency: text('deposit_currency').notNull().default('EUR'),
    statusReason: text('status_reason'),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }),
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('partners_type_name').on(t.partnerType, t.name),
    index('partners_name').on(t.name, t.id),
    index('partners_status_name').on(t.status, t.name),
    unique('partners_eik_unique').on(t.eik),
    unique('partners_customer_id_unique').on(t.customerId),
    check(
      'partners_partner_type',
      sql`${t.partnerType} in ('SALE_PARTNER', 'COMMISSIONER', 'SALE_PARTNER_AND_COMMISSIONER', 'TOLL_CUSTOMER')`,
    ),
    check(
      'partners_status',
      sql`${t.status} in ('ACTIVE', 'PRE_ACTIVE', 'PRE_CLOSED', 'SUSPENDED', 'INACTIVE', 'CLOSED')`,
    ),
    check('partners_eik_format', sql`${t.eik} ~ '^([0-9]{9}|[0-9]{13})$'`),
    check('partners_vat_number', sql`${t.vatNumber} = 'BG' || ${t.eik}`),
    check('partners_commission_bp', sql`${t.commissionBp} between 0 and 10000`),
    check(
      'partners_invoice_range',
      sql`(${t.invoiceRangeStart} is null) = (${t.invoiceRangeEnd} is null) and (${t.invoiceRangeStart} is null or (1 <= ${t.invoiceRangeStart} and ${t.invoiceRangeStart} <= ${t.invoiceRangeEnd} and ${t.invoiceRangeEnd} <= 9999999999))`,
    ),
    check('partners_sftp_port', sql`${t.sftpPort} between 1 and 65535`),
    check('partners_lang', sql`${t.lang} in ('bg', 'en')`),
    check('partners_time_zone', sql`${t.timeZone} in ('Europe/Sofia', 'UTC')`),
    check(
      'partners_obligations_period',
      sql`${t.obligationsPeriod} in ('DAILY', 'FIVE_DAY', 'WEEKLY', 'TWICE_PER_WEEK', 'BI_WEEKLY', 'MONTHLY')`,
    ),
    check(
      'partners_days',
      sql`${t.duePaymentDays} between 0 and 365 and ${t.delayDays} between 0 and 365`,
    ),
    check('partners_recipient_iban', sql`${t.recipientIban} ~ '^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$'`),
    check(
      'partners_deposit',
      sql`${t.depositMinor} >= 0 and ${t.depositCurrency} in ('BGN', 'EUR')`,
    ),
    check('partners_version', sql`${t.version} >= 1`),
  ],
);

/**
 * The partner register's revision (one row): a statement trigger on `partners` bumps it in the
 * changing transaction, so cached list answers know when they are stale.
 */
export const partnerListState = pgTable(
  'partner_list_state',
  {
    id: integer('id').primaryKey().default(1),
    revision: bigint('revision', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('partner_list_state_one_row', sql`${t.id} = 1`)],
);

/** Additional commissioners of a partner with their own percentages (a trigger keeps them commissioners). */
export const partnerCommissioners = pgTable(
  'partner_commissioners',
  {
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    commissionerId: integer('commissioner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'restrict' }),
    percentageBp: integer('percentage_bp').notNull(),
  },
  (t) => [
    primaryKey({ name: 'partner_commissioners_pk', columns: [t.partnerId, t.commissionerId] }),
    index('partner_commissioners_commissioner').on(t.commissionerId),
    check('partner_commissioners_not_self', sql`${t.partnerId} <> ${t.commissionerId}`),
    check('partner_commissioners_percentage', sql`${t.percentageBp} between 0 and 10000`),
  ],
);

/** Virtual POS terminals of a partner at one of the two card providers. */
export const partnerPaymentTerminals = pgTable(
  'partner_payment_terminals',
  {
    id: serial('id').primaryKey(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    terminalId: text('terminal_id').notNull(),
  },
  (t) => [
    index('partner_payment_terminals_partner').on(t.partnerId),
    unique('partner_payment_terminals_unique').on(t.provider, t.terminalId),
    check('partner_payment_terminals_provider', sql`${t.provider} in ('BORICA', 'DSK')`),
    check('partner_payment_terminals_terminal_id', sql`${t.terminalId} ~ '^[A-Z0-9]{8}$'`),
  ],
);

/** API keys of a partner's machine access: only the SHA-256 of the key is kept. */
export const partnerApiKeys = pgTable(
  'partner_api_keys',
  {
    id: serial('id').primaryKey(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    keyPrefix: text('key_prefix').notNull(),
    keyHash: text('key_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: integer('created_by'),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    index('partner_api_keys_partner').on(t.partnerId),
    unique('partner_api_keys_key_hash_unique').on(t.keyHash),
  ],
);

/** Points of sale (spec §3 POS); users' points of sale reference them. */
export const pointsOfSale = pgTable(
  'points_of_sale',
  {
    id: serial('id').primaryKey(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'restrict' }),
    code: text('code').notNull(),
    name: text('name').notNull(),
    worksInShifts: boolean('works_in_shifts').notNull().default(false),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('points_of_sale_partner').on(t.partnerId),
    unique('points_of_sale_code_unique').on(t.code),
  ],
);
