import { z } from 'zod';
import { domainCheck } from '@toll/contract/domain-check';
import {
  partnerCreateBodySchema,
  salesPartnerCreateBodySchema,
  type Partner,
  type PartnerCreateBody,
} from '@toll/contract/partners';
import { checkIbanList } from '@toll/domain/iban';
import { type Lang, toOfficeLang } from '@toll/domain/languages';
import { formatNumber } from '@toll/domain/number-format';
import { checkInvoiceRange } from '@toll/domain/partners';
import type { PartnerSaveKind } from './api/save-partner';

/**
 * The partner form over the contract (packages/contract partners.ts): the inputs are the texts and
 * ticks a person types, each turned into the body's value and then checked by the very schema the
 * API applies (EIK checksum, IBAN per country, ranges, lengths). Percentages are typed as
 * "12.5" (basis points on the wire), the deposit in major units, the IBANs as a comma-separated
 * list (checked item by item, spec §5). Commissioners and API keys have their own calls.
 */
const body = partnerCreateBodySchema.shape;

const invalid = (ctx: z.RefinementCtx) =>
  ctx.addIssue({
    code: 'custom',
    message: 'validation.invalidFormat',
    params: { code: 'validation.invalidFormat' },
  });

/** A typed number ('' allowed when `empty` says what it means), then the contract's own rule. */
function numberText<T extends z.ZodType>(
  pattern: RegExp,
  toNumber: (text: string) => number,
  inner: T,
  empty: null | 'required',
) {
  return z
    .string()
    .trim()
    .superRefine((text, ctx) => {
      if (text === '' ? empty === 'required' : !pattern.test(text)) invalid(ctx);
    })
    .transform((text) => (text === '' ? null : toNumber(text.replace(',', '.'))))
    .pipe(inner as unknown as z.ZodType<z.output<T>, number | null>);
}

const INTEGER = /^\d{1,13}$/;
const DECIMAL = /^\d{1,11}([.,]\d{1,2})?$/;
const hundredths = (text: string) => Math.round(Number(text) * 100);

const terminalForm = z.object({ provider: z.string(), terminalId: z.string() }).pipe(
  z.object({
    provider: body.paymentTerminals.unwrap().element.shape.provider,
    terminalId: body.paymentTerminals.unwrap().element.shape.terminalId,
  }),
);

