import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Sale } from '@toll/contract/sales';
import { isSettled } from '@toll/domain/sale-states';
import { ApiRequestError } from '../../../api/client';
import { useLang } from '../../../i18n/use-lang';
import { saleQuery } from '../../sales';
import type { PendingPurchase } from '../../../purchase/pending-purchase';
import { settleSitePurchase, sitePendingPurchase } from '../../../purchase/site-cart';

export type PendingPurchaseState =
  | { kind: 'none' }
  | { kind: 'checking'; purchase: PendingPurchase }
  /** Paid and settled: its items have left the cart. */
  | { kind: 'settled'; purchase: PendingPurchase; sale: Sale }
  /** The result is not final yet, or is being verified: paying again could charge twice. */
  | { kind: 'unresolved'; purchase: PendingPurchase; sale: Sale }
  | { kind: 'unknown'; purchase: PendingPurchase; message: string };

/**
 * A payment this browser sent to the gateway and has not seen settled (for instance, the page was
 * closed on the gateway): the cart asks for its sale before letting the buyer pay again (spec §4,
 * FACTS: never pay twice). Settled: its items leave the cart. Failed and payable again: forgotten.
 */
export function usePendingPurchase(): PendingPurchaseState {
  const lang = useLang();
  const [purchase] = useState(() => sitePendingPurchase.read());
  const query = useQuery({
    ...saleQuery(lang, purchase?.transId ?? ''),
    enabled: purchase !== null,
    refetchInterval: (current) => (current.state.data?.pending ? 15_000 : false),
  });
  const sale = query.data;
  const notFound = query.error instanceof ApiRequestError && query.error.status === 404;
  useEffect(() => {
    if (!purchase) return;
    if (sale && isSettled(sale.status)) settleSitePurchase(purchase.transId);
    else if (notFound || (sale?.status === 'PAYMENT_FAILED' && sale.payment?.mayPayAgain))
      sitePendingPurchase.clear();
  }, [purchase, sale, notFound]);

  if (!purchase || notFound) return { kind: 'none' };
  if (query.isError) return { kind: 'unknown', purchase, message: query.error.message };
  if (!sale) return { kind: 'checking', purchase };
  if (isSettled(sale.status)) return { kind: 'settled', purchase, sale };
  if (sale.pending || !sale.payment?.mayPayAgain) return { kind: 'unresolved', purchase, sale };
  return { kind: 'none' };
}
