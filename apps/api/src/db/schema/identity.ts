import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { partners, pointsOfSale } from './partners';

/** People who sign in: public users (customers or not) and staff. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    lang: text('lang').notNull().default('bg'),
    status: text('status').notNull().default('PENDING'),
    customerId: text('customer_id'),
    partnerId: integer('partner_id').references(() => partners.id, { onDelete: 'restrict' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    /** A mobile number for expiry reminders by SMS as well as mail (migration 0051). */
    reminderPhone: text('reminder_phone'),
  },
  (t) => [
    uniqueIndex('users_username_lower').on(sql`lower(${t.username})`),
    index('users_email_lower').on(sql`lower(${t.email})`),
    check('users_status', sql`${t.status} in ('PENDING', 'ACTIVE', 'DECOMMISSIONED')`),
    check('users_lang', sql`${t.lang} in ('bg', 'en', 'ro', 'tr', 'el', 'de')`),
  ],
);

export const userRoles = pgTable(
  'user_roles',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.role] })],
);

/** The points of sale a user works at. */
export const userPointsOfSale = pgTable(
  'user_points_of_sale',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    posId: integer('pos_id')
      .notNull()
      .references(() => pointsOfSale.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.posId] })],
);

/**
 * A signed-in session: one refresh-token family. Access tokens name their session, and every
 * authenticated request checks it is still open, so revoking a session ends its access at once.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokeReason: text('revoke_reason'),
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (t) => [index('sessions_user').on(t.userId)],
);

/**
 * Refresh tokens by hash. Each names the token it was issued for (`parentHash`, null for the one
 * from the sign-in), so the used ones of a session form one chain; a token presented again revokes
 * its whole family (theft signal), except the chain's last one within the reuse grace period
 * (session-service.ts, `refresh`).
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    parentHash: text('parent_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    index('refresh_tokens_session').on(t.sessionId),
    index('refresh_tokens_parent').on(t.parentHash),
  ],
);

/** One-time links (activation, password reset) by hash, with their expiry. */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    purpose: text('purpose').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    index('one_time_tokens_user').on(t.userId, t.purpose),
    check('one_time_tokens_purpose', sql`${t.purpose} in ('ACTIVATION', 'PASSWORD_RESET')`),
  ],
);

/** Failed sign-ins per account key, for the per-account limit (the per-address limit is in memory). */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: serial('id').primaryKey(),
    accountKey: text('account_key').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_failures_key_at').on(t.accountKey, t.at)],
);

/** Solved captcha payloads already accepted, so one solution cannot be replayed. */
export const captchaUses = pgTable('captcha_uses', {
  signature: text('signature').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** Who did what to which record, with the record before and after (staff actions). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorUserId: integer('actor_user_id'),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip'),
    requestId: text('request_id'),
  },
  (t) => [
    index('audit_log_entity').on(t.entity, t.entityId),
    index('audit_log_actor').on(t.actorUserId, t.at),
  ],
);

/** Secrets the platform generates for itself once per database (token signing, captcha keys). */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
