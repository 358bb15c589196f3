import { Button, Loader } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ActiveVignettesCheckResponse, VignetteCheckItem } from '@toll/contract/sales';
import { moneyPair } from '../../../components/amounts';
import { MoneyPairText } from '../../../components/money-pair';
import { formatSofiaDateTime } from '../../../i18n/format-sofia-time';
import { usePurchaseT } from '../../../i18n/purchase-bundle';
import classes from './review.module.css';

export type DraftVerdictProps = {
  check: UseQueryResult<ActiveVignettesCheckResponse>;
  verdict: VignetteCheckItem | null;
};

/** The server's word on the draft: its window and price, or why it cannot be bought. */
export function DraftVerdict({ check, verdict }: DraftVerdictProps) {
  const t = usePurchaseT();
  if (check.isPending)
    return (
      <div className={classes.verdict} role="status">
        <Loader size="sm" aria-hidden="true" /> {t('review.checking')}
      </div>
    );
  if (check.isError || !verdict)
    return (
      <div className={classes.verdict} data-ok="false" role="alert">
        <p>{check.error?.message ?? t('review.checkFailed')}</p>
        <Button variant="default" onClick={() => void check.refetch()} loading={check.isFetching}>
          {t('retry')}
        </Button>
      </div>
    );
  return (
    <div
      className={classes.verdict}
      data-ok={verdict.ok}
      data-testid="draft-verdict"
      role={verdict.ok ? 'status' : 'alert'}
    >
      <p>
        <strong>{verdict.ok ? t('review.ok') : t('review.notOk')}</strong>
      </p>
      {verdict.validity && (
        <p>
          {t('review.validity', {
            from: formatSofiaDateTime(verdict.validity.from),
            to: formatSofiaDateTime(verdict.validity.to),
          })}
        </p>
      )}
      {verdict.price && verdict.currencyAmount && (
        <p>
          {t('review.price')}{' '}
          <MoneyPairText
            {...moneyPair({ price: verdict.price, currencyAmount: verdict.currencyAmount })}
          />
        </p>
      )}
      {verdict.errors.length > 0 && (
        <ul className={classes.problems}>
          {verdict.errors.map((error) => (
            <li key={error.code + error.message}>{error.message}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
