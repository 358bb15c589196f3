import { Alert, Button, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RoutePassQuoteResponse } from '@toll/contract/route-passes';
import type { Lang } from '@toll/domain/languages';
import type { Currency } from '@toll/domain/money';
import { formatMoney } from '@toll/domain/money-format';
import { formatSofiaDisplay } from '@toll/domain/sofia-time';
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

function amountIn(quote: RoutePassQuoteResponse, currency: Currency): number {
  if (quote.price.currency === currency) return quote.price.minor;
  const major =
    currency === 'EUR' ? quote.currencyAmount.amountEUR : quote.currencyAmount.amountBGN;
  return Math.round(major * 100);
}

const toMinutes = (iso: string) => formatSofiaDisplay(new Date(iso)).slice(0, 16);

/** The calculated pass: distances, time, price in both currencies, validity, crossings, segments. */
export function RouteResult(props: RouteResultProps) {
  const { quote, lang } = props;
  const { t } = useTranslation('route-pass');
  const km = (value: number) =>
    t('result.km', { km: new Intl.NumberFormat(lang, { minimumFractionDigits: 1 }).format(value) });
  const countries = new Intl.DisplayNames([lang], { type: 'region' });
  const { totalKm, chargedKm, notChargedKm, motorwayKm } = quote.distance;
  const facts: [string, string][] = [
    [t('result.totalKm'), km(totalKm)],
    [t('result.chargedKm'), km(chargedKm)],
    [t('result.notChargedKm'), km(notChargedKm)],
    [t('result.motorwayKm'), km(motorwayKm)],
    [
      t('result.time'),
      t('result.duration', {
        hours: Math.floor(quote.durationMinutes / 60),
        minutes: quote.durationMinutes % 60,
      }),
    ],
  ];
  const primary = quote.price.currency;
  const secondary = quote.secondaryCurrency;
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
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" component="dl" className={classes.facts}>
          {facts.map(([label, value]) => (
            <div key={label} className={classes.fact}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </SimpleGrid>
        <div className={classes.price} data-testid="route-price">
          <Text span fw={500}>
            {t('result.price')}:{' '}
          </Text>
          <Text span fz="xl" fw={700}>
            {formatMoney({ minor: amountIn(quote, primary), currency: primary }, lang)}
          </Text>
          {secondary && (
            <Text span c="dimmed">
              {' '}
              ({formatMoney({ minor: amountIn(quote, secondary), currency: secondary }, lang)})
            </Text>
          )}
        </div>
        <Text>
          {t('result.validity', {
            from: toMinutes(quote.validity.from),
            to: toMinutes(quote.validity.to),
          })}
        </Text>
        <div>
          <Text fw={500}>{t('result.borders')}</Text>
          {quote.borderCrossings.length === 0 ? (
            <Text c="dimmed">{t('result.noBorders')}</Text>
          ) : (
            <List>
              {quote.borderCrossings.map((b) => (
                <List.Item key={b.id}>
                  {b.name} ({countries.of(b.country) ?? b.country})
                </List.Item>
              ))}
            </List>
          )}
        </div>
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
