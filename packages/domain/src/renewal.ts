import { normalisePlate } from './plates';

/**
 * Renewal in one tap (issue #38 item 3): "buy again" on a past order and the "renew" link of the
 * expiry reminders open the cart prefilled with the same vehicles and products, each starting
 * where the old one ends (the day after an annual vignette's last day: its stored end is exclusive,
 * so the next start is that instant), or from the payment when that moment has passed.
 */
export type RenewalDraft = {
  productId: string;
  countryCode: string;
  lpn: string;
  /** ISO instant, or null: valid from the payment (today). */
  activationDate: string | null;
};

/**
 * The start of the renewal of a window whose last second is `validTo` (inclusive, as sale items
 * and the check page show it): the next second, or null (from the payment) when it has passed.
 */
export function renewalStart(validTo: Date, now: Date): Date | null {
  const next = new Date(Math.floor(validTo.getTime() / 1000) * 1000 + 1000);
  return next.getTime() > now.getTime() ? next : null;
}

/** The query parameter of the cart that carries renewals: one `renew` value per vignette. */
export const RENEW_PARAM = 'renew';
const SEPARATOR = '_';
const PRODUCT = /^[a-z0-9-]{1,40}$/;
const COUNTRY = /^[A-Z]{2}$/;

/** One renewal as a `renew` value: product_country_plate_start (start `now` or an ISO instant). */
export function renewalValue(draft: RenewalDraft): string {
  return [
    draft.productId,
    draft.countryCode.toUpperCase(),
    normalisePlate(draft.lpn),
    draft.activationDate ?? 'now',
  ].join(SEPARATOR);
}

/** The cart's query string of some renewals (`renew=…&renew=…`). */
export function renewalQuery(drafts: readonly RenewalDraft[]): string {
  const params = new URLSearchParams();
  for (const draft of drafts) params.append(RENEW_PARAM, renewalValue(draft));
  return params.toString();
}

/** The renewals a cart address carries; malformed values are left out (at most 20). */
export function parseRenewals(values: readonly string[]): RenewalDraft[] {
  const drafts: RenewalDraft[] = [];
  for (const value of values.slice(0, 20)) {
    const [productId, countryCode, lpn, start, ...rest] = value.split(SEPARATOR);
    if (rest.length > 0 || !productId || !countryCode || !lpn || !start) continue;
    if (!PRODUCT.test(productId) || !COUNTRY.test(countryCode)) continue;
    const plate = normalisePlate(lpn);
    if (plate.length < 2 || plate.length > 12) continue;
    const instant = start === 'now' ? null : new Date(start);
    if (instant && Number.isNaN(instant.getTime())) continue;
    drafts.push({
      productId,
      countryCode,
      lpn: plate,
      activationDate: instant ? instant.toISOString() : null,
    });
  }
  return drafts;
}

/** The renewals of an order's vignettes (same vehicles and products, the next start). */
export function renewalsOf(
  items: readonly {
    kind: string;
    productId: string | null;
    countryCode: string;
    lpn: string;
    validity: { to: string };
  }[],
  now: Date,
): RenewalDraft[] {
  return items.flatMap((item) => {
    if (item.kind !== 'VIGNETTE' || !item.productId) return [];
    const start = renewalStart(new Date(item.validity.to), now);
    return [
      {
        productId: item.productId,
        countryCode: item.countryCode,
        lpn: item.lpn,
        activationDate: start ? start.toISOString() : null,
      },
    ];
  });
}
