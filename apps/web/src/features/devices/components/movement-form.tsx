import { useMemo, useState } from 'react';
import { Button, Group, NativeSelect, Stack, Textarea, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { movementCreateBodySchema } from '@toll/contract/devices';
import { DEVICE_CONDITIONS } from '@toll/domain/devices';
import { FormAlert } from '../../../components/form-alert';
import { applyServerError } from '../../../forms/apply-server-error';
import { bodyResolver } from '../../../forms/body-resolver';
import { useLang } from '../../../i18n/use-lang';
import { DEVICES_KEY, recordMovement } from '../api/devices-api';
import { deviceNumbersOf, today } from './document-date';
import { useWarehouses } from './use-warehouses';

/** The movements of devices already known (a supply is received from its CSV instead). */
const TYPES = ['RETURN', 'RECYCLING', 'SERVICED', 'SALE'] as const;

type MovementValues = {
  movementType: string;
  warehouseId: string;
  documentNumber: string;
  documentDate: string;
  condition: string;
  devices: string;
  note: string;
};
const FIELDS = ['movementType', 'warehouseId', 'documentNumber', 'documentDate', 'condition', 'devices', 'note'] as const; // prettier-ignore
/** The body's paths as the form's fields (`deviceNumbers.3` → the device numbers box). */
const fieldOf = (path: string) => (path.startsWith('deviceNumbers') ? 'devices' : path);

/**
 * A stock movement with its document: return, recycling, serviced OBUs or sale of known devices.
 * The schema form over POST /warehouses/movements's schema (each device number checked).
 */
export function MovementForm() {
  const { t } = useTranslation('office');
  const lang = useLang();
  const queryClient = useQueryClient();
  const warehouses = useWarehouses();
  const [formError, setFormError] = useState<string | null>(null);
  const firstWarehouse = warehouses.data?.[0]?.id;
  const bodyOf = useMemo(
    () => (v: MovementValues) => ({
      movementType: v.movementType,
      warehouseId: Number(v.warehouseId || firstWarehouse),
      documentNumber: v.documentNumber,
      documentDate: v.documentDate,
      condition: v.condition || undefined,
      deviceNumbers: deviceNumbersOf(v.devices),
      note: v.note.trim() || null,
    }),
    [firstWarehouse],
  );
  const { register, handleSubmit, setError, reset, getValues, formState } = useForm<MovementValues>(
    {
      defaultValues: {
        movementType: 'RETURN',
        warehouseId: '',
        documentNumber: '',
        documentDate: today(),
        condition: '',
        devices: '',
        note: '',
      },
      resolver: bodyResolver<MovementValues>(movementCreateBodySchema, bodyOf, fieldOf),
      mode: 'onTouched',
    },
  );
  const errors = formState.errors;
  const save = useMutation({
    mutationFn: (values: MovementValues) => recordMovement(lang, bodyOf(values)),
    onSuccess: async () => {
      reset({ ...getValues(), devices: '', documentNumber: '', note: '' });
      await queryClient.invalidateQueries({ queryKey: DEVICES_KEY });
    },
    onError: (error) => setFormError(applyServerError(error, setError, FIELDS)),
  });
  return (
    <form
      noValidate
      onSubmit={(event) => {
        setFormError(null);
        void handleSubmit((values) => save.mutate(values))(event);
      }}
      aria-label={t('warehouse.movementForm')}
    >
      <Stack gap="sm">
        <FormAlert message={save.data?.message} kind="success" />
        <FormAlert message={formError} />
        <Group align="flex-end" wrap="wrap">
          <NativeSelect
            label={t('warehouse.movementType')}
            {...register('movementType')}
            data={TYPES.map((v) => ({ value: v, label: t(`warehouse.movementTypes.${v}`) }))}
          />
          <NativeSelect
            label={t('devices.warehouse')}
            {...register('warehouseId')}
            data={(warehouses.data ?? []).map((w) => ({ value: String(w.id), label: w.name }))}
            error={errors.warehouseId?.message}
          />
          <TextInput
            label={t('warehouse.document')}
            required
            maxLength={60}
            {...register('documentNumber')}
            error={errors.documentNumber?.message}
          />
          <TextInput
            label={t('warehouse.documentDate')}
            type="date"
            required
            {...register('documentDate')}
            error={errors.documentDate?.message}
          />
          <NativeSelect
            label={t('warehouse.conditionAfter')}
            {...register('condition')}
            data={[
              { value: '', label: t('warehouse.keepCondition') },
              ...DEVICE_CONDITIONS.map((c) => ({ value: c, label: t(`devices.conditions.${c}`) })),
            ]}
          />
        </Group>
        <Textarea
          label={t('warehouse.deviceNumbers')}
          required
          autosize
          minRows={3}
          maxRows={12}
          {...register('devices')}
          error={errors.devices?.message}
        />
        <TextInput
          label={t('devices.note')}
          maxLength={500}
          {...register('note')}
          error={errors.note?.message}
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
