import { z } from 'zod';
import { MAX_MSTS_BATCH, MSTS_TOLL_DOMAIN_PATTERN } from '@toll/domain/msts';
import { parsePlainDate } from '@toll/domain/plain-date';
import { exportFormatSchema, listPageSchema, listQuerySchema } from './list-query';
import { recordIdTextSchema } from './record-id';

/**
 * International toll (MSTS, spec §3 "MSTS transaction", §7 `GET /msts/overcharges`), behind the
 * MSTS feature flag: the outside toll service's batches (its API key) and the office's file
 * import, the transactions per contract with their batches (documents), the overcharge per toll
 * domain. Amounts are integer minor units; times ISO instants with an offset.
 */
const instant = z.iso.datetime({ offset: true });
const text = (max: number) => z.string().trim().min(1).max(max);
const minor = z.number().int().min(0).max(100_000_000);

export const mstsTransactionInputSchema = z.object({
  /** The outside service's id of the transaction: a batch sent again books nothing twice. */
  transactionId: text(100),
  /** The haulier: the customer id the platform gave the client (C-…). */
  haulierId: text(40),
  plate: z.string().trim().min(2).max(12),
  vehicleCountry: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, { message: 'validation.invalidFormat' }),
  tollDomain: z
    .string()
    .trim()
    .toUpperCase()
    .regex(MSTS_TOLL_DOMAIN_PATTERN, { message: 'validation.invalidFormat' }),
  entryPoint: text(100),
  entryAt: instant,
  exitPoint: text(100),
  exitAt: instant,
  /** The domain's net toll (at least one minor unit) and its VAT. */
  netMinor: minor.min(1),
  vatMinor: minor,
  currency: z.enum(['BGN', 'EUR']),
  /** Whether the outside service has already billed it (a later batch may say so). */
  billed: z.boolean().default(false),
});
export type MstsTransactionInput = z.infer<typeof mstsTransactionInputSchema>;

export const mstsBatchSchema = z.object({
  transactions: z.array(mstsTransactionInputSchema).min(1).max(MAX_MSTS_BATCH),
});

/** The office's import: a CSV file (sent as text in JSON) and its name. */
export const mstsImportSchema = z.object({
  fileName: z.string().trim().min(1).max(200).default('msts.csv'),
  content: z.string().min(1).max(20_000_000),
});

/** What a batch did: new ones booked, repeats skipped, repeats that now say "billed". */
export const mstsBatchResultSchema = z.object({
  batchId: z.number().int().nullable(),
  received: z.number().int(),
  booked: z.number().int(),
  duplicates: z.number().int(),
  billedNow: z.number().int(),
});
export type MstsBatchResult = z.infer<typeof mstsBatchResultSchema>;

export const mstsTransactionSchema = z.object({
  id: z.number().int(),
  transactionId: z.string(),
  accountId: z.number().int(),
  accountNumber: z.string(),
  haulierId: z.string(),
  plate: z.string(),
  vehicleCountry: z.string(),
  tollDomain: z.string(),
  entryPoint: z.string(),
  entryAt: z.string(),
  exitPoint: z.string(),
  exitAt: z.string(),
  netMinor: z.number().int(),
  vatMinor: z.number().int(),
  overchargeBp: z.number().int(),
  overchargeMinor: z.number().int(),
  totalMinor: z.number().int(),
  currency: z.string(),
  billed: z.boolean(),
  billedAt: z.string().nullable(),
  batchId: z.number().int(),
  ledgerTransactionId: z.number().int().nullable(),
});
export type MstsTransaction = z.infer<typeof mstsTransactionSchema>;

export const MSTS_SORTS = ['exitAt', 'id', 'plate', 'tollDomain', 'totalMinor'] as const;

/** A calendar day, yyyy-MM-dd, that exists (2026-02-30 is refused, not sent to the database). */
const day = z
  .string()
  .max(10)
  .refine((text) => parsePlainDate(text) !== null, { params: { code: 'validation.invalidDate' } });
const mstsFilters = {
  f_accountId: recordIdTextSchema.optional(),
  f_plate: z.string().trim().max(20).optional(),
  f_tollDomain: z.string().trim().toUpperCase().max(30).optional(),
  f_haulierId: z.string().trim().max(40).optional(),
  f_billed: z.enum(['true', 'false']).optional(),
  /** Exit on or after this Sofia day, and on or before the other. */
  f_from: day.optional(),
  f_to: day.optional(),
};

export const mstsListQuerySchema = listQuerySchema(MSTS_SORTS, 'exitAt')
  .extend(mstsFilters)
  .extend({ order: z.enum(['asc', 'desc']).default('desc') });
export type MstsListQuery = z.infer<typeof mstsListQuerySchema>;
export const mstsExportQuerySchema = mstsListQuerySchema
  .omit({ page: true, pageSize: true, sort: true })
  .extend({ format: exportFormatSchema.default('csv') });
export const mstsPageSchema = listPageSchema(mstsTransactionSchema);

/** A contract's MSTS figures: per currency, unbilled and billed totals, and the Euro-toll limits. */
export const mstsContractSummarySchema = z.object({
  accountId: z.number().int(),
  hasMstsToll: z.boolean(),
  totals: z.array(
    z.object({
      currency: z.string(),
      transactions: z.number().int(),
      unbilledMinor: z.number().int(),
      billedMinor: z.number().int(),
    }),
  ),
  creditLimitEuTollEurMinor: z.number().int(),
  creditLimitEuTollBgnMinor: z.number().int(),
  /** The batches that carried this contract's transactions: its MSTS documents. */
  batches: z.array(
    z.object({
      id: z.number().int(),
      source: z.enum(['API', 'FILE']),
      fileName: z.string().nullable(),
      receivedAt: z.string(),
      transactions: z.number().int(),
      hasFile: z.boolean(),
    }),
  ),
});
export type MstsContractSummary = z.infer<typeof mstsContractSummarySchema>;

export const mstsIdParamSchema = z.object({ id: recordIdTextSchema });

/** `GET /msts/overcharges`: the platform's overcharge per toll domain in force on a day. */
export const mstsOverchargeQuerySchema = z.object({ at: day.optional() });
export const mstsOverchargeListSchema = z.object({
  at: z.string(),
  items: z.array(
    z.object({
      tollDomain: z.string(),
      country: z.string(),
      name: z.string(),
      overchargeBp: z.number().int(),
      validFrom: z.string(),
      validTo: z.string().nullable(),
    }),
  ),
});
export type MstsOverchargeList = z.infer<typeof mstsOverchargeListSchema>;

/** A key for the outside toll service (shown once). */
export const mstsKeyRequestSchema = z.object({ name: text(100) });
export const mstsKeySchema = z.object({ id: z.number().int(), name: z.string(), key: z.string() });

/** A key as the office lists it: never the key itself, only its first characters. */
export const mstsKeyInfoSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  keyPrefix: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type MstsKeyInfo = z.infer<typeof mstsKeyInfoSchema>;
export const mstsKeyListSchema = z.object({ items: z.array(mstsKeyInfoSchema) });
/** `DELETE /msts/keys/{id}`: the key stops working at once. */
export const mstsKeyRevokedSchema = z.object({ message: z.string(), key: mstsKeyInfoSchema });
