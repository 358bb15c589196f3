import { z } from 'zod';
import {
  BANK_LINE_STATUSES,
  DISTRIBUTION_TARGETS,
  PAYMENT_KINDS,
} from '@toll/domain/bank-references';
import { MATCH_EVIDENCE_KINDS } from '@toll/domain/bank-match';
import { CARD_SETTLEMENT_STATUSES } from '@toll/domain/card-settlement';
import { listPageSchema, listQuerySchema } from './list-query';
import { recordIdSchema, recordIdTextSchema } from './record-id';

/**
 * Bank statements (#19 item 3; spec §2 bank-report, bank-report-failed / unprocessed-transactions,
 * §3 Payment and bank transaction; capability `bank-report`: accountant, admin, concord admin).
 * A statement file (MT940 or camt.053) is uploaded as text; each line is recorded once; credit
 * lines become payments, matched to contracts or left undistributed for manual assignment.
 */
export const STATEMENT_MAX_CHARS = 16_000_000;

export const statementUploadBodySchema = z.strictObject({
  fileName: z.string().trim().min(1).max(200),
  content: z.string().min(1).max(STATEMENT_MAX_CHARS),
  /**
   * Why a statement that does not follow the account's previous one (balance, number, dates) is
   * taken all the same; without it such a file is held (409 `bank.continuity.*`). Audited.
   */
  continuityReason: z.string().trim().min(3).max(500).optional(),
  /** A preview: the file is read, checked and matched as on upload, and nothing is kept. */
  dryRun: z.boolean().optional(),
});
export type StatementUploadBody = z.infer<typeof statementUploadBodySchema>;

export const statementRecordSchema = z.object({
  id: z.number().int(),
  bankAccountId: z.number().int(),
  accountIban: z.string(),
  format: z.enum(['MT940', 'CAMT053']),
  statementRef: z.string(),
  sequence: z.string(),
  fileName: z.string(),
  currency: z.string(),
  openingBalanceMinor: z.number().int(),
  closingBalanceMinor: z.number().int(),
  openingDate: z.string().nullable(),
  closingDate: z.string().nullable(),
  lineCount: z.number().int(),
  newLines: z.number().int(),
  knownLines: z.number().int(),
  uploadedAt: z.string(),
  /** The import undone (its journals reversed, its payments annulled), and why. */
  undoneAt: z.string().nullable(),
  undoReason: z.string().nullable(),
});
export type StatementRecord = z.infer<typeof statementRecordSchema>;

/** One piece of evidence of a match (packages/domain bank-match): its kind, points and what was found. */
export const matchEvidenceSchema = z.object({
  kind: z.enum(MATCH_EVIDENCE_KINDS),
  points: z.number().int(),
  detail: z.string(),
});
export type MatchEvidenceRecord = z.infer<typeof matchEvidenceSchema>;

/** A candidate a waiting line may pay, with its score and evidence. */
export const matchSuggestionSchema = z.object({
  kind: z.enum(['CONTRACT', 'INVOICE', 'PARTNER']),
  accountId: z.number().int().nullable(),
  accountNumber: z.string().nullable(),
  invoiceNumber: z.string().nullable(),
  partnerId: z.number().int().nullable(),
  name: z.string().nullable(),
  score: z.number().int(),
  evidence: z.array(matchEvidenceSchema),
});
export type MatchSuggestion = z.infer<typeof matchSuggestionSchema>;

/** A new line of a previewed import: BOOK (would book itself), WAIT (for a clerk) or FAIL. */
export const statementPreviewLineSchema = z.object({
  where: z.string(),
  valueDate: z.string(),
  direction: z.enum(['CREDIT', 'DEBIT']),
  amountMinor: z.number().int(),
  currency: z.string(),
  counterpartyName: z.string().nullable(),
  remittance: z.string(),
  outcome: z.enum(['BOOK', 'WAIT', 'FAIL']),
  /** The contract number, invoice number or partner number it would book to. */
  target: z.string().nullable(),
  score: z.number().int().nullable(),
  evidence: z.array(matchEvidenceSchema),
  suggestions: z.array(matchSuggestionSchema),
  reason: z.string().nullable(),
});
export type StatementPreviewLine = z.infer<typeof statementPreviewLineSchema>;

