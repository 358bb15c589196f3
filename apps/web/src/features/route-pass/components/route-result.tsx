import { Alert, Button, Group, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RoutePassQuoteResponse } from '@toll/contract/route-passes';
import type { Lang } from '@toll/domain/languages';
import { RouteFacts } from './route-facts';
import { RouteSegmentsTable } from './route-segments-table';
import classes from './route-pass.module.css';

export type RouteResultProps = {
  quote: RoutePassQuoteResponse;
  lang: Lang;
  onExportGpx: () => void;
  onExportGeoJson: () => void;
  onAddToCart: () => void;
  added: boolean;
};

/** The calculated pass: its facts, downloads, print and cart, and its segments. */
export function RouteResult(props: RouteResultProps) {
  const { quote, lang } = props;
  const { t } = useTranslation('route-pass');
  return (
    <section
      aria-labelledby="route-result-title"
      className={classes.result}
      data-testid="route-result"
    >
      <Stack gap="md">
        <Title order={2} id="route-result-title">
          {t('result.heading')}
        </Title>
        <RouteFacts quote={quote} lang={lang} />
        <Group gap="xs" className={classes.noPrint}>
          <Button variant="default" onClick={props.onExportGpx}>
            {t('actions.exportGpx')}
          </Button>
          <Button variant="default" onClick={props.onExportGeoJson}>
            {t('actions.exportGeoJson')}
          </Button>
          <Button variant="default" onClick={() => window.print()}>
            {t('actions.print')}
          </Button>
          <Button onClick={props.onAddToCart} disabled={props.added}>
            {t('actions.addToCart')}
          </Button>
        </Group>
        {props.added && (
          <Alert color="green" role="status" className={classes.noPrint}>
            {t('actions.added')}
          </Alert>
        )}
        <Title order={3}>{t('result.segments')}</Title>
        <RouteSegmentsTable quote={quote} lang={lang} />
      </Stack>
    </section>
  );
}
