import { useState, type FormEvent } from 'react';
import { Button, Group, NativeSelect, Stack, Textarea, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DEVICE_CONDITIONS } from '@toll/domain/devices';
import { FormAlert } from '../../../components/form-alert';
import { useLang } from '../../../i18n/use-lang';
import { DEVICES_KEY, recordMovement } from '../api/devices-api';
import { deviceNumbersOf, today } from './document-date';
import { useWarehouses } from './use-warehouses';

/** The movements of devices already known (a supply is received from its CSV instead). */
const TYPES = ['RETURN', 'RECYCLING', 'SERVICED', 'SALE'] as const;

/** A stock movement with its document: return, recycling, serviced OBUs or sale of known devices. */
export function MovementForm() {
  const { t } = useTranslation('office');
  const lang = useLang();
  const queryClient = useQueryClient();
  const warehouses = useWarehouses();
  const [form, setForm] = useState({
    movementType: 'RETURN',
    warehouseId: '',
    documentNumber: '',
    documentDate: today(),
    condition: '',
    devices: '',
    note: '',
  });
  const set = (name: keyof typeof form) => (value: string) =>
    setForm((f) => ({ ...f, [name]: value }));
  const save = useMutation({
    mutationFn: () =>
      recordMovement(lang, {
        movementType: form.movementType,
        warehouseId: Number(form.warehouseId || warehouses.data?.[0]?.id),
        documentNumber: form.documentNumber,
        documentDate: form.documentDate,
        condition: form.condition || undefined,
        deviceNumbers: deviceNumbersOf(form.devices),
        note: form.note.trim() || null,
      }),
    onSuccess: async () => {
      setForm((f) => ({ ...f, devices: '', documentNumber: '', note: '' }));
      await queryClient.invalidateQueries({ queryKey: DEVICES_KEY });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  return (
    <form onSubmit={submit} aria-label={t('warehouse.movementForm')}>
      <Stack gap="sm">
        <FormAlert message={save.data?.message} kind="success" />
        <FormAlert message={save.error?.message} />
        <Group align="flex-end" wrap="wrap">
          <NativeSelect
            label={t('warehouse.movementType')}
            value={form.movementType}
            onChange={(e) => set('movementType')(e.currentTarget.value)}
            data={TYPES.map((v) => ({ value: v, label: t(`warehouse.movementTypes.${v}`) }))}
          />
          <NativeSelect
            label={t('devices.warehouse')}
            value={form.warehouseId}
            onChange={(e) => set('warehouseId')(e.currentTarget.value)}
            data={(warehouses.data ?? []).map((w) => ({ value: String(w.id), label: w.name }))}
          />
          <TextInput
            label={t('warehouse.document')}
            value={form.documentNumber}
            required
            maxLength={60}
            onChange={(e) => set('documentNumber')(e.currentTarget.value)}
          />
          <TextInput
            label={t('warehouse.documentDate')}
            type="date"
            value={form.documentDate}
            required
            onChange={(e) => set('documentDate')(e.currentTarget.value)}
          />
          <NativeSelect
            label={t('warehouse.conditionAfter')}
            value={form.condition}
            onChange={(e) => set('condition')(e.currentTarget.value)}
            data={[
              { value: '', label: t('warehouse.keepCondition') },
              ...DEVICE_CONDITIONS.map((c) => ({ value: c, label: t(`devices.conditions.${c}`) })),
            ]}
          />
        </Group>
        <Textarea
          label={t('warehouse.deviceNumbers')}
          value={form.devices}
          required
          autosize
          minRows={3}
          maxRows={12}
          onChange={(e) => set('devices')(e.currentTarget.value)}
        />
        <TextInput
          label={t('devices.note')}
          value={form.note}
          maxLength={500}
          onChange={(e) => set('note')(e.currentTarget.value)}
        />
        <Group>
          <Button type="submit" loading={save.isPending}>
            {t('warehouse.movementButton')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
