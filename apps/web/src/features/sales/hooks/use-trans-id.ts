import { useSearchParams } from 'react-router';
import { useHydrated } from '../../../hooks/use-hydrated';
import { isTransId } from '../api/get-sale';

/**
 * The sale named by `?trans_id=` once the page runs in the browser: undefined on the server and
 * while hydrating (the server's HTML of a result page is the same for every sale), null when the
 * address names no sale.
 */
export function useTransId(): string | null | undefined {
  const hydrated = useHydrated();
  const [params] = useSearchParams();
  if (!hydrated) return undefined;
  const value = params.get('trans_id');
  return isTransId(value) ? value : null;
}
