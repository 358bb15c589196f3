import { OFFICE_LANGS } from '@toll/domain/languages';
import { z } from 'zod';
import {
  DOCUMENT_TYPES,
  FEE_PAYMENT_STATUSES,
  INVOICE_BASES,
  INVOICE_STATUSES,
  SERVICE_FEE_PERIODS,
  SERVICE_FEE_TYPES,
} from '@toll/domain/invoicing';
import { parsePlainDate } from '@toll/domain/plain-date';
import { listPageSchema, listQuerySchema } from './list-query';
import { recordIdSchema, recordIdTextSchema } from './record-id';

/**
 * Service fees and invoices (issue #19 items 4–5; spec §3 Service fee, Invoice). Amounts are
 * integer minor units of the row's currency; VAT is per line (20 % for service fees; vignettes,
 * route passes and toll carry none and are not invoiced here).
 */
const dateText = z
  .string()
  .max(10)
  .refine((text) => parsePlainDate(text) !== null, { params: { code: 'validation.invalidDate' } });
const currencySchema = z.enum(['BGN', 'EUR']);
const text = (max: number) => z.string().trim().min(1).max(max);
const amountMinor = z.number().int().min(0).max(100_000_000_00);

export const serviceFeeDefinitionInputSchema = z.object({
  name: text(100),
  descriptionBg: text(500),
  descriptionEn: text(500),
  amountMinor,
  currency: currencySchema.default('EUR'),
  period: z.enum(SERVICE_FEE_PERIODS),
  feeType: z.enum(SERVICE_FEE_TYPES),
  invoiceBasis: z.enum(INVOICE_BASES),
  documentType: z.enum(DOCUMENT_TYPES).default('INVOICE'),
  invoicingDay: z.number().int().min(1).max(31).default(1),
  vatPercent: z.number().int().min(0).max(100).default(20),
  active: z.boolean().default(true),
});

export const serviceFeeDefinitionUpdateSchema = serviceFeeDefinitionInputSchema.extend({
  version: z.number().int().min(1).max(2_147_483_647),
});

export const serviceFeeDefinitionSchema = serviceFeeDefinitionInputSchema.extend({
  id: z.number().int(),
  version: z.number().int(),
  updatedAt: z.string(),
});

export const idParamSchema = z.object({ id: recordIdTextSchema });

export const serviceFeeListQuerySchema = listQuerySchema(
  ['periodStart', 'accountNumber', 'grossMinor', 'paymentStatus'] as const,
  'periodStart',
).extend({
  order: z.enum(['asc', 'desc']).default('desc'),
  f_accountId: recordIdTextSchema.optional(),
  f_paymentStatus: z.enum(FEE_PAYMENT_STATUSES).optional(),
  f_definitionId: recordIdTextSchema.optional(),
});

export const serviceFeeSchema = z.object({
  id: z.number().int(),
  definitionId: z.number().int(),
  definitionName: z.string(),
  accountId: z.number().int(),
  accountNumber: z.string(),
  clientName: z.string(),
  periodStart: z.string(),
  periodEnd: z.string().nullable(),
  invoiceOn: z.string(),
  quantity: z.number().int(),
  unitPriceMinor: z.number().int(),
  netMinor: z.number().int(),
  vatMinor: z.number().int(),
  grossMinor: z.number().int(),
  currency: currencySchema,
  paymentStatus: z.enum(FEE_PAYMENT_STATUSES),
  invoiceId: z.number().int().nullable(),
  invoiceNumber: z.string().nullable(),
});

export const serviceFeePageSchema = listPageSchema(serviceFeeSchema);

export const billingRunInputSchema = z.object({
  /** The day to bill as of (Sofia); today when left out. */
  date: dateText.optional(),
});

export const billingRunResultSchema = z.object({
  date: z.string(),
  feesCreated: z.number().int(),
  invoicesIssued: z.number().int(),
});

export const invoiceListQuerySchema = listQuerySchema(
  ['issuedOn', 'number', 'grossMinor', 'accountNumber'] as const,
  'issuedOn',
).extend({
  order: z.enum(['asc', 'desc']).default('desc'),
  f_accountId: recordIdTextSchema.optional(),
  f_status: z.enum(INVOICE_STATUSES).optional(),
  f_documentType: z.enum(DOCUMENT_TYPES).optional(),
  f_from: dateText.optional(),
  f_to: dateText.optional(),
});

