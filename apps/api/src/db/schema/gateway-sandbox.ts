import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * What the card-gateway sandbox knows: one row per sale (TRTYPE 1) it accepted, from the card
 * form to the final answer, and the one reversal it allows. ORDER is unique per terminal for 24
 * hours: an exclusion constraint over [created_at, order_reusable_at) (added by the migration).
 * Statuses: FORM (card page open), AUTHENTICATING (3-D Secure page open), APPROVED, DECLINED
 * (issuer), AUTH_FAILED (3-D Secure), CANCELLED (by the buyer), EXPIRED (past the 15 minutes).
 */
export const sandboxTransactions = pgTable(
  'sandbox_transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    terminal: text('terminal').notNull(),
    orderCode: text('order_code').notNull(),
    nonce: text('nonce').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    description: text('description').notNull(),
    merchantName: text('merchant_name').notNull(),
    lang: text('lang').notNull(),
    backref: text('backref').notNull(),
    email: text('email'),
    cardholderName: text('cardholder_name'),
    status: text('status').notNull().default('FORM'),
    /** What the tester asked for on the card page: CARD (the card decides), DUPLICATE, TIMEOUT. */
    scenario: text('scenario'),
    cardMasked: text('card_masked'),
    cardBrand: text('card_brand'),
    /** The issuer's decision on the card: only the two test cards are approved. */
    cardApproved: boolean('card_approved'),
    action: text('action'),
    rc: text('rc'),
    approval: text('approval'),
    rrn: text('rrn'),
    intRef: text('int_ref'),
    paresStatus: text('pares_status'),
    eci: text('eci'),
    createdAt: at('created_at').notNull(),
    orderReusableAt: at('order_reusable_at').notNull(),
    completedAt: at('completed_at'),
    reversedAt: at('reversed_at'),
    reversalAmountMinor: integer('reversal_amount_minor'),
    reversalNonce: text('reversal_nonce'),
  },
  (t) => [
    index('sandbox_transactions_order').on(t.terminal, t.orderCode, t.createdAt),
    check(
      'sandbox_transactions_status',
      sql`${t.status} in ('FORM', 'AUTHENTICATING', 'APPROVED', 'DECLINED', 'AUTH_FAILED', 'CANCELLED', 'EXPIRED')`,
    ),
    check(
      'sandbox_transactions_scenario',
      sql`${t.scenario} is null or ${t.scenario} in ('CARD', 'DUPLICATE', 'TIMEOUT')`,
    ),
    check('sandbox_transactions_lang', sql`${t.lang} in ('bg', 'en')`),
    check('sandbox_transactions_order_code', sql`${t.orderCode} ~ '^[0-9]{6}$'`),
    check('sandbox_transactions_amount', sql`${t.amountMinor} > 0`),
    check(
      'sandbox_transactions_reversal',
      sql`(${t.reversedAt} is null) = (${t.reversalAmountMinor} is null)`,
    ),
  ],
);
