import { Alert, Anchor, Container, Loader, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { boughtRoutePassSchema } from '@toll/contract/sales';
import { api } from '../../api/typed-client';
import { useLang } from '../../i18n/use-lang';
import { useRoutePassCatalogues } from '../../i18n/route-pass-catalogues';
import { useOfficePath } from '../office-access';
import { BoughtRoutePass } from '../route-pass';
import '../../site-kit/mantine-route-pass-styles';
import { OfficePurchaseScope } from './office-purchase-scope';

/**
 * `buy-route-pass/{id}` in the back office (spec §2): a route pass sold at a point of sale of the
 * user's scope (GET /counter-sales/route-passes/{id}) with its facts, route, map and documents, to
 * hand over again, and "a new pass from this one" into the counter's calculator.
 */
export function OfficeSavedRoutePassPage() {
  useRoutePassCatalogues();
  const { t } = useTranslation('office');
  const { t: tr } = useTranslation('route-pass');
  const lang = useLang();
  const to = useOfficePath();
  const { id = '' } = useParams();
  const pass = useQuery({
    queryKey: ['counter-sales', 'route-pass', id, lang],
    queryFn: ({ signal }) =>
      api.get('/counter-sales/route-passes/{id}', {
        params: { id },
        lang,
        signal,
        parse: (json) => boughtRoutePassSchema.parse(json),
      }),
    retry: false,
  });
  return (
    <Container size="xl" py="lg">
      <title>{`${t('screens.saved-route-pass')} – ${t('brand')}`}</title>
      <Stack gap="md">
        <Title order={1}>{t('screens.saved-route-pass')}</Title>
        {pass.isPending ? (
          <Loader aria-label={tr('bought.loading')} />
        ) : pass.isError ? (
          <Alert color="yellow" role="alert">
            {pass.error.message}{' '}
            <Anchor component={Link} to={to('buy-route-pass')}>
              {tr('bought.toPlanner')}
            </Anchor>
          </Alert>
        ) : (
          <OfficePurchaseScope>
            <BoughtRoutePass pass={pass.data} />
          </OfficePurchaseScope>
        )}
      </Stack>
    </Container>
  );
}
