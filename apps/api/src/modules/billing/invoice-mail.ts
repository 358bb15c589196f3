import type { Logger } from 'pino';
import { z } from 'zod';
import { formatMoney } from '@toll/domain/money-format';
import type { Db, Executor } from '../../platform/db/database';
import { translator } from '../../platform/i18n';
import type { Jobs } from '../../platform/jobs';
import { escapeHtml, htmlDocument } from '../../platform/mail/compose';
import type { Mailer } from '../../platform/mail/mailer';
import {
  errorText,
  recordNotification,
  type NotificationEntry,
} from '../../platform/notifications/notification-log';
import { getInvoice } from './invoices';
import { renderInvoicePdf } from './invoice-pdf';
import { renderInvoiceUbl } from './invoice-ubl';

/**
 * E-mailing a document to the customer (issue #19 item 5): queued in the caller's transaction,
 * one job per document and address (pg-boss singleton key), sent with its PDF in the customer's
 * language to the contract's notification e-mail, else its primary contact's, and its UBL
 * e-invoice (EN 16931) beside it.
 */
const jobSchema = z.object({ invoiceId: z.number().int().positive(), to: z.string().email() });
type InvoiceMailJob = z.infer<typeof jobSchema>;

export { invoiceRecipientEmail } from './invoices';

export function enqueueInvoiceMail(jobs: Jobs, exec: Executor, job: InvoiceMailJob) {
  return jobs.send<InvoiceMailJob>(exec, 'invoice.send', job, {
    singletonKey: `invoice:${job.invoiceId}:${job.to}`,
  });
}

export async function sendInvoiceMail(db: Db, mailer: Pick<Mailer, 'send'>, job: InvoiceMailJob) {
  const invoice = await getInvoice(db, job.invoiceId);
  const lang = invoice.lang;
  const t = translator(lang, 'documents');
  const type = t(`billing.documentType.${invoice.documentType}`);
  const vars = {
    type,
    number: invoice.number,
    issuer: invoice.issuer[lang].name,
    date: invoice.issuedOn,
    account: invoice.accountNumber,
    total: formatMoney({ minor: invoice.grossMinor, currency: invoice.currency }, lang),
  };
  const text = t('billing.mail.body', vars);
  const subject = t('billing.mail.subject', vars);
  // one row of the notification log per document and address, updated by retries and resends
  const entry: NotificationEntry = {
    sourceKey: `invoice:${job.invoiceId}:${job.to.toLowerCase()}`,
    kind: 'invoice',
    channel: 'EMAIL',
    receiver: job.to,
    subject,
    body: text,
    lang,
    contractId: invoice.accountId,
    resend: { queue: 'invoice.send', data: job },
  };
  try {
    await mailer.send({
      to: job.to,
      subject,
      text,
      html: htmlDocument(lang, `<p>${escapeHtml(text)}</p>`),
      attachments: [
        {
          filename: `${invoice.number}.pdf`,
          content: await renderInvoicePdf(invoice, lang),
          contentType: 'application/pdf',
        },
        {
          filename: `${invoice.number}.xml`,
          content: Buffer.from(
            renderInvoiceUbl(
              { ...invoice, buyerEmail: invoice.recipient.vatNumber ? null : job.to },
              lang,
            ),
          ),
          contentType: 'application/xml',
        },
      ],
    });
  } catch (error) {
    await recordNotification(db, entry, {
      status: 'FAILED',
      at: new Date(),
      error: errorText(error),
    });
    throw error;
  }
  await recordNotification(db, entry, { status: 'SENT', at: new Date() });
}

export async function startInvoiceMailWorker(jobs: Jobs, mailer: Mailer, db: Db, logger: Logger) {
  await jobs.work<unknown>('invoice.send', async (data, job) => {
    const parsed = jobSchema.safeParse(data);
    if (!parsed.success) {
      logger.error({ job: job.id, data }, 'invoice mail job without a valid invoice: dropped');
      return;
    }
    await sendInvoiceMail(db, mailer, parsed.data);
    logger.info({ job: job.id, invoiceId: parsed.data.invoiceId }, 'invoice mailed');
  });
}
