import type { Sale } from '@toll/contract/sales';
import { moneyPair } from '../../../components/amounts';
import { MoneyPairText } from '../../../components/money-pair';
import { formatSofiaDateTime } from '../../../i18n/format-sofia-time';
import { usePurchaseT } from '../../../i18n/purchase-bundle';

/** The order's number, date and total. */
export function SaleFacts({ sale }: { sale: Sale }) {
  const t = usePurchaseT();
  return (
    <p>
      {t('sale.order', { order: sale.orderNumber, date: formatSofiaDateTime(sale.createdAt) })}{' '}
      {t('sale.total')} <MoneyPairText {...moneyPair(sale.total)} />
    </p>
  );
}
