import { eq } from 'drizzle-orm';
import type {
  MassMailCampaign,
  MassMailCreate,
  MassMailNotSent,
  MassMailRecipient,
  MassMailRecipientQuery,
} from '@toll/contract/mass-mail';
import type { ListPage } from '@toll/contract/list-query';
import { parseEmailList } from '@toll/domain/contact';
import type { Lang } from '@toll/domain/languages';
import {
  uniqueEmails,
  type MassMailRecipientKind,
  type MassMailRecipientStatus,
  type MassMailStatus,
} from '@toll/domain/mass-mail';
import { users } from '../../db/schema/identity';
import { massMailCampaigns } from '../../db/schema/mass-mail';
import type { Actor } from '../../platform/actor';
import { audit } from '../../platform/audit';
import type { Clock } from '../../platform/clock';
import type { Db, Executor } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import { translator } from '../../platform/i18n';
import type { Jobs } from '../../platform/jobs';
import * as repo from './repo';

/** The audit_log entity of mass mail campaigns. */
export const MASS_MAIL_ENTITY = 'massMail';

/** How many addresses the §8 "not sent to" message names before it says "and N more". */
const NOT_SENT_NAMED = 50;

function toCampaign(row: repo.CampaignRow, queued: number): MassMailCampaign {
  return {
    id: row.id,
    subjectBg: row.subjectBg,
    subjectEn: row.subjectEn,
    messageBg: row.messageBg,
    messageEn: row.messageEn,
    // The table's CHECK constraints hold these columns to the enumerations.
    recipients: row.recipientKind as MassMailRecipientKind,
    status: row.status as MassMailStatus,
    recipientCount: row.recipientCount,
    queuedCount: queued,
    sentCount: row.sentCount,
    failedCount: row.failedCount,
    skippedCount: row.skippedCount,
    testSentTo: row.testSentTo,
    testSentAt: row.testSentAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    queuedAt: row.queuedAt?.toISOString() ?? null,
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

function toRecipient(row: repo.RecipientRow): MassMailRecipient {
  return {
    id: row.id,
    email: row.email,
    lang: row.lang,
    status: row.status as MassMailRecipientStatus,
    error: row.error,
    sentAt: row.sentAt?.toISOString() ?? null,
  };
}

function selectionOf(input: MassMailCreate): repo.Selection {
  if (input.recipients === 'emails')
    return { emails: uniqueEmails(parseEmailList(input.emails ?? '')) };
  if (input.all) return { all: true };
  return { ids: [...new Set(input.selectedIds ?? [])] };
}

/** Mass mailing for the back office (admin or concord admin, spec §6). */
export function createMassMailService(deps: { db: Db; clock: Clock; jobs: Pick<Jobs, 'send'> }) {
  const { db, clock } = deps;

  async function present(row: repo.CampaignRow): Promise<MassMailCampaign> {
    const queued = await repo.queuedCounts(db, [row.id]);
    return toCampaign(row, queued.get(row.id) ?? 0);
  }

  async function mustFind(id: number, executor: Executor = db, lock = false) {
    const row = await repo.findCampaign(executor, id, lock);
    if (!row) throw new AppError(404, { code: 'massMail.notFound' });
    return row;
  }

  async function create(input: MassMailCreate, actor: Actor): Promise<MassMailCampaign> {
    const row = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(massMailCampaigns)
        .values({
          subjectBg: input.subjectBg,
          subjectEn: input.subjectEn,
          messageBg: input.messageBg,
          messageEn: input.messageEn,
          recipientKind: input.recipients,
          selection: selectionOf(input),
          createdBy: actor.userId,
        })
        .returning();
      await audit(tx, actor, {
        action: 'massMail.create',
        entity: MASS_MAIL_ENTITY,
        entityId: created!.id,
        after: {
          subjectBg: input.subjectBg,
          subjectEn: input.subjectEn,
          recipients: input.recipients,
        },
      });
      return created!;
    });
    return toCampaign(row, 0);
  }

  async function list(query: {
    page: number;
    pageSize: number;
    order: 'asc' | 'desc';
    sort: 'createdAt' | 'id';
  }): Promise<ListPage<MassMailCampaign>> {
    const { rows, total } = await repo.listCampaigns(db, query);
    const queued = await repo.queuedCounts(
      db,
      rows.map((r) => r.id),
    );
    return {
      items: rows.map((r) => toCampaign(r, queued.get(r.id) ?? 0)),
      total,
      page: query.page,
      pageSize: query.pageSize,
    };
  }

  async function get(id: number) {
    return present(await mustFind(id));
  }

  /** Queues the test mail (both languages) to the given address or the caller's own. */
  async function sendTest(id: number, email: string | undefined, actor: Actor, lang: Lang) {
    await mustFind(id);
    let to = email;
    if (!to) {
      const [me] = await db
        .select({ email: users.email })
        .from(users)
        .where(eq(users.id, actor.userId!));
      to = me?.email;
    }
    if (!to) throw new AppError(400, { code: 'validation.required', field: 'email' });
    await deps.jobs.send(db, 'mass-mail.send', { campaignId: id, testTo: to });
    return { sentTo: to, message: translator(lang)('success.massMailTestSent', { email: to }) };
  }

  /**
   * Sends a DRAFT campaign: its recipients queued with one set-based INSERT … SELECT and the first
   * batch job, in one transaction with the campaign locked. A second press (or a double click)
   * finds the campaign no longer DRAFT and answers it as it is, queuing nothing. A campaign whose
   * test e-mail has not gone out yet is refused (409 massMail.testFirst, spec §3 "test e-mail"):
   * the test is the sender's look at the mail as recipients will read it.
   */
  async function send(id: number, actor: Actor): Promise<MassMailCampaign> {
    const row = await db.transaction(async (tx) => {
      const campaign = await mustFind(id, tx, true);
      if (campaign.status !== 'DRAFT') return campaign;
      if (!campaign.testSentAt) throw new AppError(409, { code: 'massMail.testFirst' });
      const selection = campaign.selection as repo.Selection;
      const kind = campaign.recipientKind as MassMailRecipientKind;
      const added = await repo.queueRecipients(tx, id, kind, selection);
      if (added.queued + added.skipped === 0)
        throw new AppError(409, { code: 'massMail.noRecipients' });
      const now = clock.now();
      const [updated] = await tx
        .update(massMailCampaigns)
        .set({
          status: added.queued === 0 ? 'SENT' : 'SENDING',
          queuedAt: now,
          finishedAt: added.queued === 0 ? now : null,
          recipientCount: added.queued + added.skipped,
          skippedCount: added.skipped,
        })
        .where(eq(massMailCampaigns.id, id))
        .returning();
      if (added.queued > 0) await deps.jobs.send(tx, 'mass-mail.send', { campaignId: id });
      await audit(tx, actor, {
        action: 'massMail.send',
        entity: MASS_MAIL_ENTITY,
        entityId: id,
        before: { status: campaign.status },
        after: { status: updated!.status, queued: added.queued, skipped: added.skipped },
      });
      return updated!;
    });
    return present(row);
  }

  async function recipients(
    id: number,
    query: MassMailRecipientQuery,
  ): Promise<ListPage<MassMailRecipient>> {
    await mustFind(id);
    const { rows, total } = await repo.listRecipients(db, id, query);
    return { items: rows.map(toRecipient), total, page: query.page, pageSize: query.pageSize };
  }

  /** The §8 "not sent to" list: failed and unsubscribed addresses, and the message naming them. */
  async function notSent(
    id: number,
    query: MassMailRecipientQuery,
    lang: Lang,
  ): Promise<MassMailNotSent> {
    await mustFind(id);
    const { rows, total } = await repo.listRecipients(db, id, query, true);
    const named = rows.slice(0, NOT_SENT_NAMED).map((r) => r.email);
    const more = total - named.length;
    const emails = more > 0 ? `${named.join(', ')} (+${more})` : named.join(', ');
    return {
      items: rows.map(toRecipient),
      total,
      message: total === 0 ? null : translator(lang)('massMail.notSent', { emails }),
    };
  }

  const options = (kind: 'clients' | 'partners', q?: string) => repo.recipientOptions(db, kind, q);

  return { create, list, get, sendTest, send, recipients, notSent, options };
}

export type MassMailService = ReturnType<typeof createMassMailService>;
