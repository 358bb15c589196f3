import { useState } from 'react';
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ProductCatalogue } from '@toll/contract/products';
import type { VignetteVehicleType } from '@toll/domain/vignette-products';
import { ChoiceList } from './choice-list';
import { StepHeading } from './step-heading';
import { VehicleIcon } from './vehicle-icon';
import classes from './wizard.module.css';

export type VehicleTypeStepProps = {
  catalogue: ProductCatalogue;
  value: VignetteVehicleType | null;
  onNext: (type: VignetteVehicleType) => void;
};

/** Step 1: a car, or a trailer or caravan whose combination exceeds 3.5 t. */
export function VehicleTypeStep({ catalogue, value, onNext }: VehicleTypeStepProps) {
  const { t } = useTranslation();
  const [choice, setChoice] = useState(value);
  const [missing, setMissing] = useState(false);
  const next = () => {
    if (choice) onNext(choice);
    else setMissing(true);
  };
  return (
    <div>
      <StepHeading id="wizard-step-vehicle">{t('wizard.vehicle.title')}</StepHeading>
      <ChoiceList
        name="vehicleType"
        labelledBy="wizard-step-vehicle"
        value={choice}
        onChange={(type) => {
          setChoice(type);
          setMissing(false);
        }}
        choices={catalogue.categories.map((category) => ({
          value: category.vehicleType,
          name: category.vehicleTypeText,
          hint: category.categoryDescriptionText,
          icon: <VehicleIcon type={category.vehicleType} />,
        }))}
      />
      <p className={classes.choiceHint}>{t('wizard.vehicle.heavier')}</p>
      {missing && (
        <p role="alert" className={classes.message}>
          {t('wizard.vehicle.missing')}
        </p>
      )}
      <div className={classes.actions}>
        <Button onClick={next}>{t('wizard.next')}</Button>
      </div>
    </div>
  );
}
