import { createHash, randomBytes } from 'node:crypto';
import { formatSofiaDisplay } from '@toll/domain/sofia-time';
import { isLang, type Lang } from '@toll/domain/languages';
import { normalisePlate } from '@toll/domain/plates';
import { renewalQuery, renewalStart } from '@toll/domain/renewal';
import {
  EXPIRY_NOTICE_KINDS,
  noticeWindow,
  PERIODS_WITHOUT_NOTICES,
  type ExpiryNoticeKind,
} from '@toll/domain/vignette-notices';
import type { AddEmailRequest, NoticeAnswer } from '@toll/contract/vignette-notices';
import { AppError } from '../../platform/http/app-error';
import { translator } from '../../platform/i18n';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db/database';
import type { Jobs } from '../../platform/jobs';
import type { MailMessage } from '../../platform/mail/compose';
import { normalisePhone } from '@toll/domain/notifications';
import { queueSmsOnce } from '../../platform/sms/sms-sender';
import {
  claimNotice,
  dueNotices,
  dueSmsNotices,
  findVignette,
  insertUnsubscribeRequest,
  smsReminderKey,
  subscribe,
  subscribePhone,
  unsubscribeEmail,
  useUnsubscribeRequest,
  type DueNotice,
  type DueSms,
} from './repo';

/**
 * Notices about vignettes: addresses (and mobile numbers for SMS) added to a bought vignette
 * (add-email), expiry reminders by mail and SMS, and unsubscribing (a confirmation link mailed to
 * the address, one use, 24 hours). Every notice is queued in the transaction that claims it, so it
 * goes out exactly when the claim commits, once. A reminder already due when its address or
 * number is added goes out at once rather than at the next hourly run.
 */
const UNSUBSCRIBE_LINK_MS = 24 * 60 * 60_000;
const hash = (token: string) => createHash('sha256').update(token).digest('hex');

export type NoticeDeps = { db: Db; clock: Clock; jobs: Jobs; publicBaseUrl: string };

