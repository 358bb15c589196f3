import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  notificationDetailSchema,
  notificationPageSchema,
  notificationRecordSchema,
} from '@toll/contract/notifications';
import { notifications } from '../../db/schema/notifications';
import type { MailMessage } from '../../platform/mail/compose';
import { startMailWorker } from '../../platform/mail/mail-worker';
import type { Mailer } from '../../platform/mail/mailer';
import { queueSms } from '../../platform/sms/sms-sender';
import { bearer, seedUser, sessionToken } from '../../test/identity-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
const tokens: Record<string, string> = {};
const outbox: string[] = [];
let smtpDown = false;

beforeAll(async () => {
  t = await createTestApp({ sms: true, env: { SMSC_TIMEOUT_MS: '400' } });
  // The mail worker over a mailer the test switches off and on (an SMTP outage).
  const mailer = {
    send: async (mail: { to: string }) => {
      if (smtpDown) throw new Error('connect ECONNREFUSED 127.0.0.1:25');
      outbox.push(mail.to);
    },
    close: () => undefined,
  } as unknown as Mailer;
  await startMailWorker(t.jobs, mailer, pino({ level: 'silent' }), t.database.db, t.clock);
  const people = {
    admin: ['ROLE_ADMIN'],
    reader: ['ROLE_NOTIFICATIONS_READ'],
    accountant: ['ROLE_ACCOUNTANT'],
  } as const;
  for (const [name, roles] of Object.entries(people)) {
    const user = await seedUser(t, { username: `nt_${name}`, roles: [...roles] });
    tokens[name] = await sessionToken(t, user.id);
  }
});
afterAll(() => t.close());

const call = (who: keyof typeof tokens, method: 'GET' | 'POST', url: string, lang = 'en') =>
  t.app.inject({
    method,
    url: `/api/notificationReport/notifications${url}`,
    headers: { ...bearer(tokens[who]!), 'accept-language': lang },
    ...(method === 'POST' ? { payload: {} } : {}),
  });

async function logged(where: (row: typeof notifications.$inferSelect) => boolean, ms = 20_000) {
  const end = Date.now() + ms;
  for (;;) {
    const rows = await t.database.db.select().from(notifications);
    const found = rows.find(where);
    if (found) return found;
    if (Date.now() > end) throw new Error('no such notification');
    await new Promise((r) => setTimeout(r, 100));
  }
}

const reminder = (to: string): MailMessage => ({
  kind: 'expiryReminder3Days',
  to,
  lang: 'en',
  vars: {
    plate: 'CA1234AB',
    number: '2611210001',
    validTo: '24.11.2026 23:59',
    link: 'https://toll.test/en/buy-vignette',
    unsubscribeLink: 'https://toll.test/en/unsubscribe',
  },
});

