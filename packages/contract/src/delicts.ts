import { z } from 'zod';
import { checkCountryCode } from '@toll/domain/countries';
import { checkEmail } from '@toll/domain/contact';
import {
  checkDelictDocumentNumber,
  checkDelictOwnerId,
  DELICT_DOCUMENT_TYPES,
  DELICT_STATUSES,
  DELICT_TYPES,
} from '@toll/domain/delicts';
import { checkPlate } from '@toll/domain/plates';
import { TOLL_CATEGORIES } from '@toll/domain/vehicles';
import { checkedString } from './domain-check';
import { apiErrorItemSchema } from './errors';
import { currencyAmountSchema, priceSchema } from './money';

/**
 * Delicts for the public (spec §1 "check and pay delicts", §3 Delict, §4, §7
 * /generate-pdf-compensatory-fee, §9 14-day deadlines): look-up by vehicle and owner or by
 * document number, notices for a vehicle, and the public check API of FACTS.
 */
const countryCodeSchema = checkedString(
  (value) => checkCountryCode(value.toUpperCase()),
  2,
).transform((value) => value.toUpperCase());
/** The owner's EGN (person) or EIK (company), checked with its checksum. */
export const delictOwnerIdSchema = checkedString(checkDelictOwnerId, 13);
export const delictDocumentNumberSchema = checkedString(checkDelictDocumentNumber, 32).transform(
  (value) => value.toUpperCase(),
);
const captchaSchema = z.string().max(4096).optional();

export const delictSearchRequestSchema = z
  .object({
    countryCode: countryCodeSchema,
    /** As typed; the server normalises it. */
    lpn: checkedString(checkPlate, 20),
    ownerId: delictOwnerIdSchema,
    recaptchaCode: captchaSchema,
  })
  .strict();

export const delictByDocumentRequestSchema = z
  .object({ documentNumber: delictDocumentNumberSchema, recaptchaCode: captchaSchema })
  .strict();

export const delictNoticeRequestSchema = z
  .object({
    countryCode: countryCodeSchema,
    lpn: checkedString(checkPlate, 20),
    ownerId: delictOwnerIdSchema,
    email: checkedString(checkEmail, 254),
    recaptchaCode: captchaSchema,
  })
  .strict();

/** One delict to pay in POST /purchasePayment: the owner id must match the delict's. */
export const delictPaymentDraftSchema = z
  .object({ documentNumber: delictDocumentNumberSchema, ownerId: delictOwnerIdSchema })
  .strict();

/** A delict as the public pages show it; instants are ISO-8601 UTC. */
export const delictViewSchema = z.object({
  documentNumber: z.string(),
  documentType: z.enum(DELICT_DOCUMENT_TYPES),
  documentTypeText: z.string(),
  delictType: z.enum(DELICT_TYPES),
  delictTypeText: z.string(),
  status: z.enum(DELICT_STATUSES),
  statusText: z.string(),
  countryCode: z.string(),
  lpn: z.string(),
  vehicleClass: z.enum(TOLL_CATEGORIES),
  vehicleClassText: z.string(),
  axles: z.number().int().nullable(),
  entryDate: z.string().nullable(),
  passageDate: z.string(),
  receivedDate: z.string(),
  updateDate: z.string(),
  processingDate: z.string().nullable(),
  validity: z.object({ from: z.string(), to: z.string() }).nullable(),
  /** In the currency cards are charged in now, and in both currencies. */
  price: priceSchema,
  currencyAmount: currencyAmountSchema,
  reasonMissingData: z.string().nullable(),
  evidentialRecords: z.array(z.string()),
  tollSectionId: z.string().nullable(),
  tollSectionName: z.string().nullable(),
  coordinates: z.object({ x: z.number(), y: z.number() }).nullable(),
  direction: z.string().nullable(),
  kilometre: z.number().nullable(),
  district: z.string().nullable(),
  municipality: z.string().nullable(),
  roadNumber: z.string().nullable(),
  location: z.string().nullable(),
  notificationDate: z.string().nullable(),
  ficheDate: z.string().nullable(),
  /** The last payable second (null while the 14 days have not started). */
  paymentDeadline: z.string().nullable(),
  payable: z.boolean(),
  /** Why it cannot be paid now: already paid, or the deadline has passed. */
  notPayableReason: apiErrorItemSchema.nullable(),
  paidAt: z.string().nullable(),
});

export const delictListSchema = z.object({
  countryCode: z.string().nullable(),
  lpn: z.string().nullable(),
  delicts: z.array(delictViewSchema),
});

export const delictNoticeResponseSchema = z.object({ message: z.string() });

export const delictPdfQuerySchema = z.object({
  delict_document_number: delictDocumentNumberSchema,
});

/** `GET /check/violation/v2/plate/{country}/{plate}/{egn-or-eik}` (FACTS): always HTTP 200. */
export const publicViolationParamsSchema = z.object({
  country: z.string().max(8),
  plate: z.string().max(64),
  ownerId: z.string().max(32),
});

/** One violation as the public check API sends it: Sofia local times without a zone, numbers. */
export const publicDelictSchema = z.object({
  documentNumber: z.string(),
  documentType: z.string(),
  delictType: z.string(),
  status: z.string(),
  statusText: z.string(),
  licensePlateNumber: z.string(),
  country: z.string(),
  vehicleClass: z.string(),
  vehicleClassCode: z.string(),
  axles: z.number().nullable(),
  entryDate: z.string().nullable(),
  passageDate: z.string(),
  passageDateFormated: z.string(),
  passageDateUtc: z.string(),
  receivedDate: z.string(),
  updateDate: z.string(),
  processingDate: z.string().nullable(),
  validityDateFrom: z.string().nullable(),
  validityDateTo: z.string().nullable(),
  amount: z.number(),
  currency: z.string(),
  amountBGN: z.number(),
  amountEUR: z.number(),
  reasonMissingObuData: z.string().nullable(),
  evidentialRecords: z.array(z.string()),
  tollSectionId: z.string().nullable(),
  tollSectionName: z.string().nullable(),
  coordinateX: z.number().nullable(),
  coordinateY: z.number().nullable(),
  direction: z.string().nullable(),
  kilometer: z.number().nullable(),
  district: z.string().nullable(),
  municipality: z.string().nullable(),
  roadNumber: z.string().nullable(),
  location: z.string().nullable(),
  paymentDeadline: z.string().nullable(),
  paymentDeadlineFormated: z.string().nullable(),
  payable: z.boolean(),
  paid: z.boolean(),
});

export const publicViolationResponseSchema = z.object({
  ok: z.boolean(),
  status: z.object({ code: z.number().int(), message: z.string() }),
  data: z.object({ delictList: z.array(publicDelictSchema) }),
});

export type DelictSearchRequest = z.input<typeof delictSearchRequestSchema>;
export type DelictByDocumentRequest = z.input<typeof delictByDocumentRequestSchema>;
export type DelictNoticeRequest = z.input<typeof delictNoticeRequestSchema>;
export type DelictPaymentDraft = z.infer<typeof delictPaymentDraftSchema>;
export type DelictView = z.infer<typeof delictViewSchema>;
export type DelictList = z.infer<typeof delictListSchema>;
export type PublicDelict = z.infer<typeof publicDelictSchema>;
export type PublicViolationResponse = z.infer<typeof publicViolationResponseSchema>;
