import { useEffect, useMemo, useState } from 'react';
import { Button, Checkbox, Select, Stack, TextInput } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import type { VignettePeriod } from '@toll/domain/vignette-products';
import { normalisePlate } from '@toll/domain/plates';
import type { VignetteVehicleType } from '@toll/domain/vignette-products';
import { useNow } from '../../../hooks/use-now';
import { usePurchaseT } from '../../../i18n/purchase-bundle';
import { CountrySelect } from '../../countries';
import { useLang } from '../../../i18n/use-lang';
import {
  listSavedVehicles,
  SAVED_VEHICLES_KEY,
  savedVehicleLabel,
  saveVehicle,
} from '../../../purchase/saved-vehicles';
import { startBounds } from '../../../purchase/start-choice';
import { useSession } from '../../session';
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
  const saved = useSavedVehicleChoice(state.vehicleType, (vehicle) => {
    const options = { shouldDirty: true, shouldValidate: true };
    form.setValue('countryCode', vehicle.countryCode, options);
    form.setValue('lpn', vehicle.lpn, options);
    form.setValue('lpnConfirmation', vehicle.lpn, options);
  });
  const next = (details: VehicleDetails) => {
    saved.remember(details);
    onNext(details);
  };

  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(next)(event)}>
      <StepHeading id="wizard-step-details">{t('details.title')}</StepHeading>
      <Stack gap="md">
        {saved.vehicles.length > 0 && (
          <Select
            label={t('details.savedPick')}
            placeholder={t('details.savedPlaceholder')}
            data={saved.vehicles.map((v) => ({ value: String(v.id), label: savedVehicleLabel(v) }))}
            value={null}
            onChange={(value) => saved.pick(value)}
          />
        )}
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
        {saved.signedIn && !saved.has(values.countryCode ?? '', plate) && (
          <Checkbox
            label={t('details.saveVehicle')}
            checked={saved.wanted}
            onChange={(event) => saved.setWanted(event.currentTarget.checked)}
          />
        )}
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

/**
 * A signed-in buyer's saved vehicles (spec §7 /vehicles): picking one fills the country and both
 * plate fields; "save this vehicle" keeps a new one when the step is done (a failure to save never
 * stops the purchase).
 */
function useSavedVehicleChoice(
  vehicleType: VignetteVehicleType | null,
  fill: (vehicle: { countryCode: string; lpn: string }) => void,
) {
  const lang = useLang();
  const session = useSession();
  const queryClient = useQueryClient();
  const signedIn = session !== null;
  const [wanted, setWanted] = useState(false);
  const list = useQuery({
    queryKey: [...SAVED_VEHICLES_KEY, session?.user.id],
    queryFn: ({ signal }) => listSavedVehicles(lang, signal),
    enabled: signedIn,
    staleTime: 60_000,
  });
  const save = useMutation({
    mutationFn: (vehicle: { countryCode: string; lpn: string }) =>
      saveVehicle(lang, { ...vehicle, vehicleType: vehicleType ?? 'car' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: SAVED_VEHICLES_KEY }),
  });
  const vehicles = signedIn ? (list.data ?? []) : [];
  const has = (countryCode: string, plate: string) =>
    vehicles.some((v) => v.countryCode === countryCode && v.lpn === plate);
  return {
    signedIn,
    vehicles,
    wanted,
    setWanted,
    has,
    pick(id: string | null) {
      const vehicle = vehicles.find((v) => String(v.id) === id);
      if (vehicle) fill(vehicle);
    },
    remember(details: VehicleDetails) {
      const lpn = normalisePlate(details.lpn);
      if (signedIn && wanted && !has(details.countryCode, lpn))
        save.mutate({ countryCode: details.countryCode, lpn });
    },
  };
}
