import type { Logger } from 'pino';
import type { Clock } from '../clock';
import type { Config } from '../config';
import type { Db } from '../db/database';
import type { Jobs } from '../jobs';
import { smsResubmitAfterMs } from '@toll/domain/notifications';
import { createSmsClient } from './sms-client';
import { createSmsSender, startSmsWorker } from './sms-sender';
import { startSmscCapture, type SmscCapture } from './smsc-capture';

/**
 * SMS for a worker process: an SMPP client to SMSC_URL, or (with none configured) to a local SMSC
 * that keeps every message as a .json file under SMS_CAPTURE_DIR; then the `sms.send` worker.
 */
export async function openSmsTransport(
  deps: { config: Config; logger: Logger; db: Db; clock: Clock; jobs: Jobs },
  options: { capture?: SmscCapture } = {},
): Promise<{ capture: SmscCapture | null; close(): Promise<void> }> {
  const { config, logger } = deps;
  const capture =
    options.capture ??
    (config.smscUrl
      ? null
      : await startSmscCapture({
          dir: config.smsCaptureDir,
          onSms: (sms) =>
            logger.info({ to: sms.to, file: sms.file }, 'SMS captured (no SMSC_URL configured)'),
        }));
  const sender = createSmsSender({
    ...deps,
    resubmitAfterMs: smsResubmitAfterMs(config.smsValiditySeconds, config.smsReceiptGraceSeconds),
  });
  const client = createSmsClient({
    url: capture?.url ?? config.smscUrl!,
    sourceAddr: config.smsSourceAddr,
    timeoutMs: config.smscTimeoutMs,
    validitySeconds: config.smsValiditySeconds,
    onReceipt: sender.handleReceipt,
    onError: (error) => logger.warn({ err: error }, 'SMSC connection error'),
  });
  await startSmsWorker(deps.jobs, client, sender, logger);
  // bound from the start: receipts the SMSC kept while this process was away come in now
  client.connect().catch((error: unknown) => logger.warn({ err: error }, 'SMSC not reachable yet'));
  return {
    capture,
    close: async () => {
      await client.close();
      if (!options.capture) await capture?.close();
    },
  };
}
