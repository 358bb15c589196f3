import nodemailer from 'nodemailer';

/** A file sent with a message (receipts carry their PDFs). */
export type MailAttachment = { filename: string; content: Buffer; contentType: string };

export type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
};

/** Sends over SMTP (a configured server, or the local capture). */
export function createMailer(smtpUrl: string, from: string) {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(mail: OutgoingMail): Promise<void> {
      await transport.sendMail({ from, ...mail });
    },
    close: () => transport.close(),
  };
}

export type Mailer = ReturnType<typeof createMailer>;
