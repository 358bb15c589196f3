import nodemailer from 'nodemailer';

export type OutgoingMail = { to: string; subject: string; text: string; html: string };

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
