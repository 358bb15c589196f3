import type { Lang } from '@toll/domain/languages';
import { Container } from '@mantine/core';
import { useLocation, useParams } from 'react-router';
import { convert, isCurrency } from '@toll/domain/money';
import { formatMoney } from '@toll/domain/money-format';
import { parseVehicleRoute, VEHICLE_ROUTE_FIELDS } from '@toll/domain/vehicle-route';
import { contentClasses as classes } from '../../../features/content/components/content-classes';
import { pagePath } from '../../../i18n/lang-path';
import { useSitePagesT } from '../../../i18n/site-pages-bundle';
import { useLang } from '../../../i18n/use-lang';
import { SitePageMeta } from '../../../site-kit/site-page-meta';

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * `vehicle-route/{accountId}/{tollingGroupId}/{equipmentID}/{plate}/{dateParam}/{sum}/{currency}`:
 * the parameters of a toll notice as a readable summary, checked with the domain rules; anything
 * malformed gets a clear message naming what is wrong.
 */
export function VehicleRoutePage() {
  const t = useSitePagesT();
  const lang = useLang();
  const params = useParams();
  const { pathname } = useLocation();
  const parsed = parseVehicleRoute(params);
  const title = t('vehicleRoute.title');
  return (
    <Container size="lg">
      <SitePageMeta
        title={title}
        description={t('descriptions.vehicleRoute')}
        path={pagePath(pathname)}
        noindex
      />
      <div className={classes.article}>
        <h1 className={classes.title}>{title}</h1>
        {parsed.ok ? (
          <>
            <p className={classes.lead}>
              {t('vehicleRoute.summary', {
                plate: parsed.route.plate,
                date: `${pad(parsed.route.date.day)}.${pad(parsed.route.date.month)}.${parsed.route.date.year}`,
              })}
            </p>
            <table className={classes.table}>
              <caption>{t('vehicleRoute.caption')}</caption>
              <tbody>
                {[
                  [t('vehicleRoute.plate'), parsed.route.plate],
                  [
                    t('vehicleRoute.date'),
                    `${pad(parsed.route.date.day)}.${pad(parsed.route.date.month)}.${parsed.route.date.year}`,
                  ],
                  [t('vehicleRoute.account'), parsed.route.accountId],
                  [t('vehicleRoute.tollingGroup'), parsed.route.tollingGroupId],
                  [t('vehicleRoute.equipment'), parsed.route.equipmentId],
                  [
                    t('vehicleRoute.sum'),
                    chargeText(parsed.route.sum, parsed.route.currency, lang),
                  ],
                ].map(([label, value]) => (
                  <tr key={label}>
                    <th scope="row">{label}</th>
                    <td>{value}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <p className={classes.note}>{t('vehicleRoute.note')}</p>
          </>
        ) : (
          <div role="alert">
            <p>{t('vehicleRoute.invalid')}</p>
            <ul>
              {VEHICLE_ROUTE_FIELDS.filter((field) => parsed.invalid.includes(field)).map(
                (field) => (
                  <li key={field}>{t(`vehicleRoute.fields.${field}`)}</li>
                ),
              )}
            </ul>
          </div>
        )}
      </div>
    </Container>
  );
}

function chargeText(minor: number, currency: string, lang: Lang): string {
  if (!isCurrency(currency)) return '';
  const amount = { minor, currency };
  const other = convert(amount, currency === 'EUR' ? 'BGN' : 'EUR');
  return `${formatMoney(amount, lang)} (${formatMoney(other, lang)})`;
}
