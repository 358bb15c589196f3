import type { CounterSaleInput } from '@toll/contract/counter-sales';
import type { Cart } from '../../purchase/cart-model';

/**
 * POST /counter-sales for the tablet's cart: its route passes (the stored calculation and the
 * vehicle entered in the cart) at the station's POS, paid in cash; the e-mail only when given.
 */
export function counterSaleBody(cart: Cart, posId: number, email: string): CounterSaleInput {
  const trimmed = email.trim();
  return {
    posId,
    paymentMethod: 'CASH',
    routePasses: cart.routePasses.map((pass) => ({
      request: pass.request,
      countryCode: pass.countryCode ?? '',
      lpn: pass.lpn ?? '',
    })),
    ...(trimmed ? { email: trimmed } : {}),
  };
}
