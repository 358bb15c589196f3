import type { Captcha } from '../../platform/captcha';
import type { Clock } from '../../platform/clock';
import type { Config } from '../../platform/config';
import type { Db } from '../../platform/db/database';
import type { Jobs } from '../../platform/jobs';
import type { MailMessage } from '../../platform/mail/compose';
import type { Executor } from '../../platform/db/database';
import type { TokenService } from '../../platform/auth/tokens';

export type IdentityDeps = {
  db: Db;
  clock: Clock;
  config: Config;
  tokens: TokenService;
  captcha: Captcha;
  jobs: Jobs;
};

/** Queues a message in the same transaction as the change that causes it. */
export function queueMail(
  deps: IdentityDeps,
  executor: Executor,
  message: MailMessage,
): Promise<void> {
  return deps.jobs.send(executor, 'mail.send', message);
}

/** A link into the public site in the recipient's language. */
export function siteLink(deps: IdentityDeps, lang: string, path: string, token: string): string {
  return `${deps.config.publicBaseUrl}/${lang}/${path}?token=${encodeURIComponent(token)}`;
}
