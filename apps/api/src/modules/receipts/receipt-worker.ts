import { z } from 'zod';
import type { Logger } from 'pino';
import { isCurrency } from '@toll/domain/money';
import { isLang } from '@toll/domain/languages';
import { systemClock, type Clock } from '../../platform/clock';
import type { Config } from '../../platform/config';
import type { Db, Executor } from '../../platform/db/database';
import type { Jobs } from '../../platform/jobs';
import type { Mailer } from '../../platform/mail/mailer';
import {
  errorText,
  recordNotification,
  type NotificationEntry,
} from '../../platform/notifications/notification-log';
import { createDelictDocuments, type DelictDocuments } from '../delicts/delict-documents';
import { composeReceiptMail, type ReceiptItem, type ReceiptSale } from './receipt-mail';
import {
  findApprovedAttempt,
  findSale,
  listIssuedDocuments,
  markReceiptSent,
  receiptSentAt,
  tryLockReceipt,
} from './repo';
import { routePassPdf } from './route-pass-pdf';
import { createReceiptService, type ReceiptService } from './service';
import { vignettePdf } from './vignette-pdf';

export type ReceiptJob = { saleId: string };
const receiptJobSchema = z.object({ saleId: z.uuid() });

/** What one run did: sent it, found it sent, or found nothing to send (yet). */
export type ReceiptOutcome = 'sent' | 'already-sent' | 'not-settled' | 'no-sale';

/** Another worker is sending this receipt right now; the job is retried and then finds it sent. */
export class ReceiptBusyError extends Error {
  constructor(saleId: string) {
    super(`The receipt of sale ${saleId} is being sent by another worker`);
    this.name = 'ReceiptBusyError';
  }
}

export type ReceiptSenderDeps = {
  db: Db;
  mailer: Pick<Mailer, 'send'>;
  clock: Clock;
  publicBaseUrl: string;
};

/** Queues the receipt of a sale, in the caller's transaction (the one that activates it). */
export function enqueueReceipt(jobs: Jobs, executor: Executor, saleId: string): Promise<void> {
  return jobs.send<ReceiptJob>(
    executor,
    'receipt.send',
    { saleId },
    { singletonKey: `receipt:${saleId}` },
  );
}

async function loadItems(
  db: Db,
  service: ReceiptService,
  delicts: DelictDocuments,
  saleId: string,
  now: Date,
) {
  const items: ReceiptItem[] = [];
  for (const row of await listIssuedDocuments(db, saleId)) {
    const delict = row.delictId ? await delicts.document({ id: row.delictId }) : null;
    if (delict) items.push({ kind: 'delict', document: delict, pdf: await delicts.pdf(delict) });
    const vignette = row.vignetteId ? await service.vignette(row.vignetteId) : null;
    if (vignette)
      items.push({
        kind: 'vignette',
        document: vignette,
        pdf: await vignettePdf(vignette, now),
        // a vignette's own receipt, before its start, offers the plate correction
        correctable: row.kind === 'VIGNETTE' && vignette.validFrom.getTime() > now.getTime(),
      });
    const pass = row.routePassId ? await service.routePass(row.routePassId) : null;
    if (pass) items.push({ kind: 'routePass', document: pass, pdf: await routePassPdf(pass) });
  }
  return items;
}

/**
 * Sends a sale's receipt at most once.
 *
 * The mail is sent INSIDE a transaction that holds the sale's receipt lock (a transaction-scoped
 * advisory lock) and is marked sent (`receipt_sent_at`, `… where receipt_sent_at is null`) in the
 * same transaction after the SMTP server accepted it:
 * - concurrent workers cannot both send: the second does not get the lock and retries later
 *   (ReceiptBusyError), when it finds the mark; a worker that gets the lock re-reads the mark;
 * - a failed send rolls back and leaves the mark unset, so the queue's retry sends it;
 * - an advisory lock rather than `select … for update` keeps the sale row free for the payment
 *   and reversal work while the SMTP conversation runs;
 * - the one window left is a crash after the server accepted the mail and before the commit:
 *   the retry then sends it again. We prefer that rare duplicate to marking first, where the same
 *   crash would lose the receipt for good. SMTP gives no way to close it completely.
 * The PDFs are made before the transaction, so the lock (on PGlite: the whole database) is held
 * only for the SMTP conversation.
 */
