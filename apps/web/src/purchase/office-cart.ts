import { OFFICE_CART_KEY } from './cart-count';
import { createCartStore } from './cart-store';

/**
 * The back-office's cart (`cart.office`), kept apart from the public one (spec §9), so a cashier's
 * counter sale never mixes with the site's cart. Logout in the back-office forgets it.
 */
export const officeCart = createCartStore(OFFICE_CART_KEY);
