import { PriceList } from '../../../features/products/components/price-list';
import { SitePageFrame } from './site-page-frame';

/** `prices`: today's price of every e-vignette, both currencies, and how prices are set. */
export function PricesPage() {
  return (
    <SitePageFrame pageId="prices">
      <PriceList />
    </SitePageFrame>
  );
}
