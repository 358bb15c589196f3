import { PaymentInfo } from '../../../features/cart/components/payment-info';
import { SitePageFrame } from './site-page-frame';

/** `payment`: how paying by card works and what to do if the payment page closes. */
export function PaymentPage() {
  return (
    <SitePageFrame pageId="payment" noindex>
      <PaymentInfo />
    </SitePageFrame>
  );
}