export const statementUploadResultSchema = z.object({
  statements: z.array(statementRecordSchema.extend({ alreadyUploaded: z.boolean() })),
  newLines: z.number().int(),
  knownLines: z.number().int(),
  matched: z.number().int(),
  undistributed: z.number().int(),
  failed: z.number().int(),
  /** The same file (by its content hash) was imported before: nothing was recorded. */
  fileAlreadyImported: z.boolean(),
  /** Statements recorded with a gap or overlap accepted by the reason given, and what was found. */
  continuityAccepted: z.array(
    z.object({ statementId: z.number().int(), messages: z.array(z.string()) }),
  ),
  /** A preview: nothing was kept; `preview` lists the new lines (2,000 at most). */
  dryRun: z.boolean(),
  preview: z.array(statementPreviewLineSchema),
});
export type StatementUploadResult = z.infer<typeof statementUploadResultSchema>;

export const statementListQuerySchema = listQuerySchema(
  ['uploadedAt', 'closingDate'],
  'uploadedAt',
).extend({
  f_bankAccountId: recordIdTextSchema.optional(),
});
export type StatementListQuery = z.infer<typeof statementListQuerySchema>;
export const statementPageSchema = listPageSchema(statementRecordSchema);

export const distributionRecordSchema = z.object({
  id: z.number().int(),
  target: z.enum(DISTRIBUTION_TARGETS),
  /** The contract of the share; null for a sale partner's payment (target PARTNER). */
  accountId: z.number().int().nullable(),
  accountNumber: z.string().nullable(),
  customerId: z.string().nullable(),
  partnerId: z.number().int().nullable(),
  partnerName: z.string().nullable(),
  invoiceNumber: z.string().nullable(),
  amountMinor: z.number().int(),
  method: z.enum(['AUTO', 'MANUAL']),
  createdAt: z.string(),
});
export type DistributionRecord = z.infer<typeof distributionRecordSchema>;

export const paymentRecordSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  kind: z.enum(PAYMENT_KINDS),
  paymentDate: z.string(),
  valueDate: z.string(),
  amountMinor: z.number().int(),
  currency: z.string(),
  distributedMinor: z.number().int(),
  undistributedMinor: z.number().int(),
  annulled: z.boolean(),
  reference: z.string().nullable(),
  message: z.string(),
  fileName: z.string().nullable(),
  ibanOld: z.string().nullable(),
  ibanNew: z.string().nullable(),
});
export type PaymentRecord = z.infer<typeof paymentRecordSchema>;

export const bankLineRecordSchema = z.object({
  id: z.number().int(),
  statementId: z.number().int(),
  fileName: z.string(),
  bankReference: z.string().nullable(),
  entryRef: z.string().nullable(),
  valueDate: z.string(),
  bookingDate: z.string(),
  amountMinor: z.number().int(),
  currency: z.string(),
  direction: z.enum(['CREDIT', 'DEBIT']),
  counterpartyName: z.string().nullable(),
  counterpartyIban: z.string().nullable(),
  remittance: z.string(),
  status: z.enum(BANK_LINE_STATUSES),
  errorCode: z.string().nullable(),
  errorText: z.string().nullable(),
  attempts: z.number().int(),
  payment: paymentRecordSchema.nullable(),
  /** The score of its match (0–100), or of its best candidate while it waits; null: none. */
  matchScore: z.number().int().nullable(),
  /** The evidence of the match it was booked by. */
  evidence: z.array(matchEvidenceSchema),
  /** The best candidates of a waiting or failed line. */
  suggestions: z.array(matchSuggestionSchema),
});
export type BankLineRecord = z.infer<typeof bankLineRecordSchema>;

/** A batch line's payment read from a camt.054 detail file, and the contract it was booked to. */
export const bankLinePaymentDetailSchema = z.object({
  seq: z.number().int(),
  amountMinor: z.number().int(),
  counterpartyName: z.string().nullable(),
  counterpartyIban: z.string().nullable(),
  remittance: z.string(),
  accountNumber: z.string().nullable(),
  matchScore: z.number().int().nullable(),
  fileName: z.string(),
});

export const bankLineDetailSchema = bankLineRecordSchema.extend({
  distributions: z.array(distributionRecordSchema),
  /** The batch's payments from a camt.054 detail file (empty: none read). */
  details: z.array(bankLinePaymentDetailSchema),
});
export type BankLineDetail = z.infer<typeof bankLineDetailSchema>;

export const bankLineListQuerySchema = listQuerySchema(
  ['id', 'valueDate', 'amountMinor'],
  'id',
).extend({
  f_status: z.enum(BANK_LINE_STATUSES).optional(),
  f_statementId: recordIdTextSchema.optional(),
  f_direction: z.enum(['CREDIT', 'DEBIT']).optional(),
  /** Only credit lines whose payment still has an undistributed amount. */
  f_undistributed: z.enum(['true']).optional(),
});
export type BankLineListQuery = z.infer<typeof bankLineListQuerySchema>;
export const bankLinePageSchema = listPageSchema(bankLineRecordSchema);

export const bankLineIdParamSchema = z.object({ id: recordIdTextSchema });

