import { z } from 'zod';
import { checkPhone } from '@toll/domain/contact';
import { LEDGER_ACCOUNT_KIND_CODES, LEDGER_TRANSACTION_TYPES } from '@toll/domain/ledger';
import { checkedString } from './domain-check';
import { exportFormatSchema } from './list-query';
import { recordIdSchema, recordIdTextSchema } from './record-id';

/**
 * The office's client screen (spec §2 "clients": contracts, vehicles, payments, obligations,
 * detailed report, notifications, documents, contacts, addresses): a client's addresses besides
 * its registered one, and the detailed report of every booking on its contracts.
 */
export const CLIENT_ADDRESS_KINDS = ['REGISTERED', 'CORRESPONDENCE', 'DELIVERY', 'BILLING'] as const; // prettier-ignore
export const EDITABLE_ADDRESS_KINDS = ['CORRESPONDENCE', 'DELIVERY', 'BILLING'] as const;

export const customerIdPathSchema = z.object({ customerId: z.string().trim().min(1).max(40) });
export const clientAddressPathSchema = customerIdPathSchema.extend({ id: recordIdTextSchema });

const required = (max: number) => z.string().trim().min(1, 'validation.required').max(max);
const optional = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .default(null)
    .transform((v) => (v === '' ? null : v));

export const clientAddressInputSchema = z.strictObject({
  kind: z.enum(EDITABLE_ADDRESS_KINDS),
  recipient: optional(200),
  countryCode: z.string().trim().toUpperCase().length(2).default('BG'),
  city: required(100),
  postalCode: required(10),
  street: required(200),
  phone: checkedString(checkPhone, 21)
    .nullable()
    .default(null)
    .or(z.literal('').transform(() => null)),
});
export type ClientAddressInput = z.infer<typeof clientAddressInputSchema>;
export const clientAddressUpdateSchema = clientAddressInputSchema.extend({
  version: recordIdSchema,
});

export const clientAddressSchema = z.object({
  /** null for the registered address, which the client's own record keeps. */
  id: z.number().int().nullable(),
  kind: z.enum(CLIENT_ADDRESS_KINDS),
  recipient: z.string().nullable(),
  countryCode: z.string(),
  city: z.string(),
  postalCode: z.string(),
  street: z.string(),
  phone: z.string().nullable(),
  /** Vehicles that have it as their shipping address. */
  usedByVehicles: z.number().int(),
  version: z.number().int().nullable(),
});
export type ClientAddress = z.infer<typeof clientAddressSchema>;
export const clientAddressListSchema = z.array(clientAddressSchema);
export const clientAddressDeletedSchema = z.object({ deleted: z.literal(true) });

/** GET /clients/{customerId}/detailed-report: every booking on the client's contracts. */
const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.invalidDate');
const reportPeriod = { from: date, to: date, accountId: recordIdTextSchema.optional() };
export const detailedReportQuerySchema = z.object({
  ...reportPeriod,
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(500).default(100),
});
export type DetailedReportQuery = z.infer<typeof detailedReportQuerySchema>;
export const detailedReportExportQuerySchema = z.object({
  ...reportPeriod,
  format: exportFormatSchema.default('csv'),
});
export type DetailedReportExportQuery = z.infer<typeof detailedReportExportQuerySchema>;
export const detailedReportRowSchema = z.object({
  entryId: z.number().int(),
  occurredAt: z.string(),
  accountId: z.number().int(),
  accountNumber: z.string(),
  balance: z.enum(LEDGER_ACCOUNT_KIND_CODES as unknown as [string, ...string[]]),
  type: z.enum(LEDGER_TRANSACTION_TYPES),
  description: z.string().nullable(),
  /** On the balance's own side: positive raises it (a payment into prepaid, a charge owed). */
  amountMinor: z.number().int(),
  currency: z.string(),
});
export type DetailedReportRow = z.infer<typeof detailedReportRowSchema>;
export const detailedReportSchema = z.object({
  items: z.array(detailedReportRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Per balance and currency over the period, on the balance's own side. */
  totals: z.array(z.object({ balance: z.string(), currency: z.string(), amountMinor: z.number().int() })), // prettier-ignore
});
export type DetailedReport = z.infer<typeof detailedReportSchema>;

/** Spec §7 self-service from the office: a site user detached from a client. */
export const selfServiceDetachBodySchema = z.strictObject({
  customerId: z.string().trim().min(1, 'validation.required').max(40),
  username: z.string().trim().min(1, 'validation.required').max(254),
});
