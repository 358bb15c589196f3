import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  serial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { vignetteProducts, vignetteTariffs } from './catalog';
import { delicts } from './delicts';
import { users } from './identity';

const created = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * A sale: what one payment buys (spec §3 "Order and sale"). Amounts are minor units; `currency`
 * is the currency the card is charged in (EUR since 2026-01-01), both amounts are kept.
 */
export const sales = pgTable(
  'sales',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: bigint('number', { mode: 'number' })
      .notNull()
      .default(sql`nextval('sale_number_seq')`),
    state: text('state').notNull().default('AWAITING_PAYMENT'),
    channel: text('channel').notNull().default('site'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    lang: text('lang').notNull(),
    currency: text('currency').notNull(),
    totalMinor: integer('total_minor').notNull(),
    totalBgn: integer('total_bgn').notNull(),
    totalEur: integer('total_eur').notNull(),
    createdAt: created(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    /** When the receipt mail went out (the job never sends it twice). */
    receiptSentAt: timestamp('receipt_sent_at', { withTimezone: true }),
    /** CARD (the gateway) or CASH (at a counter, migration 0016). */
    paymentMethod: text('payment_method').notNull().default('CARD'),
    /** A sale at a counter: its point of sale, cashier and shift (foreign keys in migration 0016). */
    posId: integer('pos_id'),
    cashierUserId: integer('cashier_user_id'),
    shiftId: integer('shift_id'),
    /** A reseller's sale on account (channel `partner`, migration 0021): the partner and its key. */
    partnerId: integer('partner_id'),
    apiKeyId: integer('api_key_id'),
    /**
     * A counter order paid by card must be paid by this moment (spec §9, 30 minutes), else it
     * expires and frees its vehicles (migration 0029). Null for every other sale.
     */
    payBy: timestamp('pay_by', { withTimezone: true }),
    /** The client's key of a counter order, unique per cashier, and the hash of its request. */
    orderKey: uuid('order_key'),
    orderHash: text('order_hash'),
  },
  (t) => [
    uniqueIndex('sales_number').on(t.number),
    index('sales_user').on(t.userId, t.createdAt),
    index('sales_state').on(t.state, t.createdAt),
    uniqueIndex('sales_cashier_order_key')
      .on(t.cashierUserId, t.orderKey)
      .where(sql`${t.orderKey} is not null`),
    index('sales_open_pay_by')
      .on(t.payBy)
      .where(
        sql`${t.payBy} is not null and ${t.state} in ('AWAITING_PAYMENT', 'PAYMENT_UNKNOWN', 'PAYMENT_FAILED')`,
      ),
    check(
      'sales_state',
      sql`${t.state} in ('AWAITING_PAYMENT', 'PAYMENT_UNKNOWN', 'PAYMENT_FAILED', 'ACTIVATED', 'PARTIALLY_ACTIVATED', 'ACTIVATION_FAILED', 'EXPIRED')`,
    ),
    check(
      'sales_pay_by',
      sql`${t.payBy} is null or (${t.posId} is not null and ${t.payBy} > ${t.createdAt})`,
    ),
    check('sales_expired', sql`${t.state} <> 'EXPIRED' or ${t.payBy} is not null`),
    check('sales_order_key', sql`(${t.orderKey} is null) = (${t.orderHash} is null)`),
    check('sales_channel', sql`${t.channel} in ('site', 'office', 'tablet', 'partner')`),
    check('sales_payment_method', sql`${t.paymentMethod} in ('CARD', 'CASH', 'ACCOUNT')`),
    check('sales_lang', sql`${t.lang} in ('bg', 'en', 'ro', 'tr', 'el', 'de')`),
    check('sales_currency', sql`${t.currency} in ('BGN', 'EUR')`),
    check('sales_amounts', sql`${t.totalMinor} > 0 and ${t.totalBgn} > 0 and ${t.totalEur} > 0`),
  ],
);

/**
 * One thing bought: a vignette, a route pass, a delict's fee or the correction of a vignette's
 * plate, priced by the server when the sale was made. `starts_at_payment` items get their window from the moment the payment is confirmed.
 * A delict item's window is the sale's moment to the delict's payment deadline.
 */
export const saleItems = pgTable(
  'sale_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    saleId: uuid('sale_id')
      .notNull()
      .references(() => sales.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    kind: text('kind').notNull(),
    state: text('state').notNull().default('PENDING'),
    productId: text('product_id').references(() => vignetteProducts.id),
    tariffId: integer('tariff_id').references(() => vignetteTariffs.id),
    countryCode: text('country_code').notNull(),
    plate: text('plate').notNull(),
    startsAtPayment: boolean('starts_at_payment').notNull(),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    validTo: timestamp('valid_to', { withTimezone: true }).notNull(),
    amountBgn: integer('amount_bgn').notNull(),
    amountEur: integer('amount_eur').notNull(),
    /** Route passes: the calculation request and the quote the price came from. */
    routePass: jsonb('route_pass'),
    /** Delicts: the violation this item pays. */
    delictId: uuid('delict_id').references((): AnyPgColumn => delicts.id),
    /** Plate corrections: the vignette whose plate this item corrects (migration 0051). */
    vignetteId: uuid('vignette_id').references((): AnyPgColumn => vignettes.id),
    failureCode: text('failure_code'),
    /**
     * The sale's moment (its `created_at`), NOT NULL in the database: a trigger fills it from the
     * sale when an insert leaves it out (migration 0037), so inserts need not give it. The sales
     * report orders and narrows issued items by it.
     */
    soldAt: timestamp('sold_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('sale_items_position').on(t.saleId, t.position),
    index('sale_items_delict').on(t.delictId),
    index('sale_items_vignette')
      .on(t.vignetteId)
      .where(sql`${t.vignetteId} is not null`),
    check(
      'sale_items_kind',
      sql`${t.kind} in ('VIGNETTE', 'ROUTE_PASS', 'DELICT', 'PLATE_CORRECTION')`,
    ),
    check(
      'sale_items_correction',
      sql`(${t.kind} = 'PLATE_CORRECTION') = (${t.vignetteId} is not null)`,
    ),
    check(
      'sale_items_state',
      sql`${t.state} in ('PENDING', 'ACTIVE', 'ACTIVATION_FAILED', 'CANCELLED', 'REVERSED')`,
    ),
    check(
      'sale_items_product',
      sql`(${t.kind} = 'VIGNETTE') = (${t.productId} is not null and ${t.tariffId} is not null)`,
    ),
    check('sale_items_route', sql`(${t.kind} = 'ROUTE_PASS') = (${t.routePass} is not null)`),
    check('sale_items_delict', sql`(${t.kind} = 'DELICT') = (${t.delictId} is not null)`),
    check('sale_items_window', sql`${t.validTo} > ${t.validFrom}`),
  ],
);

/**
 * One form sent to the card gateway. ORDER (6 digits) and NONCE are unique per terminal for 24
 * hours (FACTS): an exclusion constraint over [created_at, order_reusable_at) enforces it.
 */
export const paymentAttempts = pgTable(
  'payment_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    saleId: uuid('sale_id')
      .notNull()
      .references(() => sales.id, { onDelete: 'cascade' }),
    gateway: text('gateway').notNull(),
    terminal: text('terminal').notNull(),
    orderCode: text('order_code').notNull(),
    nonce: text('nonce').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    state: text('state').notNull().default('PENDING'),
    /** The gateway's answer is final (a status check after its 15-minute window). */
    final: boolean('final').notNull().default(false),
    action: text('action'),
    rc: text('rc'),
    approval: text('approval'),
    rrn: text('rrn'),
    intRef: text('int_ref'),
    createdAt: created(),
    orderReusableAt: timestamp('order_reusable_at', { withTimezone: true }).notNull(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    /**
     * When the gateway is next asked for this attempt's status (a minutely sweep queues the check);
     * null when nothing is due. Set with the order, so making one needs no job of its own.
     */
    statusCheckAt: timestamp('status_check_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payment_attempts_nonce').on(t.terminal, t.nonce),
    index('payment_attempts_status_due')
      .on(t.statusCheckAt)
      .where(sql`${t.statusCheckAt} is not null`),
    index('payment_attempts_order').on(t.terminal, t.orderCode),
    index('payment_attempts_sale').on(t.saleId),
    index('payment_attempts_open')
      .on(t.createdAt)
      .where(sql`${t.final} = false`),
    check(
      'payment_attempts_state',
      sql`${t.state} in ('PENDING', 'APPROVED', 'FAILED', 'UNKNOWN')`,
    ),
    check('payment_attempts_gateway', sql`${t.gateway} in ('sandbox', 'borica')`),
    check('payment_attempts_order_code', sql`${t.orderCode} ~ '^[0-9]{6}$'`),
  ],
);

/** Every gateway message received, verified or not: the audit trail of payments. */
export const gatewayMessages = pgTable(
  'gateway_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    attemptId: uuid('attempt_id').references(() => paymentAttempts.id, { onDelete: 'set null' }),
    kind: text('kind').notNull(),
    signatureValid: boolean('signature_valid').notNull(),
    outcome: text('outcome'),
    fields: jsonb('fields').notNull(),
    receivedAt: created(),
  },
  (t) => [
    index('gateway_messages_attempt').on(t.attemptId),
    check('gateway_messages_kind', sql`${t.kind} in ('result', 'status', 'reversal')`),
  ],
);

/**
 * A refund through the gateway (TRTYPE 24). One reversal per sale transaction (FACTS), so it is
 * unique per attempt and carries the whole amount to return.
 */
export const paymentReversals = pgTable(
  'payment_reversals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    attemptId: uuid('attempt_id')
      .notNull()
      .references(() => paymentAttempts.id),
    saleId: uuid('sale_id')
      .notNull()
      .references(() => sales.id),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    reason: text('reason').notNull(),
    state: text('state').notNull().default('PENDING'),
    tries: integer('tries').notNull().default(0),
    action: text('action'),
    rc: text('rc'),
    createdAt: created(),
    doneAt: timestamp('done_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payment_reversals_attempt').on(t.attemptId),
    index('payment_reversals_sale').on(t.saleId),
    check('payment_reversals_state', sql`${t.state} in ('PENDING', 'DONE', 'FAILED')`),
    check(
      'payment_reversals_reason',
      sql`${t.reason} in ('ACTIVATION_FAILED', 'DUPLICATE_PAYMENT', 'SALE_REVERSAL', 'LATE_PAYMENT')`,
    ),
    check('payment_reversals_amount', sql`${t.amountMinor} > 0`),
  ],
);

