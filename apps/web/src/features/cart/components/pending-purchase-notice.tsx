import { Alert, Anchor } from '@mantine/core';
import { LangLink } from '../../../components/lang-link';
import { usePurchaseT } from '../../../i18n/purchase-bundle';
import type { PendingPurchaseState } from '../hooks/use-pending-purchase';

/** What became of the last payment sent from this browser, when it matters for paying now. */
export function PendingPurchaseNotice({ state }: { state: PendingPurchaseState }) {
  const t = usePurchaseT();
  if (state.kind === 'none' || state.kind === 'checking') return null;
  const order = state.purchase.orderNumber;
  const link = (page: string) => (
    <Anchor
      component={LangLink}
      to={`${page}?trans_id=${state.purchase.transId}`}
      c="inherit"
      underline="always"
      fw={700}
    >
      {t('cart.pendingLink', { order })}
    </Anchor>
  );
  if (state.kind === 'settled')
    return (
      <Alert color="green" mb="lg" role="status">
        {t('cart.settled', { order })} {link('success')}
      </Alert>
    );
  if (state.kind === 'unknown')
    return (
      <Alert color="red" mb="lg" title={t('cart.pendingTitle')}>
        {t('cart.pendingUnknown', { order, message: state.message })} {link('success')}
      </Alert>
    );
  return (
    <Alert color="red" mb="lg" title={t('cart.pendingTitle')} data-testid="pending-payment">
      {t('cart.pendingText', { order, email: state.sale.email })} {link('success')}
    </Alert>
  );
}
