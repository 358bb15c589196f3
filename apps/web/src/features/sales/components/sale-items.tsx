import { Anchor } from '@mantine/core';
import type { SaleItem } from '@toll/contract/sales';
import { moneyPair } from '../../../components/amounts';
import { issuedVignetteState } from '../model/issued-vignette-state';
import { MoneyPairText } from '../../../components/money-pair';
import { formatSofiaDateTime } from '../../../i18n/format-sofia-time';
import { usePurchaseT } from '../../../i18n/purchase-bundle';
import { RoutePassLinks } from './route-pass-links';
import { VignettePdfLink } from './vignette-pdf-link';
import classes from './sale.module.css';
import { api } from '../../../api/typed-client';

export type SaleItemsProps = { items: readonly SaleItem[]; headingLevel?: 3 | 4 };

/**
 * The items of a sale, each as its kind: a vignette (product, vehicle, validity in Sofia time, price,
 * state, number and PDF once issued), a route pass (its route, entry time and 24-hour window, number,
 * PDF), a paid violation (document number, amount, "paid", its document); and why an item could
 * not be activated.
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
            {item.kind === 'ROUTE_PASS' && item.routePoints && item.routePoints.length > 0 && (
              <div>
                <dt>{t('sale.route')}</dt>
                <dd>{item.routePoints.join(' → ')}</dd>
              </div>
            )}
            {item.kind === 'ROUTE_PASS' && (
              <div>
                <dt>{t('sale.entry')}</dt>
                <dd>{formatSofiaDateTime(item.validity.from)}</dd>
              </div>
            )}
            {item.kind === 'DELICT' ? (
              item.delictDocumentNumber && (
                <div>
                  <dt>{t('sale.delictNumber')}</dt>
                  <dd>{item.delictDocumentNumber}</dd>
                </div>
              )
            ) : (
              <div>
                <dt>{t('sale.validity')}</dt>
                <dd>
                  {t('sale.validityRange', {
                    from: formatSofiaDateTime(item.validity.from),
                    to: formatSofiaDateTime(item.validity.to),
                  })}
                </dd>
              </div>
            )}
            <div>
              <dt>{item.kind === 'DELICT' ? t('sale.amount') : t('sale.price')}</dt>
              <dd>
                <MoneyPairText {...moneyPair(item)} />
              </dd>
            </div>
            <div>
              <dt>{t('sale.state')}</dt>
              <dd>
                {item.kind === 'DELICT'
                  ? t(`delictStatus.${item.status}`)
                  : item.kind === 'VIGNETTE' && item.status === 'ACTIVE'
                    ? t(`vignetteState.${issuedVignetteState(item.validity)}`)
                    : t(`itemStatus.${item.status}`)}
              </dd>
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
          {item.kind === 'DELICT' && item.delictDocumentNumber && item.status === 'ACTIVE' && (
            <div className={classes.links}>
              <Anchor
                href={api.href('/generate-pdf-compensatory-fee', {
                  query: { delict_document_number: item.delictDocumentNumber },
                })}
                download={`delict-${item.delictDocumentNumber}.pdf`}
              >
                {t('sale.delictPdf', { number: item.delictDocumentNumber })}
              </Anchor>
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
