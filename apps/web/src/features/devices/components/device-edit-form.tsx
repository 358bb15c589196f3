import { useMemo, useState } from 'react';
import { Button, Card, Group, NativeSelect, Stack, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { deviceUpdateBodySchema, type Device } from '@toll/contract/devices';
import { DEVICE_CONDITIONS } from '@toll/domain/devices';
import { FormAlert } from '../../../components/form-alert';
import { applyServerError } from '../../../forms/apply-server-error';
import { bodyResolver } from '../../../forms/body-resolver';
import { useLang } from '../../../i18n/use-lang';
import { DEVICES_KEY, updateDevice } from '../api/devices-api';

const DESTINATIONS = ['CUSTOMER', 'POS', 'SERVICE', 'WAREHOUSE'] as const;
const FIELDS = ['condition', 'sim', 'warrantyEnd', 'destinationType'] as const;

type DeviceValues = {
  condition: string;
  sim: string;
  warrantyEnd: string;
  destinationType: string;
};

/** The body of PUT /obu/{id} at the version read. */
const bodyOf = (version: number) => (v: DeviceValues) => ({
  version,
  condition: v.condition,
  sim: v.sim.trim() || null,
  warrantyEnd: v.warrantyEnd || null,
  destinationType: v.destinationType || null,
});

/**
 * What a clerk may change on a device (condition, SIM, warranty end, destination), saved at the
 * version read: a change made meanwhile by someone else is refused with the server's message.
 * The schema form over PUT /obu/{id}'s own schema.
 */
export function DeviceEditForm({ device }: { device: Device }) {
  const { t } = useTranslation('office');
  const lang = useLang();
  const queryClient = useQueryClient();
  const [formError, setFormError] = useState<string | null>(null);
  const toBody = useMemo(() => bodyOf(device.version), [device.version]);
  const { register, handleSubmit, setError, formState } = useForm<DeviceValues>({
    defaultValues: {
      condition: device.condition,
      sim: device.sim ?? '',
      warrantyEnd: device.warrantyEnd ?? '',
      destinationType: device.destinationType ?? '',
    },
    resolver: bodyResolver<DeviceValues>(deviceUpdateBodySchema, toBody, (path) => path),
    mode: 'onTouched',
  });
  const errors = formState.errors;
  const save = useMutation({
    mutationFn: (values: DeviceValues) => updateDevice(lang, device.id, toBody(values)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DEVICES_KEY }),
    onError: (error) => setFormError(applyServerError(error, setError, FIELDS)),
  });
  return (
    <Card
      withBorder
      padding="sm"
      component="form"
      noValidate
      onSubmit={(event) => {
        setFormError(null);
        void handleSubmit((values) => save.mutate(values))(event);
      }}
      aria-label={t('devices.edit')}
    >
      <Stack gap="xs">
        <FormAlert message={save.data?.message} kind="success" />
        <FormAlert message={formError} />
        <Group align="flex-end" wrap="wrap">
          <NativeSelect
            label={t('devices.condition')}
            {...register('condition')}
            data={DEVICE_CONDITIONS.map((c) => ({ value: c, label: t(`devices.conditions.${c}`) }))}
          />
          <TextInput
            label={t('devices.sim')}
            maxLength={40}
            {...register('sim')}
            error={errors.sim?.message}
          />
          <TextInput
            label={t('devices.warrantyEndLabel')}
            type="date"
            {...register('warrantyEnd')}
            error={errors.warrantyEnd?.message}
          />
          <NativeSelect
            label={t('devices.destination')}
            {...register('destinationType')}
            data={[
              { value: '', label: t('devices.none') },
              ...DESTINATIONS.map((d) => ({ value: d, label: t(`devices.destinations.${d}`) })),
            ]}
          />
          <Button type="submit" loading={save.isPending}>
            {t('devices.save')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
