import { useSearchParams } from 'react-router';

/**
 * True when the address asks for the bare page (spec §2: `?noheader` or `noheader=1`), as when the
 * site is embedded in another app: header and footer are hidden and internal links become text.
 */
export function useNoHeader(): boolean {
  const [params] = useSearchParams();
  const value = params.get('noheader');
  return value !== null && value !== '0' && value.toLowerCase() !== 'false';
}
