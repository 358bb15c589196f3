import { useQuery } from '@tanstack/react-query';
import { useLang } from '../../../i18n/use-lang';
import { DEVICES_KEY, listWarehouses } from '../api/devices-api';

/** The warehouses, for the filters and forms that name one. */
export function useWarehouses() {
  const lang = useLang();
  return useQuery({
    queryKey: [...DEVICES_KEY, 'warehouses', lang],
    queryFn: ({ signal }) => listWarehouses(lang, signal),
    staleTime: 60_000,
  });
}
