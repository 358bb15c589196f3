import { Checkbox, NumberInput, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ROUTE_TOLL_CATEGORIES } from '@toll/domain/route-tariffs';
import { EMISSION_CLASS_OPTIONS, type RouteOptions } from '../model/route-pass-form';

export type VehicleFieldsProps = {
  options: RouteOptions;
  onChange: (patch: Partial<RouteOptions>) => void;
};

/** The vehicle: a toll category, or axles and mass (the server works out the category), and emissions. */
export function VehicleFields({ options, onChange }: VehicleFieldsProps) {
  const { t } = useTranslation('route-pass');
  const categories = ROUTE_TOLL_CATEGORIES.map((value) => ({
    value,
    label: t(`category.${value}`),
  }));
  return (
    <Stack gap="sm">
      <div>
        <Text size="sm" fw={500} id="vehicle-mode-label" mb={4}>
          {t('vehicle.mode')}
        </Text>
        <SegmentedControl
          aria-labelledby="vehicle-mode-label"
          value={options.vehicleMode}
          onChange={(value) => onChange({ vehicleMode: value === 'axles' ? 'axles' : 'category' })}
          data={[
            { value: 'category', label: t('vehicle.byCategory') },
            { value: 'axles', label: t('vehicle.byAxles') },
          ]}
        />
      </div>
      {options.vehicleMode === 'category' ? (
        <Select
          label={t('vehicle.category')}
          data={categories}
          value={options.category}
          allowDeselect={false}
          onChange={(value) => {
            const category = ROUTE_TOLL_CATEGORIES.find((c) => c === value);
            if (category) onChange({ category });
          }}
        />
      ) : (
        <>
          <NumberInput
            label={t('vehicle.axles')}
            min={2}
            max={10}
            value={options.axles}
            onChange={(value) => onChange({ axles: Number(value) })}
          />
          <NumberInput
            label={t('vehicle.weight')}
            min={1}
            max={100_000}
            step={500}
            thousandSeparator=" "
            value={options.weightKg}
            onChange={(value) => onChange({ weightKg: Number(value) })}
          />
          <Checkbox
            label={t('vehicle.bus')}
            checked={options.bus}
            onChange={(event) => onChange({ bus: event.currentTarget.checked })}
          />
        </>
      )}
      <Select
        label={t('vehicle.emission')}
        data={[...EMISSION_CLASS_OPTIONS]}
        value={String(options.emissionClassId)}
        allowDeselect={false}
        onChange={(value) => onChange({ emissionClassId: Number(value ?? 6) })}
      />
    </Stack>
  );
}
