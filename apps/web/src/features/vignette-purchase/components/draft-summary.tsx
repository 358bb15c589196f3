import { Button } from '@mantine/core';
import type { Product } from '@toll/contract/products';
import { normalisePlate } from '@toll/domain/plates';
import { formatSofiaDateTime } from '../../../i18n/format-sofia-time';
import { usePurchaseT } from '../../../i18n/purchase-bundle';
import { useCountries } from '../../countries';
import { chosenStart } from '../../../purchase/start-choice';
import type { WizardState, WizardStep } from '../model/wizard-state';
import classes from './review.module.css';

export type DraftSummaryProps = {
  state: WizardState;
  product: Product;
  onEdit: (step: WizardStep) => void;
};

/** What the buyer chose, each part with a way back to its step. */
export function DraftSummary({ state, product, onEdit }: DraftSummaryProps) {
  const t = usePurchaseT();
  const countries = useCountries();
  const country =
    countries.data?.find((c) => c.countryCode === state.countryCode)?.countryName ??
    state.countryCode;
  const start = chosenStart(state);
  const rows: { step: WizardStep; label: string; value: string }[] = [
    { step: 'vehicle', label: t('review.vehicleType'), value: product.vehicleTypeText },
    { step: 'period', label: t('review.period'), value: product.validityTypeText },
    { step: 'details', label: t('review.country'), value: country },
    { step: 'details', label: t('review.lpn'), value: normalisePlate(state.lpn) },
    {
      step: 'details',
      label: t('review.start'),
      value: start
        ? t('review.startAt', { at: formatSofiaDateTime(start) })
        : t('review.startPayment'),
    },
    { step: 'email', label: t('review.email'), value: state.email },
  ];
  return (
    <dl className={classes.summary} data-testid="draft-summary">
      {rows.map((row) => (
        <div key={row.label} className={classes.row}>
          <dt>{row.label}</dt>
          <dd>
            <span className={classes.value}>{row.value}</span>
            <Button
              variant="subtle"
              size="compact-sm"
              onClick={() => onEdit(row.step)}
              aria-label={t('review.change', { what: row.label })}
            >
              {t('review.changeShort')}
            </Button>
          </dd>
        </div>
      ))}
    </dl>
  );
}
