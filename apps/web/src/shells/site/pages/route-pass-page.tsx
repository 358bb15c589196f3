import { Alert, Anchor, Button, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../../api/client';
import { LangLink } from '../../../components/lang-link';
import { useBoughtRoutePass } from '../../../features/route-pass/api/get-bought-route-pass';
import { BoughtRoutePass } from '../../../features/route-pass/components/bought-route-pass';
import '../../../site-kit/mantine-route-pass-styles';
import { useRoutePassCatalogues } from '../../../i18n/route-pass-catalogues';
import { SitePageMeta } from '../../../site-kit/site-page-meta';

/** A pass that is not there for this user: unknown, someone else's (404) or a malformed id (400). */
const isMissing = (error: unknown) =>
  error instanceof ApiRequestError && (error.status === 404 || error.status === 400);

/** `/{lang}/buy-route-pass/{id}` (login, spec §2): a route pass the signed-in user bought. */
export function RoutePassPage() {
  useRoutePassCatalogues();
  const { t } = useTranslation();
  const { t: tr } = useTranslation('route-pass');
  const { id = '' } = useParams();
  const pass = useBoughtRoutePass(id);
  const title = t('pages.routePass.title');

  let body;
  if (pass.isPending) body = <Loader aria-label={tr('bought.loading')} />;
  else if (pass.isError && isMissing(pass.error))
    body = (
      <Alert color="yellow" role="alert" data-testid="route-pass-missing">
        <Text>{tr('bought.notFound')}</Text>
        <Group gap="md" mt="sm">
          <Anchor component={LangLink} to="account/orderHistory">
            {tr('bought.toOrders')}
          </Anchor>
          <Anchor component={LangLink} to="buy-route-pass">
            {tr('bought.toPlanner')}
          </Anchor>
        </Group>
      </Alert>
    );
  else if (pass.isError)
    body = (
      <div role="alert">
        <Text mb="sm">{pass.error.message}</Text>
        <Button variant="default" onClick={() => void pass.refetch()}>
          {t('common.retry')}
        </Button>
      </div>
    );
  else body = <BoughtRoutePass pass={pass.data} />;

  return (
    <Container size="xl" py="xl">
      <SitePageMeta
        title={title}
        description={tr('bought.intro')}
        path={`buy-route-pass/${id}`}
        noindex
      />
      <Stack gap="lg">
        <Title order={1}>{title}</Title>
        <div aria-busy={pass.isFetching}>{body}</div>
      </Stack>
    </Container>
  );
}
