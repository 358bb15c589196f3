import {
  VignetteProduct,
  type ProductPeriod,
} from '../../../features/products/components/vignette-product';
import { VignetteProductJsonLd } from '../../../features/products/components/vignette-product-json-ld';
import { SitePageFrame, type FramedPageId } from './site-page-frame';

export type VignetteProductPageProps = { pageId: FramedPageId; period: ProductPeriod };

/** `annual-e-vignette` and the other period pages, with the period's Product structured data. */
export function VignetteProductPage({ pageId, period }: VignetteProductPageProps) {
  return (
    <SitePageFrame pageId={pageId}>
      <VignetteProductJsonLd period={period} />
      <VignetteProduct period={period} />
    </SitePageFrame>
  );
}