export function createNoticeService(deps: NoticeDeps) {
  const answer = (lang: Lang, key: string): NoticeAnswer => ({
    ok: true,
    message: translator(lang)(key),
  });

  async function addEmail(input: AddEmailRequest, lang: Lang): Promise<NoticeAnswer> {
    const country = input.countryCode.toUpperCase();
    const vignette = await findVignette(
      deps.db,
      input.vignetteNumber,
      country,
      normalisePlate(input.lpn),
    );
    if (!vignette) throw new AppError(404, { code: 'vignetteCheck.notFound' });
    if (vignette.validUntil.getTime() <= deps.clock.now().getTime())
      throw new AppError(409, { code: 'vignetteCheck.expired' });
    const noticeLang = input.lang ?? lang;
    const phone = input.phone ? normalisePhone(input.phone) : null;
    await deps.db.transaction(async (tx) => {
      await subscribe(tx, vignette.id, input.email, noticeLang);
      if (phone) await subscribePhone(tx, vignette.id, phone, noticeLang);
    });
    await sendDueReminders(vignette.id);
    return answer(lang, phone ? 'success.emailAndPhoneAdded' : 'success.emailAdded');
  }

  async function requestUnsubscribe(email: string, lang: Lang): Promise<NoticeAnswer> {
    const token = randomBytes(32).toString('base64url');
    const now = deps.clock.now();
    await deps.db.transaction(async (tx) => {
      await insertUnsubscribeRequest(tx, {
        tokenHash: hash(token),
        email,
        lang,
        expiresAt: new Date(now.getTime() + UNSUBSCRIBE_LINK_MS),
        createdAt: now,
      });
      const message: MailMessage = {
        kind: 'unsubscribeConfirm',
        to: email,
        lang,
        vars: { link: `${deps.publicBaseUrl}/${lang}/unsubscribe/${token}` },
      };
      await deps.jobs.send(tx, 'mail.send', message);
    });
    // The same answer whether or not the address ever had notices.
    return answer(lang, 'success.unsubscribeMailed');
  }

  async function confirmUnsubscribe(token: string, lang: Lang): Promise<NoticeAnswer> {
    const now = deps.clock.now();
    const done = await deps.db.transaction(async (tx) => {
      const email = await useUnsubscribeRequest(tx, hash(token), now);
      if (email) await unsubscribeEmail(tx, email);
      return email !== null;
    });
    if (!done) throw new AppError(400, { code: 'unsubscribe.linkInvalid' });
    return answer(lang, 'success.unsubscribed');
  }

  /**
   * The "renew" link of a reminder (issue #38): the site's cart prefilled with the same vehicle
   * and product, starting when this vignette ends (or from the payment once it has ended).
   */
  function renewLink(lang: Lang, notice: DueNotice | DueSms): string {
    const start = renewalStart(new Date(notice.validUntil.getTime() - 1000), deps.clock.now());
    const query = renewalQuery([
      {
        productId: notice.productId,
        countryCode: notice.countryCode,
        lpn: notice.plate,
        activationDate: start ? start.toISOString() : null,
      },
    ]);
    return `${deps.publicBaseUrl}/${lang}/shopping-cart?${query}`;
  }

  function reminder(kind: ExpiryNoticeKind, notice: DueNotice): MailMessage {
    const lang: Lang = isLang(notice.lang) ? notice.lang : 'bg';
    return {
      kind: kind === 'EXPIRY_3_DAYS' ? 'expiryReminder3Days' : 'expiryReminderLastDay',
      to: notice.email,
      lang,
      vars: {
        plate: notice.plate,
        number: notice.number,
        validTo: formatSofiaDisplay(new Date(notice.validUntil.getTime() - 1000)),
        link: renewLink(lang, notice),
        unsubscribeLink: `${deps.publicBaseUrl}/${lang}/unsubscribe`,
      },
    };
  }

  function smsReminder(kind: ExpiryNoticeKind, notice: DueSms) {
    const lang: Lang = isLang(notice.lang) ? notice.lang : 'bg';
    return translator(lang, 'mail')(
      kind === 'EXPIRY_3_DAYS' ? 'sms.expiryReminder3Days' : 'sms.expiryReminderLastDay',
      {
        plate: notice.plate,
        validTo: formatSofiaDisplay(new Date(notice.validUntil.getTime() - 1000)).slice(0, 16),
        link: renewLink(lang, notice),
      },
    );
  }

  /**
   * Queues every reminder due now (or only those of one vignette); returns how many. Safe to run
   * again at any time: a mail is claimed in `vignette_notices_sent`, an SMS in the notification
   * log (its source key), each in the transaction that queues it.
   */
  async function sendDueReminders(vignetteId?: string): Promise<number> {
    const now = deps.clock.now();
    let queued = 0;
    for (const kind of EXPIRY_NOTICE_KINDS) {
      const window = noticeWindow(kind, now);
      const due = await dueNotices(deps.db, kind, window, PERIODS_WITHOUT_NOTICES, vignetteId);
      for (const notice of due) {
        const sent = await deps.db.transaction(async (tx) => {
          if (!(await claimNotice(tx, notice.vignetteId, kind, notice.email))) return false;
          await deps.jobs.send(tx, 'mail.send', reminder(kind, notice));
          return true;
        });
        if (sent) queued++;
      }
      const sms = await dueSmsNotices(deps.db, kind, window, PERIODS_WITHOUT_NOTICES, vignetteId);
      for (const notice of sms) {
        const claim = await deps.db.transaction((tx) =>
          queueSmsOnce(tx, deps.jobs, {
            sourceKey: smsReminderKey(notice.vignetteId, kind, notice.phone),
            kind: kind === 'EXPIRY_3_DAYS' ? 'expiryReminder3DaysSms' : 'expiryReminderLastDaySms',
            to: notice.phone,
            text: smsReminder(kind, notice),
            lang: notice.lang,
            barcode: notice.number,
          }),
        );
        if (claim.queued) queued++;
      }
    }
    return queued;
  }

  return { addEmail, requestUnsubscribe, confirmUnsubscribe, sendDueReminders };
}

export type NoticeService = ReturnType<typeof createNoticeService>;
