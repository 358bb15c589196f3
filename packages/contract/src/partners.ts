import { z } from 'zod';
import { checkEik } from '@toll/domain/eik';
import { checkIban, normaliseIban } from '@toll/domain/iban';
import { OFFICE_LANGS } from '@toll/domain/languages';
import { PARTNER_STATUSES } from '@toll/domain/partner-status';
import {
  checkInvoiceRange,
  checkPercentageBp,
  INVOICE_NUMBER_MAX,
  OBLIGATION_PERIODS,
  PARTNER_TIME_ZONES,
  PARTNER_TYPES,
  SALES_PARTNER_TYPES,
  TERMINAL_ID,
  TERMINAL_PROVIDERS,
} from '@toll/domain/partners';
import { checkedString, domainCheck } from './domain-check';
import { currencySchema } from './money';
import { exportQueryBaseSchema, listPageSchema, listQuerySchema } from './list-query';
import { recordIdSchema, recordIdTextSchema } from './record-id';

/**
 * The partner register (spec §3 Partner, §7 /partners…). Percentages are basis points
 * (1250 = 12.50 %), the deposit is in minor units of its currency, invoice numbers are 10 digits.
 * Status changes have their own calls (suspend, reactivate); every save of an existing partner
 * names the `version` it read, and a stale one is refused with 409 `partner.staleVersion`.
 */
export const partnerTypeSchema = z.enum(PARTNER_TYPES);
/** Stored statuses; INACTIVE is the other list's spelling of SUSPENDED (older rows only). */
export const partnerStatusSchema = z.enum([...PARTNER_STATUSES, 'INACTIVE']);
export const eikSchema = checkedString(checkEik, 13);
export const ibanSchema = checkedString(checkIban, 42).transform(normaliseIban);
const text = (max = 200) => z.string().trim().max(max);
const optionalText = (max = 200) =>
  text(max)
    .nullable()
    .optional()
    .transform((v) => (v === '' || v === undefined ? null : v));
/** A percentage in basis points (0..10,000); out of range it says so in percent (0 %..100 %). */
const bp = z.number().int().superRefine(domainCheck(checkPercentageBp));
const invoiceNumber = z.number().int().min(1).max(INVOICE_NUMBER_MAX);

export const partnerCommissionerSchema = z.object({
  commissionerId: recordIdSchema,
  percentageBp: bp,
});
export const paymentTerminalSchema = z.object({
  provider: z.enum(TERMINAL_PROVIDERS),
  terminalId: z.string().trim().toUpperCase().regex(TERMINAL_ID),
});

/** The editable fields of a partner (POST /partners, PUT /partners/{id}). */
const partnerFields = {
  name: text(200).min(1),
  nameEn: optionalText(200),
  partnerType: partnerTypeSchema,
  website: optionalText(300),
  city: optionalText(100),
  customerId: optionalText(40),
  eik: eikSchema,
  commissionBp: bp.default(0),
  commissioners: z.array(partnerCommissionerSchema).max(20).optional(),
  invoiceNameBg: optionalText(200),
  invoiceNameEn: optionalText(200),
  invoiceAddressBg: optionalText(300),
  invoiceAddressEn: optionalText(300),
  invoiceResponsibleBg: optionalText(200),
  invoiceResponsibleEn: optionalText(200),
  invoiceRangeStart: invoiceNumber.nullable().default(null),
  invoiceRangeEnd: invoiceNumber.nullable().default(null),
  paymentTerminals: z.array(paymentTerminalSchema).max(20).default([]),
  sendReceipts: z.boolean().default(false),
  notifyDelicts: z.boolean().default(false),
  notifyDelictsNoAds: z.boolean().default(false),
  notifyVignettes: z.boolean().default(false),
  notifyVignettesNoAds: z.boolean().default(false),
  notifyVignetteExpiry: z.boolean().default(false),
  customSaleClass: optionalText(100),
  reportsAllowed: z.boolean().default(false),
  receivesReports: z.boolean().default(false),
  sftpAllowed: z.boolean().default(false),
  sftpHost: optionalText(253),
  sftpPort: z.number().int().min(1).max(65_535).nullable().default(null),
  sftpUser: optionalText(100),
  sftpPath: optionalText(300),
  /** The name of a key the operators hold; passwords and keys never pass through the API. */
  sftpKeyName: optionalText(100),
  lang: z.enum(OFFICE_LANGS).default('bg'),
  timeZone: z.enum(PARTNER_TIME_ZONES).default('Europe/Sofia'),
  obligationsPeriod: z.enum(OBLIGATION_PERIODS).default('MONTHLY'),
  duePaymentDays: z.number().int().min(0).max(365).default(0),
  delayDays: z.number().int().min(0).max(365).default(0),
  recipientIban: ibanSchema.nullable().default(null),
  ibans: z.array(ibanSchema).max(20).default([]),
  defaultVendorId: recordIdSchema.nullable().default(null),
  depositMinor: z.number().int().min(0).max(1e13).default(0),
  depositCurrency: currencySchema.default('EUR'),
};

