import { z } from 'zod';

/**
 * The one shape of every back-office list (spec §2 data tables): paging, sorting and filtering
 * happen on the server, and the office keeps the same parameters in the page's address.
 *
 * Query: `page` (1-based), `pageSize`, `sort` (a column name the list declares), `order`
 * (`asc`|`desc`), `q` (free text over the list's searchable columns) and the list's own filters,
 * named `f_<field>` as spec §7 shows (`f_partnerType=TOLL_CUSTOMER`). Exports take the same
 * filters without the paging (`GET …/export?format=csv|xlsx`).
 */
export const LIST_MAX_PAGE_SIZE = 15_000;
export const LIST_DEFAULT_PAGE_SIZE = 50;

export const listQueryBaseSchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(LIST_MAX_PAGE_SIZE).default(LIST_DEFAULT_PAGE_SIZE),
  order: z.enum(['asc', 'desc']).default('asc'),
  q: z.string().trim().max(200).optional(),
});

/** A list query whose `sort` is one of the list's sortable columns. */
export function listQuerySchema<const S extends readonly [string, ...string[]]>(
  sortable: S,
  defaultSort: S[number],
) {
  return listQueryBaseSchema.extend({
    sort: z.enum(sortable).default(defaultSort as never),
  });
}

/** A page of a list: the rows, the total that match the filters, and where the page is. */
export function listPageSchema<T extends z.ZodTypeAny>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    /** true: the list holds more than `total` rows (a big list is counted only up to a cap). */
    totalCapped: z.boolean().optional(),
  });
}

/** Exports of a list: the same filters, the format chosen. */
export const exportFormatSchema = z.enum(['csv', 'xlsx']);
export const exportQueryBaseSchema = z.object({
  format: exportFormatSchema.default('csv'),
  order: z.enum(['asc', 'desc']).default('asc'),
  q: z.string().trim().max(200).optional(),
});

export type ListPage<T> = {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
  totalCapped?: boolean;
};
