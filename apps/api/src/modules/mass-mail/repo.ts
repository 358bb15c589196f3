import { and, count, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { MassMailRecipientQuery } from '@toll/contract/mass-mail';
import { NOT_SENT_STATUSES, type MassMailRecipientKind } from '@toll/domain/mass-mail';
import { massMailCampaigns, massMailRecipients } from '../../db/schema/mass-mail';
import { queryRows, type Executor } from '../../platform/db/database';
import { containsPattern, listOrder, pageWindow } from '../../platform/http/list-paging';

export type CampaignRow = typeof massMailCampaigns.$inferSelect;
export type RecipientRow = typeof massMailRecipients.$inferSelect;

/** Who a campaign goes to, as stored: every client or partner, some of them, or listed e-mails. */
export type Selection = { all: true } | { ids: number[] } | { emails: string[] };

export async function findCampaign(db: Executor, id: number, lock = false) {
  const query = db.select().from(massMailCampaigns).where(eq(massMailCampaigns.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** Recipients still QUEUED per campaign, to show progress without a counter on every send. */
export async function queuedCounts(db: Executor, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: massMailRecipients.campaignId, n: count() })
    .from(massMailRecipients)
    .where(
      and(inArray(massMailRecipients.campaignId, ids), eq(massMailRecipients.status, 'QUEUED')),
    )
    .groupBy(massMailRecipients.campaignId);
  return new Map(rows.map((r) => [r.id, r.n]));
}

export async function listCampaigns(
  db: Executor,
  query: { page: number; pageSize: number; order: 'asc' | 'desc'; sort: 'createdAt' | 'id' },
) {
  const { limit, offset } = pageWindow(query);
  const sort = query.sort === 'id' ? massMailCampaigns.id : massMailCampaigns.createdAt;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(massMailCampaigns)
      .orderBy(...listOrder(sort, massMailCampaigns.id, query.order))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(massMailCampaigns),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The addresses as text: jsonb of the selection, so one parameter carries any number of them. */
function recipientSource(kind: MassMailRecipientKind, selection: Selection): SQL {
  if (kind === 'emails') {
    const emails = 'emails' in selection ? selection.emails : [];
    return sql`select e.value as email, 'bg' as lang, e.ordinality as rank
      from jsonb_array_elements_text(${JSON.stringify(emails)}::jsonb) with ordinality e`;
  }
  const ids = 'ids' in selection ? selection.ids : [];
  const all = 'all' in selection;
  const chosen = (column: SQL) =>
    all
      ? sql`true`
      : sql`${column} in (select value::int from jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))`;
  if (kind === 'clients')
    return sql`select trim(x.value ->> 'emailAddress') as email,
        case when ac.preferred_language = 'en' then 'en' else 'bg' end as lang,
        case when ac.is_primary then 0 else 1 end as rank
      from accounts a
      join account_contacts ac on ac.account_id = a.id
      cross join lateral jsonb_array_elements(ac.contact_emails) x
      where ${chosen(sql`a.client_id`)}`;
  return sql`select trim(u.email) as email, case when u.lang = 'en' then 'en' else 'bg' end as lang,
      u.id as rank
    from users u
    where u.status = 'ACTIVE' and u.partner_id is not null
      and ${all ? sql`not exists (select 1 from clients c where c.partner_id = u.partner_id)` : chosen(sql`u.partner_id`)}`;
}

/**
 * Queues every recipient of a campaign with ONE set-based statement: the addresses once each
 * (lower-cased; the first by rank keeps its language), an unsubscribed address already marked
 * SKIPPED_UNSUBSCRIBED, and ON CONFLICT on UNIQUE (campaign, lower(email)) so running it twice adds
 * nobody. Returns the rows added per status.
 */
export async function queueRecipients(
  db: Executor,
  campaignId: number,
  kind: MassMailRecipientKind,
  selection: Selection,
): Promise<{ queued: number; skipped: number }> {
  const rows = await queryRows<{ status: string; n: number | string }>(
    db,
    sql`with source as (${recipientSource(kind, selection)}),
      picked as (
        select distinct on (lower(email)) email, lang from source
        where length(email) between 3 and 320 and position('@' in email) > 1
        order by lower(email), rank
      ),
      added as (
        insert into mass_mail_recipients (campaign_id, email, lang, status)
        select ${campaignId}, p.email, p.lang,
          case when exists (select 1 from email_unsubscriptions u where u.email = lower(p.email))
            then 'SKIPPED_UNSUBSCRIBED' else 'QUEUED' end
        from picked p
        on conflict (campaign_id, lower(email)) do nothing
        returning status
      )
      select status, count(*) as n from added group by status`,
  );
  const n = (status: string) => Number(rows.find((r) => r.status === status)?.n ?? 0);
  return { queued: n('QUEUED'), skipped: n('SKIPPED_UNSUBSCRIBED') };
}

/** The next queued recipients of a campaign, oldest first. */
export async function nextQueued(db: Executor, campaignId: number, limit: number) {
  return db
    .select({ id: massMailRecipients.id })
    .from(massMailRecipients)
    .where(
      and(eq(massMailRecipients.campaignId, campaignId), eq(massMailRecipients.status, 'QUEUED')),
    )
    .orderBy(massMailRecipients.id)
    .limit(limit);
}

/**
 * One recipient locked for sending, only while it is still QUEUED: a second worker (a resumed or
 * duplicated job) waits on the lock, then finds it SENT and sends nothing.
 */
export async function lockQueued(db: Executor, id: number): Promise<RecipientRow | null> {
  const [row] = await db
    .select()
    .from(massMailRecipients)
    .where(and(eq(massMailRecipients.id, id), eq(massMailRecipients.status, 'QUEUED')))
    .for('update');
  return row ?? null;
}

export async function setRecipientStatus(
  db: Executor,
  id: number,
  change: {
    status: 'SENT' | 'FAILED' | 'SKIPPED_UNSUBSCRIBED' | 'QUEUED';
    at: Date;
    error?: string;
  },
) {
  await db
    .update(massMailRecipients)
    .set({
      status: change.status,
      error: change.error ?? null,
      updatedAt: change.at,
      ...(change.status === 'SENT' ? { sentAt: change.at } : {}),
    })
    .where(eq(massMailRecipients.id, id));
}

export async function findRecipient(db: Executor, id: number) {
  const [row] = await db.select().from(massMailRecipients).where(eq(massMailRecipients.id, id));
  return row ?? null;
}

export async function isUnsubscribed(db: Executor, email: string): Promise<boolean> {
  const rows = await queryRows<{ one: number }>(
    db,
    sql`select 1 as one from email_unsubscriptions where email = ${email.toLowerCase()}`,
  );
  return rows.length > 0;
}

/** Writes the campaign's counts from its rows; SENT (finished) once none is left queued. */
export async function refreshCounts(db: Executor, campaignId: number, now: Date) {
  const rows = await db
    .select({ status: massMailRecipients.status, n: count() })
    .from(massMailRecipients)
    .where(eq(massMailRecipients.campaignId, campaignId))
    .groupBy(massMailRecipients.status);
  const n = (status: string) => rows.find((r) => r.status === status)?.n ?? 0;
  const total = rows.reduce((sum, r) => sum + r.n, 0);
  const finished = n('QUEUED') === 0;
  await db
    .update(massMailCampaigns)
    .set({
      recipientCount: total,
      sentCount: n('SENT'),
      failedCount: n('FAILED'),
      skippedCount: n('SKIPPED_UNSUBSCRIBED'),
      ...(finished ? { status: 'SENT', finishedAt: now } : { status: 'SENDING', finishedAt: null }),
    })
    .where(and(eq(massMailCampaigns.id, campaignId), sql`${massMailCampaigns.status} <> 'DRAFT'`));
}

function recipientWhere(
  campaignId: number,
  query: Partial<MassMailRecipientQuery>,
  notSent: boolean,
) {
  const where: SQL[] = [eq(massMailRecipients.campaignId, campaignId)];
  if (notSent) where.push(inArray(massMailRecipients.status, [...NOT_SENT_STATUSES]));
  if (query.f_status) where.push(eq(massMailRecipients.status, query.f_status));
  if (query.q) where.push(ilike(massMailRecipients.email, containsPattern(query.q)));
  return and(...where);
}

const RECIPIENT_SORTS = {
  id: massMailRecipients.id,
  email: massMailRecipients.email,
  status: massMailRecipients.status,
} as const;

export async function listRecipients(
  db: Executor,
  campaignId: number,
  query: MassMailRecipientQuery,
  notSent = false,
) {
  const where = recipientWhere(campaignId, query, notSent);
  const { limit, offset } = pageWindow(query);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(massMailRecipients)
      .where(where)
      .orderBy(...listOrder(RECIPIENT_SORTS[query.sort], massMailRecipients.id, query.order))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(massMailRecipients).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Clients or partners to choose from (by name), at most 50. */
export async function recipientOptions(db: Executor, kind: 'clients' | 'partners', q?: string) {
  const pattern = q ? containsPattern(q) : '%';
  return queryRows<{ id: number; name: string }>(
    db,
    kind === 'clients'
      ? sql`select p.id, p.name from partners p join clients c on c.partner_id = p.id
          where p.name ilike ${pattern} order by p.name, p.id limit 50`
      : sql`select p.id, p.name from partners p
          where not exists (select 1 from clients c where c.partner_id = p.id)
            and p.name ilike ${pattern} order by p.name, p.id limit 50`,
  );
}