/** A clerk's split of a payment's undistributed amount across contracts (minor units). */
export const assignBodySchema = z.strictObject({
  shares: z
    .array(
      z.strictObject({
        accountId: recordIdSchema,
        target: z.enum(['CONTRACT', 'INITIAL_PAYMENT']),
        amountMinor: z.number().int().positive().max(1_000_000_000_000),
      }),
    )
    .min(1)
    .max(20),
});
export type AssignBody = z.infer<typeof assignBodySchema>;

/**
 * A clerk books (part of) a payment's undistributed amount as a sale partner's payment of its
 * obligations; without an amount, all that is undistributed.
 */
export const assignPartnerBodySchema = z.strictObject({
  partnerId: recordIdSchema,
  amountMinor: z.number().int().positive().max(1_000_000_000_000).optional(),
});
export type AssignPartnerBody = z.infer<typeof assignPartnerBodySchema>;

/** Sale partners a clerk can pick (name, EIK or number SP-<id>). */
export const partnerLookupItemSchema = z.object({
  partnerId: z.number().int(),
  partnerNumber: z.string(),
  name: z.string(),
  eik: z.string().nullable(),
});
export const partnerLookupListSchema = z.array(partnerLookupItemSchema);
export type PartnerLookupItem = z.infer<typeof partnerLookupItemSchema>;

/** Retry and mark-processed happen only after the confirm dialog (spec §4). */
/** Undoing a whole import: why (audited, the reversing journals' description). */
export const statementUndoBodySchema = z.strictObject({
  reason: z.string().trim().min(3).max(500),
});
export type StatementUndoBody = z.infer<typeof statementUndoBodySchema>;

export const statementUndoResultSchema = z.object({
  statement: statementRecordSchema,
  /** Journals reversed (the receipt, assignments, partner payments of its lines). */
  reversedJournals: z.number().int(),
  undoneLines: z.number().int(),
  annulledPayments: z.number().int(),
  /** IBAN links its lines' assignments taught, forgotten again. */
  forgottenIbans: z.number().int(),
});
export type StatementUndoResult = z.infer<typeof statementUndoResultSchema>;

export const confirmBodySchema = z.strictObject({ confirmed: z.literal(true) });

export const bankAccountRecordSchema = z.object({
  id: z.number().int(),
  iban: z.string(),
  currency: z.string(),
  name: z.string(),
});
export const bankAccountListSchema = z.array(bankAccountRecordSchema);

/** Contracts a clerk can pick when assigning by hand (number, customer id or client name). */
export const contractLookupQuerySchema = z.object({ q: z.string().trim().min(1).max(100) });
export const contractLookupItemSchema = z.object({
  accountId: z.number().int(),
  accountNumber: z.string(),
  customerId: z.string().nullable(),
  clientName: z.string(),
  accountType: z.number().int(),
  status: z.string(),
  initialPaymentMinor: z.number().int(),
  initialPaymentPaid: z.boolean(),
});
export const contractLookupListSchema = z.array(contractLookupItemSchema);
export type ContractLookupItem = z.infer<typeof contractLookupItemSchema>;

/**
 * Card settlements per approvals day (the acquirer's batch lines of the statements against the
 * day's card approvals in the clearing account): MATCHED, SHORT, EXTRA or MISSING, with its age.
 */
export const cardSettlementDaySchema = z.object({
  day: z.string(),
  currency: z.string(),
  approvalsMinor: z.number().int(),
  /** Gross settled against the clearing account (a matched batch's gross, else what came). */
  settledMinor: z.number().int(),
  receivedMinor: z.number().int(),
  feeMinor: z.number().int(),
  /** Settled less approvals: negative short, positive extra. */
  differenceMinor: z.number().int(),
  status: z.enum(CARD_SETTLEMENT_STATUSES),
  /** Days since the approvals day. */
  ageDays: z.number().int(),
  /** The statement lines that settled it. */
  lineIds: z.array(z.number().int()),
});
export type CardSettlementDay = z.infer<typeof cardSettlementDaySchema>;

export const cardSettlementQuerySchema = listQuerySchema(['day', 'ageDays'], 'day').extend({
  f_status: z.enum(CARD_SETTLEMENT_STATUSES).optional(),
  /** Only what is not matched (short, extra, missing). */
  f_exceptions: z.enum(['true']).optional(),
  /** The approvals days looked at (default the last 90 days). */
  f_from: z.iso.date().optional(),
  f_to: z.iso.date().optional(),
});
export type CardSettlementQuery = z.infer<typeof cardSettlementQuerySchema>;
export const cardSettlementPageSchema = listPageSchema(cardSettlementDaySchema);
