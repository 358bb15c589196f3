import { useState, type FormEvent } from 'react';
import { Button, Card, Group, NativeSelect, Stack, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Device } from '@toll/contract/devices';
import { DEVICE_CONDITIONS } from '@toll/domain/devices';
import { FormAlert } from '../../../components/form-alert';
import { useLang } from '../../../i18n/use-lang';
import { DEVICES_KEY, updateDevice } from '../api/devices-api';

const DESTINATIONS = ['CUSTOMER', 'POS', 'SERVICE', 'WAREHOUSE'] as const;

/**
 * What a clerk may change on a device (condition, SIM, warranty end, destination), saved at the
 * version read: a change made meanwhile by someone else is refused with the server's message.
 */
export function DeviceEditForm({ device }: { device: Device }) {
  const { t } = useTranslation('office');
  const lang = useLang();
  const queryClient = useQueryClient();
  const [form, setForm] = useState({
    condition: device.condition as string,
    sim: device.sim ?? '',
    warrantyEnd: device.warrantyEnd ?? '',
    destinationType: device.destinationType ?? '',
  });
  const set = (name: keyof typeof form) => (value: string) =>
    setForm((f) => ({ ...f, [name]: value }));
  const save = useMutation({
    mutationFn: () =>
      updateDevice(lang, device.id, {
        version: device.version,
        condition: form.condition,
        sim: form.sim.trim() || null,
        warrantyEnd: form.warrantyEnd || null,
        destinationType: form.destinationType || null,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DEVICES_KEY }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  return (
    <Card withBorder padding="sm" component="form" onSubmit={submit} aria-label={t('devices.edit')}>
      <Stack gap="xs">
        <FormAlert message={save.data?.message} kind="success" />
        <FormAlert message={save.error?.message} />
        <Group align="flex-end" wrap="wrap">
          <NativeSelect
            label={t('devices.condition')}
            value={form.condition}
            onChange={(e) => set('condition')(e.currentTarget.value)}
            data={DEVICE_CONDITIONS.map((c) => ({ value: c, label: t(`devices.conditions.${c}`) }))}
          />
          <TextInput
            label={t('devices.sim')}
            value={form.sim}
            maxLength={40}
            onChange={(e) => set('sim')(e.currentTarget.value)}
          />
          <TextInput
            label={t('devices.warrantyEndLabel')}
            type="date"
            value={form.warrantyEnd}
            onChange={(e) => set('warrantyEnd')(e.currentTarget.value)}
          />
          <NativeSelect
            label={t('devices.destination')}
            value={form.destinationType}
            onChange={(e) => set('destinationType')(e.currentTarget.value)}
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
