import type { Lang } from '@toll/domain/languages';
import { translator } from '../i18n';
import type { OutgoingMail } from './mailer';

/** Kinds of message and the values each needs; texts live in packages/i18n/locales/{bg,en}/mail.json. */
export type MailMessage =
  | { kind: 'activation'; to: string; lang: Lang; vars: { name: string; link: string } }
  | { kind: 'registrationExists'; to: string; lang: Lang; vars: { resetLink: string } }
  | { kind: 'passwordReset'; to: string; lang: Lang; vars: { name: string; link: string } }
  | { kind: 'passwordChanged'; to: string; lang: Lang; vars: { name: string } };

const escapeHtml = (text: string) =>
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
  const text = [...paragraphs, ...(link ? [link] : []), footer].join('\n\n');
  const htmlParagraphs = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`);
  const htmlLink = link
    ? `<p><a href="${escapeHtml(link)}">${escapeHtml(t('common.openLink'))}</a></p>`
    : '';
  const html = `<!doctype html><html lang="${message.lang}"><body style="font-family:sans-serif">${htmlParagraphs.join('')}${htmlLink}<p style="color:#666">${escapeHtml(footer)}</p></body></html>`;
  return { to: message.to, subject, text, html };
}
