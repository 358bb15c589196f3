import { OFFICE_CART_KEY } from './cart-count';
import { createCartStore } from './cart-store';
import { createOrderKeyStore } from './order-key';
import { createPendingPurchaseStore } from './pending-purchase';

/**
 * The back-office's cart (`cart.office`), kept apart from the public one (spec §9), so a cashier's
 * counter sale never mixes with the site's cart. Logout in the back-office forgets it.
 */
export const officeCart = createCartStore(OFFICE_CART_KEY);

/** A counter card payment this browser sent to the gateway (`cart.office.pending`). */
export const officePendingPurchase = createPendingPurchaseStore(OFFICE_CART_KEY);

/** The key of the order the counter cart is about to become (`cart.office.order`). */
export const officeOrderKey = createOrderKeyStore(OFFICE_CART_KEY);
