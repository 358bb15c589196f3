import type { Product } from '@toll/contract/products';
import type { VignetteCheckItem, VignetteDraft } from '@toll/contract/sales';
import { normalisePlate } from '@toll/domain/plates';
import type { CartVignette } from '../../../purchase/cart-model';
import { chosenStart } from '../../../purchase/start-choice';
import type { WizardState } from './wizard-state';

/** The wizard's draft as the API takes it: the plate normalised, the start as an instant. */
export function wizardDraft(state: WizardState, productId: string): VignetteDraft {
  const start = chosenStart(state);
  return {
    productId,
    countryCode: state.countryCode.toUpperCase(),
    lpn: normalisePlate(state.lpn),
    activationDate: start ? start.toISOString() : null,
  };
}

/** The draft as the cart keeps it, with the window and price the server just answered. */
export function cartVignette(
  draft: VignetteDraft,
  product: Product,
  verdict: VignetteCheckItem | null,
  id: string,
  now: Date,
): CartVignette {
  return {
    id,
    type: 'VIGNETTE',
    addedAt: now.toISOString(),
    productId: product.id,
    vehicleType: product.vehicleType,
    period: product.validityType,
    periodText: verdict?.periodText ?? product.validityTypeText,
    countryCode: draft.countryCode,
    lpn: verdict?.lpn ?? draft.lpn,
    activationDate: draft.activationDate ?? null,
    price: verdict?.price ?? product.price,
    currencyAmount: verdict?.currencyAmount ?? product.currencyAmount,
    validity: verdict?.validity ?? null,
  };
}
