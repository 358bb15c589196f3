import { sql } from 'drizzle-orm';
import { recordDelivery, recordNotification } from '../platform/notifications/notification-log';
import type { SeedStep } from './run-seeds';

const HOUR = 3_600_000;

/**
 * A few notices in the notification log (`notifications` screen): sent and failed mail, a
 * delivered and an undelivered SMS, a delict notice. The failed reminder can be sent again from
 * the screen (it goes to the local mail capture).
 */
export const demoNotificationsStep: SeedStep = {
  name: 'demo-notifications',
  run: async (tx) => {
    const now = Date.now();
    const at = (hoursAgo: number) => new Date(now - hoursAgo * HOUR);
    const reminder = {
      kind: 'expiryReminder3Days',
      to: 'ivan.petrov@example.bg',
      lang: 'bg',
      vars: {
        plate: 'CB1234AB',
        number: '2611200000017',
        validTo: '28.11.2026 23:59',
        link: 'http://localhost:4310/bg/buy-vignette?country=BG&lpn=CB1234AB',
        unsubscribeLink: 'http://localhost:4310/bg/unsubscribe',
      },
    };
    await recordNotification(
      tx,
      {
        sourceKey: 'demo:receipt:1',
        kind: 'receipt',
        channel: 'EMAIL',
        receiver: 'maria.ivanova@example.bg',
        subject: 'Касова бележка № 1000017',
        body: 'Благодарим ви за покупката.',
        barcode: '1000017',
      },
      { status: 'SENT', at: at(30) },
    );
    await recordNotification(
      tx,
      {
        sourceKey: 'demo:reminder:1',
        kind: 'expiryReminder3Days',
        channel: 'EMAIL',
        receiver: reminder.to,
        subject: 'Винетката за CB1234AB изтича след 3 дни',
        body: 'Винетката за CB1234AB изтича на 28.11.2026 23:59.',
        barcode: reminder.vars.number,
        resend: { queue: 'mail.send', data: { ...reminder, notificationKey: 'demo:reminder:1' } },
      },
      { status: 'FAILED', at: at(6), error: '421 4.3.2 Service not available (demo)' },
    );
    await recordNotification(
      tx,
      {
        sourceKey: 'demo:delict:1',
        kind: 'delictNotice',
        channel: 'EMAIL',
        receiver: 'fleet@example.bg',
        subject: 'Ново нарушение за превозно средство CB4321KM',
        body: 'Регистрирано е нарушение за превозно средство CB4321KM.',
        delictDocumentNumber: 'EF0000001001',
        resend: null,
      },
      { status: 'SENT', at: at(4) },
    );
    for (const [key, to, smsc, delivered, hoursAgo] of [
      ['demo:sms:1', '359888123456', 'demo0000000000000001', true, 3],
      ['demo:sms:2', '359888120003', 'demo0000000000000002', false, 2],
    ] as const) {
      await recordNotification(
        tx,
        {
          sourceKey: key,
          kind: 'expiryReminderSms',
          channel: 'SMS',
          receiver: to,
          subject: 'Винетката за CA7777BB изтича утре',
          body: 'Винетката за CA7777BB изтича утре. bgtoll.bg',
          resend: { queue: 'sms.send', data: {} },
        },
        { status: 'SENT', at: at(hoursAgo), smscMessageId: smsc },
      );
      await recordDelivery(
        tx,
        smsc,
        delivered
          ? { delivered: true, stat: 'DELIVRD', err: '000' }
          : { delivered: false, stat: 'UNDELIV', err: '001' },
        at(hoursAgo - 0.1),
      );
    }
    // the rows' own times, as if sent over the last day
    await tx.execute(
      sql`UPDATE notifications SET created_at = coalesce(sent_at, updated_at) WHERE source_key LIKE 'demo:%'`,
    );
  },
};
