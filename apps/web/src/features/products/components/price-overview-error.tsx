import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './price-overview.module.css';

export type PriceOverviewErrorProps = { detail: string; onRetry: () => void; retrying: boolean };

/** Prices could not be loaded: what happened, the server's own message, and a way to try again. */
export function PriceOverviewError({ detail, onRetry, retrying }: PriceOverviewErrorProps) {
  const { t } = useTranslation();
  return (
    <div className={classes.error} role="alert">
      <p className={classes.errorTitle}>{t('priceOverview.error')}</p>
      <p className={classes.errorDetail}>{detail}</p>
      <Button variant="outline" onClick={onRetry} loading={retrying}>
        {t('common.retry')}
      </Button>
    </div>
  );
}
