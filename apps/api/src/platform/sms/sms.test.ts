import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema/notifications';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createSmsClient } from './sms-client';
import { queueSms } from './sms-sender';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    sms: true,
    // The timeout test waits this long; under a loaded CI machine a 400 ms limit made a slow
    // answer look lost and the first test's SMS went twice (attempts 2).
    // An unanswered SMS waits 3 + 1 s for its receipt before it is submitted again.
    env: {
      SMSC_TIMEOUT_MS: '2500',
      SMS_RETRY_DELAY_SECONDS: '1',
      SMS_VALIDITY_SECONDS: '3',
      SMS_RECEIPT_GRACE_SECONDS: '1',
    },
  });
});
afterAll(() => t.close());

async function queue(to: string, text: string, key = `test:${to}:${Math.random()}`) {
  return t.database.db.transaction((tx) =>
    queueSms(tx, t.jobs, { sourceKey: key, kind: 'expiryReminderSms', to, text }, 1),
  );
}

async function row(id: number) {
  const [found] = await t.database.db.select().from(notifications).where(eq(notifications.id, id));
  return found!;
}

async function until(id: number, statuses: string[], timeoutMs = 20_000) {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const current = await row(id);
    if (statuses.includes(current.status)) return current;
    if (Date.now() > end) throw new Error(`notification ${id} stayed ${current.status}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('SMS over SMPP to the local SMSC', () => {
  it('submits the SMS, the SMSC keeps it and its delivery receipt marks the log DELIVERED', async () => {
    const text = 'Винетката за CA1234AB изтича на 24.11.2026. Подновете на bgtoll.bg';
    const id = await queue('0888 123 456', text);
    const sms = await t.smsc!.waitFor('359888123456');
    expect(sms.text).toBe(text);
    expect(sms.from).toBe('BGTOLL');
    const logged = await until(id, ['DELIVERED']);
    expect(logged).toMatchObject({
      channel: 'SMS',
      interfaceType: 'SMPP',
      receiver: '359888123456',
      messageType: 'C5B_NOTIFICATION',
      smscMessageId: sms.messageId,
      attempts: 1,
      errorText: null,
    });
    expect(logged.deliveredAt).not.toBeNull();
  });

  it('queues a notice once: a second call with its source key queues nothing', async () => {
    const key = `test:once:${Math.random()}`;
    const first = await queue('359888000777', 'once', key);
    const again = await queue('359888000777', 'once', key);
    expect(again).toBe(first);
    await until(first, ['DELIVERED']);
    const third = await queue('359888000777', 'once', key);
    expect(third).toBe(first);
    await new Promise((r) => setTimeout(r, 500));
    expect(t.smsc!.messages.filter((m) => m.to === '359888000777')).toHaveLength(1);
    expect((await row(first)).status).toBe('DELIVERED');
    // one job only: the later calls queued nothing (not merely a job the worker then skipped)
    const jobs = await t.database.db.execute(
      sql`select count(*)::int as n from pgboss.job
          where name = 'sms.send' and data->>'notificationId' = ${String(first)}`,
    );
    expect((jobs as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(1);
  });

  it('a long text goes as the message payload and arrives whole', async () => {
    const text = 'Дълго съобщение '.repeat(12).trim();
    await queue('359888000555', text);
    expect((await t.smsc!.waitFor('359888000555')).text).toBe(text);
  });

  it('an undelivered receipt marks the notice UNDELIVERED with the SMSC status', async () => {
    const id = await queue('359888120003', 'undelivered');
    const logged = await until(id, ['UNDELIVERED']);
    expect(logged.errorText).toContain('UNDELIV');
  });

  it('a refused submit is logged FAILED with the reason and retried', async () => {
    const id = await queue('359888120001', 'refused');
    const failed = await until(id, ['FAILED']);
    expect(failed.errorText).toMatch(/refused the message \(status 0x0045\)/);
    // the queue tries again after the backoff: the attempt count grows
    const end = Date.now() + 15_000;
    while ((await row(id)).attempts < 2 && Date.now() < end)
      await new Promise((r) => setTimeout(r, 200));
    expect((await row(id)).attempts).toBeGreaterThanOrEqual(2);
  });

  it('a submit the SMSC never answers stays SUBMITTING, and goes again once no receipt came within its validity', async () => {
    const id = await queue('359888120002', 'no answer');
    // the SMSC may hold it: not FAILED (a retry could send it twice) but unsettled, with why
    const end = Date.now() + 10_000;
    while (!(await row(id)).errorText && Date.now() < end)
      await new Promise((r) => setTimeout(r, 100));
    const unsettled = await row(id);
    expect(unsettled.status).toBe('SUBMITTING');
    expect(unsettled.errorText).toMatch(/no answer to submit_sm/);
    expect(unsettled.attempts).toBe(0);
    const firstTry = unsettled.updatedAt.getTime();
    // no receipt within validity + grace (4 s): submitted again (the sandbox keeps not answering)
    t.clock.advance(5000);
    const later = Date.now() + 15_000;
    while ((await row(id)).updatedAt.getTime() === firstTry && Date.now() < later)
      await new Promise((r) => setTimeout(r, 200));
    expect((await row(id)).updatedAt.getTime() - firstTry).toBeGreaterThanOrEqual(4000);
    // settle it, so its rechecks stop for the rest of the file (the sandbox never answers it)
    await t.database.db
      .update(notifications)
      .set({ status: 'UNDELIVERED' })
      .where(eq(notifications.id, id));
  });

  it('an SMS whose answer was lost is settled by its receipt, and not submitted again', async () => {
    const text = 'Answer lost on the way back: the SMSC holds the message';
    const id = await queue('359888120004', text);
    const sms = await t.smsc!.waitFor('359888120004');
    const settled = await until(id, ['DELIVERED']);
    expect(settled).toMatchObject({ smscMessageId: sms.messageId, attempts: 1 });
    // past the client's timeout (2.5 s) and the recheck (validity 3 s + grace 1 s): still once
    await new Promise((r) => setTimeout(r, 6000));
    expect(t.smsc!.messages.filter((m) => m.to === '359888120004')).toHaveLength(1);
    expect(await row(id)).toMatchObject({ status: 'DELIVERED', smscMessageId: sms.messageId });
  });

  it('an SMS the SMSC took just before its sender died is settled by the receipt the next bound session gets', async () => {
    // the dead process: claimed the row and submitted it, then went away before recording the answer
    const to = '359888120777';
    const text = 'Винетката за PB1234XX изтича утре';
    const [claimed] = await t.database.db
      .insert(notifications)
      .values({
        sourceKey: `test:crash:${Math.random()}`,
        messageType: 'C5B_NOTIFICATION',
        channel: 'SMS',
        receiver: to,
        kind: 'expiryReminderSms',
        subject: text,
        body: text,
        status: 'SUBMITTING',
        interfaceType: 'SMPP',
      })
      .returning({ id: notifications.id });
    const dead = createSmsClient({ url: t.smsc!.url, sourceAddr: 'BGTOLL' });
    const messageId = await dead.submit(to, text);
    await dead.close(); // its session ends before the receipt (20 ms later) can reach it
    // the receipt goes to the platform's own bound session, which settles the row by number and text
    const settled = await until(claimed!.id, ['DELIVERED']);
    expect(settled).toMatchObject({ smscMessageId: messageId, attempts: 1, errorText: null });
    expect(t.smsc!.messages.filter((m) => m.to === to)).toHaveLength(1);
  });

  it('an SMSC outage (refused bind) queues and retries until the SMSC is back', async () => {
    t.smsc!.refuseBinds(true);
    t.smsc!.dropSessions();
    const id = await queue('359888777666', 'after the outage');
    const failed = await until(id, ['FAILED']);
    expect(failed.errorText).toMatch(/refused the bind/);
    t.smsc!.refuseBinds(false);
    const sms = await t.smsc!.waitFor('359888777666', 20_000);
    expect(sms.text).toBe('after the outage');
    const logged = await until(id, ['DELIVERED']);
    expect(logged.attempts).toBeGreaterThanOrEqual(2);
    expect(logged.errorText).toBeNull();
  });

  it('the same source key queues one notice only', async () => {
    const key = 'test:once';
    const first = await queue('359888111222', 'once', key);
    const second = await queue('359888111222', 'once', key);
    expect(second).toBe(first);
  });

  it('refuses a number that cannot be one', async () => {
    await expect(queue('12', 'x')).rejects.toMatchObject({ status: 400 });
  });
});
