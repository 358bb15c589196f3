import { useMemo } from 'react';
import { Button, Group, SimpleGrid, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { DEFAULT_COUNTRY } from '@toll/domain/countries';
import { normalisePlate } from '@toll/domain/plates';
import { usePurchaseT } from '../../../i18n/purchase-bundle';
import { CountrySelect } from '../../countries';
import { issuesResolver } from '../../../purchase/details-resolver';
import { checkPlateFields, type PlateFields } from '../../../purchase/vehicle-details-check';

export type RoutePassVehicleFormProps = {
  index: number;
  countryCode?: string;
  /** The plate the pass already has (a change, or one carried over from a bought pass). */
  lpn?: string;
  onSave: (vehicle: { countryCode: string; lpn: string }) => void;
  /**
   * A complete, valid vehicle typed but not saved yet, when the focus leaves the form (for Pay or
   * Sell): taken as if saved, the form staying open (issue 32: a typed plate was ignored).
   */
  onTyped?: (vehicle: { countryCode: string; lpn: string }) => void;
  onCancel?: () => void;
};

/**
 * The vehicle a route pass is for: country and plate, the plate typed twice. A plate the pass has
 * already is filled in twice; a different one must be typed twice again.
 */
export function RoutePassVehicleForm({
  index,
  countryCode,
  lpn,
  onSave,
  onTyped,
  onCancel,
}: RoutePassVehicleFormProps) {
  const t = usePurchaseT();
  const resolver = useMemo(() => issuesResolver<PlateFields>(checkPlateFields, t), [t]);
  const form = useForm<PlateFields>({
    mode: 'onTouched',
    resolver,
    defaultValues: {
      countryCode: countryCode ?? DEFAULT_COUNTRY,
      lpn: lpn ?? '',
      lpnConfirmation: lpn ?? '',
    },
  });
  const { errors } = form.formState;
  const save = form.handleSubmit((values) =>
    onSave({ countryCode: values.countryCode.toUpperCase(), lpn: normalisePlate(values.lpn) }),
  );
  const takeTyped = () => {
    const values = form.getValues();
    if (!onTyped || Object.keys(checkPlateFields(values)).length > 0) return;
    const vehicle = {
      countryCode: values.countryCode.toUpperCase(),
      lpn: normalisePlate(values.lpn),
    };
    if (vehicle.countryCode !== countryCode || vehicle.lpn !== lpn) onTyped(vehicle);
  };
  return (
    <form
      noValidate
      onSubmit={(event) => void save(event)}
      onBlur={takeTyped}
      aria-label={t('cart.vehicleFormOf', { number: index + 1 })}
    >
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <CountrySelect
          current={countryCode ?? DEFAULT_COUNTRY}
          label={t('details.country')}
          required
          {...form.register('countryCode')}
          error={errors.countryCode?.message}
        />
        <TextInput
          label={t('details.lpn')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          required
          {...form.register('lpn')}
          error={errors.lpn?.message}
        />
        <TextInput
          label={t('details.lpnConfirmation')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          required
          {...form.register('lpnConfirmation')}
          error={errors.lpnConfirmation?.message}
        />
      </SimpleGrid>
      <Group gap="sm" mt="sm">
        <Button type="submit" size="compact-md">
          {t('cart.saveVehicle')}
        </Button>
        {onCancel && (
          <Button variant="default" size="compact-md" onClick={onCancel}>
            {t('cart.cancel')}
          </Button>
        )}
      </Group>
    </form>
  );
}
