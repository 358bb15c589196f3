import type { SaleItem } from '@toll/contract/sales';
import { moneyPair } from '../../../components/amounts';
import { MoneyPairText } from '../../../components/money-pair';
import { formatSofiaDateTime } from '../../../i18n/format-sofia-time';
import { usePurchaseT } from '../../../i18n/purchase-bundle';
import { RoutePassLinks } from './route-pass-links';
import { VignettePdfLink } from './vignette-pdf-link';
import classes from './sale.module.css';

export type SaleItemsProps = { items: readonly SaleItem[]; headingLevel?: 3 | 4 };

/**
 * The vignettes and route passes of a sale: product, vehicle, validity in Sofia time, price, state,
 * the vignette's number and PDF once issued, and why an item could not be activated.
 */
export function SaleItems({ items, headingLevel = 3 }: SaleItemsProps) {
  const t = usePurchaseT();
  const Heading = `h${headingLevel}` as const;
  return (
    <ul className={classes.items}>
      {items.map((item) => (
        <li
          key={item.id}
          className={classes.item}
          data-status={item.status}
          data-testid="sale-item"
        >
          <Heading className={classes.itemTitle}>{item.description}</Heading>
          <dl className={classes.facts}>
            <div>
              <dt>{t('sale.vehicle')}</dt>
              <dd>
                {item.lpn} ({item.countryCode})
              </dd>
            </div>
            <div>
              <dt>{t('sale.validity')}</dt>
              <dd>
                {t('sale.validityRange', {
                  from: formatSofiaDateTime(item.validity.from),
                  to: formatSofiaDateTime(item.validity.to),
                })}
              </dd>
            </div>
            <div>
              <dt>{t('sale.price')}</dt>
              <dd>
                <MoneyPairText {...moneyPair(item)} />
              </dd>
            </div>
            <div>
              <dt>{t('sale.state')}</dt>
              <dd>{t(`itemStatus.${item.status}`)}</dd>
            </div>
            {item.vignetteNumber && (
              <div>
                <dt>{t('sale.number')}</dt>
                <dd>{item.vignetteNumber}</dd>
              </div>
            )}
            {item.routePassNumber && (
              <div>
                <dt>{t('sale.routePassNumber')}</dt>
                <dd>{item.routePassNumber}</dd>
              </div>
            )}
          </dl>
          {item.failure && (
            <p className={classes.failure}>
              {t('sale.failure', { reason: item.failure })}{' '}
              {item.refunded ? t('sale.refunded') : t('sale.refundPending')}
            </p>
          )}
          {item.vignetteId && item.status === 'ACTIVE' && (
            <div className={classes.links}>
              <VignettePdfLink
                vignetteId={item.vignetteId}
                number={item.vignetteNumber ?? item.lpn}
              />
            </div>
          )}
          {item.routePassId && item.status === 'ACTIVE' && (
            <div className={classes.links}>
              <RoutePassLinks
                routePassId={item.routePassId}
                number={item.routePassNumber ?? item.lpn}
              />
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