function rangeRefine(
  value: { invoiceRangeStart: number | null; invoiceRangeEnd: number | null },
  ctx: z.RefinementCtx,
) {
  const result = checkInvoiceRange(value.invoiceRangeStart, value.invoiceRangeEnd);
  if (!result.ok)
    ctx.addIssue({
      code: 'custom',
      path: [value.invoiceRangeStart === null ? 'invoiceRangeStart' : 'invoiceRangeEnd'],
      message: result.code,
      params: { code: result.code, params: result.params },
    });
}

export const partnerCreateBodySchema = z.strictObject(partnerFields).superRefine(rangeRefine);
export const partnerUpdateBodySchema = z
  .strictObject({ ...partnerFields, version: recordIdSchema })
  .superRefine(rangeRefine);
/** Sales-partner management (admin): the same fields, the type one of the sale types. */
export const salesPartnerCreateBodySchema = z
  .strictObject({ ...partnerFields, partnerType: z.enum(SALES_PARTNER_TYPES) })
  .superRefine(rangeRefine);
export const salesPartnerUpdateBodySchema = z
  .strictObject({
    ...partnerFields,
    partnerType: z.enum(SALES_PARTNER_TYPES),
    version: recordIdSchema,
  })
  .superRefine(rangeRefine);

export const partnerApiKeySchema = z.object({
  id: z.number().int(),
  partnerId: z.number().int(),
  name: z.string(),
  keyPrefix: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});

export const partnerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  nameEn: z.string().nullable(),
  partnerType: partnerTypeSchema,
  status: partnerStatusSchema,
  statusReason: z.string().nullable(),
  website: z.string().nullable(),
  city: z.string().nullable(),
  customerId: z.string().nullable(),
  eik: z.string().nullable(),
  vatNumber: z.string().nullable(),
  commissionBp: z.number().int(),
  commissioners: z.array(partnerCommissionerSchema.extend({ name: z.string() })),
  invoiceNameBg: z.string().nullable(),
  invoiceNameEn: z.string().nullable(),
  invoiceAddressBg: z.string().nullable(),
  invoiceAddressEn: z.string().nullable(),
  invoiceResponsibleBg: z.string().nullable(),
  invoiceResponsibleEn: z.string().nullable(),
  invoiceRangeStart: z.number().int().nullable(),
  invoiceRangeEnd: z.number().int().nullable(),
  paymentTerminals: z.array(paymentTerminalSchema),
  sendReceipts: z.boolean(),
  notifyDelicts: z.boolean(),
  notifyDelictsNoAds: z.boolean(),
  notifyVignettes: z.boolean(),
  notifyVignettesNoAds: z.boolean(),
  notifyVignetteExpiry: z.boolean(),
  customSaleClass: z.string().nullable(),
  reportsAllowed: z.boolean(),
  receivesReports: z.boolean(),
  sftpAllowed: z.boolean(),
  sftpHost: z.string().nullable(),
  sftpPort: z.number().int().nullable(),
  sftpUser: z.string().nullable(),
  sftpPath: z.string().nullable(),
  sftpKeyName: z.string().nullable(),
  lang: z.enum(OFFICE_LANGS),
  timeZone: z.enum(PARTNER_TIME_ZONES),
  obligationsPeriod: z.enum(OBLIGATION_PERIODS),
  duePaymentDays: z.number().int(),
  delayDays: z.number().int(),
  recipientIban: z.string().nullable(),
  ibans: z.array(z.string()),
  defaultVendorId: z.number().int().nullable(),
  depositMinor: z.number().int(),
  depositCurrency: currencySchema,
  /** The partner's API keys (metadata only); present when the caller may see them. */
  apis: z.array(partnerApiKeySchema).optional(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

/** A row of the list (GET /partners): the columns the office table shows. */
export const partnerListItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  nameEn: z.string().nullable(),
  partnerType: partnerTypeSchema,
  status: partnerStatusSchema,
  eik: z.string().nullable(),
  city: z.string().nullable(),
  customerId: z.string().nullable(),
  commissionBp: z.number().int(),
  createdAt: z.string(),
  apis: z.array(partnerApiKeySchema).optional(),
});

