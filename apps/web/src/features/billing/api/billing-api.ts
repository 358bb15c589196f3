import { z } from 'zod';
import {
  billingRunResultSchema,
  invoiceBankPaymentsSchema,
  invoiceDetailSchema,
  invoicePageSchema,
  serviceFeeDefinitionSchema,
  serviceFeePageSchema,
  type BillingRunResult,
  type InvoiceDetail,
  type InvoiceNoteInput,
  type InvoiceSummary,
  type ServiceFee,
  type ServiceFeeDefinition,
  type ServiceFeeDefinitionInput,
} from '@toll/contract/billing';
import type { ListPage } from '@toll/contract/list-query';
import type { Lang } from '@toll/domain/languages';
import { saveBlob } from '../../../api/client';
import { api } from '../../../api/typed-client';
import {
  listApiQuery,
  type ListDefaults,
  type ListState,
} from '../../../components/data-table/list-state';

/** The office's calls for service fees (flag SERVICE_FEES) and invoices (flag INVOICES). */
export const BILLING_KEY = ['office-billing'] as const;

export const FEE_LIST_DEFAULTS: ListDefaults = {
  pageSize: 20,
  sort: 'periodStart',
  order: 'desc',
  sortable: ['periodStart', 'accountNumber', 'grossMinor', 'paymentStatus'],
  filters: ['paymentStatus', 'definitionId', 'accountId'],
};

export const INVOICE_LIST_DEFAULTS: ListDefaults = {
  pageSize: 20,
  sort: 'issuedOn',
  order: 'desc',
  sortable: ['issuedOn', 'number', 'grossMinor', 'accountNumber'],
  filters: ['status', 'documentType', 'accountId', 'from', 'to'],
};

const ok = z.object({ ok: z.literal(true) });

export const listDefinitions = (lang: Lang, signal?: AbortSignal) =>
  api.get('/service-fees/definitions', {
    lang,
    signal,
    parse: (json) => z.array(serviceFeeDefinitionSchema).parse(json),
  });

export const saveDefinition = (
  lang: Lang,
  body: ServiceFeeDefinitionInput,
  editing: ServiceFeeDefinition | null,
): Promise<ServiceFeeDefinition> =>
  editing
    ? api.put('/service-fees/definitions/{id}', {
        params: { id: editing.id },
        lang,
        body: { ...body, version: editing.version },
        parse: (json) => serviceFeeDefinitionSchema.parse(json),
      })
    : api.post('/service-fees/definitions', {
        lang,
        body,
        parse: (json) => serviceFeeDefinitionSchema.parse(json),
      });

export const listFees = (
  lang: Lang,
  state: ListState,
  signal?: AbortSignal,
): Promise<ListPage<ServiceFee>> =>
  api.get('/service-fees', {
    lang,
    query: listApiQuery(state),
    signal,
    parse: (json) => serviceFeePageSchema.parse(json),
  });

export const cancelFee = (lang: Lang, id: number) =>
  api.post('/service-fees/{id}/cancel', {
    params: { id },
    lang,
    body: {},
    parse: (json) => ok.parse(json),
  });

export const runBilling = (lang: Lang, date: string): Promise<BillingRunResult> =>
  api.post('/service-fees/run', {
    lang,
    body: { date },
    parse: (json) => billingRunResultSchema.parse(json),
  });

export const listInvoices = (
  lang: Lang,
  state: ListState,
  signal?: AbortSignal,
): Promise<ListPage<InvoiceSummary>> =>
  api.get('/invoices', {
    lang,
    query: listApiQuery(state),
    signal,
    parse: (json) => invoicePageSchema.parse(json),
  });

export const getInvoice = (lang: Lang, id: number, signal?: AbortSignal): Promise<InvoiceDetail> =>
  api.get('/invoices/{id}', {
    params: { id },
    lang,
    signal,
    parse: (json) => invoiceDetailSchema.parse(json),
  });

export const issueNote = (
  lang: Lang,
  id: number,
  kind: 'credit-note' | 'debit-note',
  body: InvoiceNoteInput,
) =>
  api.post(`/invoices/{id}/${kind}`, {
    params: { id },
    lang,
    body,
    parse: (json) => z.object({ id: z.number(), number: z.string() }).parse(json),
  });

export const cancelInvoice = (lang: Lang, id: number, reason: string) =>
  api.post('/invoices/{id}/cancel', {
    params: { id },
    lang,
    body: { reason },
    parse: (json) => ok.parse(json),
  });

export const payInvoice = (
  lang: Lang,
  id: number,
  paymentType: 'SYSTEM' | 'BANK',
  paymentId?: number,
) =>
  api.post('/invoices/{id}/pay', {
    params: { id },
    lang,
    body: paymentId === undefined ? { paymentType } : { paymentType, paymentId },
    parse: (json) => ok.parse(json),
  });

/** Bank payments with enough undistributed money to pay the document, those naming it first. */
export const getInvoiceBankPayments = (lang: Lang, id: number, signal?: AbortSignal) =>
  api.get('/invoices/{id}/bank-payments', {
    params: { id },
    lang,
    signal,
    parse: (json) => invoiceBankPaymentsSchema.parse(json),
  });

export const sendInvoice = (lang: Lang, id: number) =>
  api.post('/invoices/{id}/send', {
    params: { id },
    lang,
    parse: (json) => z.object({ to: z.string() }).parse(json),
  });

export async function downloadInvoicePdf(lang: Lang, invoice: InvoiceSummary, pdfLang: Lang) {
  const file = await api.download('/invoices/{id}/pdf', {
    params: { id: invoice.id },
    lang,
    query: { lang: pdfLang },
  });
  saveBlob(file, `${invoice.number}.pdf`);
}

/** The document as its UBL e-invoice (EN 16931), in the language asked. */
export async function downloadInvoiceUbl(lang: Lang, invoice: InvoiceSummary, ublLang: Lang) {
  const file = await api.download('/invoices/{id}/ubl', {
    params: { id: invoice.id },
    lang,
    query: { lang: ublLang },
  });
  saveBlob(file, `${invoice.number}.xml`);
}
