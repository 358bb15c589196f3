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
import { apiDownload, apiRequest, saveBlob } from '../../../api/client';
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
  apiRequest('/service-fees/definitions', {
    lang,
    signal,
    parse: (json) => z.array(serviceFeeDefinitionSchema).parse(json),
  });

export const saveDefinition = (
  lang: Lang,
  body: ServiceFeeDefinitionInput,
  editing: ServiceFeeDefinition | null,
): Promise<ServiceFeeDefinition> =>
  apiRequest(editing ? `/service-fees/definitions/${editing.id}` : '/service-fees/definitions', {
    lang,
    method: editing ? 'PUT' : 'POST',
    body: editing ? { ...body, version: editing.version } : body,
    parse: (json) => serviceFeeDefinitionSchema.parse(json),
  });

export const listFees = (
  lang: Lang,
  state: ListState,
  signal?: AbortSignal,
): Promise<ListPage<ServiceFee>> =>
  apiRequest('/service-fees', {
    lang,
    query: listApiQuery(state),
    signal,
    parse: (json) => serviceFeePageSchema.parse(json),
  });

export const cancelFee = (lang: Lang, id: number) =>
  apiRequest(`/service-fees/${id}/cancel`, {
    lang,
    method: 'POST',
    body: {},
    parse: (json) => ok.parse(json),
  });

export const runBilling = (lang: Lang, date: string): Promise<BillingRunResult> =>
  apiRequest('/service-fees/run', {
    lang,
    method: 'POST',
    body: { date },
    parse: (json) => billingRunResultSchema.parse(json),
  });

export const listInvoices = (
  lang: Lang,
  state: ListState,
  signal?: AbortSignal,
): Promise<ListPage<InvoiceSummary>> =>
  apiRequest('/invoices', {
    lang,
    query: listApiQuery(state),
    signal,
    parse: (json) => invoicePageSchema.parse(json),
  });

export const getInvoice = (lang: Lang, id: number, signal?: AbortSignal): Promise<InvoiceDetail> =>
  apiRequest(`/invoices/${id}`, { lang, signal, parse: (json) => invoiceDetailSchema.parse(json) });

export const issueNote = (
  lang: Lang,
  id: number,
  kind: 'credit-note' | 'debit-note',
  body: InvoiceNoteInput,
) =>
  apiRequest(`/invoices/${id}/${kind}`, {
    lang,
    method: 'POST',
    body,
    parse: (json) => z.object({ id: z.number(), number: z.string() }).parse(json),
  });

export const cancelInvoice = (lang: Lang, id: number, reason: string) =>
  apiRequest(`/invoices/${id}/cancel`, {
    lang,
    method: 'POST',
    body: { reason },
    parse: (json) => ok.parse(json),
  });

export const payInvoice = (
  lang: Lang,
  id: number,
  paymentType: 'SYSTEM' | 'BANK',
  paymentId?: number,
) =>
  apiRequest(`/invoices/${id}/pay`, {
    lang,
    method: 'POST',
    body: paymentId === undefined ? { paymentType } : { paymentType, paymentId },
    parse: (json) => ok.parse(json),
  });

/** Bank payments with enough undistributed money to pay the document, those naming it first. */
export const getInvoiceBankPayments = (lang: Lang, id: number, signal?: AbortSignal) =>
  apiRequest(`/invoices/${id}/bank-payments`, {
    lang,
    signal,
    parse: (json) => invoiceBankPaymentsSchema.parse(json),
  });

export const sendInvoice = (lang: Lang, id: number) =>
  apiRequest(`/invoices/${id}/send`, {
    lang,
    method: 'POST',
    parse: (json) => z.object({ to: z.string() }).parse(json),
  });

export async function downloadInvoicePdf(lang: Lang, invoice: InvoiceSummary, pdfLang: Lang) {
  const file = await apiDownload(`/invoices/${invoice.id}/pdf`, { lang, query: { lang: pdfLang } });
  saveBlob(file, `${invoice.number}.pdf`);
}

/** The document as its UBL e-invoice (EN 16931), in the language asked. */
export async function downloadInvoiceUbl(lang: Lang, invoice: InvoiceSummary, ublLang: Lang) {
  const file = await apiDownload(`/invoices/${invoice.id}/ubl`, { lang, query: { lang: ublLang } });
  saveBlob(file, `${invoice.number}.xml`);
}