export const PARTNER_SORTS = [
  'name',
  'eik',
  'city',
  'partnerType',
  'status',
  'createdAt',
  'id',
] as const;
const booleanQuery = z
  .enum(['true', 'false'])
  .optional()
  .transform((v) => v === 'true');
const partnerFilters = {
  f_partnerType: partnerTypeSchema.optional(),
  f_status: partnerStatusSchema.optional(),
  /** Only partners holding API keys, each with its keys' metadata (admins and ROLE_VIEW_APIS). */
  showApis: booleanQuery,
  /** Only sale partners and commissioners (the sale-partner screen's list and its export). */
  f_sales: booleanQuery,
};
export const partnerListQuerySchema = listQuerySchema(PARTNER_SORTS, 'name').extend(partnerFilters);
export const partnerListSchema = listPageSchema(partnerListItemSchema);
export const partnerExportQuerySchema = exportQueryBaseSchema.extend({
  sort: z.enum(PARTNER_SORTS).default('name'),
  f_partnerType: partnerTypeSchema.optional(),
  f_status: partnerStatusSchema.optional(),
  f_sales: booleanQuery,
});

export const partnerIdParamSchema = z.object({ id: recordIdTextSchema });

/** A partner as a choice in a picker (sale partners, vendors, commissioners). */
export const partnerRefSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  partnerType: partnerTypeSchema,
  status: partnerStatusSchema,
});
export const partnerRefListSchema = z.array(partnerRefSchema);

export const changeCommissionersBodySchema = z.strictObject({
  partnerId: recordIdSchema,
  version: recordIdSchema,
  commissioners: z.array(partnerCommissionerSchema).max(20),
});

/** POST /partners/{id}/suspend: a reason and the confirmation (spec §4). */
export const suspendPartnerBodySchema = z.strictObject({
  version: recordIdSchema,
  reason: text(500),
  confirmed: z.boolean(),
});
/** POST /partners/{id}/reactivate: the confirmation (spec §4). */
export const reactivatePartnerBodySchema = z.strictObject({
  version: recordIdSchema,
  confirmed: z.boolean(),
});
export const partnerStatusChangeSchema = z.object({ message: z.string(), partner: partnerSchema });

/** POST /partners/apis: a new key for a partner; the key is in this answer and never again. */
export const issueApiKeyBodySchema = z.strictObject({
  partnerId: recordIdSchema,
  name: text(100).min(1),
});
export const issuedApiKeySchema = partnerApiKeySchema.extend({ key: z.string() });
export const apiKeyIdParamSchema = z.object({ keyId: recordIdTextSchema });
export const revokedApiKeySchema = z.object({ message: z.string(), apiKey: partnerApiKeySchema });

/** GET /partners/isTdpIdDuplicated/{id}: is this EIK another partner's (`excludeId`: the one edited)? */
export const eikParamSchema = z.object({ id: z.string().trim().max(13) });
export const eikDuplicateQuerySchema = z.object({
  excludeId: recordIdTextSchema.optional(),
});
export const duplicateAnswerSchema = z.object({ duplicated: z.boolean() });

export const trackerQuerySchema = z.object({ customerID: z.string().trim().min(1).max(40) });
export const trackerAnswerSchema = z.object({ attached: z.boolean() });

/** Partners with their IBANs (with-available-ibans, destination-ibans, recipient-ibans). */
export const partnerIbansSchema = z.array(
  z.object({ id: z.number().int(), name: z.string(), ibans: z.array(z.string()) }),
);
export const ibanChoiceSchema = z.array(
  z.object({ iban: z.string(), partnerId: z.number().int(), partnerName: z.string() }),
);

/** GET /paymentTerminalContexts: every virtual POS terminal with its partner. */
export const paymentTerminalContextSchema = z.array(
  paymentTerminalSchema.extend({
    id: z.number().int(),
    partnerId: z.number().int(),
    partnerName: z.string(),
  }),
);

export type Partner = z.infer<typeof partnerSchema>;
export type PartnerListItem = z.infer<typeof partnerListItemSchema>;
export type PartnerCreateBody = z.infer<typeof partnerCreateBodySchema>;
export type PartnerUpdateBody = z.infer<typeof partnerUpdateBodySchema>;
export type PartnerListQuery = z.infer<typeof partnerListQuerySchema>;
export type PartnerExportQuery = z.infer<typeof partnerExportQuerySchema>;
export type PartnerApiKey = z.infer<typeof partnerApiKeySchema>;
