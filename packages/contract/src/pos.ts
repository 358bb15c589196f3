import { z } from 'zod';
import { recordIdTextSchema } from './record-id';
import { listPageSchema, listQuerySchema } from './list-query';

/**
 * Points of sale (spec §3 POS). The register lands with the partners (every partner's POS), the
 * rest of its calls (create, update, restore, delete, shifts) with the points-of-sale work.
 */
export const posSchema = z.object({
  id: z.number().int(),
  partnerId: z.number().int(),
  partnerName: z.string(),
  code: z.string(),
  name: z.string(),
  worksInShifts: z.boolean(),
  active: z.boolean(),
});

/** GET /pos: the POS the caller may load (spec §6 scope), searched by code or name (`q`). */
export const posListQuerySchema = listQuerySchema(['code', 'name', 'partnerName'], 'code');
export const posListSchema = listPageSchema(posSchema);

/** GET /pos/user/all: the caller's own points of sale (the picker's fixed list, the shift link). */
export const userPosListSchema = z.array(posSchema);

export type Pos = z.infer<typeof posSchema>;

const posCode = z
  .string()
  .trim()
  .min(1)
  .max(40)
  .regex(/^[A-Za-z0-9._-]+$/);
const posName = z.string().trim().min(1).max(200);

/** POST /pos: a point of sale of a partner (a partner admin: their own partner only). */
export const posCreateBodySchema = z
  .object({
    partnerId: recordIdTextSchema,
    code: posCode,
    name: posName,
    worksInShifts: z.boolean().default(false),
    active: z.boolean().default(true),
  })
  .strict();

/** PUT /pos/{id}: code, name, shift mode and active (the partner stays). */
export const posUpdateBodySchema = z
  .object({
    code: posCode,
    name: posName,
    worksInShifts: z.boolean(),
    active: z.boolean(),
  })
  .strict();

export const posIdParamSchema = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1),
});

/** GET /pos/{id}/all: the points of sale of partner {id}, deleted ones included when asked. */
export const partnerPosQuerySchema = z.object({
  deleted: z.enum(['true', 'false']).default('false'),
});
export const managedPosSchema = posSchema.extend({ deleted: z.boolean() });
export const managedPosListSchema = z.array(managedPosSchema);

/**
 * Cashier shifts (spec §3 Cashier shift, §4, §7 /cashiershift…): status 1 open, 2 closed. The
 * shift id is kept by the client; a stored shift the server reports closed is cleared.
 */
export const SHIFT_OPEN = 1;
export const SHIFT_CLOSED = 2;
export const cashierShiftSchema = z.object({
  id: z.number().int(),
  posId: z.number().int(),
  posCode: z.string(),
  posName: z.string(),
  partnerId: z.number().int(),
  userId: z.number().int(),
  cashier: z.string(),
  shiftStatus: z.union([z.literal(SHIFT_OPEN), z.literal(SHIFT_CLOSED)]),
  start: z.string(),
  end: z.string().nullable(),
});
export type CashierShift = z.infer<typeof cashierShiftSchema>;

export const startShiftBodySchema = z.object({ posId: recordIdTextSchema }).strict();
export const shiftStatusSchema = z.object({
  id: z.number().int(),
  shiftStatus: z.union([z.literal(SHIFT_OPEN), z.literal(SHIFT_CLOSED)]),
});
export const userShiftsSchema = z.array(cashierShiftSchema);

/** GET /cashiershift: the shifts the caller may see (spec §6 POS scope), newest first by default. */
export const shiftListQuerySchema = listQuerySchema(
  ['start', 'end', 'posCode', 'cashier'],
  'start',
).extend({
  f_status: z.coerce.number().int().min(1).max(2).optional(),
  f_posId: recordIdTextSchema.optional(),
});
export const shiftListSchema = listPageSchema(cashierShiftSchema);

/**
 * GET /cashiershift/sales/{id} (spec §7: page_number, page_size, sorting_direction,
 * sorting_parameter): one page of the shift's sales, sorted on the server. page_number is 0-based
 * as the spec's parameter names suggest (decision).
 */
export const SHIFT_SALE_SORTS = ['createdAt', 'number', 'total', 'state', 'paymentMethod'] as const;
export const shiftSalesQuerySchema = z.object({
  page_number: z.coerce.number().int().min(0).max(1_000_000).default(0),
  page_size: z.coerce.number().int().min(1).max(500).default(50),
  sorting_direction: z.enum(['asc', 'desc', 'ASC', 'DESC']).default('desc'),
  sorting_parameter: z.enum(SHIFT_SALE_SORTS).default('createdAt'),
});
export const shiftSaleSchema = z.object({
  saleId: z.string(),
  number: z.number().int(),
  createdAt: z.string(),
  state: z.string(),
  paymentMethod: z.enum(['CARD', 'CASH']),
  currency: z.enum(['BGN', 'EUR']),
  totalMinor: z.number().int(),
  totalBgn: z.number().int(),
  totalEur: z.number().int(),
  items: z.number().int(),
  /** Plates and document numbers of the sale's items, for the cashier's eye. */
  plates: z.array(z.string()),
});
export const shiftSalesSchema = z.object({
  items: z.array(shiftSaleSchema),
  total: z.number().int(),
  page_number: z.number().int(),
  page_size: z.number().int(),
});
export type ShiftSale = z.infer<typeof shiftSaleSchema>;
