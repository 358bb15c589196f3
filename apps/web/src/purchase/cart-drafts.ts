import type { VignetteDraft } from '@toll/contract/sales';
import type { Cart, CartVignette } from './cart-model';

/** What POST /active-vignettes-check and /purchasePayment take for one stored draft. */
export function draftOf(item: CartVignette): VignetteDraft {
  return {
    productId: item.productId,
    countryCode: item.countryCode,
    lpn: item.lpn,
    activationDate: item.activationDate,
  };
}

export function cartDrafts(cart: Cart): VignetteDraft[] {
  return cart.vignettes.map(draftOf);
}