describe('the notification log', () => {
  it('logs a failed mail with its error, lists it, and a resend by the admin delivers it', async () => {
    smtpDown = true;
    await t.jobs.send(t.database.db, 'mail.send', reminder('down@example.bg'));
    const failed = await logged((r) => r.receiver === 'down@example.bg' && r.status === 'FAILED');
    expect(failed).toMatchObject({
      messageType: 'C5B_NOTIFICATION',
      channel: 'EMAIL',
      interfaceType: 'SMTP',
      kind: 'expiryReminder3Days',
      barcode: '2611210001',
      attempts: 1,
    });
    expect(failed.errorText).toContain('ECONNREFUSED');

    const page = notificationPageSchema.parse(
      (await call('reader', 'GET', '/filtered?f_status=FAILED&f_channel=EMAIL&q=down@')).json(),
    );
    expect(page.items.map((i) => i.id)).toEqual([failed.id]);
    expect(page.items[0]).toMatchObject({ resendable: true, status: 'FAILED' });
    const none = (
      await call('reader', 'GET', '/filtered?f_status=FAILED&f_messageType=C10A_NOTIFICATION')
    ).json();
    expect(none.total).toBe(0);

    // notifications read reads, only the admin resends
    expect((await call('reader', 'POST', `/id/${failed.id}/resend`)).statusCode).toBe(403);
    smtpDown = false;
    const resent = await call('admin', 'POST', `/id/${failed.id}/resend`);
    expect(resent.statusCode).toBe(202);
    expect(notificationRecordSchema.parse(resent.json()).status).toBe('QUEUED');
    const sent = await logged((r) => r.id === failed.id && r.status === 'SENT');
    expect(sent).toMatchObject({ attempts: 2, errorText: null });
    expect(outbox.filter((to) => to === 'down@example.bg')).toHaveLength(1);

    // sent once: a second resend is refused with the §8 message in the caller's language
    const again = await call('admin', 'POST', `/id/${failed.id}/resend`, 'bg');
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0]).toMatchObject({ code: 'notification.notResendable' });

    const detail = notificationDetailSchema.parse(
      (await call('reader', 'GET', `/id/${failed.id}`)).json(),
    );
    expect(detail.body).toContain('CA1234AB');
    expect(detail.lang).toBe('en');
  });

  it('logs account mail without its secret link and never resends it', async () => {
    smtpDown = true;
    await t.jobs.send(t.database.db, 'mail.send', {
      kind: 'passwordReset',
      to: 'reset@example.bg',
      lang: 'bg',
      vars: { name: 'Иван', link: 'https://toll.test/bg/reset/SECRET-TOKEN' },
    } satisfies MailMessage);
    const row = await logged((r) => r.receiver === 'reset@example.bg' && r.status === 'FAILED');
    smtpDown = false;
    expect(row.body).toBeNull();
    expect(JSON.stringify(row)).not.toContain('SECRET-TOKEN');
    const detail = (await call('admin', 'GET', `/id/${row.id}`)).json();
    expect(detail).toMatchObject({ resendable: false, body: null });
    expect((await call('admin', 'POST', `/id/${row.id}/resend`)).statusCode).toBe(409);
  });

  it('resends a failed SMS over SMPP once the SMSC is back', async () => {
    // an outage: the SMSC drops the platform's session and refuses it again
    t.smsc!.refuseBinds(true);
    t.smsc!.dropSessions();
    const id = await t.database.db.transaction((tx) =>
      queueSms(
        tx,
        t.jobs,
        { sourceKey: 'test:resend-sms', kind: 'test', to: '0888 999 111', text: 'Тест' },
        3600,
      ),
    );
    const failed = await logged((r) => r.id === id && r.status === 'FAILED');
    expect(failed.errorText).toMatch(/refused the bind/);
    t.smsc!.refuseBinds(false);
    expect((await call('admin', 'POST', `/id/${id}/resend`)).statusCode).toBe(202);
    const sms = await t.smsc!.waitFor('359888999111');
    expect(sms.text).toBe('Тест');
    await logged((r) => r.id === id && r.status === 'DELIVERED');
    expect(t.smsc!.messages.filter((m) => m.to === '359888999111')).toHaveLength(1);
  });

  it('filters by day and contract, reads one notice, exports the filter', async () => {
    const day = new Date().toISOString().slice(0, 10);
    const today = (await call('reader', 'GET', `/filtered?f_from=${day}&f_to=${day}`)).json();
    expect(today.total).toBeGreaterThanOrEqual(3);
    const before = (await call('reader', 'GET', '/filtered?f_to=2000-01-01')).json();
    expect(before.total).toBe(0);
    const contract = (await call('reader', 'GET', '/contractId/999999')).json();
    expect(contract).toMatchObject({ total: 0, items: [] });
    expect((await call('reader', 'GET', '/id/999999')).statusCode).toBe(404);
    expect((await call('reader', 'GET', '/filtered?f_from=2026-13-45')).statusCode).toBe(400);

    const csv = await call('reader', 'GET', '/export?format=csv&f_channel=EMAIL');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toContain('Receiver');
    expect(lines.some((l) => l.includes('down@example.bg'))).toBe(true);
    const bg = await call('reader', 'GET', '/export?format=csv', 'bg');
    expect(bg.body).toContain('Получател');
    const xlsx = await call('reader', 'GET', '/export?format=xlsx');
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
  });

  it('refuses the log to roles without the notifications right', async () => {
    expect((await call('accountant', 'GET', '/filtered')).statusCode).toBe(403);
  });

  it('the database refuses a FAILED row without an error text', async () => {
    await expect(
      t.database.db
        .update(notifications)
        .set({ status: 'FAILED', errorText: null })
        .where(eq(notifications.kind, 'expiryReminder3Days')),
    ).rejects.toThrow();
  });
});
