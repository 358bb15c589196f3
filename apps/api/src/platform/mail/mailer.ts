import nodemailer from 'nodemailer';
import { eventMessageId } from '@toll/domain/notifications';
import { metrics } from '../metrics';

/** A file sent with a message (receipts carry their PDFs). */
export type MailAttachment = { filename: string; content: Buffer; contentType: string };

export type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
  /** The event this mail is sent for: its Message-ID is then the same on every try (#31). */
  eventKey?: string;
};

/** Sends over SMTP (a configured server, or the local capture). */
export function createMailer(smtpUrl: string, from: string) {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(mail: OutgoingMail): Promise<void> {
      try {
        const { eventKey, ...message } = mail;
        await transport.sendMail({
          from,
          ...message,
          ...(eventKey ? { messageId: eventMessageId(eventKey, from) } : {}),
        });
      } catch (error) {
        metrics.mailSent.inc({ outcome: 'failed' });
        throw error;
      }
      metrics.mailSent.inc({ outcome: 'sent' });
    },
    close: () => transport.close(),
  };
}

export type Mailer = ReturnType<typeof createMailer>;
