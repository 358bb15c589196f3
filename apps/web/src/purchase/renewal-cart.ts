import type { VignetteCheckItem } from '@toll/contract/sales';
import type { RenewalDraft } from '@toll/domain/renewal';
import type { Cart, CartVignette } from './cart-model';

/**
 * The cart with the renewals of a "buy again" or a reminder's "renew" link (issue #38): each
 * draft the server knows the product of (its verdict names vehicle type and period) becomes a cart
 * vignette with the server's window and price; one already in the cart (same product, vehicle and
 * start) is not added twice. The cart shows each verdict (an overlap, a start too far ahead) as for
 * any other draft.
 */
export function withRenewals(
  cart: Cart,
  drafts: readonly RenewalDraft[],
  verdicts: readonly VignetteCheckItem[],
  now: Date,
  newId: () => string,
): { cart: Cart; added: number } {
  const same = (a: RenewalDraft, b: CartVignette) =>
    a.productId === b.productId &&
    a.countryCode === b.countryCode &&
    a.lpn === b.lpn &&
    (a.activationDate ?? null) === (b.activationDate ?? null);
  const added: CartVignette[] = [];
  drafts.forEach((draft, index) => {
    const verdict = verdicts.find((item) => item.index === index);
    if (!verdict?.vehicleType || !verdict.period) return;
    if ([...cart.vignettes, ...added].some((item) => same(draft, item))) return;
    added.push({
      id: newId(),
      type: 'VIGNETTE',
      addedAt: now.toISOString(),
      productId: draft.productId,
      vehicleType: verdict.vehicleType,
      period: verdict.period,
      periodText: verdict.periodText ?? verdict.period,
      countryCode: draft.countryCode,
      lpn: verdict.lpn,
      activationDate: draft.activationDate,
      price: verdict.price,
      currencyAmount: verdict.currencyAmount,
      validity: verdict.validity,
    });
  });
  return { cart: { ...cart, vignettes: [...cart.vignettes, ...added] }, added: added.length };
}
