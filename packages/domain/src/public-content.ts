/** Product types of spec §9 (announcements, orders). */
export const PRODUCT_TYPES = ['E_VIGNETTE', 'ROUTE_PASS', 'COMPENSATORY_FEE'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

/** The partner types the public site lists (spec §6: sale partner types). */
export const PUBLIC_PARTNER_TYPES = ['SALE_PARTNER', 'COMMISSIONER'] as const;
export type PublicPartnerType = (typeof PUBLIC_PARTNER_TYPES)[number];

/** News articles per page of the public list. */
export const NEWS_PAGE_SIZE = 6;

/** News slugs: lower-case words of Latin letters and digits joined by single hyphens. */
export const NEWS_SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export function isNewsSlug(value: string): boolean {
  return value.length <= 120 && NEWS_SLUG.test(value);
}

/** The downloadable PDFs (GET /api/documents/{id}). */
export const DOCUMENT_IDS = ['terms-and-conditions', 'price-list', 'obu-return-form'] as const;
export type DocumentId = (typeof DOCUMENT_IDS)[number];