/**
 * An issued e-vignette. No two active vignettes of one country and plate overlap: an exclusion
 * constraint over [valid_from, valid_until) (the migration adds it), so racing buyers cannot both
 * win. `valid_until` is the first instant after the window (`to` shown to users + 1 s).
 */
export const vignettes = pgTable(
  'vignettes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: text('number').notNull(),
    saleItemId: uuid('sale_item_id').references(() => saleItems.id),
    productId: text('product_id')
      .notNull()
      .references(() => vignetteProducts.id),
    vehicleType: text('vehicle_type').notNull(),
    period: text('period').notNull(),
    countryCode: text('country_code').notNull(),
    plate: text('plate').notNull(),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
    status: text('status').notNull().default('ACTIVE'),
    amountBgn: integer('amount_bgn').notNull(),
    amountEur: integer('amount_eur').notNull(),
    currency: text('currency').notNull(),
    email: text('email'),
    lang: text('lang').notNull().default('bg'),
    issuedAt: created(),
  },
  (t) => [
    uniqueIndex('vignettes_number').on(t.number),
    uniqueIndex('vignettes_sale_item').on(t.saleItemId),
    index('vignettes_plate').on(t.countryCode, t.plate, t.validUntil),
    check('vignettes_status', sql`${t.status} in ('ACTIVE', 'DEACTIVATED')`),
    check('vignettes_window', sql`${t.validUntil} > ${t.validFrom}`),
    check('vignettes_number_format', sql`${t.number} ~ '^[0-9]{14}$'`),
  ],
);

