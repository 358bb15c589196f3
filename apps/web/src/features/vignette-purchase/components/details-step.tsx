import { useEffect, useMemo } from 'react';
import { Button, Stack, TextInput } from '@mantine/core';
import { useForm, useWatch } from 'react-hook-form';
import type { VignettePeriod } from '@toll/domain/vignette-products';
import { normalisePlate } from '@toll/domain/plates';
import { useNow } from '../../../hooks/use-now';
import { usePurchaseT } from '../../../i18n/purchase-bundle';
import { CountrySelect } from '../../countries/components/country-select';
import { startBounds } from '../../../purchase/start-choice';
import type { StartMode, VehicleDetails, WizardState } from '../model/wizard-state';
import { ChoiceList } from './choice-list';
import { detailsResolver } from '../../../purchase/details-resolver';
import { StepHeading } from './step-heading';
import { ValidityPreview } from './validity-preview';
import classes from './wizard.module.css';

export type DetailsStepProps = {
  state: WizardState;
  period: VignettePeriod;
  /** Keeps what is typed, so a reload returns to it. */
  onChange: (details: VehicleDetails) => void;
  onBack: () => void;
  onNext: (details: VehicleDetails) => void;
};

/**
 * Step 3: country and plate, the plate typed a second time (a typo costs the buyer the fee), and
 * the start: from the payment, or a chosen Sofia time at most 30 days ahead.
 */
export function DetailsStep({ state, period, onChange, onBack, onNext }: DetailsStepProps) {
  const t = usePurchaseT();
  const now = useNow();
  const resolver = useMemo(() => detailsResolver(period, t), [period, t]);
  const form = useForm<VehicleDetails>({
    mode: 'onTouched',
    resolver,
    defaultValues: {
      countryCode: state.countryCode,
      lpn: state.lpn,
      lpnConfirmation: state.lpnConfirmation,
      startMode: state.startMode,
      start: state.start,
    },
  });
  const values = useWatch({ control: form.control }) as VehicleDetails;
  useEffect(() => onChange(values), [values, onChange]);
  const { errors } = form.formState;
  const bounds = startBounds(now);
  const plate = normalisePlate(values.lpn ?? '');
  const field = (name: keyof VehicleDetails) => ({
    ...form.register(name),
    error: errors[name]?.message,
  });

  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(onNext)(event)}>
      <StepHeading id="wizard-step-details">{t('details.title')}</StepHeading>
      <Stack gap="md">
        <CountrySelect
          current={state.countryCode}
          label={t('details.country')}
          required
          {...field('countryCode')}
        />
        <div className={classes.caution}>
          <p className={classes.choiceName}>{t('details.typoTitle')}</p>
          <p>{t('details.typoText')}</p>
        </div>
        <TextInput
          label={t('details.lpn')}
          description={t('details.lpnHint')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          required
          {...field('lpn')}
        />
        <TextInput
          label={t('details.lpnConfirmation')}
          description={t('details.lpnConfirmationHint')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          required
          {...field('lpnConfirmation')}
        />
        {plate !== '' && <p data-testid="plate-preview">{t('details.platePreview', { plate })}</p>}
        <div>
          <h3 id="wizard-start-title" className={classes.choiceName}>
            {t('details.startTitle')}
          </h3>
          <ChoiceList<StartMode>
            name="startMode"
            labelledBy="wizard-start-title"
            value={values.startMode ?? 'payment'}
            onChange={(mode) =>
              form.setValue('startMode', mode, { shouldDirty: true, shouldValidate: false })
            }
            choices={[
              { value: 'payment', name: t('details.startPayment') },
              { value: 'chosen', name: t('details.startChosen') },
            ]}
          />
          {values.startMode === 'chosen' && (
            <TextInput
              type="datetime-local"
              label={t('details.start')}
              description={t('details.startHint')}
              min={bounds.min}
              max={bounds.max}
              required
              {...field('start')}
            />
          )}
        </div>
        {period === 'WEEKEND' && <p>{t('details.weekend')}</p>}
        <ValidityPreview
          period={period}
          choice={{ startMode: values.startMode ?? 'payment', start: values.start ?? '' }}
          now={now}
        />
      </Stack>
      <div className={classes.actions}>
        <Button variant="default" onClick={onBack}>
          {t('back')}
        </Button>
        <Button type="submit">{t('next')}</Button>
      </div>
    </form>
  );
}
