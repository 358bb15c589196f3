import { useState } from 'react';
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ProductCatalogue } from '@toll/contract/products';
import type { VignettePeriod, VignetteVehicleType } from '@toll/domain/vignette-products';
import { useLang } from '../../../i18n/use-lang';
import { ProductPrice } from '../../products';
import { productsFor } from '../model/catalogue-products';
import { ChoiceList } from './choice-list';
import { StepHeading } from './step-heading';
import classes from './wizard.module.css';

export type PeriodStepProps = {
  catalogue: ProductCatalogue;
  vehicleType: VignetteVehicleType | null;
  value: VignettePeriod | null;
  onBack: () => void;
  onNext: (period: VignettePeriod) => void;
};

/** Step 2: the period, with its validity rule and today's price in both currencies. */
export function PeriodStep({ catalogue, vehicleType, value, onBack, onNext }: PeriodStepProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const products = productsFor(catalogue, vehicleType);
  const [choice, setChoice] = useState(
    products.some((product) => product.validityType === value) ? value : null,
  );
  const [missing, setMissing] = useState(false);
  const next = () => {
    if (choice) onNext(choice);
    else setMissing(true);
  };
  return (
    <div>
      <StepHeading id="wizard-step-period">{t('wizard.period.title')}</StepHeading>
      <ChoiceList
        name="period"
        labelledBy="wizard-step-period"
        describedBy="wizard-period-note"
        value={choice}
        onChange={(period) => {
          setChoice(period);
          setMissing(false);
        }}
        choices={products.map((product) => ({
          value: product.validityType,
          name: product.validityTypeText,
          hint: t(`periodRules.${product.validityType}`),
          aside: (
            <ProductPrice
              product={product}
              primary={catalogue.primaryCurrency}
              secondary={catalogue.secondaryCurrency}
              lang={lang}
            />
          ),
        }))}
      />
      <p id="wizard-period-note" className={classes.choiceHint}>
        {t('wizard.period.note')}
      </p>
      {missing && (
        <p role="alert" className={classes.message}>
          {t('wizard.period.missing')}
        </p>
      )}
      <div className={classes.actions}>
        <Button variant="default" onClick={onBack}>
          {t('wizard.back')}
        </Button>
        <Button onClick={next}>{t('wizard.next')}</Button>
      </div>
    </div>
  );
}
