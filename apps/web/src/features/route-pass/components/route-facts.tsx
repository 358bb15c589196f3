import { List, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RoutePassQuoteResponse } from '@toll/contract/route-passes';
import type { Lang } from '@toll/domain/languages';
import type { Currency } from '@toll/domain/money';
import { formatMoney } from '@toll/domain/money-format';
import { formatKm } from '../../../i18n/format-number';
import { formatSofiaDateTime } from '../../../i18n/format-sofia-time';
import classes from './route-pass.module.css';

export type RouteFactsProps = { quote: RoutePassQuoteResponse; lang: Lang };

/** The price in a currency: exact in the legal one, the server's conversion in the other. */
function amountIn(quote: RoutePassQuoteResponse, currency: Currency): number {
  if (quote.price.currency === currency) return quote.price.minor;
  const major =
    currency === 'EUR' ? quote.currencyAmount.amountEUR : quote.currencyAmount.amountBGN;
  return Math.round(major * 100);
}

const toMinutes = (iso: string) => formatSofiaDateTime(iso);

/** Distances and time as a list of facts. */
function DistanceFacts({ quote, lang }: RouteFactsProps) {
  const { t } = useTranslation('route-pass');
  const km = (value: number) => t('result.km', { km: formatKm(value, lang) });
  const { totalKm, chargedKm, notChargedKm, motorwayKm } = quote.distance;
  const hours = Math.floor(quote.durationMinutes / 60);
  const facts: [string, string][] = [
    [t('result.totalKm'), km(totalKm)],
    [t('result.chargedKm'), km(chargedKm)],
    [t('result.notChargedKm'), km(notChargedKm)],
    [t('result.motorwayKm'), km(motorwayKm)],
    [t('result.time'), t('result.duration', { hours, minutes: quote.durationMinutes % 60 })],
  ];
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" component="dl" className={classes.facts}>
      {facts.map(([label, value]) => (
        <div key={label} className={classes.fact}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </SimpleGrid>
  );
}

/** Distances, time, the price in both currencies, the validity window and the crossings used. */
export function RouteFacts({ quote, lang }: RouteFactsProps) {
  const { t } = useTranslation('route-pass');
  const countries = new Intl.DisplayNames([lang], { type: 'region' });
  const secondary = quote.secondaryCurrency;
  const { from, to } = quote.validity;
  return (
    <>
      <DistanceFacts quote={quote} lang={lang} />
      <div className={classes.price} data-testid="route-price">
        <Text span fw={500}>
          {t('result.price')}:{' '}
        </Text>
        <Text span fz="xl" fw={700}>
          {formatMoney({ minor: quote.price.minor, currency: quote.price.currency }, lang)}
        </Text>
        {secondary && (
          <Text span c="dimmed">
            {' '}
            ({formatMoney({ minor: amountIn(quote, secondary), currency: secondary }, lang)})
          </Text>
        )}
      </div>
      <Text>{t('result.validity', { from: toMinutes(from), to: toMinutes(to) })}</Text>
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
    </>
  );
}