const fields = {
  name: body.name,
  nameEn: body.nameEn,
  partnerType: body.partnerType,
  website: body.website,
  city: body.city,
  customerId: body.customerId,
  eik: body.eik,
  commission: numberText(DECIMAL, hundredths, body.commissionBp.unwrap(), 'required'),
  invoiceNameBg: body.invoiceNameBg,
  invoiceNameEn: body.invoiceNameEn,
  invoiceAddressBg: body.invoiceAddressBg,
  invoiceAddressEn: body.invoiceAddressEn,
  invoiceResponsibleBg: body.invoiceResponsibleBg,
  invoiceResponsibleEn: body.invoiceResponsibleEn,
  invoiceRangeStart: numberText(INTEGER, Number, body.invoiceRangeStart.unwrap(), null),
  invoiceRangeEnd: numberText(INTEGER, Number, body.invoiceRangeEnd.unwrap(), null),
  paymentTerminals: z.array(terminalForm).max(20),
  sendReceipts: z.boolean(),
  notifyDelicts: z.boolean(),
  notifyDelictsNoAds: z.boolean(),
  notifyVignettes: z.boolean(),
  notifyVignettesNoAds: z.boolean(),
  notifyVignetteExpiry: z.boolean(),
  customSaleClass: body.customSaleClass,
  reportsAllowed: z.boolean(),
  receivesReports: z.boolean(),
  sftpAllowed: z.boolean(),
  sftpHost: body.sftpHost,
  sftpPort: numberText(INTEGER, Number, body.sftpPort.unwrap(), null),
  sftpUser: body.sftpUser,
  sftpPath: body.sftpPath,
  sftpKeyName: body.sftpKeyName,
  lang: body.lang.unwrap(),
  timeZone: body.timeZone.unwrap(),
  obligationsPeriod: body.obligationsPeriod.unwrap(),
  duePaymentDays: numberText(INTEGER, Number, body.duePaymentDays.unwrap(), 'required'),
  delayDays: numberText(INTEGER, Number, body.delayDays.unwrap(), 'required'),
  recipientIban: z
    .string()
    .trim()
    .transform((text) => (text === '' ? null : text))
    .pipe(body.recipientIban.unwrap()),
  ibans: z
    .string()
    .superRefine((text, ctx) => {
      if (text.trim() !== '') domainCheck(checkIbanList)(text, ctx);
    })
    .transform((text) =>
      text
        .split(',')
        .map((item) => item.trim())
        .filter((item) => item !== ''),
    )
    .pipe(body.ibans.unwrap()),
  defaultVendorId: z
    .string()
    .transform((text) => (text === '' ? null : Number(text)))
    .pipe(body.defaultVendorId.unwrap()),
  deposit: numberText(DECIMAL, hundredths, body.depositMinor.unwrap(), 'required'),
  depositCurrency: body.depositCurrency.unwrap(),
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

const partnerForm = z.object(fields).superRefine(rangeRefine);
const salesPartnerForm = z
  .object({ ...fields, partnerType: salesPartnerCreateBodySchema.shape.partnerType })
  .superRefine(rangeRefine);

export function partnerFormSchema(kind: PartnerSaveKind) {
  return (kind === 'sales-partner' ? salesPartnerForm : partnerForm) as typeof partnerForm;
}

export type PartnerFormInput = z.input<typeof partnerForm>;
export type PartnerFormValues = z.output<typeof partnerForm>;
export type PartnerFormField = keyof PartnerFormInput;
export const PARTNER_FORM_FIELDS = Object.keys(fields) as PartnerFormField[];

/** The form's values as the body of POST /partners (commissioners have their own call). */
export function partnerBody(values: PartnerFormValues): PartnerCreateBody {
  const { commission, deposit, ...rest } = values;
  return { ...rest, commissionBp: commission, depositMinor: deposit };
}

/** The body's field a server error names, as the form's field. */
export function formFieldOf(field: string): PartnerFormField | null {
  const name = field.split('.')[0] ?? field;
  if (name === 'commissionBp') return 'commission';
  if (name === 'depositMinor') return 'deposit';
  return name in fields ? (name as PartnerFormField) : null;
}

const text = (value: string | null | undefined) => value ?? '';
/**
 * Hundredths (basis points, cents) as the user types them back in the form's language: "1,25" in
 * Bulgarian, "1.25" in English, no grouping (issue #32 item 16: "1,25 %" came back as "1.25").
 */
export const decimalText = (hundredths: number, lang: Lang) =>
  formatNumber(hundredths / 100, lang, { grouping: false });

/** What the form shows: a partner's values, or a new partner's defaults. */
export function partnerFormDefaults(partner: Partner | null, lang: Lang): PartnerFormInput {
  return {
    name: text(partner?.name),
    nameEn: text(partner?.nameEn),
    partnerType: partner?.partnerType ?? 'SALE_PARTNER',
    website: text(partner?.website),
    city: text(partner?.city),
    customerId: text(partner?.customerId),
    eik: text(partner?.eik),
    commission: decimalText(partner?.commissionBp ?? 0, lang),
    invoiceNameBg: text(partner?.invoiceNameBg),
    invoiceNameEn: text(partner?.invoiceNameEn),
    invoiceAddressBg: text(partner?.invoiceAddressBg),
    invoiceAddressEn: text(partner?.invoiceAddressEn),
    invoiceResponsibleBg: text(partner?.invoiceResponsibleBg),
    invoiceResponsibleEn: text(partner?.invoiceResponsibleEn),
    invoiceRangeStart: partner?.invoiceRangeStart?.toString() ?? '',
    invoiceRangeEnd: partner?.invoiceRangeEnd?.toString() ?? '',
    paymentTerminals: partner?.paymentTerminals.map((item) => ({ ...item })) ?? [],
    sendReceipts: partner?.sendReceipts ?? false,
    notifyDelicts: partner?.notifyDelicts ?? false,
    notifyDelictsNoAds: partner?.notifyDelictsNoAds ?? false,
    notifyVignettes: partner?.notifyVignettes ?? false,
    notifyVignettesNoAds: partner?.notifyVignettesNoAds ?? false,
    notifyVignetteExpiry: partner?.notifyVignetteExpiry ?? false,
    customSaleClass: text(partner?.customSaleClass),
    reportsAllowed: partner?.reportsAllowed ?? false,
    receivesReports: partner?.receivesReports ?? false,
    sftpAllowed: partner?.sftpAllowed ?? false,
    sftpHost: text(partner?.sftpHost),
    sftpPort: partner?.sftpPort?.toString() ?? '',
    sftpUser: text(partner?.sftpUser),
    sftpPath: text(partner?.sftpPath),
    sftpKeyName: text(partner?.sftpKeyName),
    lang: partner?.lang ?? toOfficeLang(lang),
    timeZone: partner?.timeZone ?? 'Europe/Sofia',
    obligationsPeriod: partner?.obligationsPeriod ?? 'MONTHLY',
    duePaymentDays: String(partner?.duePaymentDays ?? 0),
    delayDays: String(partner?.delayDays ?? 0),
    recipientIban: text(partner?.recipientIban),
    ibans: partner?.ibans.join(', ') ?? '',
    defaultVendorId: partner?.defaultVendorId?.toString() ?? '',
    deposit: decimalText(partner?.depositMinor ?? 0, lang),
    depositCurrency: partner?.depositCurrency ?? 'EUR',
  };
}

/** The tabs of the partner form (spec §2) and the fields each holds, for its red header. */
export const PARTNER_FORM_TABS = {
  main: [
    'name',
    'nameEn',
    'partnerType',
    'website',
    'city',
    'customerId',
    'eik',
    'commission',
    'customSaleClass',
    'defaultVendorId',
    'deposit',
    'depositCurrency',
  ],
  invoice: [
    'invoiceNameBg',
    'invoiceNameEn',
    'invoiceAddressBg',
    'invoiceAddressEn',
    'invoiceResponsibleBg',
    'invoiceResponsibleEn',
    'invoiceRangeStart',
    'invoiceRangeEnd',
  ],
  reports: [
    'reportsAllowed',
    'receivesReports',
    'sftpAllowed',
    'sftpHost',
    'sftpPort',
    'sftpUser',
    'sftpPath',
    'sftpKeyName',
    'lang',
    'timeZone',
    'obligationsPeriod',
    'duePaymentDays',
    'delayDays',
  ],
  notifications: [
    'sendReceipts',
    'notifyDelicts',
    'notifyDelictsNoAds',
    'notifyVignettes',
    'notifyVignettesNoAds',
    'notifyVignetteExpiry',
  ],
  payments: ['recipientIban', 'ibans', 'paymentTerminals'],
} as const satisfies Record<string, readonly PartnerFormField[]>;
