import { Container, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form-alert';
import { useVignetteChecksCatalogues } from '../../../i18n/vignette-checks-catalogues';
import { SitePageMeta } from '../../../site-kit/site-page-meta';
import '../../../site-kit/mantine-purchase-styles';
import { CaptchaStatus } from '../../captcha';
import { useVignetteLookup } from '../hooks/use-vignette-lookup';
import { CheckResults } from './check-results';
import { NumberLookupForm } from './number-lookup-form';
import { PlateLookupForm } from './plate-lookup-form';

/**
 * `/{lang}/check-for-validity-of-e-vignette` (spec §1, §2): is a vehicle's e-vignette valid? By
 * country and plate, or by the vignette's number; each answer costs the visitor a captcha.
 */
export function CheckVignettePage() {
  useVignetteChecksCatalogues();
  const { t } = useTranslation();
  const { t: c } = useTranslation('vignette-checks');
  const { result, captcha, search } = useVignetteLookup();
  const busy = result.isFetching;

  return (
    <Container size="md" py="xl">
      <SitePageMeta
        title={t('pages.checkVignette.title')}
        description={c('check.intro')}
        path="check-for-validity-of-e-vignette"
      />
      <Stack gap="lg">
        <div>
          <Title order={1}>{t('pages.checkVignette.title')}</Title>
          <Text mt="xs">{c('check.intro')}</Text>
        </div>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Paper withBorder p="md" radius="md">
            <PlateLookupForm
              busy={busy}
              onSearch={(lookup) => search({ by: 'plate', ...lookup })}
            />
          </Paper>
          <Paper withBorder p="md" radius="md">
            <NumberLookupForm
              busy={busy}
              onSearch={(lookup) => search({ by: 'number', ...lookup })}
            />
          </Paper>
        </SimpleGrid>
        <CaptchaStatus solving={captcha.solving} share={captcha.share} />
        {busy && !captcha.solving && <Loader size="sm" aria-label={t('common.loading')} />}
        {!busy && result.isError && <FormAlert message={result.error.message} />}
        {!busy && result.data && <CheckResults answer={result.data} />}
      </Stack>
    </Container>
  );
}
