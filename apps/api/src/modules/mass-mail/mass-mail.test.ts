import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  massMailCampaignSchema,
  massMailNotSentSchema,
  massMailRecipientPageSchema,
  type MassMailCampaign,
} from '@toll/contract/mass-mail';
import { massMailCampaigns, massMailRecipients } from '../../db/schema/mass-mail';
import { notifications } from '../../db/schema/notifications';
import type { Mailer, OutgoingMail } from '../../platform/mail/mailer';
import { bearer, seedUser, sessionToken } from '../../test/identity-helpers';
import { seedPartner } from '../../test/partner-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { queueRecipients } from './repo';
import { createMassMailSender } from './sender';
import { startMassMailWorker } from './worker';

let t: TestApp;
const tokens: Record<string, string> = {};
const outbox: OutgoingMail[] = [];
const run = randomUUID().slice(0, 8);
const mailer = {
  send: async (mail: OutgoingMail) => {
    outbox.push(mail);
  },
  close: () => undefined,
} as unknown as Mailer;
let adminEmail = '';

beforeAll(async () => {
  t = await createTestApp();
  await startMassMailWorker(
    t.jobs,
    mailer,
    t.database.db,
    t.config,
    pino({ level: 'silent' }),
    t.clock,
  );
  const people = {
    admin: ['ROLE_ADMIN'],
    concord: ['ROLE_CONCORD_ADMIN'],
    accountant: ['ROLE_ACCOUNTANT'],
  } as const;
  for (const [name, roles] of Object.entries(people)) {
    const user = await seedUser(t, { username: `mm_${name}_${run}`, roles: [...roles] });
    if (name === 'admin') adminEmail = user.email;
    tokens[name] = await sessionToken(t, user.id);
  }
});
afterAll(() => t.close());

const call = (who: string, method: 'GET' | 'POST', url: string, payload?: object, lang = 'en') =>
  t.app.inject({
    method,
    url: `/api/mass-mails${url}`,
    headers: { ...bearer(tokens[who]!), 'accept-language': lang },
    ...(method === 'POST' ? { payload: payload ?? {} } : {}),
  });

const texts = {
  subjectBg: 'Ремонт на АМ Тракия',
  subjectEn: 'Works on the Trakia motorway',
  messageBg: 'Уважаеми клиенти,\n\nот 1 декември има ремонт.',
  messageEn: 'Dear customers,\n\nworks start on 1 December.',
};

async function create(body: object, who = 'admin'): Promise<MassMailCampaign> {
  const res = await call(who, 'POST', '', { ...texts, ...body });
  expect(res.statusCode, res.body).toBe(201);
  return massMailCampaignSchema.parse(res.json());
}

