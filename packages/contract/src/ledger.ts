import { z } from 'zod';
import { LEDGER_ACCOUNT_KIND_CODES, LEDGER_TRANSACTION_TYPES } from '@toll/domain/ledger';
import { AGED_ACCOUNT_KINDS, LEDGER_AUDIT_CHECKS } from '@toll/domain/ledger-audit';
import { parsePlainDate } from '@toll/domain/plain-date';
import { exportFormatSchema, listPageSchema } from './list-query';
import { recordIdTextSchema } from './record-id';

/**
 * The ledger's reports (issue #19): the trial balance (GET /ledger/trial-balance) and an
 * account's entries (GET /ledger/accounts/{id}/entries). Amounts are integer minor units of the
 * row's currency; positive = debit, negative = credit (an account's balance is its entries' sum).
 */
const dateText = z
  .string()
  .max(10)
  .refine((text) => parsePlainDate(text) !== null, { params: { code: 'validation.invalidDate' } });
const currencySchema = z.enum(['BGN', 'EUR']);

/** `from` and `to` are Sofia calendar days, both included. */
export const trialBalanceQuerySchema = z.object({
  from: dateText,
  to: dateText,
  currency: currencySchema.optional(),
});

export const trialBalanceExportQuerySchema = trialBalanceQuerySchema.extend({
  format: exportFormatSchema.default('csv'),
});

/** The period's journal for an accounting package: every entry of the Sofia days from…to. */
export const journalExportQuerySchema = trialBalanceExportQuerySchema;
export type JournalExportQuery = z.infer<typeof journalExportQuerySchema>;

export const trialBalanceRowSchema = z.object({
  accountId: z.number().int(),
  kind: z.enum(LEDGER_ACCOUNT_KIND_CODES as [string, ...string[]]),
  /** The account's code in the chart of accounts (LEDGER_ACCOUNT_CODES, national chart by default). */
  accountCode: z.string(),
  ownerId: z.number().int().nullable(),
  /** The owner for people: client, partner, POS or bank account name; contract no., POS code, IBAN. */
  ownerName: z.string().nullable(),
  ownerNumber: z.string().nullable(),
  currency: currencySchema,
  openingMinor: z.number().int(),
  debitsMinor: z.number().int(),
  creditsMinor: z.number().int(),
  closingMinor: z.number().int(),
});

export const trialBalanceTotalSchema = z.object({
  currency: currencySchema,
  openingMinor: z.number().int(),
  debitsMinor: z.number().int(),
  creditsMinor: z.number().int(),
  closingMinor: z.number().int(),
});

export const trialBalanceSchema = z.object({
  from: z.string(),
  to: z.string(),
  rows: z.array(trialBalanceRowSchema),
  /** One per currency; each sums to zero (opening and closing) and debits = −credits. */
  totals: z.array(trialBalanceTotalSchema),
});

export const ledgerAccountIdParamSchema = z.object({ id: recordIdTextSchema });

export const ledgerEntriesQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(1000).default(50),
  from: dateText.optional(),
  to: dateText.optional(),
});

export const ledgerEntrySchema = z.object({
  id: z.number().int(),
  transactionId: z.number().int(),
  type: z.enum(LEDGER_TRANSACTION_TYPES),
  businessKey: z.string(),
  occurredAt: z.string(),
  description: z.string().nullable(),
  amountMinor: z.number().int(),
  currency: currencySchema,
  reversesTransactionId: z.number().int().nullable(),
});

export const ledgerEntriesPageSchema = listPageSchema(ledgerEntrySchema).extend({
  account: z.object({
    id: z.number().int(),
    kind: z.enum(LEDGER_ACCOUNT_KIND_CODES as [string, ...string[]]),
    ownerId: z.number().int().nullable(),
    currency: currencySchema,
    balanceMinor: z.number().int(),
    floorMinor: z.number().int().nullable(),
  }),
});

export type TrialBalanceQuery = z.infer<typeof trialBalanceQuerySchema>;
export type TrialBalanceExportQuery = z.infer<typeof trialBalanceExportQuerySchema>;
export type TrialBalanceRow = z.infer<typeof trialBalanceRowSchema>;
export type TrialBalance = z.infer<typeof trialBalanceSchema>;
export type LedgerEntriesQuery = z.infer<typeof ledgerEntriesQuerySchema>;
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;
export type LedgerEntriesPage = z.infer<typeof ledgerEntriesPageSchema>;

/**
 * The ledger auditor's last run (GET /ledger/health, issue #31): each check with how many it
 * found and up to ten ids, and the card-gateway clearing and suspense money aged; `ranAt` null
 * before the first run.
 */
export const ledgerHealthSchema = z.object({
  ranAt: z.string().nullable(),
  ok: z.boolean().nullable(),
  durationMs: z.number().int().nullable(),
  findings: z.array(
    z.object({
      check: z.enum(LEDGER_AUDIT_CHECKS),
      count: z.number().int(),
      sample: z.array(z.string()),
    }),
  ),
  aged: z.array(
    z.object({
      kind: z.enum(AGED_ACCOUNT_KINDS),
      currency: z.string(),
      balanceMinor: z.number().int(),
      agedMinor: z.number().int(),
    }),
  ),
});
export type LedgerHealth = z.infer<typeof ledgerHealthSchema>;
