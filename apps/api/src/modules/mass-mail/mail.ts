import type { Lang } from '@toll/domain/languages';
import { translator } from '../../platform/i18n';
import { escapeHtml, htmlDocument } from '../../platform/mail/compose';
import type { OutgoingMail } from '../../platform/mail/mailer';
import type { CampaignRow } from './repo';

/**
 * A campaign's mail in the recipient's language: its paragraphs, then the way out (the public
 * unsubscribe page, the same list vignette and delict notices honour), then the common footer.
 * A test mail carries a prefix on its subject.
 */
export function composeMassMail(
  campaign: Pick<CampaignRow, 'subjectBg' | 'subjectEn' | 'messageBg' | 'messageEn'>,
  to: { email: string; lang: Lang },
  options: { publicBaseUrl: string; test?: boolean },
): OutgoingMail {
  const t = translator(to.lang, 'mail');
  const subject = to.lang === 'en' ? campaign.subjectEn : campaign.subjectBg;
  const message = to.lang === 'en' ? campaign.messageEn : campaign.messageBg;
  const paragraphs = message
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter((p) => p !== '');
  const link = `${options.publicBaseUrl}/${to.lang}/unsubscribe`;
  const unsubscribe = t('common.unsubscribe');
  const text = [...paragraphs, `${unsubscribe} ${link}`, t('common.footer')].join('\n\n');
  const body = paragraphs.map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`).join('');
  const html = htmlDocument(
    to.lang,
    `${body}<p style="font-size:small"><a href="${escapeHtml(link)}">${escapeHtml(unsubscribe)}</a></p>`,
  );
  return {
    to: to.email,
    subject: options.test ? `${t('massMail.testPrefix')} ${subject}` : subject,
    text,
    html,
  };
}
