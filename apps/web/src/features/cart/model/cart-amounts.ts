import type { VignetteCheckItem } from '@toll/contract/sales';
import type { PricedAmount } from '../../../components/amounts';
import type { Cart } from '../../../purchase/cart-model';

/**
 * The amounts the buyer will pay: each vignette's price as the server last said (or as it was
 * when added, while no verdict is known), and each route pass's quote.
 */
export function cartAmounts(
  cart: Cart,
  verdicts: readonly (VignetteCheckItem | undefined)[],
): PricedAmount[] {
  const vignettes = cart.vignettes.flatMap((item, index): PricedAmount[] => {
    const verdict = verdicts[index];
    const price = verdict?.price ?? item.price;
    const currencyAmount = verdict?.currencyAmount ?? item.currencyAmount;
    return price && currencyAmount ? [{ price, currencyAmount }] : [];
  });
  return [...vignettes, ...cart.routePasses];
}