async function until<T>(probe: () => Promise<T | null | undefined | false>, ms = 20_000) {
  const end = Date.now() + ms;
  for (;;) {
    const found = await probe();
    if (found) return found;
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Mails the campaign's test to the admin and waits until it went out (send needs it first). */
async function tested(c: MassMailCampaign): Promise<MassMailCampaign> {
  expect((await call('admin', 'POST', `/${c.id}/test`)).statusCode).toBe(202);
  return until(async () => {
    const now = massMailCampaignSchema.parse((await call('admin', 'GET', `/${c.id}`)).json());
    return now.testSentAt ? now : null;
  });
}

const finished = (id: number) =>
  until(async () => {
    const c = massMailCampaignSchema.parse((await call('admin', 'GET', `/${id}`)).json());
    return c.status === 'SENT' ? c : null;
  });

const mailsTo = (email: string) => outbox.filter((m) => m.to.toLowerCase() === email.toLowerCase());

/** A toll customer (client) with one contract whose contact has the given e-mails. */
async function seedClient(emails: string[], lang: 'bg' | 'en' = 'bg') {
  const partner = await seedPartner(t, {
    partnerType: 'TOLL_CUSTOMER',
    name: `Клиент ${run}`,
    customerId: `C-${run}`,
  });
  const db = t.database.db;
  await db.execute(sql`insert into clients (partner_id, customer_type, identification_type,
      identification_number, company_name, country_code, city, postal_code, street, preferred_language)
    values (${partner.id}, 2, 6, ${partner.eik}, ${partner.name}, 'BG', 'София', '1000', 'ул. 1', ${lang})`);
  const rows = (await db.execute(
    sql`insert into accounts (client_id, account_type) values (${partner.id}, 1) returning id`,
  )) as unknown as { rows: { id: number }[] };
  const contactEmails = emails.map((e) => ({
    emailAddress: e,
    isPreferredContactMean: true,
    contactMeansClassId: 1,
  }));
  await db.execute(sql`insert into account_contacts (account_id, first_name, last_name,
      preferred_language, country_code, city, street, postal_code, is_primary, contact_emails)
    values (${rows.rows[0]!.id}, 'Иван', 'Петров', ${lang}, 'BG', 'София', 'ул. 1', '1000', true,
      ${JSON.stringify(contactEmails)}::jsonb)`);
  return partner;
}

describe('mass mailing', () => {
  it('is for admins and concord admins only (§6)', async () => {
    expect((await call('accountant', 'GET', '')).statusCode).toBe(403);
    expect((await call('concord', 'GET', '')).statusCode).toBe(200);
  });

  it('refuses an invalid listed address with the §8 message naming it', async () => {
    const res = await call('admin', 'POST', '', {
      ...texts,
      recipients: 'emails',
      emails: `ok-${run}@example.bg, broken@`,
    });
    expect(res.statusCode).toBe(400);
    const error = res.json().errors[0];
    expect(error.code).toBe('validation.invalidEmailInList');
    expect(error.message).toContain('broken@');
    const none = await call('admin', 'POST', '', { ...texts, recipients: 'clients' }, 'bg');
    expect(none.json().errors[0]).toMatchObject({
      code: 'massMail.recipientRequired',
      message: 'Изберете поне един клиент или партньор',
    });
  });

  it('mails a test in both languages to the signed-in admin before sending', async () => {
    const c = await create({ recipients: 'emails', emails: `test-only-${run}@example.bg` });
    const res = await call('admin', 'POST', `/${c.id}/test`);
    expect(res.statusCode).toBe(202);
    expect(res.json().sentTo).toBe(adminEmail);
    const mails = await until(async () =>
      mailsTo(adminEmail).length >= 2 ? mailsTo(adminEmail) : null,
    );
    expect(mails.map((m) => m.subject).sort()).toEqual([
      `[TEST] ${texts.subjectEn}`,
      `[ТЕСТ] ${texts.subjectBg}`,
    ]);
    expect(mails[0]!.text).toContain('/unsubscribe');
    // Only a test: the campaign is still a draft and no recipient got it.
    const after = massMailCampaignSchema.parse((await call('admin', 'GET', `/${c.id}`)).json());
    expect(after).toMatchObject({ status: 'DRAFT', testSentTo: adminEmail, recipientCount: 0 });
    expect(mailsTo(`test-only-${run}@example.bg`)).toHaveLength(0);
    const other = await call('admin', 'POST', `/${c.id}/test`, {
      email: `other-${run}@example.bg`,
    });
    expect(other.json().sentTo).toBe(`other-${run}@example.bg`);
    expect((await call('admin', 'POST', `/${c.id}/test`, { email: 'nope' })).statusCode).toBe(400);
  });

  it('refuses to send before the test e-mail went out (§3 "test e-mail")', async () => {
    const c = await create({ recipients: 'emails', emails: `untested-${run}@example.bg` });
    const res = await call('admin', 'POST', `/${c.id}/send`, undefined, 'en');
    expect(res.statusCode).toBe(409);
    expect(res.json().errors[0]).toMatchObject({
      code: 'massMail.testFirst',
      message: 'Send a test e-mail and check it first',
    });
    const after = massMailCampaignSchema.parse((await call('admin', 'GET', `/${c.id}`)).json());
    expect(after).toMatchObject({ status: 'DRAFT', recipientCount: 0 });
    await tested(c);
    expect((await call('admin', 'POST', `/${c.id}/send`)).statusCode).toBe(202);
  });

  it('sends each address once however often send is pressed, skips the unsubscribed, and lists them', async () => {
    const gone = `Gone-${run}@Example.bg`;
    await t.database.db.execute(
      sql`insert into email_unsubscriptions (email) values (${gone.toLowerCase()})`,
    );
    const a = `a-${run}@example.bg`;
    const b = `b-${run}@example.bg`;
    const c = await create({
      recipients: 'emails',
      emails: `${a}, ${b}, ${a.toUpperCase()}, ${gone}`,
    });
    await tested(c);
    const presses = await Promise.all([
      call('admin', 'POST', `/${c.id}/send`),
      call('admin', 'POST', `/${c.id}/send`),
    ]);
    expect(presses.map((p) => p.statusCode)).toEqual([202, 202]);
    const again = await call('concord', 'POST', `/${c.id}/send`);
    expect(again.statusCode).toBe(202);
    expect(again.json().id).toBe(c.id);
    const done = await finished(c.id);
    expect(done).toMatchObject({
      recipientCount: 3,
      sentCount: 2,
      skippedCount: 1,
      queuedCount: 0,
    });
    expect(mailsTo(a)).toHaveLength(1);
    expect(mailsTo(b)).toHaveLength(1);
    expect(mailsTo(gone)).toHaveLength(0);
    expect(mailsTo(a)[0]!.subject).toBe(texts.subjectBg);

    const log = massMailRecipientPageSchema.parse(
      (await call('admin', 'GET', `/${c.id}/recipients?f_status=SENT`)).json(),
    );
    expect(log.items.map((r) => r.email).sort()).toEqual([a, b].sort());
    const notSent = massMailNotSentSchema.parse(
      (await call('admin', 'GET', `/${c.id}/not-sent`)).json(),
    );
    expect(notSent.items).toMatchObject([{ email: gone, status: 'SKIPPED_UNSUBSCRIBED' }]);
    expect(notSent.message).toBe(`The message was not sent to: ${gone}`);
    // Each mail in the notification log, kind massMail.
    const logged = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.receiver, a));
    expect(logged).toMatchObject([{ kind: 'massMail', status: 'SENT', channel: 'EMAIL' }]);
  });

  it("mails clients' contacts in their language and partners' users", async () => {
    const en = `client-en-${run}@example.bg`;
    const client = await seedClient([en, en.toUpperCase(), `client-2-${run}@example.bg`], 'en');
    const options = await call(
      'admin',
      'GET',
      `/options?kind=clients&q=${encodeURIComponent(run)}`,
    );
    expect(options.json().map((o: { id: number }) => o.id)).toContain(client.id);
    const c = await create({ recipients: 'clients', selectedIds: [client.id] });
    await tested(c);
    await call('admin', 'POST', `/${c.id}/send`);
    expect(await finished(c.id)).toMatchObject({ recipientCount: 2, sentCount: 2 });
    expect(mailsTo(en)).toHaveLength(1);
    expect(mailsTo(en)[0]!.subject).toBe(texts.subjectEn);

    const partner = await seedPartner(t);
    const user = await seedUser(t, {
      username: `mm_partner_${run}`,
      partnerId: partner.id,
      email: `partner-${run}@example.bg`,
    });
    const p = await create({ recipients: 'partners', selectedIds: [partner.id] });
    await tested(p);
    await call('admin', 'POST', `/${p.id}/send`);
    expect(await finished(p.id)).toMatchObject({ recipientCount: 1, sentCount: 1 });
    expect(mailsTo(user.email)).toHaveLength(1);
  });

  it('resumes a job that died half-way without mailing anyone twice', async () => {
    const emails = Array.from({ length: 6 }, (_, i) => `resume-${i}-${run}@example.bg`);
    const [row] = await t.database.db
      .insert(massMailCampaigns)
      .values({
        ...texts,
        recipientKind: 'emails',
        selection: { emails },
        status: 'SENDING',
        queuedAt: new Date(),
      })
      .returning();
    const id = row!.id;
    // Queuing twice (a repeated press, a retried transaction) adds nobody the second time.
    expect(await queueRecipients(t.database.db, id, 'emails', { emails })).toEqual({
      queued: 6,
      skipped: 0,
    });
    expect(await queueRecipients(t.database.db, id, 'emails', { emails })).toEqual({
      queued: 0,
      skipped: 0,
    });
    const deps = { db: t.database.db, mailer, clock: t.clock, publicBaseUrl: 'https://toll.test' };
    // A job whose share of its lease is spent sends nothing more and hands the rest on.
    expect(await createMassMailSender(deps).sendBatch(id, 100, 0)).toMatchObject({
      sent: 0,
      remaining: true,
    });
    // The first job sends two and dies before queuing the next batch.
    expect(await createMassMailSender(deps).sendBatch(id, 2)).toMatchObject({ sent: 2 });
    // The retried job and a duplicate of it run together over the rest.
    const [one, two] = await Promise.all([
      createMassMailSender(deps).sendBatch(id, 100),
      createMassMailSender(deps).sendBatch(id, 100),
    ]);
    expect(one.sent + two.sent).toBe(4);
    for (const email of emails) expect(mailsTo(email)).toHaveLength(1);
    // each mail names its event, so a repeat after a crash would be the same message
    const keys = emails.map((email) => mailsTo(email)[0]!.eventKey);
    expect(new Set(keys).size).toBe(6);
    for (const key of keys) expect(key).toMatch(new RegExp(`^mass-mail:${id}:\\d+$`));
    const rows = await t.database.db
      .select({ status: massMailRecipients.status })
      .from(massMailRecipients)
      .where(eq(massMailRecipients.campaignId, id));
    expect(rows.every((r) => r.status === 'SENT')).toBe(true);
    const [campaign] = await t.database.db
      .select()
      .from(massMailCampaigns)
      .where(eq(massMailCampaigns.id, id));
    expect(campaign).toMatchObject({ status: 'SENT', sentCount: 6 });
  });

  it('marks a failed send FAILED with its error and shows it as not sent', async () => {
    const bad = `fails-${run}@example.bg`;
    const c = await create({ recipients: 'emails', emails: bad });
    const failing = {
      send: async () => {
        throw new Error('550 mailbox unavailable');
      },
    };
    // Sent by a failing mailer directly (the queue's worker is not involved).
    await t.database.db
      .update(massMailCampaigns)
      .set({ status: 'SENDING', queuedAt: new Date() })
      .where(eq(massMailCampaigns.id, c.id));
    await queueRecipients(t.database.db, c.id, 'emails', { emails: [bad] });
    const outcome = await createMassMailSender({
      db: t.database.db,
      mailer: failing,
      clock: t.clock,
      publicBaseUrl: 'https://toll.test',
    }).sendBatch(c.id);
    expect(outcome).toMatchObject({ failed: 1, sent: 0 });
    const notSent = massMailNotSentSchema.parse(
      (await call('admin', 'GET', `/${c.id}/not-sent`, undefined, 'bg')).json(),
    );
    expect(notSent.items).toMatchObject([
      { email: bad, status: 'FAILED', error: '550 mailbox unavailable' },
    ]);
    expect(notSent.message).toBe(`Съобщението не беше изпратено до: ${bad}`);
  });

  it('answers 404 for an unknown campaign', async () => {
    const res = await call('admin', 'GET', '/999999');
    expect(res.statusCode).toBe(404);
    expect(res.json().errors[0].code).toBe('massMail.notFound');
  });
});