/** An issued route pass: valid 24 hours from its start for one vehicle and route. */
export const routePasses = pgTable(
  'route_passes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: text('number').notNull(),
    saleItemId: uuid('sale_item_id')
      .notNull()
      .references(() => saleItems.id),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    countryCode: text('country_code').notNull(),
    plate: text('plate').notNull(),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
    route: jsonb('route').notNull(),
    amountBgn: integer('amount_bgn').notNull(),
    amountEur: integer('amount_eur').notNull(),
    currency: text('currency').notNull(),
    issuedAt: created(),
    /** DEACTIVATED: reversed from the back-office inquiry (migration 0020). */
    status: text('status').notNull().default('ACTIVE'),
  },
  (t) => [
    check('route_passes_status', sql`${t.status} in ('ACTIVE', 'DEACTIVATED')`),
    uniqueIndex('route_passes_number').on(t.number),
    uniqueIndex('route_passes_sale_item').on(t.saleItemId),
    index('route_passes_plate').on(t.countryCode, t.plate, t.validUntil),
    index('route_passes_user').on(t.userId, t.issuedAt),
  ],
);

/**
 * Every issued document number with its kind (migration 0013): its key keeps a number unique
 * across vignettes and route passes. Filled by triggers on those tables, never written directly.
 */
export const documentNumbers = pgTable(
  'document_numbers',
  {
    number: text('number').primaryKey(),
    kind: text('kind').notNull(),
    createdAt: created(),
  },
  (t) => [check('document_numbers_kind', sql`${t.kind} IN ('VIGNETTE', 'ROUTE_PASS')`)],
);

/**
 * Every correction of a vignette's plate (migration 0051): once per vignette, the plates before
 * and after, the sale item that paid the fee, the channel and who made it (null: the buyer).
 */
export const plateCorrections = pgTable(
  'plate_corrections',
  {
    id: serial('id').primaryKey(),
    vignetteId: uuid('vignette_id')
      .notNull()
      .references(() => vignettes.id),
    saleItemId: uuid('sale_item_id')
      .notNull()
      .references(() => saleItems.id),
    countryCode: text('country_code').notNull(),
    oldPlate: text('old_plate').notNull(),
    newPlate: text('new_plate').notNull(),
    channel: text('channel').notNull(),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    amountBgn: integer('amount_bgn').notNull(),
    amountEur: integer('amount_eur').notNull(),
    currency: text('currency').notNull(),
    correctedAt: timestamp('corrected_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('plate_corrections_vignette').on(t.vignetteId),
    uniqueIndex('plate_corrections_sale_item').on(t.saleItemId),
    index('plate_corrections_at').on(t.correctedAt),
    check(
      'plate_corrections_channel',
      sql`${t.channel} in ('site', 'office', 'tablet', 'partner')`,
    ),
    check('plate_corrections_changed', sql`${t.oldPlate} <> ${t.newPlate}`),
  ],
);
