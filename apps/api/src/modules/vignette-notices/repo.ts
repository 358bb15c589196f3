import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { vignettes } from '../../db/schema/sales';
import {
  emailUnsubscriptions,
  unsubscribeRequests,
  vignetteNoticeSubscriptions,
  vignetteNoticesSent,
  vignetteSmsSubscriptions,
} from '../../db/schema/vignette-notices';
import { queryRows, type Executor } from '../../platform/db/database';

export async function findVignette(db: Executor, number: string, country: string, plate: string) {
  const [row] = await db
    .select({ id: vignettes.id, validUntil: vignettes.validUntil })
    .from(vignettes)
    .where(
      and(
        eq(vignettes.number, number),
        eq(vignettes.countryCode, country),
        eq(vignettes.plate, plate),
        eq(vignettes.status, 'ACTIVE'),
      ),
    );
  return row ?? null;
}

export async function subscribe(db: Executor, vignetteId: string, email: string, lang: string) {
  await db
    .insert(vignetteNoticeSubscriptions)
    .values({ vignetteId, email, lang })
    .onConflictDoNothing();
}

/** A mobile number for the SMS reminders of one vignette (normalised; once per number). */
export async function subscribePhone(
  db: Executor,
  vignetteId: string,
  phone: string,
  lang: string,
) {
  await db
    .insert(vignetteSmsSubscriptions)
    .values({ vignetteId, phone, lang })
    .onConflictDoNothing();
}

export async function insertUnsubscribeRequest(
  db: Executor,
  values: typeof unsubscribeRequests.$inferInsert,
) {
  await db.insert(unsubscribeRequests).values(values);
}

/** Marks a request used if it is valid now; the address it was for, or null. */
export async function useUnsubscribeRequest(db: Executor, tokenHash: string, now: Date) {
  const [row] = await db
    .update(unsubscribeRequests)
    .set({ usedAt: now })
    .where(
      and(
        eq(unsubscribeRequests.tokenHash, tokenHash),
        isNull(unsubscribeRequests.usedAt),
        gt(unsubscribeRequests.expiresAt, now),
      ),
    )
    .returning({ email: unsubscribeRequests.email });
  return row?.email ?? null;
}

export async function unsubscribeEmail(db: Executor, email: string) {
  await db
    .insert(emailUnsubscriptions)
    .values({ email: email.toLowerCase() })
    .onConflictDoNothing();
}

export type DueNotice = {
  vignetteId: string;
  number: string;
  plate: string;
  countryCode: string;
  productId: string;
  validUntil: Date;
  email: string;
  lang: string;
};

/**
 * Addresses that should get a notice of this kind now: the buyer's receipt address and every
 * address added for the vignette, for active vignettes ending within the window, not yet sent,
 * not unsubscribed.
 */
export async function dueNotices(
  db: Executor,
  kind: string,
  window: { endsAfter: Date; endsBy: Date },
  quietPeriods: readonly string[],
  vignetteId?: string,
): Promise<DueNotice[]> {
  const { endsAfter, endsBy } = window;
  const quiet = sql.join(
    quietPeriods.map((p) => sql`${p}`),
    sql`, `,
  );
  const only = vignetteId ? sql` and v.id = ${vignetteId}` : sql``;
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`with addresses as (
          select v.id as vignette_id, v.email, v.lang from vignettes v
          where v.status = 'ACTIVE' and v.email is not null and v.period not in (${quiet})${only}
            and v.valid_until > ${endsAfter.toISOString()}::timestamptz
            and v.valid_until <= ${endsBy.toISOString()}::timestamptz
          union
          select s.vignette_id, s.email, s.lang from vignette_notice_subscriptions s
          join vignettes v on v.id = s.vignette_id
          where v.status = 'ACTIVE' and v.period not in (${quiet})${only}
            and v.valid_until > ${endsAfter.toISOString()}::timestamptz
            and v.valid_until <= ${endsBy.toISOString()}::timestamptz
        )
        select distinct on (a.vignette_id, lower(a.email))
          a.vignette_id, a.email, a.lang, v.number, v.plate, v.country_code, v.product_id, v.valid_until
        from addresses a join vignettes v on v.id = a.vignette_id
        where not exists (select 1 from email_unsubscriptions u where u.email = lower(a.email))
          and not exists (select 1 from vignette_notices_sent n
            where n.vignette_id = a.vignette_id and n.kind = ${kind} and lower(n.email) = lower(a.email))
        limit 500`,
  );
  return rows.map((row) => ({
    vignetteId: row.vignette_id as string,
    number: row.number as string,
    plate: row.plate as string,
    countryCode: row.country_code as string,
    productId: row.product_id as string,
    validUntil: new Date(row.valid_until as string),
    email: row.email as string,
    lang: row.lang as string,
  }));
}

