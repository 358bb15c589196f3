import type { Lang } from '@toll/domain/languages';
import { translator } from '../i18n';
import type { OutgoingMail } from './mailer';

/** Kinds of message and the values each needs; texts live in packages/i18n/locales/{bg,en}/mail.json. */
export type MailMessage =
  | { kind: 'activation'; to: string; lang: Lang; vars: { name: string; link: string } }
  | { kind: 'registrationExists'; to: string; lang: Lang; vars: { resetLink: string } }
  | { kind: 'passwordReset'; to: string; lang: Lang; vars: { name: string; link: string } }
  | { kind: 'passwordChanged'; to: string; lang: Lang; vars: { name: string } }
  | {
      kind: 'expiryReminder3Days' | 'expiryReminderLastDay';
      to: string;
      lang: Lang;
      vars: {
        plate: string;
        number: string;
        validTo: string;
        link: string;
        unsubscribeLink: string;
      };
    }
  | { kind: 'unsubscribeConfirm'; to: string; lang: Lang; vars: { link: string } }
  | { kind: 'lowBalance'; to: string; lang: Lang; vars: { number: string; available: string } }
  | { kind: 'ledgerBreach'; to: string; lang: Lang; vars: { ranAt: string; findings: string } }
  | { kind: 'webhookDisabled'; to: string; lang: Lang; vars: { url: string } };

export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** Renders a message in the recipient's language, as text and as simple HTML. */
export function composeMail(message: MailMessage): OutgoingMail {
  const t = translator(message.lang, 'mail');
  const vars = message.vars as Record<string, string>;
  const subject = t(`${message.kind}.subject`, vars);
  const paragraphs = (t(`${message.kind}.body`, vars) as string).split('\n\n');
  const footer = t('common.footer');
  const link = 'link' in vars ? vars.link : 'resetLink' in vars ? vars.resetLink : null;
  // Notices carry the way out (spec §1: unsubscribe from expiry and delict notices).
  const unsubscribe = vars.unsubscribeLink
    ? { text: t('common.unsubscribe'), link: vars.unsubscribeLink }
    : null;
  const text = [
    ...paragraphs,
    ...(link ? [link] : []),
    ...(unsubscribe ? [`${unsubscribe.text} ${unsubscribe.link}`] : []),
    footer,
  ].join('\n\n');
  const htmlParagraphs = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`);
  // the expiry reminders' link renews the vignette (issue #38): named so in the HTML
  const linkText =
    message.kind === 'expiryReminder3Days' || message.kind === 'expiryReminderLastDay'
      ? t('common.renew')
      : t('common.openLink');
  const htmlLink = link ? `<p><a href="${escapeHtml(link)}">${escapeHtml(linkText)}</a></p>` : '';
  const htmlUnsubscribe = unsubscribe
    ? `<p style="font-size:small"><a href="${escapeHtml(unsubscribe.link)}">${escapeHtml(unsubscribe.text)}</a></p>`
    : '';
  const html = htmlDocument(
    message.lang,
    `${htmlParagraphs.join('')}${htmlLink}${htmlUnsubscribe}`,
  );
  return { to: message.to, subject, text, html };
}

/** The HTML frame every message shares: the body given (already escaped) and the footer. */
export function htmlDocument(lang: Lang, body: string): string {
  const footer = translator(lang, 'mail')('common.footer');
  return `<!doctype html><html lang="${lang}"><body style="font-family:sans-serif">${body}<p style="color:#666">${escapeHtml(footer)}</p></body></html>`;
}
