import { useMemo } from 'react';
import { Anchor, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { selfCareAccountsSchema } from '@toll/contract/accounts';
import { api } from '../../../api/typed-client';
import { FormAlert } from '../../../components/form-alert';
import { LangLink } from '../../../components/lang-link';
import { IdentityPage } from '../../../features/identity/components/identity-page';
import { RoutePlanner } from '../../../features/route-pass/components/route-planner';
import '../../../site-kit/mantine-route-pass-styles';
import { plannerVehicleOf } from '../../../features/route-pass/model/planner-vehicle';
import { useRoutePassCatalogues } from '../../../i18n/route-pass-catalogues';
import { useSitePagesT } from '../../../i18n/site-pages-bundle';
import { useLang } from '../../../i18n/use-lang';

/**
 * `account/route-pass-calculator` (a user with a customer id; spec §2): the route planner with the
 * vehicles of the customer's active contracts to choose from; the toll of the route for the chosen
 * vehicle, and a route pass for it into the cart when it travels without an on-board unit.
 */
export function RoutePassCalculatorPage() {
  useRoutePassCatalogues();
  const { t } = useTranslation();
  const pagesT = useSitePagesT();
  const lang = useLang();
  const contracts = useQuery({
    queryKey: ['self-care', 'accounts', lang],
    queryFn: ({ signal }) =>
      api.get('/self-care/accounts', {
        lang,
        signal,
        parse: (json) => selfCareAccountsSchema.parse(json),
      }),
  });
  const vehicles = useMemo(
    () =>
      (contracts.data ?? [])
        .filter(({ account }) => account.status !== 'CLOSED')
        .flatMap(({ units }) => units.filter((u) => u.status === 'ACTIVE'))
        .map(plannerVehicleOf),
    [contracts.data],
  );
  return (
    <IdentityPage pageId="routePassCalculator" size="xl">
      <Stack gap="lg">
        <Anchor component={LangLink} to="account">
          {t('accountSettings.toAccount')}
        </Anchor>
        <Text>{pagesT('descriptions.routePassCalculator')}</Text>
        {contracts.error && <FormAlert message={t('selfCare.failed')} />}
        {contracts.data && vehicles.length === 0 && <Text>{t('selfCare.noVehicles')}</Text>}
        <RoutePlanner vehicles={vehicles} />
      </Stack>
    </IdentityPage>
  );
}