export type DueSms = Omit<DueNotice, 'email'> & { phone: string };

/** The SMS source key of a reminder: the claim in the notification log (one per vignette, kind, number). */
export const smsReminderKey = (vignetteId: string, kind: string, phone: string) =>
  `vignette-sms:${vignetteId}:${kind}:${phone}`;

/**
 * Numbers that should get an SMS reminder of this kind now: those given for active vignettes
 * ending within the window whose reminder is not in the notification log yet.
 */
export async function dueSmsNotices(
  db: Executor,
  kind: string,
  window: { endsAfter: Date; endsBy: Date },
  quietPeriods: readonly string[],
  vignetteId?: string,
): Promise<DueSms[]> {
  const quiet = sql.join(
    quietPeriods.map((p) => sql`${p}`),
    sql`, `,
  );
  const only = vignetteId ? sql` and v.id = ${vignetteId}` : sql``;
  const rows = await queryRows<Record<string, unknown>>(
    db,
    // the numbers added to a vignette, and the number a registered buyer keeps in their settings
    // for the reminders of what they buy (issue #38)
    sql`select s.vignette_id, s.phone, s.lang, v.number, v.plate, v.country_code, v.product_id,
          v.valid_until
        from (select vignette_id, phone, lang from vignette_sms_subscriptions
              union
              select v2.id, u.reminder_phone, u.lang from users u
                join sales sa on sa.user_id = u.id
                join sale_items i on i.sale_id = sa.id
                join vignettes v2 on v2.sale_item_id = i.id
                where u.reminder_phone is not null and u.status = 'ACTIVE'
                  and v2.valid_until > ${window.endsAfter.toISOString()}::timestamptz
                  and v2.valid_until <= ${window.endsBy.toISOString()}::timestamptz) s
          join vignettes v on v.id = s.vignette_id
        where v.status = 'ACTIVE' and v.period not in (${quiet})${only}
          and v.valid_until > ${window.endsAfter.toISOString()}::timestamptz
          and v.valid_until <= ${window.endsBy.toISOString()}::timestamptz
          and not exists (select 1 from notifications n
            where n.source_key = 'vignette-sms:' || s.vignette_id || ':' || ${kind} || ':' || s.phone)
        limit 500`,
  );
  return rows.map((row) => ({
    vignetteId: row.vignette_id as string,
    number: row.number as string,
    plate: row.plate as string,
    countryCode: row.country_code as string,
    productId: row.product_id as string,
    validUntil: new Date(row.valid_until as string),
    phone: row.phone as string,
    lang: row.lang as string,
  }));
}

/** Claims a notice (true the first time only): written in the transaction that queues the mail. */
export async function claimNotice(db: Executor, vignetteId: string, kind: string, email: string) {
  const rows = await db
    .insert(vignetteNoticesSent)
    .values({ vignetteId, kind, email })
    .onConflictDoNothing()
    .returning({ vignetteId: vignetteNoticesSent.vignetteId });
  return rows.length > 0;
}
