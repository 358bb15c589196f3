import '../../../site-kit/mantine-purchase-styles';
import { FailedActivationView } from '../../../features/sales/components/failed-activation-view';
import { FailedTransactionView } from '../../../features/sales/components/failed-transaction-view';
import { SuccessView } from '../../../features/sales/components/success-view';
import { SitePageFrame } from './site-page-frame';

// Where the server sends the buyer back from the card gateway (`?trans_id=`); noindex.

export function SuccessPage() {
  return (
    <SitePageFrame pageId="success" noindex size="md">
      <SuccessView />
    </SitePageFrame>
  );
}

export function FailedTransactionPage() {
  return (
    <SitePageFrame pageId="failedTransaction" noindex size="md">
      <FailedTransactionView />
    </SitePageFrame>
  );
}

export function FailedActivationPage() {
  return (
    <SitePageFrame pageId="failedActivation" noindex size="md">
      <FailedActivationView />
    </SitePageFrame>
  );
}