export const invoiceSummarySchema = z.object({
  id: z.number().int(),
  number: z.string(),
  documentType: z.enum(DOCUMENT_TYPES),
  issuedOn: z.string(),
  accountId: z.number().int(),
  accountNumber: z.string(),
  recipientName: z.string(),
  currency: currencySchema,
  netMinor: z.number().int(),
  vatMinor: z.number().int(),
  grossMinor: z.number().int(),
  status: z.enum(INVOICE_STATUSES),
  relatedInvoiceId: z.number().int().nullable(),
  relatedInvoiceNumber: z.string().nullable(),
});

export const invoicePageSchema = listPageSchema(invoiceSummarySchema);

export const invoiceLineSchema = z.object({
  lineNo: z.number().int(),
  descriptionBg: z.string(),
  descriptionEn: z.string(),
  quantity: z.number().int(),
  unitPriceMinor: z.number().int(),
  vatPercent: z.number().int(),
  netMinor: z.number().int(),
  vatMinor: z.number().int(),
  grossMinor: z.number().int(),
});

export const invoicePartySchema = z.object({
  name: z.string(),
  eik: z.string().nullable(),
  vatNumber: z.string().nullable(),
  address: z.string(),
  responsible: z.string().nullable().optional(),
});

export const invoiceDetailSchema = invoiceSummarySchema.extend({
  issuer: z.object({ bg: invoicePartySchema, en: invoicePartySchema }),
  recipient: invoicePartySchema,
  reason: z.string().nullable(),
  paidAt: z.string().nullable(),
  paymentType: z.enum(['VPOS', 'BANK', 'SYSTEM']).nullable(),
  /** Paid by bank: the number of the bank payment that paid it (`P…`). */
  paymentNumber: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  cancelReason: z.string().nullable(),
  lines: z.array(invoiceLineSchema),
  /** Credit and debit notes of this invoice, or the invoice a note corrects. */
  related: z.array(invoiceSummarySchema),
  /** What credit notes may still take back (gross). */
  creditableMinor: z.number().int(),
});

export const invoiceNoteInputSchema = z.object({
  reason: text(500),
  lines: z
    .array(
      z.object({
        descriptionBg: text(300),
        descriptionEn: text(300),
        quantity: z.number().int().min(1).max(100_000),
        unitPriceMinor: amountMinor,
        vatPercent: z.number().int().min(0).max(100).default(20),
      }),
    )
    .min(1)
    .max(100),
});

export const invoiceCancelInputSchema = z.object({ reason: text(500) });

export const invoicePayInputSchema = z.object({
  /** SYSTEM: from the contract's prepaid balance; BANK: from a bank payment's undistributed money. */
  paymentType: z.enum(['SYSTEM', 'BANK']),
  /** BANK: the bank payment (`payments.id`) whose undistributed amount pays the document. */
  paymentId: recordIdSchema.optional(),
});

/** A bank payment that could pay a document: undistributed money in the document's currency. */
export const invoiceBankPaymentSchema = z.object({
  paymentId: z.number().int(),
  number: z.string(),
  valueDate: z.string(),
  amountMinor: z.number().int(),
  undistributedMinor: z.number().int(),
  currency: z.enum(['BGN', 'EUR']),
  payer: z.string().nullable(),
  remittance: z.string(),
  /** The remittance names this document's number or its contract's. */
  matches: z.boolean(),
});
export type InvoiceBankPayment = z.infer<typeof invoiceBankPaymentSchema>;
export const invoiceBankPaymentsSchema = z.array(invoiceBankPaymentSchema);

export const invoicePdfQuerySchema = z.object({ lang: z.enum(OFFICE_LANGS).optional() });

export const invoiceIdBodySchema = z.object({ invoiceId: recordIdSchema });

export type ServiceFeeDefinitionInput = z.infer<typeof serviceFeeDefinitionInputSchema>;
export type ServiceFeeDefinitionUpdate = z.infer<typeof serviceFeeDefinitionUpdateSchema>;
export type ServiceFeeDefinition = z.infer<typeof serviceFeeDefinitionSchema>;
export type ServiceFeeListQuery = z.infer<typeof serviceFeeListQuerySchema>;
export type ServiceFee = z.infer<typeof serviceFeeSchema>;
export type ServiceFeePage = z.infer<typeof serviceFeePageSchema>;
export type BillingRunResult = z.infer<typeof billingRunResultSchema>;
export type InvoiceListQuery = z.infer<typeof invoiceListQuerySchema>;
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;
export type InvoicePage = z.infer<typeof invoicePageSchema>;
export type InvoiceDetail = z.infer<typeof invoiceDetailSchema>;
export type InvoiceLine = z.infer<typeof invoiceLineSchema>;
export type InvoiceParty = z.infer<typeof invoicePartySchema>;
export type InvoiceNoteInput = z.infer<typeof invoiceNoteInputSchema>;
