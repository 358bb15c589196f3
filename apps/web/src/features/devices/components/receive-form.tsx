import { useCallback } from 'react';
import { Button, FileInput, Group, NativeSelect, Stack, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { receiveBodySchema } from '@toll/contract/devices';
import { INVENTORY_TYPES } from '@toll/domain/devices';
import { FormAlert } from '../../../components/form-alert';
import { bodyResolver } from '../../../forms/body-resolver';
import { useSchemaForm } from '../../../forms/use-schema-form';
import { useLang } from '../../../i18n/use-lang';
import { DEVICES_KEY, receiveDelivery } from '../api/devices-api';
import { today } from './document-date';
import { useWarehouses } from './use-warehouses';

type ReceiveValues = {
  warehouseId: string;
  inventoryType: string;
  vendor: string;
  documentNumber: string;
  documentDate: string;
  file: File | null;
};
/** The request's rules for the document; the CSV is read from the file when it is sent. */
const DOCUMENT_SCHEMA = receiveBodySchema.omit({ csv: true });

/** Receive a vendor's delivery: the document and its CSV of serial numbers (all or nothing). */
export function ReceiveForm() {
  const { t } = useTranslation('office');
  const lang = useLang();
  const queryClient = useQueryClient();
  const warehouses = useWarehouses();
  const firstWarehouse = warehouses.data?.[0]?.id;
  const toBody = useCallback(
    (v: ReceiveValues) => ({
      warehouseId: Number(v.warehouseId || firstWarehouse),
      inventoryType: v.inventoryType,
      vendor: v.vendor,
      documentNumber: v.documentNumber,
      documentDate: v.documentDate,
      note: null,
    }),
    [firstWarehouse],
  );
  const { form, formError, fail, submitWith } = useSchemaForm<ReceiveValues>(
    bodyResolver<ReceiveValues>(DOCUMENT_SCHEMA, toBody, (path) => path),
    {
      defaultValues: { warehouseId: '', inventoryType: 'OBU', vendor: '', documentNumber: '', documentDate: today(), file: null }, // prettier-ignore
      fields: ['warehouseId', 'inventoryType', 'vendor', 'documentNumber', 'documentDate'],
    },
  );
  const { errors } = form.formState;
  const receive = useMutation({
    mutationFn: async (v: ReceiveValues) =>
      receiveDelivery(lang, { ...toBody(v), csv: v.file ? await v.file.text() : '' }),
    onSuccess: async () => {
      form.setValue('file', null);
      await queryClient.invalidateQueries({ queryKey: DEVICES_KEY });
    },
    onError: fail,
  });
  const submit = submitWith((values) => receive.mutate(values));
  return (
    <form noValidate onSubmit={submit} aria-label={t('warehouse.receive')}>
      <Stack gap="sm">
        <FormAlert message={receive.data?.message} kind="success" />
        <FormAlert message={formError} />
        <Group align="flex-end" wrap="wrap">
          <NativeSelect
            label={t('devices.warehouse')}
            error={errors.warehouseId?.message}
            {...form.register('warehouseId')}
            data={(warehouses.data ?? []).map((w) => ({ value: String(w.id), label: w.name }))}
          />
          <NativeSelect
            label={t('devices.type')}
            {...form.register('inventoryType')}
            data={INVENTORY_TYPES.map((v) => ({ value: v, label: t(`devices.types.${v}`) }))}
          />
          <TextInput
            label={t('devices.vendor')}
            required
            maxLength={100}
            error={errors.vendor?.message}
            {...form.register('vendor')}
          />
          <TextInput
            label={t('warehouse.document')}
            required
            maxLength={60}
            error={errors.documentNumber?.message}
            {...form.register('documentNumber')}
          />
          <TextInput
            label={t('warehouse.documentDate')}
            type="date"
            required
            error={errors.documentDate?.message}
            {...form.register('documentDate')}
          />
          <Controller
            control={form.control}
            name="file"
            render={({ field }) => (
              <FileInput
                label={t('warehouse.csvFile')}
                accept=".csv,text/csv"
                value={field.value}
                onChange={field.onChange}
                required
                clearable
              />
            )}
          />
          <Button type="submit" loading={receive.isPending}>
            {t('warehouse.receiveButton')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
