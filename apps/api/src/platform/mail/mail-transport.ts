import type { Logger } from 'pino';
import type { Config } from '../config';
import { startMailCapture } from './mail-capture';
import { createMailer, type Mailer } from './mailer';

/**
 * The configured SMTP server, or (with none configured) a local capture that keeps every message
 * as an .eml file under MAIL_CAPTURE_DIR and logs where it went.
 */
export async function openMailTransport(
  config: Config,
  logger: Logger,
): Promise<{ mailer: Mailer; close(): Promise<void> }> {
  if (config.smtpUrl) {
    const mailer = createMailer(config.smtpUrl, config.mailFrom);
    return { mailer, close: async () => mailer.close() };
  }
  const capture = await startMailCapture({
    dir: config.mailCaptureDir,
    onMail: (mail) =>
      logger.info({ to: mail.to, file: mail.file }, 'mail captured (no SMTP_URL configured)'),
  });
  const mailer = createMailer(capture.url, config.mailFrom);
  return {
    mailer,
    close: async () => {
      mailer.close();
      await capture.close();
    },
  };
}
