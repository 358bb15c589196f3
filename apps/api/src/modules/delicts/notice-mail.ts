import { paymentCurrencyAt } from '@toll/domain/euro-switch';
import type { Lang } from '@toll/domain/languages';
import { translator } from '../../platform/i18n';
import { escapeHtml, htmlDocument } from '../../platform/mail/compose';
import type { OutgoingMail } from '../../platform/mail/mailer';
import { priceText, sofiaDateTime } from '../receipts/receipt-format';
import { payabilityOf, typed } from './delict-view';
import type { DelictRow } from './repo';

/** A recipient of a delict notice, and where its links point. */
export type NoticeRecipient = { email: string; lang: Lang };

/**
 * "A new violation of your vehicle": what, when, where, how much and until when, a link to the
 * pay-delict page, and the unsubscribe link of the notices work (`/{lang}/unsubscribe`).
 */
export function composeDelictNotice(
  delict: DelictRow,
  recipient: NoticeRecipient,
  context: { publicBaseUrl: string; country: string; now: Date },
): OutgoingMail {
  const { lang } = recipient;
  const t = translator(lang, 'delicts');
  const { delictType } = typed(delict);
  const deadline = payabilityOf(delict, context.now).deadline;
  const amount = priceText(
    {
      amountBgn: delict.amountBgn,
      amountEur: delict.amountEur,
      currency: paymentCurrencyAt(context.now),
    },
    lang,
  );
  const place = [delict.roadNumber, delict.location].filter(Boolean).join(', ');
  const lines = [
    t('notice.type', { type: t(`delictType.${delictType}`), number: delict.documentNumber }),
    t('notice.passage', { date: sofiaDateTime(delict.passageAt) }),
    ...(place ? [t('notice.location', { location: place })] : []),
    t('notice.amount', { amount }),
    deadline
      ? t('notice.deadline', { date: sofiaDateTime(deadline) })
      : t('notice.deadlineNotStarted'),
  ];
  const payLink = `${context.publicBaseUrl}/${lang}/pay-delict`;
  const unsubscribeLink = `${context.publicBaseUrl}/${lang}/unsubscribe`;
  const intro = t('notice.intro', { plate: delict.plate, country: context.country });
  const text = [
    t('notice.greeting'),
    intro,
    lines.join('\n'),
    `${t('notice.pay')}: ${payLink}`,
    `${t('notice.why')}\n${t('notice.unsubscribe')}: ${unsubscribeLink}`,
    translator(lang, 'mail')('common.footer'),
  ].join('\n\n');
  const link = (href: string, label: string) =>
    `<a href="${escapeHtml(href)}">${escapeHtml(label)}</a>`;
  const html = htmlDocument(
    lang,
    [
      `<p>${escapeHtml(t('notice.greeting'))}</p>`,
      `<p>${escapeHtml(intro)}</p>`,
      `<p>${lines.map(escapeHtml).join('<br>')}</p>`,
      `<p>${link(payLink, t('notice.pay'))}</p>`,
      `<p style="color:#666">${escapeHtml(t('notice.why'))} ${link(unsubscribeLink, t('notice.unsubscribe'))}</p>`,
    ].join(''),
  );
  return {
    to: recipient.email,
    subject: t('notice.subject', { plate: delict.plate }),
    text,
    html,
  };
}