export function createReceiptSender(deps: ReceiptSenderDeps) {
  const { db, mailer, clock, publicBaseUrl } = deps;
  const service = createReceiptService({ db, clock });
  const delicts = createDelictDocuments({ db, clock });

  async function send(saleId: string): Promise<ReceiptOutcome> {
    const sale = await findSale(db, saleId);
    if (!sale) return 'no-sale';
    if (sale.receiptSentAt) return 'already-sent';
    if (sale.state !== 'ACTIVATED' && sale.state !== 'PARTIALLY_ACTIVATED') return 'not-settled';
    if (!isCurrency(sale.currency) || !isLang(sale.lang))
      throw new Error(`Sale ${saleId} has an unknown currency or language`);
    const now = clock.now();
    const header: ReceiptSale = {
      number: sale.number,
      email: sale.email,
      lang: sale.lang,
      partial: sale.state === 'PARTIALLY_ACTIVATED',
      at: sale.settledAt ?? sale.createdAt,
      total: { amountBgn: sale.totalBgn, amountEur: sale.totalEur, currency: sale.currency },
      payment: await findApprovedAttempt(db, saleId),
    };
    const mail = composeReceiptMail(
      header,
      await loadItems(db, service, delicts, saleId, now),
      publicBaseUrl,
    );
    const entry: NotificationEntry = {
      sourceKey: `receipt:${saleId}`,
      kind: 'receipt',
      channel: 'EMAIL',
      receiver: mail.to,
      subject: mail.subject,
      body: mail.text,
      lang: sale.lang,
      barcode: String(sale.number),
      resend: { queue: 'receipt.send', data: { saleId } },
    };
    try {
      return await db.transaction(async (tx) => {
        if (!(await tryLockReceipt(tx, saleId))) throw new ReceiptBusyError(saleId);
        if (await receiptSentAt(tx, saleId)) return 'already-sent';
        await mailer.send({ ...mail, eventKey: `receipt:${saleId}` });
        await markReceiptSent(tx, saleId, clock.now());
        await recordNotification(tx, entry, { status: 'SENT', at: clock.now() });
        return 'sent';
      });
    } catch (error) {
      if (!(error instanceof ReceiptBusyError))
        await recordNotification(db, entry, {
          status: 'FAILED',
          at: clock.now(),
          error: errorText(error),
        });
      throw error;
    }
  }

  return { send };
}

/**
 * Works the `receipt.send` queue: `{ saleId }` → one receipt mail with the PDFs attached. Started
 * beside the mail worker (main.ts, test-app.ts); the purchase flow queues with `enqueueReceipt`.
 */
export async function startReceiptWorker(
  jobs: Jobs,
  mailer: Pick<Mailer, 'send'>,
  db: Db,
  config: Pick<Config, 'publicBaseUrl'>,
  logger: Logger,
  clock: Clock = systemClock,
): Promise<void> {
  const sender = createReceiptSender({ db, mailer, clock, publicBaseUrl: config.publicBaseUrl });
  await jobs.work<unknown>('receipt.send', async (data, job) => {
    const parsed = receiptJobSchema.safeParse(data);
    if (!parsed.success) {
      logger.error({ job: job.id, data }, 'receipt job without a valid sale id: dropped');
      return;
    }
    const outcome = await sender.send(parsed.data.saleId);
    logger.info({ job: job.id, saleId: parsed.data.saleId, outcome }, 'receipt job done');
  });
}
