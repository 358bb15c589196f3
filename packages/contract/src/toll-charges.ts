import { z } from 'zod';
import { recordIdSchema, recordIdTextSchema } from './record-id';

/**
 * Toll charges (issue #19 item 2): the charging system's toll transactions (POST
 * /toll-charging/transactions with its API key; the office's CSV import). Amounts in integer minor
 * units of the transaction's currency; times are ISO instants with offset.
 */
export const MAX_TOLL_BATCH = 10000;

const instant = z.iso.datetime({ offset: true });

export const tollTransactionSchema = z.object({
  transactionId: z.string().trim().min(1).max(100),
  plate: z.string().trim().min(2).max(12),
  deviceId: z.string().trim().min(1).max(50).optional(),
  segmentId: z.string().trim().min(1).max(50),
  entryAt: instant,
  exitAt: instant,
  km: z.number().min(0).max(100000),
  category: z.string().trim().min(1).max(20),
  emissionClass: z.string().trim().min(1).max(20),
  amountMinor: z.number().int().min(1).max(100_000_000),
  currency: z.enum(['BGN', 'EUR']),
});
export type TollTransactionInput = z.infer<typeof tollTransactionSchema>;

export const tollBatchSchema = z.object({
  transactions: z.array(tollTransactionSchema).min(1).max(MAX_TOLL_BATCH),
});
export type TollBatch = z.infer<typeof tollBatchSchema>;

/** What a batch did: new ones posted, refused (not covered), unmatched; repeats add nothing. */
export const tollBatchResultSchema = z.object({
  received: z.number().int(),
  duplicates: z.number().int(),
  posted: z.number().int(),
  refused: z.number().int(),
  unmatched: z.number().int(),
});
export type TollBatchResult = z.infer<typeof tollBatchResultSchema>;

/** A toll adjustment on a contract (spec §9: debit or credit), with its required reason. */
export const tollAdjustmentSchema = z.object({
  /**
   * The adjustment's own key, made once by the client when the form opens (a UUID): sending the
   * same adjustment again (a retry, a double click) books it once and answers the first booking.
   */
  requestKey: z.string().uuid(),
  accountId: recordIdSchema,
  direction: z.enum(['DEBIT', 'CREDIT']),
  amountMinor: z.number().int().min(1).max(1_000_000_000),
  currency: z.enum(['BGN', 'EUR']),
  reason: z.string().trim().min(1).max(500),
});
export type TollAdjustment = z.infer<typeof tollAdjustmentSchema>;

export const tollAdjustmentResultSchema = z.object({
  transactionId: z.number().int(),
  /** False when this key had been booked before: nothing new was booked. */
  created: z.boolean(),
  type: z.enum(['TOLL_ADJUSTMENT_DEBIT', 'TOLL_ADJUSTMENT_CREDIT']),
});

export const contractIdParamSchema = z.object({ id: recordIdTextSchema });

/** A contract's ledger balances and its latest toll transactions ("Balance and movements" tab). */
export const contractBalanceSchema = z.object({
  balances: z.array(
    z.object({
      ledgerAccountId: z.number().int(),
      kind: z.string(),
      currency: z.enum(['BGN', 'EUR']),
      /** On the account's normal side (a prepaid balance of 50.00 is 5000). */
      normalBalanceMinor: z.number().int(),
      floorMinor: z.number().int().nullable(),
    }),
  ),
  tolls: z.array(
    z.object({
      transactionId: z.string(),
      plate: z.string(),
      segmentId: z.string(),
      exitAt: z.string(),
      amountMinor: z.number().int(),
      currency: z.enum(['BGN', 'EUR']),
      status: z.enum(['POSTED', 'REFUSED', 'UNMATCHED']),
      dueDate: z.string().nullable(),
    }),
  ),
});
export type ContractBalance = z.infer<typeof contractBalanceSchema>;
