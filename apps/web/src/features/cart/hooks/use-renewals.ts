import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { parseRenewals, RENEW_PARAM } from '@toll/domain/renewal';
import { useLang } from '../../../i18n/use-lang';
import { checkActiveVignettes } from '../../../purchase/check-active-vignettes';
import { withRenewals } from '../../../purchase/renewal-cart';
import { siteCart } from '../../../purchase/site-cart';

/** Where the renewals of the address stand: none asked, being added, or added (how many). */
export type RenewalState =
  { kind: 'none' } | { kind: 'adding' } | { kind: 'added'; count: number } | { kind: 'failed' };

/**
 * The cart opened by "buy again" or by a reminder's "renew" link (`shopping-cart?renew=…`, issue
 * #38): the renewals are checked by the server (window and price now), put in the cart, and the
 * address is cleaned so a reload adds nothing more.
 */
export function useRenewals(): RenewalState {
  const lang = useLang();
  const [params, setParams] = useSearchParams();
  const values = params.getAll(RENEW_PARAM);
  const key = values.join('|');
  const [state, setState] = useState<RenewalState>({ kind: 'none' });

  useEffect(() => {
    if (key === '') return;
    const drafts = parseRenewals(key.split('|'));
    let live = true;
    const done = (next: RenewalState) => {
      if (!live) return;
      setState(next);
      setParams(
        (current) => {
          current.delete(RENEW_PARAM);
          return current;
        },
        { replace: true },
      );
    };
    checkActiveVignettes(lang, drafts)
      .then((verdicts) => {
        if (!live) return;
        let count = 0;
        siteCart.update((cart) => {
          const next = withRenewals(cart, drafts, verdicts.items, new Date(), () =>
            crypto.randomUUID(),
          );
          count = next.added;
          return next.cart;
        });
        done({ kind: 'added', count });
      })
      .catch(() => done({ kind: 'failed' }));
    return () => {
      live = false;
    };
  }, [key, lang, setParams]);

  // while the address carries renewals they are being added
  return key === '' ? state : { kind: 'adding' };
}
