import { SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BoughtRoutePass } from '@toll/contract/sales';
import type { Lang } from '@toll/domain/languages';
import type { EmissionGroup } from '@toll/domain/vehicles';
import { formatSofiaDateTime } from '../../../i18n/format-sofia-time';
import classes from './route-pass.module.css';

export type BoughtPassFactsProps = { pass: BoughtRoutePass; lang: Lang };

/** A bought pass's state, vehicle (country, plate, category, axles, emissions) and dates. */
export function BoughtPassFacts({ pass, lang }: BoughtPassFactsProps) {
  const { t } = useTranslation('route-pass');
  const { category, emissionClass, emissionGroup } = pass.quote.vehicle;
  // The class as the tariff names it ("EURO VI") with its tariff group.
  const group = t(`emissionGroup.${emissionGroup as EmissionGroup}`);
  const emission = `${emissionClass.replace(/_/g, ' ')} (${group})`;
  const axles =
    pass.request.vehicle.axles !== undefined
      ? String(pass.request.vehicle.axles)
      : t(`bought.axlesByCategory.${category}`);
  const country = new Intl.DisplayNames([lang], { type: 'region' }).of(pass.countryCode);
  const facts: [string, string][] = [
    [t('bought.country'), `${country ?? pass.countryCode} (${pass.countryCode})`],
    [t('bought.plate'), pass.lpn],
    [t('bought.category'), t(`category.${category}`)],
    [t('bought.axles'), axles],
    [t('bought.emission'), emission],
    [
      t('bought.validity'),
      t('bought.validityRange', {
        from: formatSofiaDateTime(pass.validity.from),
        to: formatSofiaDateTime(pass.validity.to),
      }),
    ],
    [t('bought.issuedAt'), formatSofiaDateTime(pass.issuedAt)],
    [t('bought.routeType'), t(`routeType.${pass.quote.routeType}`)],
  ];
  return (
    <>
      <Text data-testid="route-pass-status" data-status={pass.status}>
        {t('bought.status')}:{' '}
        <Text span fw={700} fz="lg">
          {t(`bought.statusValue.${pass.status}`)}
        </Text>
      </Text>
      <SimpleGrid
        cols={{ base: 1, sm: 2 }}
        spacing="xs"
        component="dl"
        className={classes.facts}
        data-testid="route-pass-vehicle"
      >
        {facts.map(([label, value]) => (
          <div key={label} className={classes.fact}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </SimpleGrid>
    </>
  );
}
