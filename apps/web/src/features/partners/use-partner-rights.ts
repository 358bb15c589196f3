import { useMemo } from 'react';
import { can } from '@toll/domain/access';
import { accessContext, useSession } from '../session';

export type PartnerRights = {
  /** Admins and accountants load the whole register and search it in the browser (spec §6). */
  loadAll: boolean;
  write: boolean;
  /** Issue and revoke API keys. */
  apis: boolean;
  /** See the keys (admins and ROLE_VIEW_APIS). */
  viewApis: boolean;
};

/** What the signed-in user may do with partners (packages/domain access table; the API enforces it). */
export function usePartnerRights(): PartnerRights {
  const user = useSession()?.user ?? null;
  return useMemo(
    () => ({
      loadAll: can(user, 'partners.loadAll', accessContext),
      write: can(user, 'partners.write', accessContext),
      apis: can(user, 'partners.apis', accessContext),
      viewApis: can(user, 'partners.apis.view', accessContext),
    }),
    [user],
  );
}
