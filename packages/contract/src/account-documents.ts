import { z } from 'zod';
import { recordIdTextSchema } from './record-id';

/** A contract's files (spec §2 contracts: "upload bank guarantee and contract", "files"). */
export const ACCOUNT_DOCUMENT_KINDS = ['CONTRACT', 'BANK_GUARANTEE', 'OTHER'] as const;
export const ACCOUNT_DOCUMENT_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const;
/** The largest file accepted, in bytes (10 MB). */
export const ACCOUNT_DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;

export const accountDocumentSchema = z.object({
  id: z.number().int(),
  accountId: z.number().int(),
  kind: z.enum(ACCOUNT_DOCUMENT_KINDS),
  fileName: z.string(),
  contentType: z.enum(ACCOUNT_DOCUMENT_TYPES),
  sizeBytes: z.number().int(),
  sha256: z.string(),
  uploadedAt: z.string(),
});
export type AccountDocument = z.infer<typeof accountDocumentSchema>;
export const accountDocumentListSchema = z.array(accountDocumentSchema);

/** POST /accounts/{id}/documents?kind=…&fileName=…: the file itself is the body. */
export const accountDocumentUploadQuerySchema = z.object({
  kind: z.enum(ACCOUNT_DOCUMENT_KINDS),
  fileName: z.string().trim().min(1, 'validation.required').max(200),
});
export const accountDocumentParamsSchema = z.object({
  id: recordIdTextSchema,
  documentId: recordIdTextSchema,
});

/**
 * POST /accountUnits/massDepositPayment (spec §7, accountId): the deposit for every device on the
 * contract's vehicles (or the chosen vehicles', `accountUnitIds`), paid as one payment from the
 * prepaid balance and booked in the ledger at once.
 */
const id = z.number().int().positive().max(2_147_483_647);
export const massDepositBodySchema = z.object({
  accountId: id,
  accountUnitIds: z.array(id).min(1, 'validation.atLeastOne').max(1_000).optional(),
});
export const massDepositRequestSchema = z.object({
  id: z.number().int(),
  accountId: z.number().int(),
  unitCount: z.number().int(),
  deviceCount: z.number().int(),
  amountMinor: z.number().int(),
  currency: z.string(),
  status: z.enum(['REQUESTED', 'BOOKED', 'CANCELLED']),
  requestedAt: z.string(),
  bookedAt: z.string().nullable(),
  message: z.string(),
});
