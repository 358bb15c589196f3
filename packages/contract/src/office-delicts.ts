import { z } from 'zod';
import { parsePlainDate } from '@toll/domain/plain-date';
import { listPageSchema, listQuerySchema } from './list-query';
import { recordIdTextSchema } from './record-id';

/**
 * The back office's delict screens (spec §2 delicts and search-delict-payments): a search over
 * the fields of spec §3 Delict, one delict with its documents, evidential records and notices,
 * and the search of delict payments.
 */
const dayText = z
  .string()
  .max(10)
  .refine((text) => parsePlainDate(text) !== null, { params: { code: 'validation.invalidDate' } });
const text = (max: number) => z.string().trim().max(max).optional();

export const DELICT_STATUSES = [
  'REGISTERED',
  'FICHE_TO_BE_SERVED',
  'SERVED',
  'EXPIRED',
  'PAID',
] as const;

export const officeDelictQuerySchema = listQuerySchema(
  ['passageAt', 'documentNumber', 'status', 'plate', 'amount'],
  'passageAt',
).extend({
  f_plate: text(20),
  f_countryCode: z.string().trim().toUpperCase().length(2).optional(),
  f_documentNumber: text(32),
  f_status: z.enum(DELICT_STATUSES).optional(),
  f_delictType: z.enum(['MAXIMUM_TOLL', 'COMPENSATORY_FEE']).optional(),
  f_documentType: z.enum(['NOTIFICATION', 'ELECTRONIC_FICHE', 'VIOLATION_ACT']).optional(),
  f_roadNumber: text(20),
  f_tollSection: text(100),
  f_obuDataMissing: z.enum(['true', 'false']).optional(),
  f_from: dayText.optional(),
  f_to: dayText.optional(),
});
export type OfficeDelictQuery = z.infer<typeof officeDelictQuerySchema>;

export const officeDelictRowSchema = z.object({
  id: z.string(),
  documentNumber: z.string(),
  documentType: z.string(),
  delictType: z.string(),
  status: z.string(),
  countryCode: z.string(),
  plate: z.string(),
  vehicleClass: z.string(),
  passageAt: z.string(),
  amountBgn: z.number().int(),
  amountEur: z.number().int(),
  currency: z.string(),
  tollSectionName: z.string().nullable(),
  roadNumber: z.string().nullable(),
  obuDataMissing: z.boolean(),
  missingDataReason: z.string().nullable(),
  paidAt: z.string().nullable(),
});
export const officeDelictPageSchema = listPageSchema(officeDelictRowSchema);

export const officeDelictDetailSchema = officeDelictRowSchema.extend({
  customerId: z.string().nullable(),
  accountId: z.string().nullable(),
  accountStatus: z.string().nullable(),
  vehicleUnitStatus: z.string().nullable(),
  axles: z.number().int().nullable(),
  entryAt: z.string().nullable(),
  receivedAt: z.string(),
  updatedAt: z.string(),
  processedAt: z.string().nullable(),
  validFrom: z.string().nullable(),
  validUntil: z.string().nullable(),
  tollSectionId: z.string().nullable(),
  coordinateX: z.number().nullable(),
  coordinateY: z.number().nullable(),
  direction: z.string().nullable(),
  kilometre: z.number().nullable(),
  district: z.string().nullable(),
  municipality: z.string().nullable(),
  location: z.string().nullable(),
  notifiedAt: z.string().nullable(),
  ficheServedAt: z.string().nullable(),
  evidentialRecords: z.array(z.string()),
  /** The delict's document (PDF) and, once paid, the sale that paid it. */
  documents: z.array(
    z.object({
      kind: z.enum(['DELICT_PDF', 'PAYMENT']),
      /** The document number, or the number of the paying sale. */
      reference: z.string(),
      url: z.string().nullable(),
    }),
  ),
  /** Notices sent about it (addresses partly hidden). */
  notices: z.array(z.object({ email: z.string(), sentAt: z.string() })),
});
export type OfficeDelictDetail = z.infer<typeof officeDelictDetailSchema>;

export const officeDelictParamsSchema = z.object({
  documentNumber: z.string().trim().toUpperCase().max(32),
});

export const delictPaymentQuerySchema = listQuerySchema(
  ['paidAt', 'documentNumber', 'plate', 'amount'],
  'paidAt',
).extend({
  f_plate: text(20),
  f_documentNumber: text(32),
  f_saleNumber: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
  f_posId: recordIdTextSchema.optional(),
  f_from: dayText.optional(),
  f_to: dayText.optional(),
});
export type DelictPaymentQuery = z.infer<typeof delictPaymentQuerySchema>;
export const delictPaymentRowSchema = z.object({
  documentNumber: z.string(),
  delictType: z.string(),
  countryCode: z.string(),
  plate: z.string(),
  paidAt: z.string(),
  saleNumber: z.number().int(),
  channel: z.string(),
  paymentMethod: z.string(),
  posCode: z.string().nullable(),
  amountBgn: z.number().int(),
  amountEur: z.number().int(),
});
export const delictPaymentPageSchema = listPageSchema(delictPaymentRowSchema);
