import { ShoppingCart } from '../../../features/cart/components/shopping-cart';
import { SitePageFrame } from './site-page-frame';

/** `shopping-cart`: the cart and its payment. */
export function ShoppingCartPage() {
  return (
    <SitePageFrame pageId="shoppingCart" noindex>
      <ShoppingCart />
    </SitePageFrame>
  );
}
